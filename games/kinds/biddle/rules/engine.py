"""The Biddle engine (kind ``biddle``, rulebook seed 004, rulings B1-B7 and C1-C4).

A round: ``RoundStarted`` -> bids (``BidPlaced``, ``BidCalled``, ``BidderDropped``) ->
``BiddingEnded`` -> ``DiceRolled`` until the card is met or the bid rolls are used up ->
``RoundEnded`` -> the next ``RoundStarted``, or ``GameEnded`` after round 10.

The only secrets are in ``DeckShuffled``: the order of the ten cards to come (``deck``) and the
fixed die faces of a ``setup`` (``dice``), seen by nobody (``BiddleEngine.secrets``); views never
show them. Everything else is public, as on the physical table.
"""

from __future__ import annotations

import random
from typing import Any

from games.engines.base import (
    NOBODY,
    Engine,
    Event,
    IllegalMove,
    InvalidOptions,
    Move,
    Player,
    Secret,
    State,
    bad_command,
    event,
    is_int,
    next_seat,
    not_your_turn,
)

from . import odds
from .challenges import DICE, satisfies
from .deck import BY_ID, IDS

ROUNDS = 10
MAX_BID = 12  # ruling B2: the bidding track has 12 spaces
MAX_ROW_VALUE = 999  # a bound on custom score rows, so totals stay ordinary numbers
COMMANDS = ("bid", "call", "drop", "roll")
DEFAULT_BLUE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]  # ruling B5, challenge met, per bidder
DEFAULT_PURPLE = [1, 2, 2, 3, 3, 4, 4, 5, 5, 6]  # ruling B5, challenge failed, per dropout


def _remaining(state: State) -> list[str]:
    return [p for p in state["players"] if p not in state["dropped"]]


def _bidding_over(players: list[str], bids: dict, dropped: list[str]) -> bool:
    """Ruling B3: someone has dropped and every remaining bidder sits on one number."""
    remaining = [p for p in players if p not in dropped]
    return bool(dropped) and all(p in bids for p in remaining) and len(
        {bids[p] for p in remaining}) == 1


# -- fields (step 4 of the check order) -----------------------------------------------------

def _bid_fields(state: State, player: Player | None, command: dict) -> dict:
    rolls = command.get("rolls")
    if not is_int(rolls):
        raise bad_command("bid needs rolls, a whole number")
    return {"rolls": rolls}


def _roll_fields(state: State, player: Player | None, command: dict) -> dict:
    if state["rolls_used"] == 0:
        return {}  # the first roll rolls all six (ruling B4): reroll is not read
    reroll = command.get("reroll")
    if not isinstance(reroll, list) or not all(is_int(i) for i in reroll):
        raise bad_command("roll needs reroll, a list of die indices")
    return {"reroll": reroll}


def _require_opened(bids: dict) -> None:
    if not bids:
        raise IllegalMove("must_bid", "the round's starting player must open with a bid")


# -- fold steps: one per event type; each modifies the fresh copy it is given ---------------

def _on_round_started(state: State, data: dict) -> None:
    state.update(round=data["round"], card=data["card"], starter=data["starter"],
                 phase="bidding", turn=data["starter"], bids={}, dropped=[], team=[],
                 target=0, rolls_used=0, dice=[])


def _on_bid(state: State, data: dict) -> None:
    state["bids"][data["player"]] = data["rolls"]
    state["turn"] = next_seat(state["players"], data["player"], state["dropped"])


def _on_bidder_dropped(state: State, data: dict) -> None:
    state["bids"].pop(data["player"], None)
    state["dropped"].append(data["player"])
    state["turn"] = next_seat(state["players"], data["player"], state["dropped"])


def _on_bidding_ended(state: State, data: dict) -> None:
    state.update(phase="rolling", turn=None, team=list(data["team"]), target=data["rolls"],
                 rolls_used=0)


def _on_dice_rolled(state: State, data: dict) -> None:
    state["dice"] = list(data["dice"])
    state["rolls_used"] = data["roll"]
    del state["dice_queue"][:len(data["faces"])]


def _on_round_ended(state: State, data: dict) -> None:
    for p, points in data["points"].items():
        state["scores"][p] += points
    state["rounds"].append(dict(data["points"]))
    state["results"].append({key: data[key] for key in (
        "round", "card", "met", "rolls", "rolls_used", "team", "dropped")})
    state.update(phase="scoring", turn=None)


def _on_game_ended(state: State, data: dict) -> None:
    state.update(phase="finished", turn=None, scores=dict(data["scores"]),
                 winners=list(data["winners"]))


