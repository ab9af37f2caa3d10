"""Didi Dotter (``didi_dotter``): a real-time egg hunt without turns (rulings T1-T8, C1-C4).

Contract notes (see docs/rules/didi_dotter.md for the rule choices):

* Pure data. Every random outcome (a round's layout, where clashed halves land) is drawn in
  ``start``/``decide`` and written into an event (ruling C2); ``apply`` never draws.
* Time and stream versions come only from the service stamps ``_now_ms``/``_version``; every
  event made in ``decide`` records them as ``at_ms`` and ``at_version`` (its own stream version).
* Secrets live in fields that ``redact`` drops: ``RoundStarted.slots`` and
  ``StealClashed.placed`` (nobody), ``HalfLooked.half``/``EggJoined.half`` (the actor only),
  ``CardsTurned.down``/``up`` when ``hidden`` (the owner only, ruling T7).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ..base import Engine, Event, IllegalMove, InvalidOptions, Player, State, event, require

BIRDS = [f"bird{i}" for i in range(1, 12)]
FOX = "fox"
KINDS = BIRDS + [FOX]
HALVES = [kind for kind in KINDS for _ in range(2)]  # ruling T1: 24 halves
SLOTS = len(HALVES)
HUNT, SCORING, FINISHED = "hunt", "scoring", "finished"
HUNT_COMMANDS = ("take", "look", "join", "steal")
HIDE_AT = 3  # ruling T7: 3 or fewer cards face up may be hidden


def bird_order(bird: str) -> int:
    return KINDS.index(bird)


def _sorted_birds(birds) -> list[str]:
    return sorted(birds, key=bird_order)


def _face_up(state: State, player: Player) -> list[str]:
    down = set(state["down"][player])
    return [b for b in BIRDS if b not in down]


def _egg_kind(halves: list[str]) -> str:
    """``right`` (one bird twice), ``fox`` (both fox halves) or ``wrong`` (anything else)."""
    if halves[0] != halves[1]:
        return "wrong"
    return "fox" if halves[0] == FOX else "right"


def _round_over(state: State) -> bool:
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


def _plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (faster than ``copy.deepcopy``; events are plain)."""
    if isinstance(value, dict):
        return {k: _plain_copy(v) if isinstance(v, dict | list) else v for k, v in value.items()}
    return [_plain_copy(v) if isinstance(v, dict | list) else v for v in value]


def _copy(state: State) -> State:
    """Copy every container ``apply`` changes; inner records are replaced, never edited."""
    return {
        **state,
        "table": list(state["table"]),
        "stands": dict(state["stands"]),
        "baskets": {p: list(eggs) for p, eggs in state["baskets"].items()},
        "known": {p: dict(k) for p, k in state["known"].items()},
        "down": dict(state["down"]),
        "round_start_down": dict(state["round_start_down"]),
        "pending": dict(state["pending"]),
        "last_ms": dict(state["last_ms"]),
        "last_version": dict(state["last_version"]),
        "rounds": list(state["rounds"]),
    }


# -- apply: one pure fold step per event type ---------------------------------------------------

def _forget(state: State, slot: int) -> None:
    """A half left ``slot``: nobody's knowledge of that slot holds any more."""
    key = str(slot)
    for known in state["known"].values():
        known.pop(key, None)


def _acted(state: State, data: dict) -> None:
    state["last_ms"][data["player"]] = data["at_ms"]
    state["last_version"][data["player"]] = data["at_version"]


def _on_game_started(state: State | None, d: dict) -> State:
    players = list(d["players"])
    return {
        "players": players,
        "options": dict(d["options"]),
        "phase": HUNT,
        "round": 0,
        "stream_version": None,  # the stream version of the last event folded, when known
        "table": [None] * SLOTS,
        "stands": {p: None for p in players},
        "baskets": {p: [] for p in players},
        "known": {p: {} for p in players},
        "next_egg": 1,
        "revealed": False,
        "down": {p: [] for p in players},
        "round_start_down": {p: 0 for p in players},
        "pending": {},
        "deadline_ms": None,
        "last_ms": {p: None for p in players},
        "last_version": {p: None for p in players},
        "rounds": [],
        "winners": [],
    }


def _on_round_started(state: State, d: dict) -> State:
    players = state["players"]
    state.update(
        round=d["round"], phase=HUNT, table=list(d["slots"]), revealed=False,
        stands={p: None for p in players}, baskets={p: [] for p in players},
        known={p: {} for p in players}, pending={}, deadline_ms=None,
        round_start_down={p: len(state["down"][p]) for p in players},
    )
    return state


