"""The Didi Dotter table: the 24 slots, each player's stand, basket and bird cards, and the
round's scoring choices, as the seat's served view shows them.

Every legal command is placed where a player looks for it: take, join and look on the slot
(a look that moves the half: in the slot's "look and move" list, one button per empty slot),
a steal on the victim's stand, a scoring choice in the choice panel. Anything else the engine
lists (none today) goes to ``Table.commands``. Slots are numbered 1-24 for people (the engine's
slot 0 is "slot 1"); what the view does not show (``"?"``, hidden cards) is drawn face down.
"""

from __future__ import annotations

from games.kinds.presenting import Command, Table, names_of

from .describe import BIRD_NAMES

TEMPLATE = "web/tables/didi_dotter.html"
BIRDS = [f"bird{i}" for i in range(1, 12)]
HIDDEN = "?"
PHASES = {"hunt": "Hunting: everyone plays at once", "scoring": "Scoring the round",
          "finished": "The game is over"}


def bird_name(half: str | None) -> str:
    """A half's or card's name as people read it ("bird3" -> "Finch")."""
    if half is None:
        return "empty"
    if half == HIDDEN:
        return "face-down half"
    return BIRD_NAMES.get(half, str(half))


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _half(half: str | None) -> dict:
    """One egg half as drawn: ``known`` (its bird shows) or face down."""
    return {"half": half, "known": half not in (None, HIDDEN), "name": bird_name(half),
            "fox": half == "fox"}


def _command(cmd: dict, stands: dict, me: str | None, names: dict,
             choice: str | None = None) -> Command:
    """A legal command with the words a person reads (and a screen reader announces)."""
    kind = cmd.get("type")
    if kind == "take":
        label = f"Take the half in slot {cmd['slot'] + 1}"
    elif kind == "join":
        own = bird_name(stands.get(me))
        label = f"Join the half in slot {cmd['slot'] + 1} to your {own} half"
    elif kind == "look" and cmd.get("move_to") is None:
        label = f"Look at slot {cmd['slot'] + 1}"
    elif kind == "look":
        label = f"Look at slot {cmd['slot'] + 1} and move it to slot {cmd['move_to'] + 1}"
    elif kind == "steal":
        victim = cmd["from"]
        label = (f"Steal {names.get(victim, 'seat ' + str(victim))}'s "
                 f"{bird_name(stands.get(victim))} half")
    elif kind == "choose":
        birds = [bird_name(b) for b in cmd.get("birds", [])] or ["nothing"]
        way = {"fox": " face down", "wrong_egg": " face up"}.get(choice or "", "")
        label = f"Turn {_and(birds)}{way}"
    else:
        from games.kinds.presenting import generic_label
        label = generic_label(cmd)
    return Command(cmd, label, hint=label, group=str(kind))


def _cards(cards: dict | None) -> dict:
    """A player's 11 bird cards: by name, or (hidden) only how many are up and down."""
    cards = cards or {}
    if cards.get("hidden"):
        down, up = cards.get("face_down_count", 0), cards.get("face_up_count", 0)
        return {"hidden": True, "down_count": down, "up_count": up,
                "backs": range(down), "unknown": range(up)}
    down = set(cards.get("face_down", []))
    return {"hidden": False, "down_count": len(down), "up_count": len(BIRDS) - len(down),
            "list": [{"bird": b, "name": bird_name(b), "down": b in down} for b in BIRDS]}


def _choice_text(pending: dict) -> str:
    count = pending.get("count", 1)
    cards = "card" if count == 1 else "cards"
    if pending.get("choice") == "fox":
        return f"Fox egg: choose {count} face-up {cards} to turn face down."
    return f"Wrong egg: choose {count} face-down {cards} to turn face up."


def _place(commands: list[Command], stands: dict) -> tuple[dict, dict, list, list]:
    """Sort the commands by where they go: per slot, per victim's stand, the choice panel,
    and the rest."""
    by_slot: dict[int, dict] = {}
    steals: dict[str, Command] = {}
    choices: list[Command] = []
    rest: list[Command] = []
    for c in commands:
        kind, slot = c.command.get("type"), c.command.get("slot")
        if kind in ("take", "join", "look") and isinstance(slot, int):
            place = by_slot.setdefault(slot, {"main": None, "look": None, "moves": []})
            if kind == "look" and c.command.get("move_to") is not None:
                place["moves"].append(c)
            elif kind == "look" and place["look"] is None:
                place["look"] = c
            elif kind != "look" and place["main"] is None:
                place["main"] = c
            else:
                rest.append(c)
        elif kind == "steal" and c.command.get("from") in stands and \
                c.command["from"] not in steals:
            steals[c.command["from"]] = c
        elif kind == "choose":
            choices.append(c)
        else:
            rest.append(c)
    return by_slot, steals, choices, rest


