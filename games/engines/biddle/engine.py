"""The Biddle engine (kind ``biddle``, rulebook seed 004, rulings B1-B7 and C1-C4).

A round: ``RoundStarted`` -> bids (``BidPlaced``, ``BidCalled``, ``BidderDropped``) ->
``BiddingEnded`` -> ``DiceRolled`` until the card is met or the bid rolls are used up ->
``RoundEnded`` -> the next ``RoundStarted``, or ``GameEnded`` after round 10.

The only secrets are in ``DeckShuffled``: the order of the ten cards to come (``deck``) and the
fixed die faces of a ``setup`` (``dice``). ``redact`` strips both for everyone; views never show
them. Everything else is public, as on the physical table.
"""

from __future__ import annotations

import random

from ..base import Engine, IllegalMove, InvalidOptions, event
from . import odds
from .challenges import DICE, satisfies
from .deck import BY_ID, IDS

ROUNDS = 10
MAX_BID = 12  # ruling B2: the bidding track has 12 spaces
MAX_ROW_VALUE = 999  # a bound on custom score rows, so totals stay ordinary numbers
COMMANDS = ("bid", "call", "drop", "roll")
SECRET_START_FIELDS = ("deck", "dice")
DEFAULT_BLUE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]  # ruling B5, challenge met, per bidder
DEFAULT_PURPLE = [1, 2, 2, 3, 3, 4, 4, 5, 5, 6]  # ruling B5, challenge failed, per dropout


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _next_seat(players: list[str], after: str, skip: list[str]) -> str:
    """The next seat after ``after`` in join order, wrapping, not in ``skip`` (ruling C1)."""
    i = players.index(after)
    for step in range(1, len(players) + 1):
        seat = players[(i + step) % len(players)]
        if seat not in skip:
            return seat
    raise ValueError("nobody left to act")


def _remaining(state: dict) -> list[str]:
    return [p for p in state["players"] if p not in state["dropped"]]


def _copy(state: dict) -> dict:
    """A copy safe for ``apply`` to modify: the containers apply changes are copied, the rest
    (players, options, deck, finished round records) is never modified in place and is shared."""
    new = dict(state)
    for key in ("bids", "scores"):
        new[key] = dict(state[key])
    for key in ("dropped", "team", "dice", "dice_queue", "rounds", "results"):
        new[key] = list(state[key])
    return new


def _bidding_over(players: list[str], bids: dict, dropped: list[str]) -> bool:
    """Ruling B3: someone has dropped and every remaining bidder sits on one number."""
    remaining = [p for p in players if p not in dropped]
    return bool(dropped) and all(p in bids for p in remaining) and len(
        {bids[p] for p in remaining}) == 1


