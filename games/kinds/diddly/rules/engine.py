"""The Diddly engine (kind ``diddly``): rulebook seed 000, rulings D1-D11 and C1-C4.

Each player has a board of face-down cards in columns of two; matching a column scores 0, the
lowest total after five rounds wins. The state is plain JSON data:

* ``boards[p]``: p's cards by slot, slot = column * 2 + row (row 0 on top);
  ``up[p]``: for each slot, whether the card is face up.
* ``known[p]``: slots of p's face-down cards that p has peeked at (only p sees them).
* ``draw``: the draw pile, top first. ``discard``: the discard pile, bottom first (top = last).
* ``hand``: the card drawn this turn, ``{"player", "card", "source", "power"}``, or None.
* ``setup[p]``: during the setup phase, ``{"revealed", "powers"}`` (powers not yet used).

Secrets in events live in two fields (``DiddlyEngine.secrets``): ``private`` (``{player: {...}}``,
each entry seen only by that player) and ``hidden`` (seen by no player; staff read the raw log).
See docs/rules/diddly.md for the event and command shapes and the rule choices.
"""

from __future__ import annotations

import random
from typing import Any

from games.engines.base import (
    EMPTY,
    NOBODY,
    NULLS,
    OWN_ENTRY,
    Engine,
    Event,
    IllegalMove,
    InvalidOptions,
    Move,
    Player,
    Secret,
    State,
    event,
    next_seat,
    no_fields,
    not_your_turn,
    seats_after,
)

from .cards import POWERS, ROUNDS, board_score, check_setup, deal, winners
from .turns import (
    CHOICES,
    check_slot,
    copy_last_round,
    draw_fields,
    int_fields,
    powers,
    require_power,
    require_turn_start,
    reveal_fields,
    step,
    to_act,
    totals,
    turn_done,
    use_power,
)

COMMANDS = ("reveal", "peek", "swap", "skip_power", "draw", "place", "recycle")


# -- fold steps: one per event type; each modifies the fresh copy it is given -----------

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
    use_power(s, d["player"], "peek")


def _on_cards_swapped(s: State, d: dict) -> None:
    p, a, b = d["player"], d["a"], d["b"]
    board, up = s["boards"][p], s["up"][p]
    board[a], board[b] = board[b], board[a]
    up[a], up[b] = up[b], up[a]
    # what the owner knows about a face-down card moves with the card
    s["known"][p] = sorted({a: b, b: a}.get(slot, slot) for slot in s["known"][p])
    use_power(s, p, "swap")


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
    turn_done(s, p, slot)


def _on_card_recycled(s: State, d: dict) -> None:
    p, slot = d["player"], d["slot"]
    card = s["discard"].pop(d["index"])
    s["discard"].append(s["boards"][p][slot])
    s["boards"][p][slot] = card
    s["up"][p][slot] = True
    turn_done(s, p, slot)


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


# -- the engine ---------------------------------------------------------------------------

