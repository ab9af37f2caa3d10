"""Diddly rules over the state that the engine's handlers and views share: who has to do what
now (``step``) and the commands that does (``CHOICES``, for ``legal_commands``), the powers in
play (rulings D4, D6, D7), the checks of slots and turns, and the commands' field checks (step 4
of the check order, ``bad_command``).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from games.engines.base import FieldCheck, IllegalMove, Player, State, bad_command, is_int


def step(state: State, player: str | None) -> str | None:
    """What ``player`` has to do now: reveal, power, draw or place; None if nothing."""
    if state["phase"] == "setup":
        mine = state["setup"].get(player)
        if mine is None:
            return None
        if not mine["revealed"]:
            return "reveal"
        return "power" if mine["powers"] else None
    if state["phase"] == "play" and player is not None and player == state["turn"]:
        hand = state["hand"]
        if hand is None:
            return "draw"
        return "power" if hand["power"] else "place"
    return None


def to_act(state: State) -> list[str]:
    return [p for p in state["players"] if step(state, p) is not None]


def powers(state: State, player: str) -> list[str]:
    """The powers ``player`` may still use now (setup: those turned up; play: the drawn one)."""
    if state["phase"] == "setup":
        return list(state["setup"][player]["powers"])
    hand = state["hand"]
    return [hand["power"]] if hand and hand["power"] else []


def use_power(s: State, player: str, power: str) -> None:
    if s["phase"] == "setup":
        s["setup"][player]["powers"].remove(power)
    else:
        s["hand"]["power"] = None


def turn_done(s: State, player: str, slot: int) -> None:
    """A card left ``slot`` (so its owner's knowledge of it is void); the turn is over."""
    if slot in s["known"][player]:
        s["known"][player].remove(slot)
    if player in s["final_turns"]:
        s["final_turns"].remove(player)


def totals(state: State) -> dict[str, int]:
    return {p: sum(r[p] for r in state["rounds"]) for p in state["players"]}


def copy_last_round(last: dict | None) -> dict | None:
    if last is None:
        return None
    return {**last, "scores": dict(last["scores"]),
            "boards": {p: list(cards) for p, cards in last["boards"].items()}}


def require_power(state: State, player: str, power: str) -> None:
    if power not in powers(state, player):
        raise IllegalMove("no_power", f"you have no {power} to use now")


def require_turn_start(state: State, player: str) -> None:
    if state["phase"] == "setup":
        raise IllegalMove("setup_phase", "turns begin after the setup")
    if step(state, player) != "draw":
        raise IllegalMove("already_drawn", "you have drawn already: place the card")


def check_slot(board: list, slot: int) -> None:
    if not 0 <= slot < len(board):
        raise IllegalMove("no_such_slot", f"there is no slot {slot}")


# -- the commands of each step (legal_commands) -------------------------------------------
# Each lists every distinct command of its step for ``player``, who is at that step now; a pair
# of slots is listed once, in ascending order (the other order means the same).

def _face_down(state: State, player: str) -> list[int]:
    return [i for i, face_up in enumerate(state["up"][player]) if not face_up]


def reveal_choices(state: State, player: str) -> list[dict]:
    """Ruling D4: any two of the player's face-down cards."""
    return [{"type": "reveal", "slots": [a, b]}
            for a, b in combinations(_face_down(state, player), 2)]


def power_choices(state: State, player: str) -> list[dict]:
    """The uses of the powers in play (turned up in the setup, D4, or drawn, D6 and D7): peek
    at one of the player's face-down cards, swap any two of their slots; then declining."""
    mine = powers(state, player)
    out: list[dict] = []
    if "peek" in mine:
        out += [{"type": "peek", "slot": s} for s in _face_down(state, player)]
    if "swap" in mine:
        out += [{"type": "swap", "a": a, "b": b}
                for a, b in combinations(range(len(state["boards"][player])), 2)]
    return out + [{"type": "skip_power"}]


def place_choices(state: State, player: str) -> list[dict]:
    """After drawing (ruling D5): the drawn card may go to any slot of the player's board."""
    return [{"type": "place", "slot": s} for s in range(len(state["boards"][player]))]


def turn_start_choices(state: State, player: str) -> list[dict]:
    """The start of a turn: draw from the deck (an empty one is refilled from the discards
    under the top one, ruling C3) or the top discard, or recycle a face-up recycle with any
    discard (D8)."""
    board, up = state["boards"][player], state["up"][player]
    out: list[dict] = []
    if state["draw"] or len(state["discard"]) > 1:
        out.append({"type": "draw", "source": "deck"})
    if state["discard"]:
        out.append({"type": "draw", "source": "discard"})
        for s, card in enumerate(board):
            if up[s] and card == "recycle":
                out += [{"type": "recycle", "slot": s, "index": i}
                        for i in range(len(state["discard"]))]
    return out


# ``step`` -> the commands of that step
CHOICES: dict[str, Callable[[State, str], list[dict]]] = {
    "reveal": reveal_choices,
    "power": power_choices,
    "place": place_choices,
    "draw": turn_start_choices,
}


# -- fields (step 4 of the check order) ---------------------------------------------------

def int_fields(kind: str, *names: str) -> FieldCheck:
    """The field check of a command whose fields are all integers."""
    def check(state: State, player: Player | None, command: dict) -> dict:
        for name in names:
            if not is_int(command.get(name)):
                raise bad_command(f"{kind} needs an integer {name}")
        return {name: command[name] for name in names}
    return check


def reveal_fields(state: State, player: Player | None, command: dict) -> dict:
    slots = command.get("slots")
    if not (isinstance(slots, list) and len(slots) == 2 and all(map(is_int, slots))):
        raise bad_command("reveal needs slots: [a, b] (two integers)")
    return {"slots": slots}


def draw_fields(state: State, player: Player | None, command: dict) -> dict:
    if command.get("source") not in ("deck", "discard"):
        raise bad_command('draw needs source: "deck" or "discard"')
    return {"source": command["source"]}
