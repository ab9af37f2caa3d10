"""The Quiddler table as the seat reads it: your hand as letter cards with their points, the
deck and the discard pile, every seat's hidden hand as card backs, the words laid this round,
the round (and how many cards a hand holds in it), the score sheet and the last round's count.

Every legal command is placed on the table where a player reaches for it: the draws on the
deck and on the discard pile, a discard (or, on a final turn, "lay down no words and discard")
under the card it throws away. Laying words (``go_out``, ``lay_down`` with words) is never a
listed command: the words are the game. The template offers an arranger for them
(``static/web/kinds/quiddler.js`` here) that sends the command through the same form.
"""

from __future__ import annotations

from games.kinds.presenting import Command, Table, generic_label, names_of

from .rules.cards import VALUES

TEMPLATE = "web/tables/quiddler.html"


def letters(card: str) -> str:
    """A card as printed: "QU", "E"."""
    return str(card).upper()


def card_label(card: str) -> str:
    """A card for a screen reader: "QU, 9 points"."""
    value = VALUES.get(card)
    return f"{letters(card)}, {value} point{'s' if value != 1 else ''}" if value else letters(card)


def face(card: str) -> dict:
    return {"card": card, "letters": letters(card), "points": VALUES.get(card, 0),
            "label": card_label(card)}


def word(cards: list[str]) -> dict:
    """A laid word: its cards, its text and its points."""
    return {"cards": [face(c) for c in cards], "text": "".join(cards).upper(),
            "points": sum(VALUES.get(c, 0) for c in cards)}


def label(command: dict, view: dict) -> Command:
    """A legal command as a button a person reads."""
    kind = command.get("type")
    if kind == "draw" and command.get("source") == "deck":
        return Command(command, "Draw from the deck",
                       f"Draw the top card of the deck ({view.get('deck_size', 0)} cards left)",
                       group="deck")
    if kind == "draw" and command.get("source") == "discard":
        top = str(view.get("discard_top"))  # a draw from the discard pile has a top card
        return Command(command, f"Take the {letters(top)}",
                       f"Take the {card_label(top)} from the discard pile", group="discard")
    if kind == "discard":
        card = str(command.get("card"))
        return Command(command, f"Discard {letters(card)}",
                       f"Discard {card_label(card)} and end your turn", group=f"card:{card}")
    if kind == "lay_down" and not command.get("words"):
        card = str(command.get("discard"))
        return Command(command, f"Discard {letters(card)}, no words",
                       f"Final turn: lay down no words and discard {card_label(card)}",
                       group=f"card:{card}")
    return Command(command, generic_label(command))


def hand_groups(hand: list[str], placed: dict[str, Command]) -> list[dict]:
    """Your hand as groups of equal cards, in the order held, each with the command that
    throws one of them away (a discard is one per kind of card, whichever copy it is)."""
    order: list[str] = []
    counts: dict[str, int] = {}
    for card in hand:
        if card not in counts:
            order.append(card)
        counts[card] = counts.get(card, 0) + 1
    return [{**face(card), "count": counts[card], "copies": range(counts[card]),
             "command": placed.pop(f"card:{card}", None)} for card in order]


def seats(detail: dict, view: dict) -> list[dict]:
    """Every seat at the table: name, hidden hand size, words laid this round, total."""
    names = names_of(detail)
    me = detail.get("your_seat")
    sizes = view.get("hand_sizes") or {}
    laid = view.get("laid") or {}
    totals = view.get("scores") or {}
    finals = view.get("final_turns_left") or []
    out = []
    for seat in view.get("players") or list(names):
        n = int(sizes.get(seat, 0))
        out.append({
            "seat": seat, "name": names.get(seat, f"seat {seat}"), "you": seat == me,
            "hand_size": n, "backs": range(n if seat != me else 0),
            "words": [word(w) for w in laid.get(seat) or []],
            "total": totals.get(seat, 0), "turn": seat == view.get("turn"),
            "dealer": seat == view.get("dealer"), "went_out": seat == view.get("went_out"),
            "final_turn": seat in finals,
        })
    return out


