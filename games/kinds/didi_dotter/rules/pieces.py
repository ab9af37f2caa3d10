"""Didi Dotter rules the engine's handlers share: the pieces (ruling T1), the end of a round (T5),
the field checks of the commands (step 4 of the check order, ``bad_command``), the ``setup``
option, and scoring a round (rulings T5, T6, T7, T8) over a ``Batch`` of stamped events.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from games.engines.base import (
    Chain,
    Engine,
    IllegalMove,
    InvalidOptions,
    Player,
    State,
    bad_command,
    is_int,
)

BIRDS = [f"bird{i}" for i in range(1, 12)]
FOX = "fox"
KINDS = BIRDS + [FOX]
HALVES = [kind for kind in KINDS for _ in range(2)]  # ruling T1: 24 halves
SLOTS = len(HALVES)
HUNT, SCORING, FINISHED = "hunt", "scoring", "finished"
HUNT_COMMANDS = ("take", "look", "join", "steal")
HIDE_AT = 3  # ruling T7: 3 or fewer cards face up may be hidden

# option bounds (inclusive): a deadline must stay a sane date (10**15 ms overflowed datetime)
LIMITS = {
    "min_action_ms": (0, 60_000),  # ruling T2's pause between one player's actions
    "deadline_ms": (1, 30 * 24 * 3600 * 1000),  # ruling T6's choice time: up to a month
}


def bird_order(bird: str) -> int:
    return KINDS.index(bird)


def sorted_birds(birds: Iterable[str]) -> list[str]:
    return sorted(birds, key=bird_order)


def face_up(state: State, player: Player) -> list[str]:
    down = set(state["down"][player])
    return [b for b in BIRDS if b not in down]


def egg_kind(halves: list[str]) -> str:
    """``right`` (one bird twice), ``fox`` (both fox halves) or ``wrong`` (anything else)."""
    if halves[0] != halves[1]:
        return "wrong"
    return "fox" if halves[0] == FOX else "right"


def round_over(state: State) -> bool:
    """Ruling T5: over when no kind has two halves left with at least one on the table."""
    on_table: dict[str, int] = {}
    left: dict[str, int] = {}
    for half in state["table"]:
        if half is not None:
            on_table[half] = on_table.get(half, 0) + 1
            left[half] = left.get(half, 0) + 1
    for stand in state["stands"].values():
        if stand is not None:
            left[stand["half"]] = left.get(stand["half"], 0) + 1
    return not any(on_table.get(k, 0) >= 1 and left[k] >= 2 for k in left)


def cards_hidden(state: State, owner: Player, viewer: Player | None) -> bool:
    """Ruling T7: ``viewer`` may not see which of ``owner``'s cards are up."""
    return (owner != viewer and state["options"]["hide_cards"]
            and state["phase"] != FINISHED
            and len(BIRDS) - len(state["down"][owner]) <= HIDE_AT)


def egg_view(state: State, egg: dict, me: Player | None) -> dict:
    first, second = egg["halves"]
    if not (state["revealed"] or egg["how"] == "steal" or me in egg["seen_by"]):
        second = "?"
    out = {"id": egg["id"], "how": egg["how"], "halves": [first, second]}
    if egg["how"] == "steal":
        out["from"] = egg["from"]
    return out


# -- fields (step 4 of the check order) ---------------------------------------------------------

def _int_field(command: dict, key: str) -> int:
    value = command.get(key)
    if not is_int(value):
        raise bad_command(f"{key} must be an integer")
    return value


def _slot_field(command: dict, key: str) -> int:
    slot = _int_field(command, key)
    if not 0 <= slot < SLOTS:
        raise bad_command(f"{key} must be a table slot 0..{SLOTS - 1}")
    return slot


def _stamps(command: dict) -> dict:
    """The service's stamps every event records (``at_ms``, ``at_version``: base module doc)."""
    return {"now_ms": _int_field(command, "_now_ms"), "version": _int_field(command, "_version")}


def stamp_fields(state: State, player: Player | None, command: dict) -> dict:
    """The fields of ``timeout``: the stamps alone."""
    return _stamps(command)


def slot_fields(state: State, player: Player | None, command: dict) -> dict:
    """The fields of ``take`` and ``join``."""
    return {**_stamps(command), "slot": _slot_field(command, "slot")}


def look_fields(state: State, player: Player | None, command: dict) -> dict:
    args = slot_fields(state, player, command)
    args["move_to"] = (None if command.get("move_to") is None
                       else _slot_field(command, "move_to"))
    return args


def steal_fields(state: State, player: Player | None, command: dict) -> dict:
    args = _stamps(command)
    victim = command.get("from")
    if not isinstance(victim, str) or victim == player:
        raise bad_command("from must name another player's seat")
    seen = _int_field(command, "seen_version")
    if not 0 <= seen <= args["version"]:
        raise bad_command("seen_version must be a version you have seen")
    return {**args, "from": victim, "seen_version": seen}


def choose_fields(state: State, player: Player | None, command: dict) -> dict:
    args = _stamps(command)
    birds = command.get("birds")
    if not isinstance(birds, list) or not all(isinstance(x, str) for x in birds):
        raise bad_command("birds must be a list of bird names")
    return {**args, "birds": birds}


# -- setup ---------------------------------------------------------------------------------------

def check_setup(setup: dict) -> None:
    unknown = set(setup) - {"slots"}
    if unknown:
        raise InvalidOptions(f"unknown setup keys: {sorted(unknown)}", field="setup")
    slots = setup.get("slots")
    if slots is None:
        return
    if not isinstance(slots, list) or len(slots) > SLOTS:
        raise InvalidOptions(f"setup.slots must be a list of at most {SLOTS} halves",
                             field="setup")
    for half in slots:
        if half is not None and half not in KINDS:
            raise InvalidOptions(f"unknown egg half {half!r} (bird1..bird11 or fox)",
                                 field="setup")
    for kind in KINDS:
        if slots.count(kind) > 2:
            raise InvalidOptions(f"there are only two {kind} halves", field="setup")


