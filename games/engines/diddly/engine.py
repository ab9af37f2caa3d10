"""The Diddly engine (kind ``diddly``): rulebook seed 000, rulings D1-D11 and C1-C4.

Each player has a board of face-down cards in columns of two; matching a column scores 0, the
lowest total after five rounds wins. The state is plain JSON data:

* ``boards[p]``: p's cards by slot, slot = column * 2 + row (row 0 on top);
  ``up[p]``: for each slot, whether the card is face up.
* ``known[p]``: slots of p's face-down cards that p has peeked at (only p sees them).
* ``draw``: the draw pile, top first. ``discard``: the discard pile, bottom first (top = last).
* ``hand``: the card drawn this turn, ``{"player", "card", "source", "power"}``, or None.
* ``setup[p]``: during the setup phase, ``{"revealed", "powers"}`` (powers not yet used).

Secrets in events live in two fields that ``redact`` strips: ``private`` (``{player: {...}}``,
each entry seen only by that player) and ``hidden`` (seen by no player; staff read the raw log).
See docs/rules/diddly.md for the event and command shapes and the rule choices.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from ..base import Engine, Event, IllegalMove, InvalidOptions, State, event
from .cards import POWERS, ROUNDS, board_score, check_setup, deal, winners

COMMANDS = ("reveal", "peek", "swap", "skip_power", "draw", "place", "recycle")


def _copy_state(state: State) -> State:
    """A copy of every mutable part a fold step modifies in place (the rest is only ever
    replaced whole). Far cheaper than copy.deepcopy, and apply runs for every event."""
    s = dict(state)
    s["boards"] = {p: list(cards) for p, cards in state["boards"].items()}
    s["up"] = {p: list(flags) for p, flags in state["up"].items()}
    s["known"] = {p: list(slots) for p, slots in state["known"].items()}
    s["setup"] = {p: {"revealed": v["revealed"], "powers": list(v["powers"])}
                  for p, v in state["setup"].items()}
    s["draw"] = list(state["draw"])
    s["discard"] = list(state["discard"])
    s["hand"] = dict(state["hand"]) if state["hand"] else None
    s["final_turns"] = list(state["final_turns"])
    s["rounds"] = list(state["rounds"])
    return s


def _left_of(players: list[str], player: str) -> str:
    """The next seat, wrapping (ruling C1)."""
    return players[(players.index(player) + 1) % len(players)]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _nulled(value: Any) -> Any:
    """Same shape with every leaf replaced by None (how hidden card lists are redacted)."""
    if isinstance(value, dict):
        return {k: _nulled(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_nulled(v) for v in value]
    return None


# -- the engine ---------------------------------------------------------------------------

class DiddlyEngine(Engine):
    kind = "diddly"
    min_players = 2  # ruling D2
    max_players = 8
    lower_scores_win = True  # ruling D11: the lowest total wins

    def default_options(self) -> dict:
        return {"columns": 3}

    def validate_options(self, options: dict | None, players: int | None = None) -> dict:
        merged = super().validate_options(options, players)
        columns = merged["columns"]
        if columns not in (3, 4):
            raise InvalidOptions("columns must be 3 or 4", field="columns")
        if players is not None:
            if not self.min_players <= players <= self.max_players:
                raise InvalidOptions("Diddly is played by 2 to 8 players")
            if columns == 4 and players > 6:  # ruling D2
                raise InvalidOptions("4 columns are for 2 to 6 players only", field="columns")
        if merged.get("setup") is not None:
            seats = [str(i) for i in range(players)] if players is not None else None
            check_setup(merged["setup"], columns, seats)
        return merged

    # -- lifecycle --------------------------------------------------------------------------
    def start(self, players: list[str], options: dict, rng: random.Random) -> list[Event]:
        options = self.validate_options(options, len(players))
        if options.get("setup") is not None:
            check_setup(options["setup"], options["columns"], players)
        first = event("GameStarted", players=list(players), columns=options["columns"],
                      rounds=ROUNDS)
        return [first, self._deal_event(players, options["columns"], 1, players[0], rng,
                                        options.get("setup"))]

    def _deal_event(self, players, columns, round_, dealer, rng, setup=None) -> Event:
        boards, draw = deal(players, columns, rng, setup)
        # ruling D3: the player left of the dealer starts; C2: the shuffle is in the event,
        # hidden from every player (it holds every face-down card).
        return event("RoundDealt", round=round_, dealer=dealer,
                     first=_left_of(players, dealer),
                     hidden={"boards": boards, "draw": draw})

    def decide(self, state: State, player: str | None, command: dict,
               rng: random.Random) -> list[Event]:
        kind = self.command_type(command, COMMANDS, state["phase"] == "finished")
        step = _step(state, player)
        if step is None:  # ruling C4
            raise IllegalMove("not_your_turn", "you may not act now")
        _check_fields(kind, command)
        return getattr(self, f"_do_{kind}")(state, player, command, step, rng)

    # -- command handlers (fields already checked for shape) --------------------------------
    def _do_reveal(self, state, player, command, step, rng):
        if step != "reveal":
            if state["phase"] == "setup":
                raise IllegalMove("already_revealed", "you have already turned up two cards")
            raise IllegalMove("not_in_setup", "cards are turned up only in the setup")
        a, b = command["slots"]
        board, up = state["boards"][player], state["up"][player]
        _check_slot(board, a)
        _check_slot(board, b)
        if a == b:
            raise IllegalMove("same_slot", "turn up two different cards")
        for slot in (a, b):
            if up[slot]:
                raise IllegalMove("slot_face_up", f"slot {slot} is already face up")
        # ruling D4: any two of your own cards; peek/swap turned up grant their power
        events = [event("CardsRevealed", player=player, slots=[a, b],
                        cards=[board[a], board[b]])]
        return events + self._after_setup_step(state, events)

    def _do_peek(self, state, player, command, step, rng):
        _require_power(state, player, "peek")
        board = state["boards"][player]
        slot = command["slot"]
        _check_slot(board, slot)
        if state["up"][player][slot]:
            raise IllegalMove("slot_face_up", f"slot {slot} is face up: peek at a face-down card")
        # rulings D4, D6: only the owner learns the card
        events = [event("CardPeeked", player=player, slot=slot,
                        private={player: {"card": board[slot]}})]
        return events + self._after_setup_step(state, events)

    def _do_swap(self, state, player, command, step, rng):
        _require_power(state, player, "swap")
        board = state["boards"][player]
        a, b = command["a"], command["b"]
        _check_slot(board, a)
        _check_slot(board, b)
        if a == b:
            raise IllegalMove("same_slot", "swap two different cards")
        # rulings D4, D7: two cards of your own board, each keeps its face
        events = [event("CardsSwapped", player=player, a=a, b=b)]
        return events + self._after_setup_step(state, events)

    def _do_skip_power(self, state, player, command, step, rng):
        powers = _powers(state, player)
        if not powers:
            raise IllegalMove("no_power", "you have no power to decline")
        events = [event("PowerSkipped", player=player, powers=powers)]
        return events + self._after_setup_step(state, events)

    def _do_draw(self, state, player, command, step, rng):
        _require_turn_start(state, step)
        events = []
        if command["source"] == "deck":
            if not state["draw"]:
                if len(state["discard"]) < 2:
                    raise IllegalMove("deck_empty", "there is no card left to draw")
                # ruling C3: all but the top discard become the new draw pile, order recorded
                order = list(state["discard"][:-1])
                rng.shuffle(order)
                events.append(event("DeckReshuffled", count=len(order),
                                    hidden={"order": order}))
                card = order[0]
            else:
                card = state["draw"][0]
            # the drawer alone sees a card drawn from the deck until it is placed
            events.append(event("CardDrawn", player=player, source="deck",
                                private={player: {"card": card}}))
        else:
            if not state["discard"]:
                raise IllegalMove("discard_empty", "the discard pile is empty")
            events.append(event("CardDrawn", player=player, source="discard",
                                card=state["discard"][-1]))
        return events

    def _do_place(self, state, player, command, step, rng):
        if state["phase"] == "setup":
            raise IllegalMove("setup_phase", "turns begin after the setup")
        if step == "draw":
            raise IllegalMove("nothing_drawn", "draw a card first")
        if step == "power":
            raise IllegalMove("power_pending",
                              "use the power of the card drawn or decline it (skip_power)")
        board = state["boards"][player]
        slot = command["slot"]
        _check_slot(board, slot)
        # ruling D5: the drawn card goes face up, the replaced card face up on the discard
        events = [event("CardPlaced", player=player, slot=slot, card=state["hand"]["card"],
                        replaced=board[slot])]
        return events + self._end_turn(state, player, events, rng)

    def _do_recycle(self, state, player, command, step, rng):
        _require_turn_start(state, step)
        board = state["boards"][player]
        slot, index = command["slot"], command["index"]
        _check_slot(board, slot)
        if not (state["up"][player][slot] and board[slot] == "recycle"):
            raise IllegalMove("not_a_recycle", f"slot {slot} holds no face-up recycle")
        if not 0 <= index < len(state["discard"]):
            raise IllegalMove("no_such_card", f"the discard pile has no card at {index}")
        # ruling D8: any discard goes where the recycle was; the recycle tops the discard
        events = [event("CardRecycled", player=player, slot=slot, index=index,
                        card=state["discard"][index])]
        return events + self._end_turn(state, player, events, rng)

    # -- consequences ---------------------------------------------------------------------
    def _after_setup_step(self, state, events):
        """In the setup, the step that leaves nobody to act starts the turns (ruling D4)."""
        if state["phase"] != "setup":
            return []
        after = self.fold(events, state)
        if any(_step(after, p) for p in after["players"]):
            return []
        return [event("PlayStarted", player=after["first"], card=after["draw"][0])]

    def _end_turn(self, state, player, events, rng):
        """Who plays next after ``player``'s turn, or the end of the round (ruling D9)."""
        after = self.fold(events, state)
        players = after["players"]
        if after["finisher"] is None:
            if all(after["up"][player]):
                order = []
                seat = _left_of(players, player)
                while seat != player:
                    order.append(seat)
                    seat = _left_of(players, seat)
                return [event("BoardCompleted", player=player, final_turns=order),
                        event("TurnPassed", player=order[0])]
            return [event("TurnPassed", player=_left_of(players, player))]
        if after["final_turns"]:
            return [event("TurnPassed", player=after["final_turns"][0])]
        return self._end_round(after, rng)

    def _end_round(self, state, rng):
        boards = {p: list(state["boards"][p]) for p in state["players"]}
        scores = {p: board_score(cards) for p, cards in boards.items()}
        events = [event("RoundEnded", round=state["round"], boards=boards, scores=scores)]
        rounds = state["rounds"] + [scores]
        if state["round"] < ROUNDS:
            dealer = _left_of(state["players"], state["dealer"])  # ruling D3
            events.append(self._deal_event(state["players"], state["columns"],
                                           state["round"] + 1, dealer, rng))
        else:
            totals = {p: sum(r[p] for r in rounds) for p in state["players"]}
            events.append(event("GameEnded", scores=totals,
                                winners=winners(state["players"], rounds)))
        return events

    # -- fold -----------------------------------------------------------------------------
    def apply(self, state: State | None, event_: Event) -> State:
        kind, data = event_["type"], event_["data"]
        if kind == "GameStarted":
            return {
                "players": list(data["players"]), "columns": data["columns"],
                "round": 0, "dealer": None, "first": None, "phase": "dealing",
                "boards": {}, "up": {}, "known": {}, "setup": {}, "draw": [], "discard": [],
                "turn": None, "hand": None, "finisher": None, "final_turns": [],
                "rounds": [], "last_round": None, "winners": [],
            }
        state = _copy_state(state)
        _APPLY[kind](state, data)
        return state

    # -- reading --------------------------------------------------------------------------
    def view(self, state: State, player: str | None) -> dict:
        """The table as ``player`` sees it: face-down cards are None, except those the
        viewer peeked at on their own board (marked ``known``); a deck-drawn card only for
        its drawer."""
        boards = {}
        for p, cards in state["boards"].items():
            mine = state["known"].get(p, []) if p == player else []
            boards[p] = [
                {"card": card, "up": True} if up
                else {"card": card, "up": False, "known": True} if i in mine
                else {"card": None, "up": False}
                for i, (card, up) in enumerate(zip(cards, state["up"][p], strict=True))
            ]
        hand = state["hand"]
        if hand is not None:
            if hand["source"] == "discard" or hand["player"] == player:
                hand = dict(hand)
            else:
                hand = {"player": hand["player"], "source": hand["source"], "card": None}
        return {
            "kind": self.kind, "you": player, "players": list(state["players"]),
            "columns": state["columns"], "round": state["round"], "rounds_total": ROUNDS,
            "dealer": state["dealer"], "first": state["first"], "phase": state["phase"],
            "turn": state["turn"], "to_act": _to_act(state),
            "boards": boards, "draw_count": len(state["draw"]),
            "discard": list(state["discard"]), "hand": hand,
            "setup": {p: {"revealed": v["revealed"], "powers": list(v["powers"])}
                      for p, v in state["setup"].items()},
            "finisher": state["finisher"], "final_turns": list(state["final_turns"]),
            "rounds": [dict(r) for r in state["rounds"]],
            "scores": _totals(state), "last_round": _copy_last_round(state["last_round"]),
            "winners": list(state["winners"]),
        }

    def redact(self, event_: Event, player: str | None) -> Event | None:
        data = event_["data"]
        if event_["type"] == "PowerSkipped" and data["player"] != player:
            return None  # declining is doing nothing: at the table nobody sees it
        if "private" not in data and "hidden" not in data:
            return event_
        out = dict(data)
        if "private" in out:
            out["private"] = {p: dict(v) for p, v in data["private"].items() if p == player}
        if "hidden" in out:
            out["hidden"] = _nulled(data["hidden"])
        return {**event_, "data": out}

    def legal_commands(self, state: State, player: str | None) -> list[dict]:
        """Every distinct command ``player`` may send now; a pair of slots is listed once,
        in ascending order (the other order means the same)."""
        if state["phase"] == "finished":
            return []
        step = _step(state, player)
        if step is None:
            return []
        board, up = state["boards"][player], state["up"][player]
        down = [i for i, face_up in enumerate(up) if not face_up]
        if step == "reveal":
            return [{"type": "reveal", "slots": [a, b]} for a, b in combinations(down, 2)]
        if step == "power":
            powers = _powers(state, player)
            out = []
            if "peek" in powers:
                out += [{"type": "peek", "slot": s} for s in down]
            if "swap" in powers:
                out += [{"type": "swap", "a": a, "b": b}
                        for a, b in combinations(range(len(board)), 2)]
            return out + [{"type": "skip_power"}]
        if step == "place":
            return [{"type": "place", "slot": s} for s in range(len(board))]
        out = []  # step == "draw": the start of a turn
        if state["draw"] or len(state["discard"]) > 1:
            out.append({"type": "draw", "source": "deck"})
        if state["discard"]:
            out.append({"type": "draw", "source": "discard"})
            for s, card in enumerate(board):
                if up[s] and card == "recycle":
                    out += [{"type": "recycle", "slot": s, "index": i}
                            for i in range(len(state["discard"]))]
        return out

    def outcome(self, state: State) -> dict:
        return {
            "phase": state["phase"], "round": state["round"], "to_act": _to_act(state),
            "finished": state["phase"] == "finished", "scores": _totals(state),
            "rounds": [dict(r) for r in state["rounds"]], "winners": list(state["winners"]),
        }


