"""The Diddly table as a seat reads it: every board in columns of two (top and bottom), the
draw pile (its size), the discard pile (its top card, and the rest for a Recycle), the card
in hand, the powers to use, the round and the scores.

Pure: it arranges the served view (``detail["view"]``, already redacted for the requester)
and names each legal command in words. A face-down card is drawn as a back unless the view
itself names it (the seat's own peeked cards, ``known``). Commands that belong to one place
are put there: a draw on its pile, a place or a peek on the slot, a Recycle on the discard
card it would fetch; the rest (turning up two cards, swapping two cards, declining a power)
go to ``Table.commands``.
"""

from __future__ import annotations

from games.kinds.presenting import Command, Table, generic_label, names_of

TEMPLATE = "web/tables/diddly.html"
ROWS = ("top", "bottom")
POWER_NAMES = {"peek": "Peek", "swap": "Swap"}
SPECIAL = {"diddly": "Diddly", "swap": "Swap", "half": "Half", "peek": "Peek",
           "recycle": "Recycle"}
# What a special card does, for its screen-reader label and its small print
MEANING = {"diddly": "scores 0", "swap": "scores 0; swap power", "half": "halves its column",
           "peek": "scores 10; peek power", "recycle": "scores 10; fetch a discard"}


def card_name(card: str | None) -> str:
    """A card as its face prints it: "7", "Diddly", "Recycle"."""
    if card is None:
        return "face-down card"
    return SPECIAL.get(card, card)


def card(card_: str | None, up: bool = True, known: bool = False, where: str = "") -> dict:
    """One card as the template draws it: its face (``text``), its accessible label, and
    whether it is a back (``down``); a back names no card unless the view did (``known``)."""
    prefix = f"{where}: " if where else ""
    if card_ is None:
        return {"name": None, "text": "", "small": "", "down": True, "known": False,
                "label": f"{prefix}face-down card", "css": "down"}
    name = card_name(card_)
    if not up:  # face down, known to this seat only (peeked at)
        return {"name": card_, "text": name, "small": "only you know", "down": True,
                "known": True, "label": f"{prefix}face-down card; you peeked: {name}",
                "css": f"down known c-{card_}"}
    return {"name": card_, "text": name, "small": MEANING.get(card_, ""), "down": False,
            "known": False, "label": f"{prefix}{name}", "css": f"c-{card_}"}


def slot_place(slot: int) -> str:
    """Slot number -> "column 2, top" (slot = column * 2 + row, row 0 on top)."""
    return f"column {slot // 2 + 1}, {ROWS[slot % 2]}"


def _player_label(seat: str, names: dict, you: str | None) -> str:
    name = names.get(seat, f"seat {seat}")
    return f"{name} (you)" if seat == you else name


def _your(seat: str | None) -> str:
    return "your" if seat is not None else "the"


def present(detail: dict) -> Table:
    view = detail.get("view")
    if not view:
        return Table(template=TEMPLATE, data={"empty": True})
    names = names_of(detail)
    you = detail.get("your_seat")
    legal = list(detail.get("legal_commands") or [])
    placed: dict[str, list[dict]] = {}  # where -> [{"command", "text"}]
    rest: list[Command] = []
    hand = view.get("hand")
    hand_name = card_name(hand["card"]) if hand and hand.get("card") else "card"
    discard = list(view.get("discard") or [])
    for c in legal:
        where, command, text = _arrange(c, view, you, hand_name, discard)
        if where is None:
            rest.append(command)
        else:
            placed.setdefault(where, []).append({"command": command, "text": text})

    players = list(view.get("players") or [])
    order = players
    if you in players:  # your board first, then the others in turn order after you
        i = players.index(you)
        order = players[i:] + players[:i]
    boards = [_board(view, p, names, you, placed) for p in order]
    data = {
        "empty": False,
        "you": you,
        "columns": view.get("columns", 3),
        "round": view.get("round"),
        "rounds_total": view.get("rounds_total", 5),
        "phase": view.get("phase"),
        "status": _status(view, names, you),
        "boards": boards,
        "draw": {"count": view.get("draw_count", 0), "commands": placed.get("deck", [])},
        "discard": _discard(discard, placed),
        "hand": _hand(hand, names, you),
        "powers": _powers(view, you),
        "scores": _scores(view, order, names, you),
        "last_round": _last_round(view, order, names, you),
        "winners": [names.get(w, f"seat {w}") for w in view.get("winners") or []],
        "finished": view.get("phase") == "finished",
    }
    return Table(template=TEMPLATE, data=data, commands=rest)