def _on_half_taken(state: State, d: dict) -> State:
    slot = d["slot"]
    state["stands"][d["player"]] = {"half": state["table"][slot], "since": d["at_version"]}
    state["table"][slot] = None
    _forget(state, slot)
    _acted(state, d)
    return state


def _on_half_looked(state: State, d: dict) -> State:
    slot, dest = d["slot"], d["move_to"]
    half = state["table"][slot]
    if dest is not None:
        # the move is public: everyone who knew the half follows it to its new slot
        state["table"][dest], state["table"][slot] = half, None
        for known in state["known"].values():
            if str(slot) in known:
                known[str(dest)] = known.pop(str(slot))
    else:
        dest = slot
    state["known"][d["player"]][str(dest)] = half
    _acted(state, d)
    return state


def _on_egg_joined(state: State, d: dict) -> State:
    player, slot = d["player"], d["slot"]
    half = state["table"][slot]
    seen_by = [p for p in state["players"] if p == player or str(slot) in state["known"][p]]
    state["table"][slot] = None
    _forget(state, slot)
    stand = state["stands"][player]
    state["stands"][player] = None
    state["baskets"][player].append({
        "id": d["egg"], "how": "join", "halves": [stand["half"], half], "seen_by": seen_by,
        "at_version": d["at_version"],
    })
    state["next_egg"] = d["egg"] + 1
    _acted(state, d)
    return state


def _on_half_stolen(state: State, d: dict) -> State:
    player, victim = d["player"], d["from"]
    own, theirs = state["stands"][player], state["stands"][victim]
    state["stands"][player] = state["stands"][victim] = None
    state["baskets"][player].append({
        "id": d["egg"], "how": "steal", "from": victim, "halves": [own["half"], theirs["half"]],
        "seen_by": list(state["players"]), "at_version": d["at_version"],
        "since": [own["since"], theirs["since"]],
    })
    state["next_egg"] = d["egg"] + 1
    _acted(state, d)
    return state


def _on_steal_clashed(state: State, d: dict) -> State:
    # ruling T4: the first steal's egg is undone; its halves return face down
    victim = d["against"]
    state["baskets"][victim] = [e for e in state["baskets"][victim] if e["id"] != d["egg"]]
    for slot, half in zip(d["slots"], d["placed"], strict=True):
        state["table"][slot] = half
    _acted(state, d)
    return state


def _on_round_ended(state: State, d: dict) -> State:
    state.update(phase=SCORING, revealed=True, deadline_ms=d["deadline_ms"])
    return state


def _on_cards_turned(state: State, d: dict) -> State:
    player = d["player"]
    down = (set(state["down"][player]) | set(d["down"])) - set(d["up"])
    state["down"][player] = _sorted_birds(down)
    if state["pending"].get(player, {}).get("choice") == d["reason"]:
        state["pending"].pop(player)
    return state


def _on_choice_opened(state: State, d: dict) -> State:
    state["pending"][d["player"]] = {"choice": d["choice"], "count": d["count"]}
    return state


def _on_round_scored(state: State, d: dict) -> State:
    state["rounds"].append(dict(d["scores"]))
    return state


def _on_game_ended(state: State, d: dict) -> State:
    state.update(phase=FINISHED, winners=list(d["winners"]), pending={}, deadline_ms=None)
    return state


_APPLY = {
    "RoundStarted": _on_round_started,
    "HalfTaken": _on_half_taken,
    "HalfLooked": _on_half_looked,
    "EggJoined": _on_egg_joined,
    "HalfStolen": _on_half_stolen,
    "StealClashed": _on_steal_clashed,
    "RoundEnded": _on_round_ended,
    "CardsTurned": _on_cards_turned,
    "ChoiceOpened": _on_choice_opened,
    "RoundScored": _on_round_scored,
    "GameEnded": _on_game_ended,
}


# -- decide helpers -------------------------------------------------------------------------------

class _Batch:
    """The events of one command, folded as they are made so later steps see earlier ones."""

    def __init__(self, engine: DidiDotterEngine, state: State, now_ms: int, version: int):
        self.engine = engine
        self.state = state
        self.now_ms = now_ms
        self.version = version
        self.events: list[Event] = []

    def emit(self, type_: str, **data: Any) -> None:
        data["at_ms"] = self.now_ms
        data["at_version"] = self.version + len(self.events) + 1
        e = event(type_, **data)
        self.events.append(e)
        self.state = self.engine.apply(self.state, e)


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_command", message)