# -- fold steps: one per event type; each modifies a fresh copy of the state -----------

def _on_round_dealt(s: State, d: dict) -> None:
    s.update(round=d["round"], dealer=d["dealer"], first=d["first"], phase="setup",
             turn=None, hand=None, finisher=None, final_turns=[], discard=[])
    s["boards"] = {p: list(cards) for p, cards in d["hidden"]["boards"].items()}
    s["up"] = {p: [False] * len(cards) for p, cards in d["hidden"]["boards"].items()}
    s["draw"] = list(d["hidden"]["draw"])
    s["known"] = {p: [] for p in s["players"]}
    s["setup"] = {p: {"revealed": False, "powers": []} for p in s["players"]}


def _on_cards_revealed(s: State, d: dict) -> None:
    board = s["boards"][d["player"]]
    for slot in d["slots"]:
        s["up"][d["player"]][slot] = True
    s["setup"][d["player"]] = {
        "revealed": True,
        "powers": [board[slot] for slot in d["slots"] if board[slot] in POWERS],
    }


def _on_card_peeked(s: State, d: dict) -> None:
    known = s["known"][d["player"]]
    if d["slot"] not in known:
        known.append(d["slot"])
        known.sort()
    _use_power(s, d["player"], "peek")


def _on_cards_swapped(s: State, d: dict) -> None:
    p, a, b = d["player"], d["a"], d["b"]
    board, up = s["boards"][p], s["up"][p]
    board[a], board[b] = board[b], board[a]
    up[a], up[b] = up[b], up[a]
    # what the owner knows about a face-down card moves with the card
    s["known"][p] = sorted({a: b, b: a}.get(slot, slot) for slot in s["known"][p])
    _use_power(s, p, "swap")