# -- commands ------------------------------------------------------------------------------
def _arrange(c: dict, view: dict, you, hand_name: str, discard: list) -> tuple:
    """(where, Command, short text) of one legal command; where None: the list of moves."""
    t = c.get("type")
    board = (view.get("boards") or {}).get(you) or []
    if t == "draw" and c.get("source") == "deck":
        label = "Draw from the deck"
        return "deck", Command(c, label, label), "Draw from the deck"
    if t == "draw" and c.get("source") == "discard":
        top = card_name(discard[-1]) if discard else "top card"
        label = f"Take the {top} from the discard pile"
        return "discard-top", Command(c, label, label), f"Take the {top}"
    if t == "place":
        slot = c["slot"]
        there: dict = board[slot] if slot < len(board) else {"card": None, "up": False}
        what = (card_name(there["card"]) if there.get("up") else
                f"face-down {card_name(there['card'])}" if there.get("card") else
                "face-down card")
        # the visible words ("Place here") begin the spoken name (WCAG 2.5.3)
        label = f"Place here: the {hand_name} in {slot_place(slot)}, replacing the {what}"
        return f"slot-{slot}", Command(c, label, label, group="place"), "Place here"
    if t == "peek":
        slot = c["slot"]
        label = f"Peek at your face-down card in {slot_place(slot)}"
        return f"slot-{slot}", Command(c, label, label, group="peek"), "Peek"
    if t == "recycle":
        slot, index = c["slot"], c["index"]
        got = card_name(discard[index]) if 0 <= index < len(discard) else "card"
        label = (f"Recycle: take the {got} (discard card {index + 1} from the bottom) with "
                 f"your Recycle in {slot_place(slot)}")
        text = "Recycle" if len(_recycle_slots(view, you)) < 2 else \
            f"Recycle ({slot_place(slot)})"
        return f"discard-{index}", Command(c, label, label, group="recycle"), text
    if t == "reveal":
        a, b = c["slots"]
        label = f"Turn up {slot_place(a)} and {slot_place(b)}"
        return None, Command(c, label, group="reveal"), label
    if t == "swap":
        label = f"Swap {slot_place(c['a'])} with {slot_place(c['b'])}"
        return None, Command(c, label, group="swap"), label
    if t == "skip_power":
        pending = _powers(view, you)
        what = " and ".join(POWER_NAMES.get(p, p) for p in pending) or "the"
        label = f"Skip the {what} power" + ("s" if len(pending) > 1 else "")
        return None, Command(c, label, group="skip"), label
    return None, Command(c, generic_label(c)), generic_label(c)


def _recycle_slots(view: dict, you) -> list[int]:
    board = (view.get("boards") or {}).get(you) or []
    return [i for i, s in enumerate(board) if s.get("up") and s.get("card") == "recycle"]


def _powers(view: dict, you) -> list[str]:
    """The powers the seat may use now (turned up in the setup, or the card drawn)."""
    if you is None:
        return []
    if view.get("phase") == "setup":
        return list(((view.get("setup") or {}).get(you) or {}).get("powers") or [])
    hand = view.get("hand")
    if hand and hand.get("player") == you and hand.get("power"):
        return [hand["power"]]
    return []