def _slots(view: dict, by_slot: dict, rest: list) -> list[dict]:
    slots = []
    for i, half in enumerate(view.get("table") or []):
        place = by_slot.pop(i, {"main": None, "look": None, "moves": []})
        state = "empty" if half is None else ("down" if half == HIDDEN else "known")
        label = f"Slot {i + 1}: " + ("empty" if half is None else
                                     "face-down half" if half == HIDDEN else
                                     f"{bird_name(half)} (you looked)")
        slots.append({"index": i, "number": i + 1, "state": state, "label": label,
                      **_half(half), **place})
    for place in by_slot.values():  # a slot the view does not draw: keep its buttons
        rest += [c for c in (place["main"], place["look"], *place["moves"]) if c]
    return slots


def _eggs(eggs: list[dict], names: dict) -> list[dict]:
    out = []
    for egg in eggs:
        halves = [_half(h) for h in egg.get("halves", [])]
        how = "stolen from " + names.get(egg.get("from"), "another player") \
            if egg.get("how") == "steal" else "joined"
        label = "Egg: " + " and ".join(h["name"] for h in halves) + f" ({how})"
        out.append({"id": egg.get("id"), "halves": halves, "how": how, "label": label})
    return out


def _seats(view: dict, detail: dict, names: dict, steals: dict) -> list[dict]:
    me = view.get("your_seat")
    stands = view.get("stands") or {}
    pending_all = view.get("pending") or {}
    winners = set(view.get("winners") or [])
    to_act = set(view.get("to_act") or [])
    seats = []
    for p in list(view.get("players") or [s["seat"] for s in detail.get("seats", [])]):
        pending = pending_all.get(p)
        stand = stands.get(p)
        seats.append({
            "seat": p, "name": names.get(p, f"seat {p}"), "you": p == me,
            "stand": _half(stand) if stand else None,
            "stand_label": f"Stand: {bird_name(stand)}" if stand else "Stand: empty",
            "steal": steals.pop(p, None),
            "eggs": _eggs((view.get("baskets") or {}).get(p, []), names),
            "cards": _cards((view.get("cards") or {}).get(p)),
            "score": (view.get("scores") or {}).get(p, 0), "winner": p in winners,
            "to_act": p in to_act, "pending": _choice_text(pending) if pending else "",
        })
    return seats


def present(detail: dict) -> Table:
    view = dict(detail["view"] or {})
    view.setdefault("your_seat", detail.get("your_seat"))
    names = names_of(detail)
    me = view["your_seat"]
    stands = view.get("stands") or {}
    choosing = ((view.get("pending") or {}).get(me) or {}).get("choice")
    commands = [_command(c, stands, me, names, choosing)
                for c in detail.get("legal_commands") or []]
    by_slot, steals, choices, rest = _place(commands, stands)
    slots = _slots(view, by_slot, rest)
    seats = _seats(view, detail, names, steals)
    rest += list(steals.values())

    mine = (view.get("pending") or {}).get(me) if me is not None else None
    choice = None
    if mine or choices:
        eligible = [bird_name(b) for b in (mine or {}).get("eligible", [])]
        choice = {"text": _choice_text(mine or {}), "buttons": choices,
                  "eligible": ", ".join(eligible)}
    rounds = [{"number": n + 1, "changes": [{"name": names.get(p, p), "change": ch}
                                            for p, ch in r.items()]}
              for n, r in enumerate(view.get("rounds") or [])]
    seconds = next((t.get("seconds_left") for t in detail.get("to_act") or []
                    if t.get("seconds_left") is not None), None)
    data = {
        "phase": view.get("phase"), "phase_text": PHASES.get(str(view.get("phase")), ""),
        "round": view.get("round"), "slots": slots, "seats": seats,
        "filled": sum(1 for h in view.get("table") or [] if h is not None),
        "choice": choice, "deadline": view.get("deadline"), "seconds_left": seconds,
        "rounds": rounds, "min_action_ms": view.get("min_action_ms"), "you": me,
    }
    return Table(template=TEMPLATE, data=data, commands=rest)


def placed(table: Table) -> list[Command]:
    """Every command the table shows as a button (on the table and in the moves list)."""
    out: list[Command] = []
    for slot in table.data["slots"]:
        out += [c for c in (slot["main"], slot["look"], *slot["moves"]) if c]
    out += [s["steal"] for s in table.data["seats"] if s["steal"]]
    if table.data["choice"]:
        out += table.data["choice"]["buttons"]
    return out + list(table.commands)