def score_sheet(detail: dict, view: dict) -> dict:
    """Rows per seat of the points of each round played and the running total."""
    names = names_of(detail)
    rounds = view.get("rounds") or []
    total = int(view.get("rounds_total") or 8)
    players = view.get("players") or list(names)
    rows = [{"name": names.get(p, f"seat {p}"), "seat": p,
             "cells": [r.get(p) for r in rounds] + [None] * max(0, total - len(rounds)),
             "total": (view.get("scores") or {}).get(p, 0)} for p in players]
    return {"rounds": list(range(1, total + 1)), "rows": rows}


def last_round(detail: dict, view: dict) -> dict | None:
    """The latest round's count: words laid, cards left, bonuses and the score, per seat."""
    last = view.get("last_round")
    if not last:
        return None
    names = names_of(detail)
    rows = []
    for seat, d in (last.get("details") or {}).items():
        rows.append({"name": names.get(seat, f"seat {seat}"),
                     "words": ", ".join("".join(w).upper() for w in d.get("words") or []),
                     "left": " ".join(letters(c) for c in d.get("left") or []),
                     "laid_points": d.get("laid_points", 0),
                     "left_points": d.get("left_points", 0),
                     "bonus": d.get("longest_word_bonus", 0) + d.get("most_words_bonus", 0),
                     "score": d.get("score", 0)})
    return {"round": last.get("round"), "rows": rows}


def arranger(detail: dict, view: dict) -> dict | None:
    """Laying words, when this seat has drawn on its turn: ``go_out`` in play, ``lay_down`` on
    a final turn. Known from the listed commands: after a draw they are discards (play) or
    lay-downs (final turn); nothing is decided here that the engine did not list."""
    types = {c.get("type") for c in detail.get("legal_commands") or []}
    if "discard" in types:
        mode = "go_out"
    elif "lay_down" in types:
        mode = "lay_down"
    else:
        return None
    return {"mode": mode, "hand": [{**face(c), "index": i} for i, c in enumerate(view["hand"])],
            "need": len(view["hand"]) - 1}


def present(detail: dict) -> Table:
    view = detail["view"] or {}
    names = names_of(detail)
    placed: dict[str, Command] = {}
    rest: list[Command] = []
    for raw in detail.get("legal_commands") or []:
        cmd = label(raw, view)
        if cmd.group and cmd.group not in placed:
            placed[cmd.group] = cmd
        else:
            rest.append(cmd)
    me = detail.get("your_seat")
    hand = view.get("hand") if me is not None else None
    groups = hand_groups(hand, placed) if hand is not None else None
    rnd = view.get("round") or 0
    top = view.get("discard_top")
    data = {
        "round": rnd, "rounds_total": view.get("rounds_total", 8), "hand_size": rnd + 2,
        "phase": view.get("phase"),
        "turn_name": names.get(view.get("turn")) if view.get("turn") is not None else None,
        "my_turn": me is not None and view.get("turn") == me,
        "drawn": bool(view.get("drawn")),
        "dealer_name": names.get(view.get("dealer")),
        "went_out_name": names.get(view.get("went_out")) if view.get("went_out") else None,
        "final_names": [names.get(s, s) for s in view.get("final_turns_left") or []],
        "hand": groups, "hand_count": len(hand or []),
        "deck": {"size": view.get("deck_size", 0), "command": placed.pop("deck", None)},
        "discard": {"top": face(top) if top else None, "size": len(view.get("discard") or []),
                    "command": placed.pop("discard", None)},
        "seats": seats(detail, view),
        "sheet": score_sheet(detail, view),
        "last_round": last_round(detail, view),
        "arranger": arranger(detail, view) if hand is not None else None,
        "dictionary": (view.get("dictionary") or {}).get("name", ""),
        "hints": bool(view.get("hints")) and me is not None and view.get("turn") == me
        and detail.get("status") == "active",
        "winners": [names.get(s, s) for s in view.get("winners") or []],
    }
    # a command the table had no place for (there is none today) is listed under it
    return Table(template=TEMPLATE, data=data, commands=rest + list(placed.values()))
