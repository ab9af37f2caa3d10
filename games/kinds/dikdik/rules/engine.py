"""Don't Be a Dik Dik (kind ``dikdik``): rulebook seed 001, rulings K1-K7 and C1-C4.

Rules as played here are written down in docs/rules/dikdik.md (events, commands, choices).

State (plain JSON data)::

    players   [seat, ...]                 seat order (ruling C1: "left" = next seat)
    cards     int                         cards dealt (49, fewer in a short setup)
    hands     {seat: [card, ...]}         sorted; secret except to the owner
    pairs     {seat: [species, ...]}      laid pairs, public (ruling K2)
    out       [seat, ...]                 players out, safe, in the order they went out
    phase     "dealing" | "ask" | "pass" | "roulette" | "finished"  ("between" inside a command)
    turn      seat or None                who acts (the drawer during the roulette)
    turns     int                         turns started so far
    asks      [{player, target, card, given}, ...]   every ask and its answer, public
    roulette  None or {drawer, holder, positions, index, card}  positions are secret to all
    loser, winners, ending                set when the game is over

Secrets in events (``DikDikEngine.secrets``): ``data["private"][seat]`` is seen by that seat only,
``data["sealed"]`` by nobody.
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from typing import Any

from games.engines.base import (
    NOBODY,
    OWN_ENTRY,
    Chain,
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
    next_seat,
    not_your_turn,
    shuffled,
)

from .cards import CARDS, DIK_DIK, check_setup, full_deck

# Phases a client can see after a command; BETWEEN only exists inside one command's events.
DEALING, ASK, PASS, ROULETTE, FINISHED = "dealing", "ask", "pass", "roulette", "finished"
BETWEEN = "between"

# Event types.
DEALT = "CardsDealt"            # {players, cards, sizes, private: {seat: {hand}}}
PAIRS_LAID = "PairsLaid"        # {player, cards: [species], via: deal|ask|pass|roulette}
PLAYER_OUT = "PlayerOut"        # {player, reason: one_card|no_cards|only_dik_dik}
TURN_STARTED = "TurnStarted"    # {player}; the first adds first: true, chosen: setup|creator|random
CARD_ASKED = "CardAsked"        # {player, target, card, given}
CARD_PASSED = "CardPassed"      # {player, to, auto, private: {player: {card}, to: {card}}}
ROULETTE_STARTED = "RouletteStarted"  # {drawer, holder, sealed: {positions}}
ROULETTE_DRAWN = "RouletteDrawn"      # {player, holder, index, card}
GAME_OVER = "GameOver"          # {loser, winners, reason: three_singles|roulette|last_card}

COMMANDS = ("ask", "pass", "draw")


# -- small helpers over plain state ---------------------------------------------------------------
def active(state: State) -> list[str]:
    """Players still in the game, in seat order."""
    return [p for p in state["players"] if p not in state["out"]]


def next_in(state: State, player: str) -> str:
    """The next player on ``player``'s left who is still in (ruling C1); never ``player``."""
    return next_seat(state["players"], player, skip=[*state["out"], player])


def cards_in_hands(state: State) -> int:
    return sum(len(h) for h in state["hands"].values())


def _require_phase(state: State, phase: str) -> None:
    """Refuse a command of the wrong kind for this moment of the turn."""
    if state["phase"] == phase:
        return
    codes = {ASK: ("must_ask", "Ask for a card first; you pass only after a failed ask."),
             PASS: ("must_pass", "Your ask failed: pass a card to end your turn."),
             ROULETTE: ("must_draw", "DIK DIK roulette: draw a card (index 0 or 1).")}
    if phase == ROULETTE:
        raise IllegalMove("no_roulette", "There is no DIK DIK roulette now.")
    code, message = codes[state["phase"]]
    raise IllegalMove(code, message)


# -- fields (step 4 of the check order) -----------------------------------------------------------
def _ask_fields(state: State, player: Player | None, command: dict) -> dict:
    target, card = command.get("target"), command.get("card")
    if not isinstance(target, str) or target not in state["players"]:
        raise bad_command("ask needs a target: a player's seat id.")
    if not isinstance(card, str) or card not in CARDS:
        raise bad_command("ask needs a card: one of the deck's card names.")
    return {"target": target, "card": card}