def _on_power_skipped(s: State, d: dict) -> None:
    if s["phase"] == "setup":
        s["setup"][d["player"]]["powers"] = []
    else:
        s["hand"]["power"] = None


def _on_play_started(s: State, d: dict) -> None:
    s["discard"] = [s["draw"].pop(0)]
    s.update(phase="play", turn=d["player"], setup={})


def _on_deck_reshuffled(s: State, d: dict) -> None:
    s["draw"] = list(d["hidden"]["order"])
    s["discard"] = s["discard"][-1:]


def _on_card_drawn(s: State, d: dict) -> None:
    card = s["draw"].pop(0) if d["source"] == "deck" else s["discard"].pop()
    s["hand"] = {"player": d["player"], "card": card, "source": d["source"],
                 "power": card if card in POWERS else None}


def _on_card_placed(s: State, d: dict) -> None:
    p, slot = d["player"], d["slot"]
    s["discard"].append(s["boards"][p][slot])
    s["boards"][p][slot] = s["hand"]["card"]
    s["up"][p][slot] = True
    s["hand"] = None
    _turn_done(s, p, slot)


def _on_card_recycled(s: State, d: dict) -> None:
    p, slot = d["player"], d["slot"]
    card = s["discard"].pop(d["index"])
    s["discard"].append(s["boards"][p][slot])
    s["boards"][p][slot] = card
    s["up"][p][slot] = True
    _turn_done(s, p, slot)


