"""Quiddler's events as a person reads them: one sentence function per rule event type
(``SENTENCES``; ``games.domain.describe`` reads any event with them)."""

from __future__ import annotations

from games.kinds.phrases import Describer, Names, scores, seats, who


def _words(words) -> str:
    return " + ".join("".join(w) for w in words) or "no words"


def _q_words(words) -> str:
    """Quiddler words as the cards print them: "QUIT + EAT"."""
    return _words([[str(c).upper() for c in w] for w in words])


def _q_drawn(d: dict, n: Names) -> str:
    card = d.get("card")
    if card is None:
        card = next((p.get("card") for p in (d.get("private") or {}).values()), None)
    what = str(card).upper() if card is not None else "a card"
    return f"{who(d['player'], n)} drew {what} from the {d['source']}."


def _q_dealt(d: dict, n: Names) -> str:
    each = max(d["hand_sizes"].values(), default=0)
    return (f"Round {d['round']}: {who(d['dealer'], n)} dealt {each} cards each; "
            f"{who(d['first'], n)} plays first, and {str(d['discard']).upper()} starts the "
            f"discard pile.")


SENTENCES: dict[str, Describer] = {
    "GameStarted": lambda d, n: f"Quiddler started with {seats(d['players'], n)} "
                                f"(dictionary {d['dictionary']['name']}).",
    "RoundSkipped": lambda d, n: f"Round {d['round']} was skipped.",
    "RoundDealt": _q_dealt,
    "CardDrawn": _q_drawn,
    "CardDiscarded": lambda d, n: f"{who(d['player'], n)} discarded "
                                  f"{str(d['card']).upper()}.",
    "WordsLaidDown": lambda d, n: f"{who(d['player'], n)} laid {_q_words(d['words'])} and "
                                  f"discarded {str(d['discard']).upper()}.",
    "WentOut": lambda d, n: f"{who(d['player'], n)} went out with {_q_words(d['words'])}, "
                            f"discarding {str(d['discard']).upper()}.",
    "RoundScored": lambda d, n: f"Round {d['round']} scored: {scores(d['scores'], n)} "
                                f"(totals {scores(d['totals'], n)}).",
    "GameFinished": lambda d, n: f"Quiddler is over: {seats(d['winners'], n)} won "
                                 f"(totals {scores(d['totals'], n)}).",
}