def _pass_fields(state: State, player: Player | None, command: dict) -> dict:
    card = command.get("card")
    if not isinstance(card, str) or card not in CARDS:
        raise bad_command("pass needs a card: one of the deck's card names.")
    return {"card": card}


def _draw_fields(state: State, player: Player | None, command: dict) -> dict:
    index = command.get("index")
    if isinstance(index, bool) or index not in (0, 1):
        raise bad_command("draw needs an index: 0 or 1.")
    return {"index": index}


# -- fold steps: one per event type; each modifies the fresh copy it is given --------------------
def _on_pairs_laid(s: State, d: dict) -> None:
    hand = s["hands"][d["player"]]
    for card in d["cards"]:
        hand.remove(card)
        hand.remove(card)
        s["pairs"][d["player"]].append(card)


def _on_player_out(s: State, d: dict) -> None:
    s["out"].append(d["player"])


def _on_turn_started(s: State, d: dict) -> None:
    s["turn"], s["phase"] = d["player"], ASK
    s["turns"] += 1


def _on_card_asked(s: State, d: dict) -> None:
    s["asks"].append({k: d[k] for k in ("player", "target", "card", "given")})
    if d["given"]:
        s["hands"][d["target"]].remove(d["card"])
        bisect.insort(s["hands"][d["player"]], d["card"])
    else:
        s["phase"] = PASS


def _on_card_passed(s: State, d: dict) -> None:
    card = d["private"][d["player"]]["card"]
    s["hands"][d["player"]].remove(card)
    bisect.insort(s["hands"][d["to"]], card)
    s["phase"] = BETWEEN


def _on_roulette_started(s: State, d: dict) -> None:
    s["phase"], s["turn"] = ROULETTE, d["drawer"]
    s["roulette"] = {"drawer": d["drawer"], "holder": d["holder"],
                     "positions": list(d["sealed"]["positions"]), "index": None, "card": None}


def _on_roulette_drawn(s: State, d: dict) -> None:
    s["hands"][d["holder"]].remove(d["card"])
    bisect.insort(s["hands"][d["player"]], d["card"])
    s["roulette"]["index"], s["roulette"]["card"] = d["index"], d["card"]


def _on_game_over(s: State, d: dict) -> None:
    s["phase"], s["turn"] = FINISHED, None
    s["loser"], s["winners"], s["ending"] = d["loser"], list(d["winners"]), d["reason"]


