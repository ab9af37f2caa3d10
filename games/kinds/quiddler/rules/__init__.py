"""Quiddler (kind ``quiddler``): the rules are in ``engine`` (commands, events, views) and
``scoring`` (deal, scoring), the deck in ``cards``, word checks in ``words`` (the dictionary app
installs its resolver there).

docs/rules/quiddler.md lists the commands, events and rule choices.
"""

from . import cards, words
from .engine import COMMANDS, ENGINE, MAX_DICTIONARY_NAME, QuiddlerEngine
from .scoring import BONUS, ROUNDS, points, score_round, winners_of, word_text

__all__ = ["BONUS", "COMMANDS", "ENGINE", "MAX_DICTIONARY_NAME", "ROUNDS", "QuiddlerEngine",
           "cards", "points", "score_round", "winners_of", "word_text", "words"]