def _on_board_completed(s: State, d: dict) -> None:
    s["finisher"] = d["player"]
    s["final_turns"] = list(d["final_turns"])


def _on_turn_passed(s: State, d: dict) -> None:
    s["turn"] = d["player"]


def _on_round_ended(s: State, d: dict) -> None:
    # ruling D9: every face-down card is turned up; no power applies
    s["up"] = {p: [True] * len(flags) for p, flags in s["up"].items()}
    s["rounds"].append(dict(d["scores"]))
    s["last_round"] = {"round": d["round"], "scores": dict(d["scores"]),
                       "boards": {p: list(cards) for p, cards in d["boards"].items()}}
    s.update(phase="round_over", turn=None, hand=None,
             known={p: [] for p in s["players"]})


def _on_game_ended(s: State, d: dict) -> None:
    s.update(phase="finished", winners=list(d["winners"]))


_APPLY = {
    "RoundDealt": _on_round_dealt,
    "CardsRevealed": _on_cards_revealed,
    "CardPeeked": _on_card_peeked,
    "CardsSwapped": _on_cards_swapped,
    "PowerSkipped": _on_power_skipped,
    "PlayStarted": _on_play_started,
    "DeckReshuffled": _on_deck_reshuffled,
    "CardDrawn": _on_card_drawn,
    "CardPlaced": _on_card_placed,
    "CardRecycled": _on_card_recycled,
    "BoardCompleted": _on_board_completed,
    "TurnPassed": _on_turn_passed,
    "RoundEnded": _on_round_ended,
    "GameEnded": _on_game_ended,
}