class _Chain(Chain):
    """The events of one command (or of the start), with the automatic parts of the rules."""

    def __init__(self, engine: DikDikEngine, state: State, rng: random.Random,
                 events: list[Event] | None = None):
        super().__init__(engine, state, events)
        self.rng = rng

    def receive(self, player: str, card: str, via: str) -> None:
        """A card arrived in ``player``'s hand: lay the pair it completes (ruling K2)."""
        if card != DIK_DIK and self.state["hands"][player].count(card) == 2:
            self.emit(PAIRS_LAID, player=player, cards=[card], via=via)

    def outs(self, reasons: dict[str, str] | None = None) -> None:
        """Everyone whose hand just emptied is out, safe (ruling K5)."""
        for p in self.state["players"]:
            if p not in self.state["out"] and not self.state["hands"][p]:
                self.emit(PLAYER_OUT, player=p, reason=(reasons or {}).get(p, "no_cards"))

    def ended(self) -> bool:
        """Ruling K6, checked the moment the cards in hands change: True when the game is
        decided or the DIK DIK roulette has begun (nothing else may happen then)."""
        hands = self.state["hands"]
        holders = [p for p in self.state["players"] if hands[p]]
        count = cards_in_hands(self.state)
        # Whole pairs plus one DIK DIK (setup validation) keep the count odd; it drops by 2 per
        # pair laid, so during play it always passes 3. Only the deal can jump straight to 1.
        assert count % 2 == 1, count
        if count == 1:
            self.game_over(holders[0], "last_card")
            return True
        if count != 3:
            return False
        if len(holders) == 3:
            loser = next(p for p in holders if hands[p] == [DIK_DIK])
            self.game_over(loser, "three_singles")
        else:
            # Two holders: the pair's halves are split (or they would be laid), so the two-card
            # player holds the DIK DIK and X, the other one X's partner.
            drawer = next(p for p in holders if len(hands[p]) == 1)
            holder = next(p for p in holders if len(hands[p]) == 2)
            assert DIK_DIK in hands[holder], hands
            # Ruling C2: the positions are fixed now; nobody sees them before the draw.
            positions = shuffled(hands[holder], self.rng)
            self.emit(ROULETTE_STARTED, drawer=drawer, holder=holder,
                      sealed={"positions": positions})
        return True

    def game_over(self, loser: str, reason: str) -> None:
        winners = [p for p in self.state["players"] if p != loser]  # ruling K7
        self.emit(GAME_OVER, loser=loser, winners=winners, reason=reason)

    def pass_card(self, player: str, card: str, auto: bool, reason: str = "no_cards") -> bool:
        """``player`` passes ``card`` to the next player still in; True when the game ended."""
        to = next_in(self.state, player)
        self.emit(CARD_PASSED, player=player, to=to, auto=auto,
                  private={player: {"card": card}, to: {"card": card}})
        self.receive(to, card, "pass")
        self.outs({player: reason})
        return self.ended()

    def start_turn(self, player: str, **first: Any) -> None:
        """Start ``player``'s turn (or the next one still in). Ruling K5: a turn that starts
        with exactly one card passes it at once and the player is out, and the turn moves on.
        Each such pass takes one player out of the game, so the chain has at most one pass per
        player and always stops."""
        if player in self.state["out"]:
            player = next_in(self.state, player)
        while True:
            self.emit(TURN_STARTED, player=player, **first)
            first = {}
            hand = self.state["hands"][player]
            if len(hand) != 1:
                return
            if self.pass_card(player, hand[0], auto=True, reason="one_card"):
                return
            player = next_in(self.state, player)

    def end_turn(self, player: str) -> None:
        """``player``'s turn is over: play moves to the next player on the left still in."""
        self.start_turn(next_in(self.state, player))


