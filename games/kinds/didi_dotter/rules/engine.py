"""Didi Dotter: a real-time egg hunt without turns (rulings T1-T8, C1-C4). Contract notes (the
rule choices are in docs/rules/didi_dotter.md):

* Pure data. Every random outcome (a round's layout, where clashed halves land) is drawn in
  ``start``/``decide`` and written into an event (ruling C2); ``apply`` never draws.
* Time and stream versions come only from the service stamps ``_now_ms``/``_version``; every
  event made in ``decide`` records them as ``at_ms`` and ``at_version`` (its own stream version).
* Secrets (``DidiDotterEngine.secrets``): ``RoundStarted.slots`` and ``StealClashed.placed``
  (nobody), ``HalfLooked.half``/``EggJoined.half`` (the actor only), ``CardsTurned.down``/``up``
  when ``hidden`` (the owner only, ruling T7).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from games.engines.base import (
    ACTOR,
    COUNT,
    NOBODY,
    Engine,
    Event,
    InvalidOptions,
    Move,
    Player,
    Secret,
    State,
    event,
    not_your_turn,
    require,
)

from .pieces import (
    BIRDS,
    FINISHED,
    HUNT,
    HUNT_COMMANDS,
    LIMITS,
    SCORING,
    SLOTS,
    Batch,
    after_hunt,
    cards_hidden,
    check_setup,
    choose_fields,
    clashing_steal,
    egg_view,
    face_up,
    finish_if_settled,
    layout,
    look_fields,
    open_wrong,
    pace,
    slot_fields,
    sorted_birds,
    stamp_fields,
    steal_fields,
    turn,
)

# -- fold steps: one per event type; each modifies the fresh copy it is given --------------------


def _forget(state: State, slot: int) -> None:
    """A half left ``slot``: nobody's knowledge of that slot holds any more."""
    key = str(slot)
    for known in state["known"].values():
        known.pop(key, None)


def _acted(state: State, data: dict) -> None:
    state["last_ms"][data["player"]] = data["at_ms"]
    state["last_version"][data["player"]] = data["at_version"]


def _on_round_started(state: State, d: dict) -> None:
    players = state["players"]
    state.update(
        round=d["round"], phase=HUNT, table=list(d["slots"]), revealed=False,
        stands={p: None for p in players}, baskets={p: [] for p in players},
        known={p: {} for p in players}, pending={}, deadline_ms=None,
        round_start_down={p: len(state["down"][p]) for p in players},
    )


def _on_half_taken(state: State, d: dict) -> None:
    slot = d["slot"]
    state["stands"][d["player"]] = {"half": state["table"][slot], "since": d["at_version"]}
    state["table"][slot] = None
    _forget(state, slot)
    _acted(state, d)


def _on_half_looked(state: State, d: dict) -> None:
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


def _on_egg_joined(state: State, d: dict) -> None:
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


def _on_half_stolen(state: State, d: dict) -> None:
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


def _on_steal_clashed(state: State, d: dict) -> None:
    # ruling T4: the first steal's egg is undone; its halves return face down
    victim = d["against"]
    state["baskets"][victim] = [e for e in state["baskets"][victim] if e["id"] != d["egg"]]
    for slot, half in zip(d["slots"], d["placed"], strict=True):
        state["table"][slot] = half
    _acted(state, d)


def _on_round_ended(state: State, d: dict) -> None:
    state.update(phase=SCORING, revealed=True, deadline_ms=d["deadline_ms"])


def _on_cards_turned(state: State, d: dict) -> None:
    player = d["player"]
    down = (set(state["down"][player]) | set(d["down"])) - set(d["up"])
    state["down"][player] = sorted_birds(down)
    if state["pending"].get(player, {}).get("choice") == d["reason"]:
        state["pending"].pop(player)


def _on_choice_opened(state: State, d: dict) -> None:
    state["pending"][d["player"]] = {"choice": d["choice"], "count": d["count"]}


def _on_round_scored(state: State, d: dict) -> None:
    state["rounds"].append(dict(d["scores"]))


def _on_game_ended(state: State, d: dict) -> None:
    state.update(phase=FINISHED, winners=list(d["winners"]), pending={}, deadline_ms=None)


