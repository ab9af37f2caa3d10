"""Diddly rules over the state that the engine's handlers and views share: who has to do what
now (``step``), the powers in play (rulings D4, D6, D7), the checks of slots and turns, and the
commands' field checks (step 4 of the check order, ``bad_command``).
"""

from __future__ import annotations

from ..base import FieldCheck, IllegalMove, Player, State, bad_command, is_int


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