def layout(given: list | None, rng: random.Random) -> list[str]:
    """24 halves by slot: the given ones where named, the rest shuffled into the gaps."""
    given = list(given or []) + [None] * (SLOTS - len(given or []))
    rest = list(HALVES)
    for half in given:
        if half is not None:
            rest.remove(half)
    rng.shuffle(rest)
    return [half if half is not None else rest.pop() for half in given]


# -- the events of one command, and scoring a round (rulings T5, T6, T7, T8) -----------------

class Batch(Chain):
    """The events of one command, folded as they are made so later steps see earlier ones;
    each records the service's stamps: ``at_ms`` and its own stream version ``at_version``."""

    def __init__(self, engine: Engine, state: State, now_ms: int, version: int):
        super().__init__(engine, state)
        self.now_ms = now_ms
        self.version = version

    def emit(self, type_: str, **data: Any) -> dict:
        data["at_ms"] = self.now_ms
        data["at_version"] = self.version + len(self.events) + 1
        return super().emit(type_, **data)


def pace(b: Batch, player: Player) -> None:
    """Ruling T2: one action per ``min_action_ms``, measured on the recorded times."""
    last = b.state["last_ms"][player]
    gap = b.state["options"]["min_action_ms"]
    if last is not None and b.now_ms - last < gap:
        raise IllegalMove("too_fast", f"one action per {gap} ms",
                          retry_after_ms=last + gap - b.now_ms)


def clashing_steal(state: State, player: Player, victim: Player, seen: int) -> dict | None:
    """Ruling T4: the victim's egg made by stealing from ``player`` after ``seen``, if
    ``player`` could not have seen that steal: both stand halves were already on the stands
    at ``seen`` and ``player`` has not acted since the steal."""
    last = state["last_version"][player]
    for egg in state["baskets"][victim]:
        if (egg["how"] == "steal" and egg["from"] == player
                and max(egg["since"]) <= seen < egg["at_version"]
                and (last is None or last < egg["at_version"])):
            return egg
    return None


def end_round(b: Batch, rng: random.Random) -> None:
    s = b.state
    players = s["players"]
    b.emit("RoundEnded", round=s["round"],
           baskets={p: [list(e["halves"]) for e in s["baskets"][p]] for p in players},
           stands={p: s["stands"][p] and s["stands"][p]["half"] for p in players},
           deadline_ms=b.now_ms + s["options"]["deadline_ms"])
    for p in players:  # right eggs first, so a wrong egg's card stays up (ruling T6)
        found = {e["halves"][0] for e in b.state["baskets"][p]
                 if egg_kind(e["halves"]) == "right"} - set(b.state["down"][p])
        if found:
            turn(b, p, "right_egg", "rule", down=sorted_birds(found))
    for p in players:
        has_fox = any(egg_kind(e["halves"]) == "fox" for e in b.state["baskets"][p])
        eligible = face_up(b.state, p)
        if has_fox and len(eligible) > 1:
            b.emit("ChoiceOpened", player=p, choice="fox", count=1,
                   deadline_ms=b.state["deadline_ms"])
            continue  # the wrong-egg choice opens once the fox is placed
        if has_fox and eligible:
            turn(b, p, "fox", "forced", down=eligible)
        open_wrong(b, p, fallback=False)
    finish_if_settled(b, rng)


def open_wrong(b: Batch, player: Player, fallback: bool) -> None:
    """Ruling T6: each wrong egg turns two face-down cards back up (as many as there are)."""
    wrong = sum(egg_kind(e["halves"]) == "wrong" for e in b.state["baskets"][player])
    down = b.state["down"][player]
    count = min(2 * wrong, len(down))
    if count == 0:
        return
    if count == len(down):
        turn(b, player, "wrong_egg", "forced", up=list(down))
    elif fallback:
        turn(b, player, "wrong_egg", "timeout", up=down[:count])
    else:
        b.emit("ChoiceOpened", player=player, choice="wrong_egg", count=count,
               deadline_ms=b.state["deadline_ms"])


def turn(b: Batch, player: Player, reason: str, by: str,
         down: list[str] | None = None, up: list[str] | None = None) -> None:
    down, up = down or [], up or []
    after = (set(b.state["down"][player]) | set(down)) - set(up)
    # ruling T7: once 3 or fewer cards are up, which ones is the owner's secret
    hidden = b.state["options"]["hide_cards"] and len(BIRDS) - len(after) <= HIDE_AT
    b.emit("CardsTurned", player=player, reason=reason, by=by, down=list(down), up=list(up),
           hidden=hidden)


def finish_if_settled(b: Batch, rng: random.Random) -> None:
    s = b.state
    if s["pending"]:
        return
    players = s["players"]
    totals = {p: len(s["down"][p]) for p in players}
    b.emit("RoundScored", round=s["round"], totals=totals,
           scores={p: totals[p] - s["round_start_down"][p] for p in players})
    winners = [p for p in players if totals[p] == len(BIRDS)]  # ruling T8
    if winners:
        b.emit("GameEnded", winners=winners, scores=totals)
    else:
        slots = list(HALVES)
        rng.shuffle(slots)
        b.emit("RoundStarted", round=s["round"] + 1, slots=slots)


def after_hunt(b: Batch, rng: random.Random) -> None:
    """A hunting action may leave nothing to pair: then the round ends (ruling T5)."""
    if round_over(b.state):
        end_round(b, rng)
