"""The Biddle table as a seat reads it: the challenge card in words, the face-down cards still to
come, the bidding track with each player's cube, the six dice, the blue and purple score rows,
and the exact odds of making the challenge from the current roll (always: anyone can work them
out from the public table), plus each bid space's chance when the game was created with hints
(advice for the bidding, which the hints option governs).

Every legal command is placed on the table: a bid on its space of the track, "call" and "drop"
beside the track, the first roll on the dice tray. After the first roll the legal commands are
the 63 ways to re-roll at least one die; they are one "Roll" button whose command the player
builds by marking dice to keep (``static/web/kinds/biddle.js`` here, which only ever picks a
command from the legal list served here). Without script the button re-rolls all six dice.

Only the served view is read (``detail["view"]``): the cards to come are hidden from everyone,
so the table draws their backs and their number, nothing else.
"""

from __future__ import annotations

import json

from games.kinds.presenting import Command, Table, names_of

from .rules import odds
from .rules.deck import BY_ID

DICE = 6
PHASES = {"bidding": "Bidding", "rolling": "Rolling the dice", "scoring": "Scoring",
          "finished": "The game is over"}


def percent(p: float) -> str:
    """0.375 -> "37.5 %" (one decimal; exact 0 and 1 read as such)."""
    value = round(p * 100, 1)
    return f"{value:g} %" if value in (0, 100) else f"{value:.1f} %"


def rolls(n: int) -> str:
    return f"{n} roll{'' if n == 1 else 's'}"


def _list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items) or "nobody"
    return ", ".join(items[:-1]) + " and " + items[-1]


def roll_label(reroll: list[int], dice: list[int]) -> str:
    """The roll button's words for ``reroll`` (die indices) over the six ``dice``."""
    if len(reroll) == DICE:
        return "Re-roll all six dice"
    which = _list([f"die {i + 1} ({dice[i]})" for i in reroll]) if dice else ""
    return f"Re-roll {which}, keep the rest"