def _int_field(command: dict, key: str) -> int:
    value = command.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise _bad(f"{key} must be an integer")
    return value


def _slot_field(command: dict, key: str) -> int:
    slot = _int_field(command, key)
    if not 0 <= slot < SLOTS:
        raise _bad(f"{key} must be a table slot 0..{SLOTS - 1}")
    return slot


def _check_setup(setup: dict) -> None:
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


def _layout(given: list | None, rng: random.Random) -> list[str]:
    """24 halves by slot: the given ones where named, the rest shuffled into the gaps."""
    given = list(given or []) + [None] * (SLOTS - len(given or []))
    rest = list(HALVES)
    for half in given:
        if half is not None:
            rest.remove(half)
    rng.shuffle(rest)
    return [half if half is not None else rest.pop() for half in given]


# option bounds (inclusive): a deadline must stay a sane date (10**15 ms overflowed datetime)
LIMITS = {
    "min_action_ms": (0, 60_000),  # ruling T2's pause between one player's actions
    "deadline_ms": (1, 30 * 24 * 3600 * 1000),  # ruling T6's choice time: up to a month
}


class DidiDotterEngine(Engine):
    """The ``didi_dotter`` engine (rulebook seed 003, rulings T1-T8)."""

    kind = "didi_dotter"
    version = 1
    min_players = 2  # ruling T1
    max_players = 4
    realtime = True  # ruling T2/T6: a race with its own choice deadlines

    # -- options -------------------------------------------------------------------------------
    def default_options(self) -> dict:
        # min_action_ms: ruling T2; hide_cards: ruling T7 (automatic); deadline_ms: ruling T6
        return {"min_action_ms": 300, "hide_cards": True, "deadline_ms": 60_000}

    def validate_options(self, options: dict | None, players: int | None = None) -> dict:
        merged = super().validate_options(options, players)
        for name, (low, high) in LIMITS.items():
            if not low <= merged[name] <= high:
                raise InvalidOptions(f"{name} must be {low} to {high}", field=name)
        if players is not None and not self.min_players <= players <= self.max_players:
            raise InvalidOptions("Didi Dotter is for 2 to 4 players")
        if merged.get("setup"):
            _check_setup(merged["setup"])
        return merged

    # -- lifecycle -----------------------------------------------------------------------------
    def start(self, players: list[Player], options: dict, rng: random.Random) -> list[Event]:
        opts = self.validate_options(options, len(players))
        setup = opts.pop("setup", None) or {}  # kept out of the public first event
        return [
            event("GameStarted", players=list(players), options=opts),
            event("RoundStarted", round=1, slots=_layout(setup.get("slots"), rng)),
        ]

    def apply(self, state: State | None, e: Event) -> State:
        d = e["data"]
        if e["type"] == "GameStarted":
            return _on_game_started(state, d)
        state = _APPLY[e["type"]](_copy(state), d)
        if "at_version" in d:
            state["stream_version"] = d["at_version"]
        return state

    def decide(self, state: State, player: Player | None, command: dict,
               rng: random.Random) -> list[Event]:
        handlers = {
            "take": self._take, "look": self._look, "join": self._join, "steal": self._steal,
            "choose": self._choose, "timeout": self._timeout,
        }
        ctype = self.command_type(command, handlers, state["phase"] == FINISHED)
        handler = handlers[ctype]
        # who may act now (ruling C4): anyone seated while hunting (ruling T2); the service
        # alone sends timeout
        if ctype == "timeout":
            require(player is None, "not_your_turn", "only the service sends timeout")
        else:
            require(player in state["players"], "not_your_turn", "you are not in this game")
            if ctype in HUNT_COMMANDS:
                require(state["phase"] == HUNT, "not_your_turn", "the round is being scored")
        batch = _Batch(self, state, _int_field(command, "_now_ms"),
                       _int_field(command, "_version"))
        handler(batch, player, command, rng)
        return batch.events

    # -- hunting (ruling T3) -------------------------------------------------------------------
    def _pace(self, b: _Batch, player: Player) -> None:
        """Ruling T2: one action per ``min_action_ms``, measured on the recorded times."""
        last = b.state["last_ms"][player]
        gap = b.state["options"]["min_action_ms"]
        if last is not None and b.now_ms - last < gap:
            raise IllegalMove("too_fast", f"one action per {gap} ms",
                              retry_after_ms=last + gap - b.now_ms)

    def _take(self, b: _Batch, player: Player, command: dict, rng: random.Random) -> None:
        slot = _slot_field(command, "slot")
        self._pace(b, player)
        s = b.state
        require(s["stands"][player] is None, "stand_full", "your stand already holds a half")
        require(s["table"][slot] is not None, "slot_empty", f"slot {slot} is empty")
        b.emit("HalfTaken", player=player, slot=slot, half=s["table"][slot])
        self._after_hunt(b, rng)

    def _look(self, b: _Batch, player: Player, command: dict, rng: random.Random) -> None:
        slot = _slot_field(command, "slot")
        dest = None if command.get("move_to") is None else _slot_field(command, "move_to")
        self._pace(b, player)
        s = b.state
        require(s["table"][slot] is not None, "slot_empty", f"slot {slot} is empty")
        if dest is not None:
            require(dest != slot and s["table"][dest] is None, "slot_occupied",
                    f"slot {dest} is not empty")
        b.emit("HalfLooked", player=player, slot=slot, move_to=dest, half=s["table"][slot])

    def _join(self, b: _Batch, player: Player, command: dict, rng: random.Random) -> None:
        slot = _slot_field(command, "slot")
        self._pace(b, player)
        s = b.state
        stand = s["stands"][player]
        require(stand is not None, "stand_empty", "your stand is empty: take a half first")
        require(s["table"][slot] is not None, "slot_empty", f"slot {slot} is empty")
        b.emit("EggJoined", player=player, slot=slot, egg=s["next_egg"], stand=stand["half"],
               half=s["table"][slot])
        self._after_hunt(b, rng)

    def _steal(self, b: _Batch, player: Player, command: dict, rng: random.Random) -> None:
        victim = command.get("from")
        if not isinstance(victim, str) or victim == player:
            raise _bad("from must name another player's seat")
        seen = _int_field(command, "seen_version")
        if not 0 <= seen <= b.version:
            raise _bad("seen_version must be a version you have seen")
        self._pace(b, player)
        s = b.state
        require(victim in s["players"], "no_such_player", f"no player {victim!r}")
        clash = self._clash(s, player, victim, seen)
        if clash is not None:
            empty = [i for i, half in enumerate(s["table"]) if half is None]
            slots = sorted(rng.sample(empty, 2))
            placed = list(clash["halves"])
            rng.shuffle(placed)
            b.emit("StealClashed", player=player, against=victim, egg=clash["id"],
                   halves=_sorted_birds(clash["halves"]), slots=slots, placed=placed,
                   seen_version=seen)
            self._after_hunt(b, rng)
            return
        own, theirs = s["stands"][player], s["stands"][victim]
        require(own is not None, "stand_empty", "your stand is empty: take a half first")
        require(theirs is not None, "stand_empty", f"player {victim}'s stand is empty")
        require(theirs["since"] <= seen, "stand_changed",
                f"player {victim}'s stand changed after version {seen}")
        b.emit("HalfStolen", player=player, egg=s["next_egg"], half=theirs["half"],
               stand=own["half"], seen_version=seen, **{"from": victim})
        self._after_hunt(b, rng)

    @staticmethod
    def _clash(state: State, player: Player, victim: Player, seen: int) -> dict | None:
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

    def _after_hunt(self, b: _Batch, rng: random.Random) -> None:
        if _round_over(b.state):
            self._end_round(b, rng)

    # -- scoring (rulings T5, T6, T8) ---------------------------------------------------------
    def _end_round(self, b: _Batch, rng: random.Random) -> None:
        s = b.state
        players = s["players"]
        b.emit("RoundEnded", round=s["round"],
               baskets={p: [list(e["halves"]) for e in s["baskets"][p]] for p in players},
               stands={p: s["stands"][p] and s["stands"][p]["half"] for p in players},
               deadline_ms=b.now_ms + s["options"]["deadline_ms"])
        for p in players:  # right eggs first, so a wrong egg's card stays up (ruling T6)
            found = {e["halves"][0] for e in b.state["baskets"][p]
                     if _egg_kind(e["halves"]) == "right"} - set(b.state["down"][p])
            if found:
                self._turn(b, p, "right_egg", "rule", down=_sorted_birds(found))
        for p in players:
            has_fox = any(_egg_kind(e["halves"]) == "fox" for e in b.state["baskets"][p])
            eligible = _face_up(b.state, p)
            if has_fox and len(eligible) > 1:
                b.emit("ChoiceOpened", player=p, choice="fox", count=1,
                       deadline_ms=b.state["deadline_ms"])
                continue  # the wrong-egg choice opens once the fox is placed
            if has_fox and eligible:
                self._turn(b, p, "fox", "forced", down=eligible)
            self._open_wrong(b, p, fallback=False)
        self._finish_if_settled(b, rng)

    def _open_wrong(self, b: _Batch, player: Player, fallback: bool) -> None:
        """Ruling T6: each wrong egg turns two face-down cards back up (as many as there are)."""
        wrong = sum(_egg_kind(e["halves"]) == "wrong" for e in b.state["baskets"][player])
        down = b.state["down"][player]
        count = min(2 * wrong, len(down))
        if count == 0:
            return
        if count == len(down):
            self._turn(b, player, "wrong_egg", "forced", up=list(down))
        elif fallback:
            self._turn(b, player, "wrong_egg", "timeout", up=down[:count])
        else:
            b.emit("ChoiceOpened", player=player, choice="wrong_egg", count=count,
                   deadline_ms=b.state["deadline_ms"])

    def _turn(self, b: _Batch, player: Player, reason: str, by: str,
              down: list[str] = (), up: list[str] = ()) -> None:
        after = (set(b.state["down"][player]) | set(down)) - set(up)
        # ruling T7: once 3 or fewer cards are up, which ones is the owner's secret
        hidden = b.state["options"]["hide_cards"] and len(BIRDS) - len(after) <= HIDE_AT
        b.emit("CardsTurned", player=player, reason=reason, by=by, down=list(down), up=list(up),
               hidden=hidden)

    def _finish_if_settled(self, b: _Batch, rng: random.Random) -> None:
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

    def _choose(self, b: _Batch, player: Player, command: dict, rng: random.Random) -> None:
        birds = command.get("birds")
        if not isinstance(birds, list) or not all(isinstance(x, str) for x in birds):
            raise _bad("birds must be a list of bird names")
        s = b.state
        pending = s["pending"].get(player) if s["phase"] == SCORING else None
        require(pending is not None, "not_choosing", "you have no choice to make now")
        fox = pending["choice"] == "fox"
        eligible = _face_up(s, player) if fox else s["down"][player]
        require(len(birds) == pending["count"], "bad_choice",
                f"choose exactly {pending['count']} bird(s)")
        require(len(set(birds)) == len(birds), "bad_choice", "choose different birds")
        require(set(birds) <= set(eligible), "bad_choice",
                "choose among your face-up cards" if fox else "choose among your face-down cards")
        if fox:
            self._turn(b, player, "fox", "choice", down=_sorted_birds(birds))
            self._open_wrong(b, player, fallback=False)
        else:
            self._turn(b, player, "wrong_egg", "choice", up=_sorted_birds(birds))
        self._finish_if_settled(b, rng)

    def _timeout(self, b: _Batch, player: None, command: dict, rng: random.Random) -> None:
        """Ruling T6 fallback: past the deadline, every pending choice takes the
        lowest-numbered eligible birds."""
        s = b.state
        require(s["phase"] == SCORING and bool(s["pending"]), "not_choosing",
                "no choice is pending")
        require(b.now_ms >= s["deadline_ms"], "deadline_not_reached",
                "the choice deadline has not passed")
        for p in s["players"]:
            pending = b.state["pending"].get(p)
            if pending is None:
                continue
            if pending["choice"] == "fox":
                self._turn(b, p, "fox", "timeout", down=_face_up(b.state, p)[:1])
                self._open_wrong(b, p, fallback=True)
            else:
                self._turn(b, p, "wrong_egg", "timeout", up=b.state["down"][p][:pending["count"]])
        self._finish_if_settled(b, rng)

    # -- reading -------------------------------------------------------------------------------
    def _cards_hidden(self, state: State, owner: Player, viewer: Player | None) -> bool:
        return (owner != viewer and state["options"]["hide_cards"]
                and state["phase"] != FINISHED
                and len(BIRDS) - len(state["down"][owner]) <= HIDE_AT)

    def view(self, state: State, player: Player | None) -> dict:
        me = player if player in state["players"] else None
        known = state["known"][me] if me is not None else {}
        cards = {}
        for p in state["players"]:
            down = state["down"][p]
            if self._cards_hidden(state, p, me):
                cards[p] = {"hidden": True, "face_down_count": len(down),
                            "face_up_count": len(BIRDS) - len(down)}
            else:
                cards[p] = {"hidden": False, "face_down": list(down),
                            "face_up": _face_up(state, p)}
        pending = {}
        for p, choice in state["pending"].items():
            pending[p] = dict(choice)
            if p == me:
                pending[p]["eligible"] = (_face_up(state, p) if choice["choice"] == "fox"
                                          else list(state["down"][p]))
        return {
            "kind": self.kind,
            "me": me,
            "players": list(state["players"]),
            "phase": state["phase"],
            "round": state["round"],
            "version": state["stream_version"],
            # None: empty slot; "?": a face-down half you do not know; else the half you know
            "table": [None if half is None else known.get(str(i), "?")
                      for i, half in enumerate(state["table"])],
            "stands": {p: s and s["half"] for p, s in state["stands"].items()},
            "baskets": {p: [self._egg_view(state, e, me) for e in eggs]
                        for p, eggs in state["baskets"].items()},
            "cards": cards,
            "pending": pending,
            "deadline_ms": state["deadline_ms"] if state["pending"] else None,
            "min_action_ms": state["options"]["min_action_ms"],
            "last_action_ms": dict(state["last_ms"]),
            "scores": {p: len(state["down"][p]) for p in state["players"]},
            "rounds": [dict(r) for r in state["rounds"]],
            "winners": list(state["winners"]),
        }

    @staticmethod
    def _egg_view(state: State, egg: dict, me: Player | None) -> dict:
        first, second = egg["halves"]
        if not (state["revealed"] or egg["how"] == "steal" or me in egg["seen_by"]):
            second = "?"
        out = {"id": egg["id"], "how": egg["how"], "halves": [first, second]}
        if egg["how"] == "steal":
            out["from"] = egg["from"]
        return out

    def redact(self, e: Event, player: Player | None) -> Event | None:
        t, d = e["type"], dict(e["data"])
        if t == "RoundStarted":
            d["slot_count"] = len(d.pop("slots"))  # the layout is face down for everyone
        elif t in ("HalfLooked", "EggJoined") and player != d["player"]:
            d.pop("half")
        elif t == "StealClashed":
            d.pop("placed")  # which clashed half went where stays face down
        elif t == "CardsTurned" and d["hidden"] and player != d["player"]:
            d["turned_down"] = len(d.pop("down"))
            d["turned_up"] = len(d.pop("up"))
        return {"type": t, "data": _plain_copy(d)}  # a copy: callers may change it

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        if player not in state["players"] or state["phase"] == FINISHED:
            return []
        if state["phase"] == SCORING:
            pending = state["pending"].get(player)
            if pending is None:
                return []
            eligible = (_face_up(state, player) if pending["choice"] == "fox"
                        else state["down"][player])
            return [{"type": "choose", "birds": list(c)}
                    for c in itertools.combinations(eligible, pending["count"])]
        filled = [i for i, half in enumerate(state["table"]) if half is not None]
        empty = [i for i, half in enumerate(state["table"]) if half is None]
        out: list[dict] = []
        if state["stands"][player] is None:
            out += [{"type": "take", "slot": i} for i in filled]
        else:
            out += [{"type": "join", "slot": i} for i in filled]
            out += [{"type": "steal", "from": p, "seen_version": state["stream_version"]}
                    for p in state["players"] if p != player and state["stands"][p] is not None]
        for i in filled:
            out.append({"type": "look", "slot": i})
            out += [{"type": "look", "slot": i, "move_to": j} for j in empty]
        return out

    def outcome(self, state: State) -> dict:
        phase = state["phase"]
        if phase == HUNT:
            to_act = list(state["players"])  # ruling T2: everyone may act at any time
        else:
            to_act = [p for p in state["players"] if p in state["pending"]]
        return {
            "phase": phase,
            "round": state["round"],
            "to_act": to_act,
            "finished": phase == FINISHED,
            "scores": {p: len(state["down"][p]) for p in state["players"]},
            "rounds": [dict(r) for r in state["rounds"]],
            "winners": list(state["winners"]),
            "deadline_ms": state["deadline_ms"] if state["pending"] else None,
        }


ENGINE = DidiDotterEngine()
