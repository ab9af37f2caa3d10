"""Don't Be a Dik Dik's events as a person reads them: one sentence function per rule event type
(``SENTENCES``; ``games.domain.describe`` reads any event with them)."""

from __future__ import annotations

from games.kinds.phrases import Describer, Names, listing, seats, who


def _dd_card(card: str) -> str:
    return "the DIK DIK" if card == "dik dik" else card


def _dd_passed(d: dict, n: Names) -> str:
    card = next((p.get("card") for p in (d.get("private") or {}).values()), None)
    what = _dd_card(card) if card is not None else "a card"
    how = " (their last card: automatic)" if d.get("auto") else ""
    return f"{who(d['player'], n)} passed {what} to {who(d['to'], n)}{how}."


_DD_VIA = {"deal": "from the deal", "ask": "with the card they asked for",
           "pass": "with the card passed to them", "roulette": "with the card they drew"}
_DD_OUT = {"one_card": "they passed their last card", "no_cards": "no cards left",
           "only_dik_dik": "they passed on the DIK DIK, their last card"}
_DD_FIRST = {"creator": " (the creator's choice)", "random": " (drawn at random)",
             "setup": " (fixed by staff)"}
_DD_END = {"three_singles": "three single cards were left and they held the DIK DIK",
           "roulette": "the DIK DIK roulette", "last_card": "the DIK DIK was the last card"}


def _dd_turn(d: dict, n: Names) -> str:
    if d.get("first"):
        return f"{who(d['player'], n)} plays first{_DD_FIRST.get(d.get('chosen', ''), '')}."
    return f"It is {who(d['player'], n)}'s turn."


def _dd_asked(d: dict, n: Names) -> str:
    answer = "handed it over" if d["given"] else "had none"
    return (f"{who(d['player'], n)} asked {who(d['target'], n)} for {_dd_card(d['card'])}: "
            f"{who(d['target'], n)} {answer}.")


def _dd_pairs(d: dict, n: Names) -> str:
    cards = listing(d["cards"])
    pairs = "a pair" if len(d["cards"]) == 1 else f"{len(d['cards'])} pairs"
    return f"{who(d['player'], n)} laid {pairs} ({cards}) {_DD_VIA.get(d.get('via', ''), '')}."\
        .replace(" .", ".")


SENTENCES: dict[str, Describer] = {
    "CardsDealt": lambda d, n: f"{d['cards']} cards were dealt: " + ", ".join(
        f"{who(s, n)} {k}" for s, k in d["sizes"].items()) + ".",
    "PairsLaid": _dd_pairs,
    "PlayerOut": lambda d, n: f"{who(d['player'], n)} is out, safe "
                              f"({_DD_OUT.get(d.get('reason', ''), 'no cards left')}).",
    "TurnStarted": _dd_turn,
    "CardAsked": _dd_asked,
    "CardPassed": _dd_passed,
    "RouletteStarted": lambda d, n: f"DIK DIK roulette: {who(d['drawer'], n)} draws one of "
                                    f"{who(d['holder'], n)}'s two face-down cards.",
    "RouletteDrawn": lambda d, n: f"{who(d['player'], n)} drew {_dd_card(d['card'])} from "
                                  f"{who(d['holder'], n)}'s two cards.",
    "GameOver": lambda d, n: f"{who(d['loser'], n)} is the Dik Dik "
                             f"({_DD_END.get(d.get('reason', ''), 'game over')}): "
                             f"{seats(d['winners'], n)} win.",
}