# -- helpers over the state ---------------------------------------------------------------

def _step(state: State, player: str | None) -> str | None:
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


def _powers(state: State, player: str) -> list[str]:
    """The powers ``player`` may still use now (setup: those turned up; play: the drawn one)."""
    if state["phase"] == "setup":
        return list(state["setup"][player]["powers"])
    hand = state["hand"]
    return [hand["power"]] if hand and hand["power"] else []


def _use_power(s: State, player: str, power: str) -> None:
    if s["phase"] == "setup":
        s["setup"][player]["powers"].remove(power)
    else:
        s["hand"]["power"] = None


def _turn_done(s: State, player: str, slot: int) -> None:
    """A card left ``slot`` (so its owner's knowledge of it is void); the turn is over."""
    if slot in s["known"][player]:
        s["known"][player].remove(slot)
    if player in s["final_turns"]:
        s["final_turns"].remove(player)


def _to_act(state: State) -> list[str]:
    return [p for p in state["players"] if _step(state, p) is not None]


def _copy_last_round(last: dict | None) -> dict | None:
    if last is None:
        return None
    return {**last, "scores": dict(last["scores"]),
            "boards": {p: list(cards) for p, cards in last["boards"].items()}}


def _totals(state: State) -> dict[str, int]:
    return {p: sum(r[p] for r in state["rounds"]) for p in state["players"]}