class BiddleEngine(Engine):
    kind = "biddle"
    min_players = 2
    max_players = 5  # ruling B1: five colours

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
                    and all(_is_int(v) and 0 <= v <= MAX_ROW_VALUE for v in values)):
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
        if not isinstance(dice, list) or not all(_is_int(d) and 1 <= d <= 6 for d in dice):
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
        # Not "GameStarted": the service's lobby events own that name (games/stream.py).
        return [
            event("DeckShuffled", players=list(players), options=public, deck=deck,
                  dice=list(setup.get("dice", []))),
            event("RoundStarted", round=1, card=deck[0], starter=starter),
        ]

    def decide(self, state: dict, player: str | None, command: dict,
               rng: random.Random) -> list[dict]:
        ctype = self.command_type(command, COMMANDS, state["phase"] == "finished")
        if state["phase"] == "bidding":
            if player is None or player != state["turn"]:
                raise IllegalMove("not_your_turn", f"it is player {state['turn']}'s turn to bid")
            if ctype == "roll":
                raise IllegalMove("wrong_phase", "the dice are rolled once bidding is over")
            return self._decide_bidding(state, player, ctype, command)
        if player not in state["team"]:
            # Ruling C4; only the bidders roll (B4), so dropouts wait, like anyone off turn.
            raise IllegalMove("not_your_turn", "only the team that bid rolls the dice",
                              reason="not_on_team")
        if ctype != "roll":
            raise IllegalMove("wrong_phase", "bidding is over: the team rolls")
        return self._decide_roll(state, player, command, rng)

    def _decide_bidding(self, state: dict, player: str, ctype: str, command: dict) -> list[dict]:
        bids = state["bids"]
        opening = not bids  # nobody on the track yet: the starter must open (ruling B3)
        lowest = min(bids.values()) if bids else None
        if ctype == "bid":
            rolls = command.get("rolls")
            if not _is_int(rolls):
                raise IllegalMove("bad_command", "bid needs rolls, a whole number")
            max_bid = state["options"]["max_bid"]
            if not 1 <= rolls <= max_bid:
                raise IllegalMove("bid_out_of_range", f"bids run from 1 to {max_bid} (ruling B2)")
            if not opening and rolls >= lowest:
                raise IllegalMove("not_lower", f"an undercut must be lower than {lowest}")
            new = [event("BidPlaced", player=player, rolls=rolls, opening=opening)]
        elif opening:
            raise IllegalMove("must_bid", "the round's starting player must open with a bid")
        elif ctype == "call":
            if bids.get(player) == lowest:
                raise IllegalMove("already_on_lowest",
                                  f"you are already on {lowest}: undercut or drop")
            new = [event("BidCalled", player=player, rolls=lowest)]
        else:
            if _remaining(state) == [player]:
                raise IllegalMove("cannot_drop_last", "the last remaining bidder cannot drop out")
            new = [event("BidderDropped", player=player)]
        after = self.fold(new, state)
        if _bidding_over(after["players"], after["bids"], after["dropped"]):
            team = _remaining(after)
            new.append(event("BiddingEnded", team=team, rolls=after["bids"][team[0]],
                             dropped=list(after["dropped"])))
        return new

    def _decide_roll(self, state: dict, player: str, command: dict,
                     rng: random.Random) -> list[dict]:
        first = state["rolls_used"] == 0
        if first:
            reroll = list(range(DICE))  # ruling B4: the first roll rolls all six
        else:
            reroll = command.get("reroll")
            if not isinstance(reroll, list) or not all(_is_int(i) for i in reroll):
                raise IllegalMove("bad_command", "roll needs reroll, a list of die indices")
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

    def _end_round(self, state: dict, met: bool, rolls_used: int) -> list[dict]:
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
            starter = _next_seat(state["players"], state["starter"], [])  # rulebook: to the left
            new.append(event("RoundStarted", round=rnd + 1, card=state["deck"][rnd],
                             starter=starter))
        return new

    def apply(self, state: dict | None, e: dict) -> dict:
        kind, data = e["type"], e["data"]
        if kind == "DeckShuffled":
            players = list(data["players"])
            return {
                "players": players, "options": dict(data["options"]),
                "deck": list(data["deck"]), "dice_queue": list(data["dice"]),
                "round": 0, "phase": "starting", "card": None, "starter": None, "turn": None,
                "bids": {}, "dropped": [], "team": [], "target": 0, "rolls_used": 0, "dice": [],
                "scores": {p: 0 for p in players}, "rounds": [], "results": [], "winners": [],
            }
        state = _copy(state)
        if kind == "RoundStarted":
            state.update(round=data["round"], card=data["card"], starter=data["starter"],
                         phase="bidding", turn=data["starter"], bids={}, dropped=[], team=[],
                         target=0, rolls_used=0, dice=[])
        elif kind in ("BidPlaced", "BidCalled"):
            state["bids"][data["player"]] = data["rolls"]
            state["turn"] = _next_seat(state["players"], data["player"], state["dropped"])
        elif kind == "BidderDropped":
            state["bids"].pop(data["player"], None)
            state["dropped"].append(data["player"])
            state["turn"] = _next_seat(state["players"], data["player"], state["dropped"])
        elif kind == "BiddingEnded":
            state.update(phase="rolling", turn=None, team=list(data["team"]),
                         target=data["rolls"], rolls_used=0)
        elif kind == "DiceRolled":
            state["dice"] = list(data["dice"])
            state["rolls_used"] = data["roll"]
            del state["dice_queue"][:len(data["faces"])]
        elif kind == "RoundEnded":
            for p, points in data["points"].items():
                state["scores"][p] += points
            state["rounds"].append(dict(data["points"]))
            state["results"].append({key: data[key] for key in (
                "round", "card", "met", "rolls", "rolls_used", "team", "dropped")})
            state.update(phase="scoring", turn=None)
        elif kind == "GameEnded":
            state.update(phase="finished", turn=None, scores=dict(data["scores"]),
                         winners=list(data["winners"]))
        else:
            raise ValueError(f"unknown biddle event {kind!r}")
        return state

    # -- reading -------------------------------------------------------------------------
    def view(self, state: dict, player: str | None) -> dict:
        """The table as anyone sees it: no upcoming cards, no fixed dice to come."""
        card = BY_ID.get(state["card"]) if state["card"] else None
        bids = state["bids"]
        return {
            "you": player,
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

    def redact(self, e: dict, player: str | None) -> dict | None:
        if e["type"] != "DeckShuffled":
            return e
        data = {k: v for k, v in e["data"].items() if k not in SECRET_START_FIELDS}
        return {**e, "data": data}

    def legal_commands(self, state: dict, player: str | None) -> list[dict]:
        phase = state["phase"]
        if phase == "bidding" and player is not None and player == state["turn"]:
            max_bid = state["options"]["max_bid"]
            bids = state["bids"]
            if not bids:
                return [{"type": "bid", "rolls": k} for k in range(1, max_bid + 1)]
            lowest = min(bids.values())
            out = [] if bids.get(player) == lowest else [{"type": "call"}]
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