class DikDikEngine(Engine):
    """Don't Be a Dik Dik: pair up, pass wisely, don't be left with the DIK DIK."""

    kind = "dikdik"
    version = 1
    min_players = 3
    max_players = 6

    opening = DEALT
    folds = {
        PAIRS_LAID: _on_pairs_laid,
        PLAYER_OUT: _on_player_out,
        TURN_STARTED: _on_turn_started,
        CARD_ASKED: _on_card_asked,
        CARD_PASSED: _on_card_passed,
        ROULETTE_STARTED: _on_roulette_started,
        ROULETTE_DRAWN: _on_roulette_drawn,
        GAME_OVER: _on_game_over,
    }
    secrets = {
        DEALT: (Secret("private", OWN_ENTRY),),
        CARD_PASSED: (Secret("private", OWN_ENTRY),),
        ROULETTE_STARTED: (Secret("sealed", NOBODY),),
    }

    # -- options ---------------------------------------------------------------------------------
    def default_options(self) -> dict:
        """``first_player``: the seat id the creator names to play first (ruling K3), or None
        for a random draw."""
        return {"first_player": None}

    def validate_options(self, options: dict | None, players: int | None = None) -> dict:
        merged = super().validate_options(options, players)
        if players is not None and not self.min_players <= players <= self.max_players:
            raise InvalidOptions(f"dikdik is for {self.min_players} to {self.max_players} "
                                 f"players, not {players}")
        first = merged["first_player"]
        seats = [str(i) for i in range(players if players is not None else self.max_players)]
        if first is not None and (not isinstance(first, str) or first not in seats):
            raise InvalidOptions(f"first_player must be null (drawn at random) or a seat id "
                                 f"from \"0\" to \"{seats[-1]}\"", field="first_player")
        if merged.get("setup"):
            check_setup(merged["setup"], seats)
        return merged

    # -- lifecycle -------------------------------------------------------------------------------
    def start(self, players: list[str], options: dict, rng: random.Random) -> list[Event]:
        """Deal (all 49 cards, or the setup's hands), lay the pairs dealt (K2), then the first
        turn (K3) or, in a short setup, the ending the deal already decides (K6)."""
        options = self.validate_options(options, len(players))
        setup = options.get("setup") or {}
        if "hands" in setup:
            hands = {p: sorted(setup["hands"].get(p, [])) for p in players}
        else:
            # Ruling K1: deal them all, round the table from the first seat; some get one more.
            deck = shuffled(full_deck(), rng)
            hands = {p: sorted(deck[i::len(players)]) for i, p in enumerate(players)}
        dealt = event(DEALT, players=list(players), cards=sum(len(h) for h in hands.values()),
                      sizes={p: len(h) for p, h in hands.items()},
                      private={p: {"hand": h} for p, h in hands.items()})
        chain = _Chain(self, self.apply(None, dealt), rng, [dealt])
        for p in players:
            counts = Counter(hands[p])
            laid = sorted(c for c, n in counts.items() if n == 2)
            if laid:
                chain.emit(PAIRS_LAID, player=p, cards=laid, via="deal")
        chain.outs()
        if chain.ended():
            return chain.events
        if setup.get("first") is not None:
            chain.start_turn(setup["first"], first=True, chosen="setup")
        elif options.get("first_player") is not None:
            # Ruling K3: the creator named the first player when creating the game.
            chain.start_turn(options["first_player"], first=True, chosen="creator")
        else:
            # Ruling K3: drawn at random among the players still in after the deal.
            chain.start_turn(rng.choice(active(chain.state)), first=True, chosen="random")
        return chain.events

    # -- the fold --------------------------------------------------------------------------------
    def initial_state(self, data: dict[str, Any]) -> State:
        players = list(data["players"])
        return {
            "players": players, "cards": data["cards"],
            "hands": {p: sorted(data["private"][p]["hand"]) for p in players},
            "pairs": {p: [] for p in players}, "out": [],
            "phase": DEALING, "turn": None, "turns": 0, "asks": [], "roulette": None,
            "loser": None, "winners": [], "ending": None,
        }

    def copy_state(self, state: State) -> State:
        """A copy deep enough for the fold steps: every list or dict they change is new."""
        s = dict(state)
        s["hands"] = {p: list(h) for p, h in state["hands"].items()}
        s["pairs"] = {p: list(c) for p, c in state["pairs"].items()}
        s["out"] = list(state["out"])
        s["asks"] = list(state["asks"])  # entries are never changed once appended
        s["winners"] = list(state["winners"])
        s["roulette"] = dict(state["roulette"]) if state["roulette"] else None
        return s

    # -- commands --------------------------------------------------------------------------------
    def check_actor(self, state: State, player: Player | None, ctype: str) -> None:
        if player is None or player != state["turn"]:
            raise not_your_turn("It is not your turn.")  # ruling C4

    def _ask(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        target, card = args["target"], args["card"]
        _require_phase(state, ASK)
        if target == player:
            raise IllegalMove("ask_self", "Ask another player, not yourself.")
        if target in state["out"]:
            raise IllegalMove("target_out", f"Player {target} is out of the game.")
        if card == DIK_DIK:
            raise IllegalMove("cannot_ask_dik_dik", "Nobody can ask for the DIK DIK (K4).")
        if card not in state["hands"][player]:
            # Only the asker's own hand is mentioned: never what the target holds.
            raise IllegalMove("no_partner", f"You can only ask for a card whose partner you "
                              f"hold, and you hold no {card}.")
        given = card in state["hands"][target]
        chain = _Chain(self, state, rng)
        chain.emit(CARD_ASKED, player=player, target=target, card=card, given=given)
        if not given:
            return chain.events  # ruling K4: the turn ends with a pass (command `pass`)
        chain.receive(player, card, "ask")
        chain.outs()
        if chain.ended():
            return chain.events
        if player in chain.state["out"]:
            chain.end_turn(player)
        elif chain.state["hands"][player] == [DIK_DIK]:
            # Nothing left to ask for (K4 forbids asking for the DIK DIK), so the turn ends the
            # only way a turn can end: the pass, of the only card there is (docs: rule choices).
            if not chain.pass_card(player, DIK_DIK, auto=True, reason="only_dik_dik"):
                chain.end_turn(player)
        return chain.events  # otherwise ruling K4: the asker asks again

    def _pass(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        card = args["card"]
        _require_phase(state, PASS)
        if card not in state["hands"][player]:
            raise IllegalMove("card_not_in_hand", f"You hold no {card}.")
        chain = _Chain(self, state, rng)
        if not chain.pass_card(player, card, auto=False):
            chain.end_turn(player)
        return chain.events

    def _draw(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        index = args["index"]
        _require_phase(state, ROULETTE)
        roulette = state["roulette"]
        card = roulette["positions"][index]
        chain = _Chain(self, state, rng)
        chain.emit(ROULETTE_DRAWN, player=player, holder=roulette["holder"], index=index,
                   card=card)
        if card == DIK_DIK:
            chain.game_over(player, "roulette")  # ruling K6: drawing the DIK DIK loses
        else:
            chain.receive(player, card, "roulette")
            chain.outs()
            chain.game_over(roulette["holder"], "roulette")  # a pair: the other one loses
        return chain.events

    # the handler table (after the handlers it names)
    commands = {
        "ask": Move(_ask, _ask_fields),
        "pass": Move(_pass, _pass_fields),
        "draw": Move(_draw, _draw_fields),
    }

    # -- reading ---------------------------------------------------------------------------------
    def view(self, state: State, player: Player | None) -> dict:
        """Your own hand; everyone's hand size, laid pairs, asks and answers (ruling K7)."""
        roulette = state["roulette"]
        return {
            "players": list(state["players"]),
            "your_seat": player,
            "phase": state["phase"],
            "turn": state["turn"],
            "turns": state["turns"],
            "cards": state["cards"],
            "hand": list(state["hands"][player]) if player in state["hands"] else None,
            "hand_sizes": {p: len(h) for p, h in state["hands"].items()},
            "pairs": {p: list(c) for p, c in state["pairs"].items()},
            "out": list(state["out"]),
            "asks": [dict(a) for a in state["asks"]],
            # The positions stay secret: only the drawn card, once drawn, is public.
            "roulette": None if roulette is None else {
                k: roulette[k] for k in ("drawer", "holder", "index", "card")},
            "loser": state["loser"],
            "winners": list(state["winners"]),
            "ending": state["ending"],
        }

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        """Exactly the commands ``player`` may send now."""
        if state["phase"] == FINISHED or player is None or player != state["turn"]:
            return []
        hand = state["hands"][player]
        if state["phase"] == ASK:
            species = sorted(set(hand) - {DIK_DIK})
            return [{"type": "ask", "target": t, "card": c}
                    for t in active(state) if t != player for c in species]
        if state["phase"] == PASS:
            return [{"type": "pass", "card": c} for c in sorted(set(hand))]
        if state["phase"] == ROULETTE:
            return [{"type": "draw", "index": 0}, {"type": "draw", "index": 1}]
        return []

    def outcome(self, state: State) -> dict:
        """The contract keys plus ``loser``. One round: winners score 1, the loser 0 (K7)."""
        finished = state["phase"] == FINISHED
        scores = {p: int(finished and p != state["loser"]) for p in state["players"]}
        return {
            "phase": state["phase"],
            "round": 1,
            "to_act": [state["turn"]] if not finished and state["turn"] is not None else [],
            "finished": finished,
            "scores": scores,
            "rounds": [dict(scores)] if finished else [],
            "winners": list(state["winners"]),
            "loser": state["loser"],
        }


ENGINE = DikDikEngine()