class DiddlyEngine(Engine):
    kind = "diddly"
    min_players = 2  # ruling D2
    max_players = 8
    lower_scores_win = True  # ruling D11: the lowest total wins

    opening = "GameStarted"
    folds = {
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
    # The feed's schema keeps both keys in every such event: others get an empty ``private``
    # and a ``hidden`` of the same shape with every card None.
    secrets = {
        "RoundDealt": (Secret("hidden", NOBODY, instead=NULLS),),
        "DeckReshuffled": (Secret("hidden", NOBODY, instead=NULLS),),
        "CardPeeked": (Secret("private", OWN_ENTRY, instead=EMPTY),),
        "CardDrawn": (Secret("private", OWN_ENTRY, instead=EMPTY),),
    }
    # Declining a power is doing nothing: at the table nobody but the decliner sees it.
    actor_only = frozenset({"PowerSkipped"})

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

    def _deal_event(self, players: list[str], columns: int, round_: int, dealer: str,
                    rng: random.Random, setup: dict | None = None) -> Event:
        boards, draw = deal(players, columns, rng, setup)
        # ruling D3: the player left of the dealer starts; C2: the shuffle is in the event,
        # hidden from every player (it holds every face-down card).
        return event("RoundDealt", round=round_, dealer=dealer,
                     first=next_seat(players, dealer),
                     hidden={"boards": boards, "draw": draw})

    # -- the fold ---------------------------------------------------------------------------
    def initial_state(self, data: dict[str, Any]) -> State:
        return {
            "players": list(data["players"]), "columns": data["columns"],
            "round": 0, "dealer": None, "first": None, "phase": "dealing",
            "boards": {}, "up": {}, "known": {}, "setup": {}, "draw": [], "discard": [],
            "turn": None, "hand": None, "finisher": None, "final_turns": [],
            "rounds": [], "last_round": None, "winners": [],
        }

    def copy_state(self, state: State) -> State:
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

    # -- commands (fields already checked for shape) ----------------------------------------
    def check_actor(self, state: State, player: Player | None, ctype: str) -> None:
        if step(state, player) is None:  # ruling C4
            raise not_your_turn("you may not act now")

    def _reveal(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        if step(state, player) != "reveal":
            if state["phase"] == "setup":
                raise IllegalMove("already_revealed", "you have already turned up two cards")
            raise IllegalMove("not_in_setup", "cards are turned up only in the setup")
        a, b = args["slots"]
        board, up = state["boards"][player], state["up"][player]
        check_slot(board, a)
        check_slot(board, b)
        if a == b:
            raise IllegalMove("same_slot", "turn up two different cards")
        for slot in (a, b):
            if up[slot]:
                raise IllegalMove("slot_face_up", f"slot {slot} is already face up")
        # ruling D4: any two of your own cards; peek/swap turned up grant their power
        events = [event("CardsRevealed", player=player, slots=[a, b],
                        cards=[board[a], board[b]])]
        return events + self._after_setup_step(state, events)

    def _peek(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        require_power(state, player, "peek")
        board = state["boards"][player]
        slot = args["slot"]
        check_slot(board, slot)
        if state["up"][player][slot]:
            raise IllegalMove("slot_face_up", f"slot {slot} is face up: peek at a face-down card")
        # rulings D4, D6: only the owner learns the card
        events = [event("CardPeeked", player=player, slot=slot,
                        private={player: {"card": board[slot]}})]
        return events + self._after_setup_step(state, events)

    def _swap(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        require_power(state, player, "swap")
        board = state["boards"][player]
        a, b = args["a"], args["b"]
        check_slot(board, a)
        check_slot(board, b)
        if a == b:
            raise IllegalMove("same_slot", "swap two different cards")
        # rulings D4, D7: two cards of your own board, each keeps its face
        events = [event("CardsSwapped", player=player, a=a, b=b)]
        return events + self._after_setup_step(state, events)

    def _skip_power(self, state: State, player: str, args: dict,
                    rng: random.Random) -> list[Event]:
        mine = powers(state, player)
        if not mine:
            raise IllegalMove("no_power", "you have no power to decline")
        events = [event("PowerSkipped", player=player, powers=mine)]
        return events + self._after_setup_step(state, events)

    def _draw(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        require_turn_start(state, player)
        events = []
        if args["source"] == "deck":
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

    def _place(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        if state["phase"] == "setup":
            raise IllegalMove("setup_phase", "turns begin after the setup")
        now = step(state, player)
        if now == "draw":
            raise IllegalMove("nothing_drawn", "draw a card first")
        if now == "power":
            raise IllegalMove("power_pending",
                              "use the power of the card drawn or decline it (skip_power)")
        board = state["boards"][player]
        slot = args["slot"]
        check_slot(board, slot)
        # ruling D5: the drawn card goes face up, the replaced card face up on the discard
        events = [event("CardPlaced", player=player, slot=slot, card=state["hand"]["card"],
                        replaced=board[slot])]
        return events + self._end_turn(state, player, events, rng)

    def _recycle(self, state: State, player: str, args: dict,
                 rng: random.Random) -> list[Event]:
        require_turn_start(state, player)
        board = state["boards"][player]
        slot, index = args["slot"], args["index"]
        check_slot(board, slot)
        if not (state["up"][player][slot] and board[slot] == "recycle"):
            raise IllegalMove("not_a_recycle", f"slot {slot} holds no face-up recycle")
        if not 0 <= index < len(state["discard"]):
            raise IllegalMove("no_such_card", f"the discard pile has no card at {index}")
        # ruling D8: any discard goes where the recycle was; the recycle tops the discard
        events = [event("CardRecycled", player=player, slot=slot, index=index,
                        card=state["discard"][index])]
        return events + self._end_turn(state, player, events, rng)

    # the handler table (after the handlers it names)
    commands = {
        "reveal": Move(_reveal, reveal_fields),
        "peek": Move(_peek, int_fields("peek", "slot")),
        "swap": Move(_swap, int_fields("swap", "a", "b")),
        "skip_power": Move(_skip_power, no_fields),
        "draw": Move(_draw, draw_fields),
        "place": Move(_place, int_fields("place", "slot")),
        "recycle": Move(_recycle, int_fields("recycle", "slot", "index")),
    }

    # -- consequences ---------------------------------------------------------------------
    def _after_setup_step(self, state: State, events: list[Event]) -> list[Event]:
        """In the setup, the step that leaves nobody to act starts the turns (ruling D4)."""
        if state["phase"] != "setup":
            return []
        after = self.fold(events, state)
        if any(step(after, p) for p in after["players"]):
            return []
        return [event("PlayStarted", player=after["first"], card=after["draw"][0])]

    def _end_turn(self, state: State, player: str, events: list[Event],
                  rng: random.Random) -> list[Event]:
        """Who plays next after ``player``'s turn, or the end of the round (ruling D9)."""
        after = self.fold(events, state)
        players = after["players"]
        if after["finisher"] is None:
            if all(after["up"][player]):
                order = seats_after(players, player)
                return [event("BoardCompleted", player=player, final_turns=order),
                        event("TurnPassed", player=order[0])]
            return [event("TurnPassed", player=next_seat(players, player))]
        if after["final_turns"]:
            return [event("TurnPassed", player=after["final_turns"][0])]
        return self._end_round(after, rng)

    def _end_round(self, state: State, rng: random.Random) -> list[Event]:
        boards = {p: list(state["boards"][p]) for p in state["players"]}
        scores = {p: board_score(cards) for p, cards in boards.items()}
        events = [event("RoundEnded", round=state["round"], boards=boards, scores=scores)]
        rounds = state["rounds"] + [scores]
        if state["round"] < ROUNDS:
            dealer = next_seat(state["players"], state["dealer"])  # ruling D3
            events.append(self._deal_event(state["players"], state["columns"],
                                           state["round"] + 1, dealer, rng))
        else:
            final = {p: sum(r[p] for r in rounds) for p in state["players"]}
            events.append(event("GameEnded", scores=final,
                                winners=winners(state["players"], rounds)))
        return events

    # -- reading --------------------------------------------------------------------------
    def view(self, state: State, player: Player | None) -> dict:
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
            "kind": self.kind, "your_seat": player, "players": list(state["players"]),
            "columns": state["columns"], "round": state["round"], "rounds_total": ROUNDS,
            "dealer": state["dealer"], "first": state["first"], "phase": state["phase"],
            "turn": state["turn"], "to_act": to_act(state),
            "boards": boards, "draw_count": len(state["draw"]),
            "discard": list(state["discard"]), "hand": hand,
            "setup": {p: {"revealed": v["revealed"], "powers": list(v["powers"])}
                      for p, v in state["setup"].items()},
            "finisher": state["finisher"], "final_turns": list(state["final_turns"]),
            "rounds": [dict(r) for r in state["rounds"]],
            "scores": totals(state), "last_round": copy_last_round(state["last_round"]),
            "winners": list(state["winners"]),
        }

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        """Every distinct command ``player`` may send now; a pair of slots is listed once,
        in ascending order (the other order means the same)."""
        if state["phase"] == "finished":
            return []
        now = step(state, player)
        if now is None or player is None:
            return []
        return CHOICES[now](state, player)

    def outcome(self, state: State) -> dict:
        return {
            "phase": state["phase"], "round": state["round"], "to_act": to_act(state),
            "finished": state["phase"] == "finished", "scores": totals(state),
            "rounds": [dict(r) for r in state["rounds"]], "winners": list(state["winners"]),
        }


ENGINE = DiddlyEngine()