def present(detail: dict) -> Table:
    view = detail["view"]
    names = names_of(detail)
    me = view.get("your_seat")
    legal = detail.get("legal_commands") or []
    phase = view["phase"]
    options = view.get("options") or {}
    max_bid = options.get("max_bid", 12)
    bids = view.get("bids") or {}
    team, dropped = view.get("team") or [], view.get("dropped") or []
    dice = list(view.get("dice") or [])
    card = view.get("card")
    hints = bool(options.get("hints"))

    def name(seat):
        return names.get(seat, f"seat {seat}") + (" (you)" if seat == me else "")

    placed: list[dict] = []  # every legal command this table draws (the tests count them)
    bid_cmds = {c["rolls"]: c for c in legal if c["type"] == "bid"}
    call = next((c for c in legal if c["type"] == "call"), None)
    drop = next((c for c in legal if c["type"] == "drop"), None)
    roll_cmds = [c for c in legal if c["type"] == "roll"]

    chances = None
    if hints and card and phase == "bidding":
        chances = odds.chances(card, max_bid)

    track = []
    for k in range(1, max_bid + 1):
        cmd = None
        if k in bid_cmds:
            cmd = Command(bid_cmds[k], f"Bid {rolls(k)}",
                          hint=f"Bid {rolls(k)}: your team would have {rolls(k)} to make "
                               "the challenge")
            placed.append(bid_cmds[k])
        on = [name(s) for s in view.get("players", []) if bids.get(s) == k]
        track.append({"n": k, "cubes": on, "command": cmd,
                      "lowest": view.get("lowest_bid") == k,
                      "chance": percent(chances[k - 1]) if chances else None})
    call_cmd = drop_cmd = None
    if call is not None:
        call_cmd = Command(call, f"Call: join the bid of {rolls(view['lowest_bid'])}")
        placed.append(call)
    if drop is not None:
        drop_cmd = Command(drop, "Drop out of the bidding")
        placed.append(drop)

    first_roll = picker = None
    if roll_cmds and view.get("rolls_used", 0) == 0:
        first_roll = Command(roll_cmds[0], "Roll all six dice")
        placed.append(roll_cmds[0])
    elif roll_cmds:
        everything = next((c for c in roll_cmds if len(c["reroll"]) == DICE), roll_cmds[-1])
        picker = {"default": Command(everything, roll_label(everything["reroll"], dice)),
                  "legal": json.dumps([c["reroll"] for c in roll_cmds], separators=(",", ":")),
                  "count": len(roll_cmds)}
        placed.extend(roll_cmds)

    chance = None
    if card and phase == "rolling":
        left = view.get("rolls_left") or 0
        p = (odds.chance_from_scratch(card, left) if view.get("rolls_used", 0) == 0
             else odds.chance(card, dice, left))
        chance = f"Chance to make the challenge from here: {percent(p)}"

    players = [{
        "seat": s, "name": name(s), "you": s == me, "bid": bids.get(s),
        "dropped": s in dropped, "team": s in team, "turn": s == view.get("turn"),
        "starter": s == view.get("starter"), "score": (view.get("scores") or {}).get(s, 0),
    } for s in view.get("players", [])]

    data = {
        "round": view.get("round"), "rounds_total": view.get("rounds_total", 10),
        "phase": phase, "phase_text": PHASES.get(phase, phase),
        "card": card, "backs": list(range(_cards_to_come(view))),
        "players": players, "track": track, "call": call_cmd, "drop": drop_cmd,
        "lowest": view.get("lowest_bid"), "max_bid": max_bid,
        "turn_name": name(view["turn"]) if view.get("turn") is not None else None,
        "team_names": _list([name(s) for s in team]),
        "dropped_names": _list([name(s) for s in dropped]),
        "rolls_bid": view.get("rolls_bid"), "rolls_used": view.get("rolls_used", 0),
        "rolls_left": view.get("rolls_left"),
        "dice": [{"index": i, "number": i + 1, "face": f} for i, f in enumerate(dice)],
        "first_roll": first_roll, "picker": picker, "chance": chance, "hints": hints,
        "rows": _rows(view, name),
        "winners": _list([name(s) for s in view.get("winners") or []]),
        "winners_verb": "wins" if len(view.get("winners") or []) == 1 else "win",
        "placed": placed,
    }
    return Table(template="web/tables/biddle.html", data=data, commands=[
        Command(c, _fallback_label(c)) for c in legal if c not in placed])


def _cards_to_come(view: dict) -> int:
    """Face-down cards left on the pile (the current card is face up, the rest unknown)."""
    if view["phase"] == "finished":
        return 0
    return max(0, view.get("rounds_total", 10) - (view.get("round") or 0))


def _rows(view: dict, name) -> list[dict]:
    """The blue and purple rows, round by round, with what happened in each round played."""
    options = view.get("options") or {}
    blue, purple = options.get("blue_row") or [], options.get("purple_row") or []
    results = {r["round"]: r for r in view.get("results") or []}
    points = view.get("rounds") or []
    out = []
    for i, (b, p) in enumerate(zip(blue, purple, strict=False)):
        r = i + 1
        res = results.get(r)
        text = ""
        if res is not None:
            got = points[i] if i < len(points) else {}
            card = BY_ID.get(res["card"], {}).get("text", res["card"])
            how = (f"made in {rolls(res['rolls_used'])} of {res['rolls']}" if res["met"]
                   else f"failed ({rolls(res['rolls'])} bid)")
            scorers = [f"{name(s)} +{v}" for s, v in got.items() if v]
            text = f"“{card}”: {how}; " + (", ".join(scorers) if scorers else "nobody scored")
        out.append({"round": r, "blue": b, "purple": p, "current": r == view.get("round")
                    and view["phase"] != "finished", "played": res is not None,
                    "met": res["met"] if res else None, "text": text})
    return out


def _fallback_label(command: dict) -> str:
    from games.kinds.presenting import generic_label
    return generic_label(command)