class DidiDotterEngine(Engine):
    """The ``didi_dotter`` engine (rulebook seed 003, rulings T1-T8)."""

    kind = "didi_dotter"
    version = 1
    min_players = 2  # ruling T1
    max_players = 4
    realtime = True  # ruling T2/T6: a race with its own choice deadlines

    opening = "GameStarted"
    folds = {
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
    secrets = {
        # the layout is face down for everyone: they learn how many halves lie out
        "RoundStarted": (Secret("slots", NOBODY, instead=COUNT, count_as="slot_count"),),
        "HalfLooked": (Secret("half", ACTOR),),
        "EggJoined": (Secret("half", ACTOR),),
        # which clashed half went where stays face down (ruling T4)
        "StealClashed": (Secret("placed", NOBODY),),
        # ruling T7: the others learn how many cards turned, not which
        "CardsTurned": (
            Secret("down", ACTOR, instead=COUNT, count_as="turned_down", when="hidden"),
            Secret("up", ACTOR, instead=COUNT, count_as="turned_up", when="hidden"),
        ),
    }

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
            check_setup(merged["setup"])
        return merged

    # -- lifecycle -----------------------------------------------------------------------------
    def start(self, players: list[Player], options: dict, rng: random.Random) -> list[Event]:
        opts = self.validate_options(options, len(players))
        setup = opts.pop("setup", None) or {}  # kept out of the public first event
        return [
            event("GameStarted", players=list(players), options=opts),
            event("RoundStarted", round=1, slots=layout(setup.get("slots"), rng)),
        ]

    # -- the fold ------------------------------------------------------------------------------
    def initial_state(self, data: dict[str, Any]) -> State:
        players = list(data["players"])
        return {
            "players": players,
            "options": dict(data["options"]),
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

    def copy_state(self, state: State) -> State:
        """Copy every container the fold steps change; inner records are replaced, never
        edited."""
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

    def apply(self, state: State | None, e: Event) -> State:
        """The shared fold, plus the event's stream version (the view shows it; a steal's
        ``seen_version`` is checked against it, ruling T4): ``at_version`` for the events of
        ``decide``, else (the opening) the ``version`` the service's fold passes, if any."""
        new = super().apply(state, e)
        version = e["data"].get("at_version", e.get("version"))
        new["stream_version"] = new["stream_version"] if version is None else version
        return new

    # -- commands ------------------------------------------------------------------------------
    def check_actor(self, state: State, player: Player | None, ctype: str) -> None:
        # who may act now (ruling C4): anyone seated while hunting (ruling T2); the service
        # alone sends timeout
        if ctype == "timeout":
            if player is not None:
                raise not_your_turn("only the service sends timeout")
            return
        if player not in state["players"]:
            raise not_your_turn("you are not in this game")
        if ctype in HUNT_COMMANDS and state["phase"] != HUNT:
            raise not_your_turn("the round is being scored")

    # hunting (ruling T3)
    def _take(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        b = Batch(self, state, args["now_ms"], args["version"])
        slot = args["slot"]
        pace(b, player)
        require(state["stands"][player] is None, "stand_full", "your stand already holds a half")
        require(state["table"][slot] is not None, "slot_empty", f"slot {slot} is empty")
        b.emit("HalfTaken", player=player, slot=slot, half=state["table"][slot])
        after_hunt(b, rng)
        return b.events

    def _look(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        b = Batch(self, state, args["now_ms"], args["version"])
        slot, dest = args["slot"], args["move_to"]
        pace(b, player)
        require(state["table"][slot] is not None, "slot_empty", f"slot {slot} is empty")
        if dest is not None:
            require(dest != slot and state["table"][dest] is None, "slot_occupied",
                    f"slot {dest} is not empty")
        b.emit("HalfLooked", player=player, slot=slot, move_to=dest, half=state["table"][slot])
        return b.events

    def _join(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        b = Batch(self, state, args["now_ms"], args["version"])
        slot = args["slot"]
        pace(b, player)
        stand = state["stands"][player]
        require(stand is not None, "stand_empty", "your stand is empty: take a half first")
        require(state["table"][slot] is not None, "slot_empty", f"slot {slot} is empty")
        b.emit("EggJoined", player=player, slot=slot, egg=state["next_egg"], stand=stand["half"],
               half=state["table"][slot])
        after_hunt(b, rng)
        return b.events

    def _steal(self, state: State, player: Player, args: dict,
               rng: random.Random) -> list[Event]:
        b = Batch(self, state, args["now_ms"], args["version"])
        victim, seen = args["from"], args["seen_version"]
        pace(b, player)
        s = state
        require(victim in s["players"], "no_such_player", f"no player {victim!r}")
        clash = clashing_steal(s, player, victim, seen)
        if clash is not None:
            empty = [i for i, half in enumerate(s["table"]) if half is None]
            slots = sorted(rng.sample(empty, 2))
            placed = list(clash["halves"])
            rng.shuffle(placed)
            b.emit("StealClashed", player=player, against=victim, egg=clash["id"],
                   halves=sorted_birds(clash["halves"]), slots=slots, placed=placed,
                   seen_version=seen)
            after_hunt(b, rng)
            return b.events
        own, theirs = s["stands"][player], s["stands"][victim]
        require(own is not None, "stand_empty", "your stand is empty: take a half first")
        require(theirs is not None, "stand_empty", f"player {victim}'s stand is empty")
        require(theirs["since"] <= seen, "stand_changed",
                f"player {victim}'s stand changed after version {seen}")
        b.emit("HalfStolen", player=player, egg=s["next_egg"], half=theirs["half"],
               stand=own["half"], seen_version=seen, **{"from": victim})
        after_hunt(b, rng)
        return b.events

    # scoring (rulings T5, T6, T8)
    def _choose(self, state: State, player: Player, args: dict,
                rng: random.Random) -> list[Event]:
        b = Batch(self, state, args["now_ms"], args["version"])
        birds = args["birds"]
        pending = state["pending"].get(player) if state["phase"] == SCORING else None
        require(pending is not None, "not_choosing", "you have no choice to make now")
        assert pending is not None
        fox = pending["choice"] == "fox"
        eligible = face_up(state, player) if fox else state["down"][player]
        require(len(birds) == pending["count"], "bad_choice",
                f"choose exactly {pending['count']} bird(s)")
        require(len(set(birds)) == len(birds), "bad_choice", "choose different birds")
        require(set(birds) <= set(eligible), "bad_choice",
                "choose among your face-up cards" if fox else "choose among your face-down cards")
        if fox:
            turn(b, player, "fox", "choice", down=sorted_birds(birds))
            open_wrong(b, player, fallback=False)
        else:
            turn(b, player, "wrong_egg", "choice", up=sorted_birds(birds))
        finish_if_settled(b, rng)
        return b.events

    def _timeout(self, state: State, player: None, args: dict,
                 rng: random.Random) -> list[Event]:
        """Ruling T6 fallback: past the deadline, every pending choice takes the
        lowest-numbered eligible birds."""
        b = Batch(self, state, args["now_ms"], args["version"])
        require(state["phase"] == SCORING and bool(state["pending"]), "not_choosing",
                "no choice is pending")
        require(b.now_ms >= state["deadline_ms"], "deadline_not_reached",
                "the choice deadline has not passed")
        for p in state["players"]:
            pending = b.state["pending"].get(p)
            if pending is None:
                continue
            if pending["choice"] == "fox":
                turn(b, p, "fox", "timeout", down=face_up(b.state, p)[:1])
                open_wrong(b, p, fallback=True)
            else:
                turn(b, p, "wrong_egg", "timeout", up=b.state["down"][p][:pending["count"]])
        finish_if_settled(b, rng)
        return b.events

    # the handler table (after the handlers it names)
    commands = {
        "take": Move(_take, slot_fields),
        "look": Move(_look, look_fields),
        "join": Move(_join, slot_fields),
        "steal": Move(_steal, steal_fields),
        "choose": Move(_choose, choose_fields),
        "timeout": Move(_timeout, stamp_fields),
    }

    # -- reading -------------------------------------------------------------------------------
    def view(self, state: State, player: Player | None) -> dict:
        me = player if player in state["players"] else None
        known = state["known"][me] if me is not None else {}
        cards: dict[str, dict] = {}
        for p in state["players"]:
            down = state["down"][p]
            if cards_hidden(state, p, me):
                cards[p] = {"hidden": True, "face_down_count": len(down),
                            "face_up_count": len(BIRDS) - len(down)}
            else:
                cards[p] = {"hidden": False, "face_down": list(down),
                            "face_up": face_up(state, p)}
        pending = {}
        for p, choice in state["pending"].items():
            pending[p] = dict(choice)
            if p == me:
                pending[p]["eligible"] = (face_up(state, p) if choice["choice"] == "fox"
                                          else list(state["down"][p]))
        return {
            "kind": self.kind,
            "your_seat": me,
            "players": list(state["players"]),
            "phase": state["phase"],
            "round": state["round"],
            "version": state["stream_version"],
            # None: empty slot; "?": a face-down half you do not know; else the half you know
            "table": [None if half is None else known.get(str(i), "?")
                      for i, half in enumerate(state["table"])],
            "stands": {p: s and s["half"] for p, s in state["stands"].items()},
            "baskets": {p: [egg_view(state, e, me) for e in eggs]
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

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        if player is None or player not in state["players"] or state["phase"] == FINISHED:
            return []
        if state["phase"] == SCORING:
            pending = state["pending"].get(player)
            if pending is None:
                return []
            eligible = (face_up(state, player) if pending["choice"] == "fox"
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