# -- the table -----------------------------------------------------------------------------
def _board(view: dict, seat: str, names: dict, you, placed: dict) -> dict:
    cells = (view.get("boards") or {}).get(seat) or []
    columns = []
    for col in range(0, len(cells), 2):
        slots = []
        for slot in (col, col + 1):
            if slot >= len(cells):
                continue
            cell = cells[slot]
            shown = card(cell.get("card"), cell.get("up", False), cell.get("known", False),
                         where=slot_place(slot).capitalize())
            slots.append({"slot": slot, "row": ROWS[slot % 2], "card": shown,
                          "commands": placed.get(f"slot-{slot}", []) if seat == you else []})
        columns.append({"number": col // 2 + 1, "slots": slots})
    setup = (view.get("setup") or {}).get(seat)
    scores = view.get("scores") or {}
    notes = []
    if seat == view.get("dealer"):
        notes.append("dealer")
    if view.get("phase") == "setup" and setup is not None:
        notes.append("setup done" if setup.get("revealed") and not setup.get("powers")
                     else "setting up")
    if seat == view.get("finisher"):
        notes.append("board complete")
    elif seat in (view.get("final_turns") or []):
        notes.append("one last turn")
    label = _player_label(seat, names, you)
    return {"seat": seat, "label": label, "you": seat == you,
            "turn": seat in (view.get("to_act") or []), "notes": notes,
            "total": scores.get(seat, 0), "columns": columns,
            "face_down": sum(1 for c in cells if not c.get("up"))}


def _discard(discard: list, placed: dict) -> dict:
    cards = [{"index": i, "card": card(name, where=f"Discard card {i + 1} from the bottom"),
              "commands": placed.get(f"discard-{i}", [])} for i, name in enumerate(discard)]
    top = cards[-1] if cards else None
    if top is not None:
        top = {**top, "card": card(discard[-1], where="Top of the discard pile"),
               "commands": placed.get("discard-top", []) + top["commands"]}
    below = list(reversed(cards[:-1]))  # the card under the top first
    recycling = any(c["commands"] for c in below)
    return {"count": len(discard), "top": top, "below": below, "recycling": recycling}


def _hand(hand: dict | None, names: dict, you) -> dict | None:
    if not hand:
        return None
    player = hand.get("player")
    who = "You" if player == you else names.get(player, f"seat {player}")
    source = "the deck" if hand.get("source") == "deck" else "the discard pile"
    shown = card(hand.get("card"), where="Card in hand")
    if hand.get("card") is None:
        shown["label"] = f"Card in hand: face-down card (drawn from {source})"
    return {"who": who, "yours": player == you, "source": source, "card": shown,
            "power": POWER_NAMES.get(hand.get("power") or "", "")}


def _status(view: dict, names: dict, you) -> str:
    """One sentence: what happens now at the table."""
    phase = view.get("phase")
    if phase == "finished":
        return "The game is over."
    acting = view.get("to_act") or []
    if phase == "setup":
        if you in acting:
            mine = (view.get("setup") or {}).get(you) or {}
            if not mine.get("revealed"):
                return "Setup: turn up two of your cards."
            return "Setup: use or skip the power of the card you turned up."
        waiting = ", ".join(names.get(s, s) for s in acting)
        return f"Setup: waiting for {waiting} to turn up cards." if waiting else "Setup."
    turn = view.get("turn")
    mine = turn == you
    hand = view.get("hand")
    if hand is None:
        doing = ("draw a card from the deck or the discard pile"
                 + (", or recycle" if mine and _recycle_slots(view, you) else "")) if mine \
            else "drawing a card"
    elif hand.get("power"):
        power = POWER_NAMES.get(hand["power"], hand["power"])
        doing = f"use or skip the {power} power" if mine else f"using the {power} power"
    else:
        doing = "place the card you drew" if mine else "placing the card drawn"
    head = "Your turn" if mine else f"{names.get(turn, f'seat {turn}')}'s turn"
    last = ""
    if view.get("finisher") is not None:
        last = f" Last turns: {names.get(view['finisher'], 'someone')} completed a board."
    return f"{head}: {doing}.{last}"


def _scores(view: dict, order: list, names: dict, you) -> dict:
    rounds = view.get("rounds") or []
    totals = view.get("scores") or {}
    return {"players": [_player_label(p, names, you) for p in order],
            "rounds": [{"number": i + 1, "scores": [r.get(p) for p in order]}
                       for i, r in enumerate(rounds)],
            "totals": [totals.get(p, 0) for p in order]}


def _last_round(view: dict, order: list, names: dict, you) -> dict | None:
    last = view.get("last_round")
    if not last or view.get("phase") == "finished":
        return None  # a finished game's boards are on the table, face up
    boards = []
    for p in order:
        cards = (last.get("boards") or {}).get(p) or []
        columns = [{"number": i // 2 + 1,
                    "cards": [card(cards[s], where=slot_place(s).capitalize())
                              for s in (i, i + 1) if s < len(cards)]}
                   for i in range(0, len(cards), 2)]
        boards.append({"label": _player_label(p, names, you), "columns": columns,
                       "score": (last.get("scores") or {}).get(p)})
    return {"round": last.get("round"), "boards": boards}