class BiddleEngine(Engine):
    kind = "biddle"
    min_players = 2
    max_players = 5  # ruling B1: five colours

    opening = "DeckShuffled"
    folds = {
        "RoundStarted": _on_round_started,
        "BidPlaced": _on_bid,
        "BidCalled": _on_bid,
        "BidderDropped": _on_bidder_dropped,
        "BiddingEnded": _on_bidding_ended,
        "DiceRolled": _on_dice_rolled,
        "RoundEnded": _on_round_ended,
        "GameEnded": _on_game_ended,
    }

    secrets = {"DeckShuffled": (Secret("deck", NOBODY), Secret("dice", NOBODY))}

    # -- options -------------------------------------------------------------------------
    def default_options(self) -> dict:
        return {"max_bid": MAX_BID, "blue_row": list(DEFAULT_BLUE),
                "purple_row": list(DEFAULT_PURPLE)}

    def validate_options(self, options: dict | None, players: int | None = None) -> dict:
        merged = super().validate_options(options, players)
        if not 1 <= merged["max_bid"] <= MAX_BID:
            raise InvalidOptions(f"max_bid must be 1..{MAX_BID} (ruling B2)", field="max_bid")
        for row in ("blue_row", "purple_row"):
            values = merged[row]
            if not (isinstance(values, list) and len(values) == ROUNDS
                    and all(is_int(v) and 0 <= v <= MAX_ROW_VALUE for v in values)):
                raise InvalidOptions(f"{row} must be {ROUNDS} whole numbers 0..{MAX_ROW_VALUE}",
                                     field=row)
        if players is not None and not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"biddle takes {self.min_players}-{self.max_players} players", field="players")
        setup = merged.get("setup")
        if setup:
            self._validate_setup(setup)
        return merged

    @staticmethod
    def _validate_setup(setup: dict) -> None:
        unknown = sorted(set(setup) - {"cards", "dice"})
        if unknown:
            raise InvalidOptions(f"unknown setup keys {unknown}", field="setup")
        cards = setup.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise InvalidOptions("setup.cards must be a list of card ids", field="setup")
        missing = [c for c in cards if c not in BY_ID]
        if missing:
            raise InvalidOptions(f"unknown card ids {missing}", field="setup")
        if len(set(cards)) != len(cards):
            raise InvalidOptions("setup.cards names a card twice (the deck has one of each)",
                                 field="setup")
        dice = setup.get("dice", [])
        if not isinstance(dice, list) or not all(is_int(d) and 1 <= d <= 6 for d in dice):
            raise InvalidOptions("setup.dice must be a list of faces 1..6", field="setup")

    # -- lifecycle -----------------------------------------------------------------------
    def start(self, players: list[str], options: dict, rng: random.Random) -> list[dict]:
        options = self.validate_options(options, len(players))
        setup = options.get("setup") or {}
        given = list(setup.get("cards", []))
        rest = [card_id for card_id in IDS if card_id not in given]
        rng.shuffle(rest)  # ruling C2: the shuffle is drawn here and written into the event
        deck = (given + rest)[:ROUNDS]
        starter = rng.choice(list(players))  # ruling B3: round 1's starter is drawn at random
        public = {key: options[key] for key in ("max_bid", "blue_row", "purple_row", "hints")}
        # Not "GameStarted": the service's lobby events own that name (games/domain/stream.py).
        return [
            event("DeckShuffled", players=list(players), options=public, deck=deck,
                  dice=list(setup.get("dice", []))),
            event("RoundStarted", round=1, card=deck[0], starter=starter),
        ]

    # -- the fold ------------------------------------------------------------------------
    def initial_state(self, data: dict[str, Any]) -> State:
        players = list(data["players"])
        return {
            "players": players, "options": dict(data["options"]),
            "deck": list(data["deck"]), "dice_queue": list(data["dice"]),
            "round": 0, "phase": "starting", "card": None, "starter": None, "turn": None,
            "bids": {}, "dropped": [], "team": [], "target": 0, "rolls_used": 0, "dice": [],
            "scores": {p: 0 for p in players}, "rounds": [], "results": [], "winners": [],
        }

    def copy_state(self, state: State) -> State:
        """The containers the fold steps change are copied; the rest (players, options, deck,
        finished round records) is never modified in place and is shared."""
        new = dict(state)
        for key in ("bids", "scores"):
            new[key] = dict(state[key])
        for key in ("dropped", "team", "dice", "dice_queue", "rounds", "results"):
            new[key] = list(state[key])
        return new

    # -- commands ------------------------------------------------------------------------
    def check_actor(self, state: State, player: Player | None, ctype: str) -> None:
        """Whose turn it is depends on the phase: the seat on turn bids (ruling B3), the team
        rolls (B4; dropouts wait, like anyone off turn: ruling C4). A command of the other phase
        is refused here too, as ``wrong_phase``, before its fields are looked at: the phase,
        like the turn, is what decides whether the seat may send it now."""
        if state["phase"] == "bidding":
            if player is None or player != state["turn"]:
                raise not_your_turn(f"it is player {state['turn']}'s turn to bid")
            if ctype == "roll":
                raise IllegalMove("wrong_phase", "the dice are rolled once bidding is over")
            return
        if player not in state["team"]:
            raise not_your_turn("only the team that bid rolls the dice", reason="not_on_team")
        if ctype != "roll":
            raise IllegalMove("wrong_phase", "bidding is over: the team rolls")

    def _bid(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        rolls, bids = args["rolls"], state["bids"]
        max_bid = state["options"]["max_bid"]
        if not 1 <= rolls <= max_bid:
            raise IllegalMove("bid_out_of_range", f"bids run from 1 to {max_bid} (ruling B2)")
        opening = not bids  # nobody on the track yet: the starter must open (ruling B3)
        if not opening and rolls >= min(bids.values()):
            raise IllegalMove("not_lower", f"an undercut must be lower than {min(bids.values())}")
        return self._bidding_step(state, event("BidPlaced", player=player, rolls=rolls,
                                               opening=opening))

    def _call(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        bids = state["bids"]
        _require_opened(bids)
        lowest = min(bids.values())
        if bids.get(player) == lowest:
            raise IllegalMove("already_on_lowest", f"you are already on {lowest}: undercut or drop")
        return self._bidding_step(state, event("BidCalled", player=player, rolls=lowest))

    def _drop(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        _require_opened(state["bids"])
        if _remaining(state) == [player]:
            raise IllegalMove("cannot_drop_last", "the last remaining bidder cannot drop out")
        return self._bidding_step(state, event("BidderDropped", player=player))

    def _bidding_step(self, state: State, bid: Event) -> list[Event]:
        """``bid``, and the end of the bidding when it leaves everyone on one number (B3)."""
        new = [bid]
        after = self.apply(state, bid)
        if _bidding_over(after["players"], after["bids"], after["dropped"]):
            team = _remaining(after)
            new.append(event("BiddingEnded", team=team, rolls=after["bids"][team[0]],
                             dropped=list(after["dropped"])))
        return new

    def _roll(self, state: State, player: Player, args: dict, rng: random.Random) -> list[Event]:
        first = state["rolls_used"] == 0
        if first:
            reroll = list(range(DICE))  # ruling B4: the first roll rolls all six
        else:
            reroll = args["reroll"]
            if not reroll:
                raise IllegalMove("bad_reroll", "name at least one die to re-roll")
            if any(not 0 <= i < DICE for i in reroll) or len(set(reroll)) != len(reroll):
                raise IllegalMove("bad_reroll", f"die indices are 0..{DICE - 1}, each once")
            reroll = sorted(reroll)
        queue = state["dice_queue"]
        # Fixed setup faces come first, in order; then the game's generator (ruling C2).
        faces = [queue[n] if n < len(queue) else rng.randint(1, 6) for n in range(len(reroll))]
        dice = list(state["dice"]) if not first else [0] * DICE
        for index, face in zip(reroll, faces, strict=True):
            dice[index] = face
        roll = state["rolls_used"] + 1
        new = [event("DiceRolled", player=player, roll=roll, reroll=reroll, faces=faces,
                     dice=dice)]
        met = satisfies(BY_ID[state["card"]], dice)  # ruling B4: checked after every roll
        if met or roll >= state["target"]:
            new += self._end_round(state, met, roll)
        return new

    def _end_round(self, state: State, met: bool, rolls_used: int) -> list[Event]:
        """Score the round (ruling B5) and open the next one, or end the game (B7)."""
        rnd = state["round"]
        options = state["options"]
        points = {p: 0 for p in state["players"]}
        if met:
            for p in state["team"]:
                points[p] = options["blue_row"][rnd - 1]
        else:
            for p in state["dropped"]:
                points[p] = options["purple_row"][rnd - 1]
        new = [event("RoundEnded", round=rnd, card=state["card"], met=met, rolls=state["target"],
                     rolls_used=rolls_used, team=list(state["team"]),
                     dropped=list(state["dropped"]), points=points)]
        if rnd == ROUNDS:
            scores = {p: state["scores"][p] + points[p] for p in state["players"]}
            best = max(scores.values())
            new.append(event("GameEnded", scores=scores,
                             winners=[p for p in state["players"] if scores[p] == best]))
        else:
            starter = next_seat(state["players"], state["starter"])  # rulebook: to the left
            new.append(event("RoundStarted", round=rnd + 1, card=state["deck"][rnd],
                             starter=starter))
        return new

    # the handler table (after the handlers it names)
    commands = {
        "bid": Move(_bid, _bid_fields),
        "call": Move(_call),
        "drop": Move(_drop),
        "roll": Move(_roll, _roll_fields),
    }

    # -- reading -------------------------------------------------------------------------
    def view(self, state: dict, player: str | None) -> dict:
        """The table as anyone sees it: no upcoming cards, no fixed dice to come."""
        card = BY_ID.get(state["card"]) if state["card"] else None
        bids = state["bids"]
        return {
            "your_seat": player,
            "players": list(state["players"]),
            "round": state["round"],
            "rounds_total": ROUNDS,
            "phase": state["phase"],
            "card": dict(card) if card else None,
            "starter": state["starter"],
            "turn": state["turn"],
            "bids": dict(bids),
            "lowest_bid": min(bids.values()) if bids else None,
            "dropped": list(state["dropped"]),
            "team": list(state["team"]),
            "rolls_bid": state["target"],
            "rolls_used": state["rolls_used"],
            "rolls_left": state["target"] - state["rolls_used"] if state["team"] else None,
            "dice": list(state["dice"]),
            "scores": dict(state["scores"]),
            "rounds": [dict(r) for r in state["rounds"]],
            "results": [dict(r) for r in state["results"]],
            "options": dict(state["options"]),
            "winners": list(state["winners"]),
        }

    def legal_commands(self, state: dict, player: str | None) -> list[dict]:
        phase = state["phase"]
        if phase == "bidding" and player is not None and player == state["turn"]:
            max_bid = state["options"]["max_bid"]
            bids = state["bids"]
            if not bids:
                return [{"type": "bid", "rolls": k} for k in range(1, max_bid + 1)]
            lowest = min(bids.values())
            out: list[dict] = [] if bids.get(player) == lowest else [{"type": "call"}]
            out += [{"type": "bid", "rolls": k} for k in range(1, lowest)]
            if len(_remaining(state)) > 1:
                out.append({"type": "drop"})
            return out
        if phase == "rolling" and player in state["team"]:
            if state["rolls_used"] == 0:
                return [{"type": "roll", "reroll": list(range(DICE))}]
            return [{"type": "roll", "reroll": [i for i in range(DICE) if mask >> i & 1]}
                    for mask in range(1, 2 ** DICE)]
        return []

    def outcome(self, state: dict) -> dict:
        phase = state["phase"]
        if phase == "bidding":
            to_act = [state["turn"]]
        elif phase == "rolling":
            to_act = list(state["team"])
        else:
            to_act = []
        return {
            "phase": phase,
            "round": state["round"],
            "to_act": to_act,
            "finished": phase == "finished",
            "scores": dict(state["scores"]),
            "rounds": [dict(r) for r in state["rounds"]],
            "winners": list(state["winners"]),
        }

    def hint(self, state: dict, player: str | None) -> dict:
        """Exact odds under optimal play (odds.py), when the game's option ``hints`` is on.

        Bidding: the chance of meeting the card within 1..max_bid rolls. Rolling: the chance with
        the rolls left and the dice to re-roll next (all six before the first roll).
        """
        if not state["options"].get("hints"):
            raise IllegalMove("hints_unavailable", "this game was created without hints")
        if state["phase"] == "finished":
            raise IllegalMove("game_finished", "the game is over")
        card = BY_ID[state["card"]]
        if state["phase"] == "bidding":
            table = odds.chances(card, state["options"]["max_bid"])
            return {"phase": "bidding", "card": card["id"],
                    "chances": [{"rolls": k, "chance": p} for k, p in enumerate(table, 1)]}
        left = state["target"] - state["rolls_used"]
        if state["rolls_used"] == 0:
            chance, reroll = odds.chance_from_scratch(card, left), list(range(DICE))
        else:
            chance, reroll = odds.best_reroll(card, state["dice"], left)
        return {"phase": "rolling", "card": card["id"], "rolls_left": left, "chance": chance,
                "reroll": reroll}


ENGINE = BiddleEngine()
