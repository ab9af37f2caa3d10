"""Diddly's events as a person reads them: one sentence function per rule event type
(``SENTENCES``; ``games.domain.describe`` reads any event with them)."""

from __future__ import annotations

from games.kinds.phrases import Describer, listing, scores, seats, who


def _slot(slot: int) -> str:
    """A Diddly slot as players say it: slot = column * 2 + row, row 0 on top."""
    return f"column {slot // 2 + 1}, {('top', 'bottom')[slot % 2]}"


def _card(card) -> str:
    if card is None:
        return "a face-down card"
    return card if str(card).isdigit() else str(card).capitalize()


SENTENCES: dict[str, Describer] = {
    "GameStarted": lambda d, n: f"Diddly started with {seats(d['players'], n)} "
                                f"({d['columns']} columns, {d['rounds']} rounds).",
    "RoundDealt": lambda d, n: f"Round {d['round']} is dealt: {who(d['dealer'], n)} deals, "
                               f"{who(d['first'], n)} starts after the setup.",
    "CardsRevealed": lambda d, n: f"{who(d['player'], n)} turned up " + listing(
        f"{_card(c)} ({_slot(s)})"
        for c, s in zip(d["cards"], d["slots"], strict=True)) + ".",
    "CardPlaced": lambda d, n: f"{who(d['player'], n)} placed {_card(d['card'])} in "
                               f"{_slot(d['slot'])}, discarding "
                               f"{_card(d['replaced'])}.",
    "CardsSwapped": lambda d, n: f"{who(d['player'], n)} swapped {_slot(d['a'])} "
                                 f"with {_slot(d['b'])}.",
    "CardPeeked": lambda d, n: f"{who(d['player'], n)} peeked at the face-down card in "
                               f"{_slot(d['slot'])}.",
    "PowerSkipped": lambda d, n: f"{who(d['player'], n)} skipped the "
                                 f"{listing(p.capitalize() for p in d['powers'])} power"
                                 f"{'s' if len(d['powers']) > 1 else ''}.",
    "CardRecycled": lambda d, n: f"{who(d['player'], n)} recycled: took "
                                 f"{_card(d['card'])} from the discard pile into "
                                 f"{_slot(d['slot'])}.",
    "BoardCompleted": lambda d, n: f"{who(d['player'], n)} has every card face up: last "
                                   f"turns for {seats(d['final_turns'], n)}.",
    "PlayStarted": lambda d, n: f"Play started: {who(d['player'], n)} goes first; "
                                f"{_card(d['card'])} starts the discard pile.",
    "RoundEnded": lambda d, n: f"Round {d['round']} ended: {scores(d['scores'], n)}.",
    "GameEnded": lambda d, n: f"The game ended: {scores(d.get('scores'), n)} "
                              f"(lowest wins).",
}