def _require_power(state: State, player: str, power: str) -> None:
    if power not in _powers(state, player):
        raise IllegalMove("no_power", f"you have no {power} to use now")


def _require_turn_start(state: State, step: str) -> None:
    if state["phase"] == "setup":
        raise IllegalMove("setup_phase", "turns begin after the setup")
    if step != "draw":
        raise IllegalMove("already_drawn", "you have drawn already: place the card")


def _check_slot(board: list, slot: int) -> None:
    if not 0 <= slot < len(board):
        raise IllegalMove("no_such_slot", f"there is no slot {slot}")


_FIELDS: dict[str, tuple[str, ...]] = {
    "peek": ("slot",), "swap": ("a", "b"), "place": ("slot",), "recycle": ("slot", "index"),
}


def _check_fields(kind: str, command: dict) -> None:
    """``bad_command`` unless the command's fields have the right types."""
    for name in _FIELDS.get(kind, ()):
        if not _is_int(command.get(name)):
            raise IllegalMove("bad_command", f"{kind} needs an integer {name}")
    if kind == "reveal":
        slots = command.get("slots")
        if not (isinstance(slots, list) and len(slots) == 2 and all(map(_is_int, slots))):
            raise IllegalMove("bad_command", "reveal needs slots: [a, b] (two integers)")
    if kind == "draw" and command.get("source") not in ("deck", "discard"):
        raise IllegalMove("bad_command", 'draw needs source: "deck" or "discard"')


ENGINE = DiddlyEngine()
