"""Quiddler (kind ``quiddler``): word rummy over 8 rounds — rulebook seed 002, rulings Q1–Q9, C1–C4.

Secrets travel in two places of an event's data (``QuiddlerEngine.secrets``):

* ``private``: ``{seat: {...}}`` — each entry is seen by that seat only (a dealt hand, a card
  drawn from the deck);
* ``secret``: ``{...}`` — seen by no player (the order of the draw pile).

Everything else in an event is public. Event types, command fields and refusal codes are listed
in docs/rules/quiddler.md; the deal and the scoring are in ``scoring``.
"""

from __future__ import annotations

import importlib
import random
import re
from collections import Counter
from typing import Any

from games.engines.base import (
    NOBODY,
    OWN_ENTRY,
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
    plain_copy,
    seats_after,
    shuffled,
)

from . import words as wordlists
from .cards import VALUES
from .scoring import ROUNDS, check_setup, deal, score_round, winners_of, word_text

COMMANDS = ("draw", "discard", "go_out", "lay_down")
SOURCES = ("deck", "discard")
MAX_DICTIONARY_NAME = 48  # a dictionary's name is a slug of at most this length
DICTIONARY_NAME = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_DICTIONARY_NAME}}}")


# -- fields (step 4 of the check order) -------------------------------------------------------

def _parse_card(value: Any, field: str) -> str:
    if not isinstance(value, str) or value.lower() not in VALUES:
        raise bad_command(f"{field} must be a card name such as 'a' or 'qu'", field=field)
    return value.lower()


def _parse_words(value: Any) -> list[list[str]]:
    if not isinstance(value, list) or not all(isinstance(w, list) for w in value):
        raise bad_command("words must be a list of words, each a list of cards", field="words")
    return [[_parse_card(c, "words") for c in w] for w in value]


def _draw_fields(state: State, player: Player | None, command: dict) -> dict:
    source = command.get("source")
    if source not in SOURCES:
        raise bad_command("source must be 'deck' or 'discard'")
    return {"source": source}


def _discard_fields(state: State, player: Player | None, command: dict) -> dict:
    return {"card": _parse_card(command.get("card"), "card")}


def _go_out_fields(state: State, player: Player | None, command: dict) -> dict:
    words = _parse_words(command.get("words"))
    return {"words": words, "discard": _parse_card(command.get("discard"), "discard")}


def _lay_down_fields(state: State, player: Player | None, command: dict) -> dict:
    words = _parse_words(command.get("words", []))  # the final turn may lay no words (Q5)
    return {"words": words, "discard": _parse_card(command.get("discard"), "discard")}


def _require_drawn(state: State) -> None:
    if not state["drawn"]:
        raise IllegalMove("must_draw_first", "draw a card first")


def _require_cards(hand: list[str], cards: list[str]) -> None:
    """Every card named (with multiplicity) must be in ``hand``; names only the caller's cards."""
    missing = Counter(cards) - Counter(hand)
    if missing:
        card = sorted(missing)[0]
        raise IllegalMove("card_not_in_hand", f"you do not hold enough {card!r} cards",
                          card=card)


# -- fold steps: one per event type; each modifies the fresh copy it is given -----------------

def _on_round_skipped(state: State, data: dict) -> None:
    state["round"] = data["round"]
    state["rounds"].append({p: 0 for p in state["players"]})


def _on_round_dealt(state: State, data: dict) -> None:
    state.update(
        phase="play", round=data["round"], dealer=data["dealer"], turn=data["first"],
        drawn=False, went_out=None, final_left=[],
        hands={p: list(data["private"][p]["hand"]) for p in state["players"]},
        deck=list(data["secret"]["deck"]), discard=[data["discard"]],
        laid={p: [] for p in state["players"]},
    )


def _on_deck_reshuffled(state: State, data: dict) -> None:
    # ruling C3: all but the top of the discard pile become the new draw pile
    state["deck"] = list(data["secret"]["deck"])
    state["discard"] = state["discard"][-1:]


def _on_card_drawn(state: State, data: dict) -> None:
    player = data["player"]
    if data["source"] == "discard":
        card = state["discard"].pop()
    else:
        card = state["deck"].pop(0)
        if card != data["private"][player]["card"]:
            raise ValueError("event log inconsistent: drawn card is not the top of the deck")
    state["hands"][player].append(card)
    state["drawn"] = True


def _remove(hand: list[str], cards: list[str]) -> None:
    for card in cards:
        hand.remove(card)


def _pass_turn(state: State, to: str | None) -> None:
    state["turn"] = to
    state["drawn"] = False


def _on_card_discarded(state: State, data: dict) -> None:
    player = data["player"]
    _remove(state["hands"][player], [data["card"]])
    state["discard"].append(data["card"])
    _pass_turn(state, next_seat(state["players"], player))


def _lay(state: State, data: dict) -> None:
    player = data["player"]
    laid = [list(w) for w in data["words"]]
    _remove(state["hands"][player], [c for w in laid for c in w] + [data["discard"]])
    state["laid"][player] = laid
    state["discard"].append(data["discard"])


def _on_went_out(state: State, data: dict) -> None:
    # ruling Q5: every other seat, from the next one on, gets exactly one final turn
    _lay(state, data)
    state.update(phase="final", went_out=data["player"],
                 final_left=seats_after(state["players"], data["player"]))
    _pass_turn(state, state["final_left"][0])


def _on_words_laid_down(state: State, data: dict) -> None:
    _lay(state, data)
    state["final_left"] = state["final_left"][1:]
    _pass_turn(state, state["final_left"][0] if state["final_left"] else None)
    if not state["final_left"]:
        state["phase"] = "scoring"


def _on_round_scored(state: State, data: dict) -> None:
    state["rounds"].append(dict(data["scores"]))
    state["last_round"] = {"round": data["round"], "details": plain_copy(data["details"])}
    state["totals"] = dict(data["totals"])


def _on_game_finished(state: State, data: dict) -> None:
    state.update(phase="finished", turn=None, totals=dict(data["totals"]),
                 winners=list(data["winners"]))


# -- the engine -------------------------------------------------------------------------------

class QuiddlerEngine(Engine):
    kind = "quiddler"
    version = 1
    min_players = 2
    max_players = 8  # ruling Q2

    opening = "GameStarted"
    folds = {
        "RoundSkipped": _on_round_skipped,
        "RoundDealt": _on_round_dealt,
        "DeckReshuffled": _on_deck_reshuffled,
        "CardDrawn": _on_card_drawn,
        "CardDiscarded": _on_card_discarded,
        "WentOut": _on_went_out,
        "WordsLaidDown": _on_words_laid_down,
        "RoundScored": _on_round_scored,
        "GameFinished": _on_game_finished,
    }
    secrets = {
        "RoundDealt": (Secret("private", OWN_ENTRY), Secret("secret", NOBODY)),
        "DeckReshuffled": (Secret("secret", NOBODY),),
        "CardDrawn": (Secret("private", OWN_ENTRY),),
    }

    def default_options(self) -> dict:
        return {"dictionary": "scowl80"}

    def validate_options(self, options: dict | None, players: int | None = None) -> dict:
        merged = super().validate_options(options, players)
        name = merged["dictionary"]
        if not isinstance(name, str) or not DICTIONARY_NAME.fullmatch(name):
            raise InvalidOptions(f"dictionary must be a dictionary name (1 to "
                                 f"{MAX_DICTIONARY_NAME} of a-z A-Z 0-9 _ -)", field="dictionary")
        if merged.get("setup") is not None:
            merged["setup"] = check_setup(merged["setup"], players)
        return merged

    # -- lifecycle -----------------------------------------------------------------------------

    def start(self, players: list[Player], options: dict, rng: random.Random) -> list[Event]:
        if not self.min_players <= len(players) <= self.max_players:
            raise InvalidOptions(f"quiddler takes {self.min_players} to {self.max_players} players")
        options = self.validate_options(options, len(players))
        setup = options.get("setup")
        if setup and any(seat not in players for seat in setup["hands"]):
            raise InvalidOptions("setup: hands name a seat not in this game", field="setup")
        try:  # ruling Q9: pin the word list by name and checksum
            checker = wordlists.resolve(options["dictionary"])
        except (LookupError, OSError) as exc:  # UnknownDictionary, or a resolver's own failure
            raise InvalidOptions(f"dictionary unavailable: {exc}", field="dictionary")
        first_round = setup["round"] if setup else 1
        events = [event("GameStarted", players=list(players), first_round=first_round,
                        dictionary={"name": checker.name, "sha256": checker.sha256},
                        hints=options["hints"])]
        # earlier rounds are skipped with 0 points (the quiddler `setup` option)
        events += [event("RoundSkipped", round=r) for r in range(1, first_round)]
        events.append(deal(list(players), first_round, rng, setup))
        return events

    # -- the fold ------------------------------------------------------------------------------

    def initial_state(self, data: dict[str, Any]) -> State:
        players = list(data["players"])
        return {
            "players": players,
            "dictionary": dict(data["dictionary"]),
            "hints": data["hints"],
            "phase": "dealing",
            "round": 0,
            "dealer": None,
            "turn": None,
            "drawn": False,
            "hands": {p: [] for p in players},
            "deck": [],
            "discard": [],
            "went_out": None,
            "final_left": [],
            "laid": {p: [] for p in players},
            "rounds": [],
            "last_round": None,  # RoundScored details of the latest round (earlier: in the log)
            "totals": {p: 0 for p in players},
            "winners": [],
        }

    def copy_state(self, state: State) -> State:
        """Container by container (apply runs once per event, and a generic deep copy of the
        draw pile dominated its cost)."""
        return {
            **state,
            "players": list(state["players"]),
            "dictionary": dict(state["dictionary"]),
            "hands": {p: list(h) for p, h in state["hands"].items()},
            "deck": list(state["deck"]),
            "discard": list(state["discard"]),
            "final_left": list(state["final_left"]),
            "laid": {p: [list(w) for w in ws] for p, ws in state["laid"].items()},
            "rounds": [dict(r) for r in state["rounds"]],
            "totals": dict(state["totals"]),
            "winners": list(state["winners"]),
            # shared, not copied: fold steps replace last_round whole, never change it in place
            "last_round": state["last_round"],
        }

    # -- commands ------------------------------------------------------------------------------

    def check_actor(self, state: State, player: Player | None, ctype: str) -> None:
        if player is None or player != state["turn"]:
            raise not_your_turn("it is not your turn")  # ruling C4

    def _draw(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        """Ruling Q3 (take the top of either pile) and C3 (reshuffle an empty draw pile)."""
        if state["drawn"]:
            raise IllegalMove("already_drew", "you already drew this turn: discard now")
        if args["source"] == "discard":
            if not state["discard"]:
                raise IllegalMove("discard_empty", "the discard pile is empty")
            return [event("CardDrawn", player=player, source="discard",
                          card=state["discard"][-1])]
        out = []
        deck = state["deck"]
        if not deck:
            if len(state["discard"]) < 2:
                raise IllegalMove("deck_empty", "the draw pile is empty and cannot be refilled")
            deck = shuffled(state["discard"][:-1], rng)
            out.append(event("DeckReshuffled", deck_size=len(deck), secret={"deck": deck}))
        out.append(event("CardDrawn", player=player, source="deck",
                         private={player: {"card": deck[0]}}))
        return out

    def _discard(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        card = args["card"]
        _require_drawn(state)
        if state["phase"] == "final":
            raise IllegalMove("must_lay_down", "this is your final turn: send lay_down "
                              "(words may be empty) with your discard")
        _require_cards(state["hands"][player], [card])
        return [event("CardDiscarded", player=player, card=card)]

    def _go_out(self, state: State, player: str, args: dict, rng: random.Random) -> list[Event]:
        """Ruling Q4: lay all cards but one in words and discard the last."""
        _require_drawn(state)
        if state["phase"] == "final":
            raise IllegalMove("must_lay_down", "someone already went out: send lay_down")
        self._check_words(state, player, args["words"], args["discard"], all_but_one=True)
        return [event("WentOut", player=player, words=args["words"], discard=args["discard"])]

    def _lay_down(self, state: State, player: str, args: dict,
                  rng: random.Random) -> list[Event]:
        """Ruling Q5: the final turn after someone went out; the last one ends the round."""
        _require_drawn(state)
        if state["phase"] != "final":
            raise IllegalMove("not_final_turn", "lay_down is only for the final turn after "
                              "someone went out; use go_out or discard")
        self._check_words(state, player, args["words"], args["discard"], all_but_one=False)
        laid = event("WordsLaidDown", player=player, words=args["words"],
                     discard=args["discard"])
        after = self.apply(state, laid)
        if after["final_left"]:
            return [laid]
        return [laid, *self._end_round(after, rng)]

    def _check_words(self, state: State, player: str, words: list[list[str]], discard: str,
                     all_but_one: bool) -> None:
        """Rule checks for laying words (Q4, Q5), cheapest first; the dictionary comes last."""
        hand = state["hands"][player]
        for w in words:
            if len(w) < 2:
                raise IllegalMove("word_too_short", "a word needs at least 2 cards",
                                  word=word_text(w))
        _require_cards(hand, [c for w in words for c in w] + [discard])
        laid_count = sum(len(w) for w in words)
        if all_but_one and laid_count != len(hand) - 1:
            raise IllegalMove("must_lay_all_but_one", f"to go out, lay {len(hand) - 1} cards "
                              f"in words and discard the last (you laid {laid_count})")
        if not words:
            return
        checker = self.checker(state)
        for w in words:
            if not checker.is_word(word_text(w)):
                raise IllegalMove("not_a_word", f"{word_text(w)!r} is not in the dictionary "
                                  f"{checker.name!r}", word=word_text(w))

    def checker(self, state: State) -> wordlists.WordChecker:
        """The game's pinned word list (ruling Q9), or refuse with ``dictionary_unavailable``."""
        pinned = state["dictionary"]
        try:
            return wordlists.resolve(pinned["name"], pinned["sha256"])
        except (LookupError, OSError) as exc:  # UnknownDictionary, or a resolver's own failure
            raise IllegalMove("dictionary_unavailable", f"dictionary unavailable: {exc}")

    def _end_round(self, state: State, rng: random.Random) -> list[Event]:
        """Score the round (Q6, Q7) and deal the next one, or finish the game (Q8)."""
        players = state["players"]
        details = score_round(players, state["laid"], state["hands"])
        scores = {p: d["score"] for p, d in details.items()}
        # ruling Q7: the running total is floored at zero after each round
        totals = {p: max(0, state["totals"][p] + scores[p]) for p in players}
        out = [event("RoundScored", round=state["round"], scores=scores, totals=totals,
                     details=details)]
        if state["round"] >= ROUNDS:
            out.append(event("GameFinished", totals=totals, winners=winners_of(totals)))
        else:
            out.append(deal(players, state["round"] + 1, rng))
        return out

    # the handler table (after the handlers it names)
    commands = {
        "draw": Move(_draw, _draw_fields),
        "discard": Move(_discard, _discard_fields),
        "go_out": Move(_go_out, _go_out_fields),
        "lay_down": Move(_lay_down, _lay_down_fields),
    }

    # -- reading -------------------------------------------------------------------------------

    def view(self, state: State, player: Player | None) -> dict:
        me = player if player in state["players"] else None
        v = {
            "players": list(state["players"]),
            "phase": state["phase"],
            "round": state["round"],
            "rounds_total": ROUNDS,
            "dealer": state["dealer"],
            "turn": state["turn"],
            "drawn": state["drawn"],
            "hand_sizes": {p: len(h) for p, h in state["hands"].items()},
            "deck_size": len(state["deck"]),
            "discard": list(state["discard"]),  # the whole pile is public anyway
            "discard_top": state["discard"][-1] if state["discard"] else None,
            "went_out": state["went_out"],
            "final_turns_left": list(state["final_left"]),
            "laid": plain_copy(state["laid"]),
            "rounds": plain_copy(state["rounds"]),
            "last_round": plain_copy(state["last_round"]),
            "scores": dict(state["totals"]),  # the running totals (ruling Q7)
            "winners": list(state["winners"]),
            "dictionary": dict(state["dictionary"]),
            "hints": state["hints"],
        }
        if me is not None:
            v["hand"] = list(state["hands"].get(me, []))
        v["your_seat"] = me  # last, where the served view has always had it
        return v

    def legal_commands(self, state: State, player: Player | None) -> list[dict]:
        """Concrete commands that are surely legal now. ``go_out`` and laying words are never
        listed: finding the words is the game (and would be a free hint)."""
        if state["phase"] not in ("play", "final") or player != state["turn"]:
            return []
        if not state["drawn"]:
            out = []
            if state["deck"] or len(state["discard"]) >= 2:
                out.append({"type": "draw", "source": "deck"})
            if state["discard"]:
                out.append({"type": "draw", "source": "discard"})
            return out
        cards = list(dict.fromkeys(state["hands"][player]))
        if state["phase"] == "final":
            return [{"type": "lay_down", "words": [], "discard": c} for c in cards]
        return [{"type": "discard", "card": c} for c in cards]

    def outcome(self, state: State) -> dict:
        finished = state["phase"] == "finished"
        return {
            "phase": state["phase"],
            "round": state["round"],
            "to_act": [] if finished or state["turn"] is None else [state["turn"]],
            "finished": finished,
            "scores": dict(state["totals"]),
            "rounds": [dict(r) for r in state["rounds"]],
            "winners": list(state["winners"]),
        }

    def hint(self, state: State, player: Player) -> dict:
        """A suggested next command for ``player`` from ``dictionary.solver`` (option ``hints``).

        Returns ``{"command": {...}, "score": int or None}`` (score: the solver's, no bonuses).
        """
        if not state.get("hints"):
            raise IllegalMove("hints_unavailable", "hints are off in this game")
        if state["phase"] not in ("play", "final") or player != state["turn"]:
            raise IllegalMove("not_your_turn", "hints are for the player whose turn it is")
        checker = self.checker(state)
        # imported lazily: the solver lives in the dictionary app, engines never need it
        solve = importlib.import_module("dictionary.solver").solve
        hand = list(state["hands"][player])
        final = state["phase"] == "final"
        if not state["drawn"]:
            # take the discard pile's top only if it surely helps: it lets the player go out,
            # or (final turn) it beats keeping the hand and discarding an unknown deck card
            top = state["discard"][-1] if state["discard"] else None
            best = None
            if top is not None:
                best = solve(hand + [top], checker, go_out=not final, discard=final)
            if best and final and best["score"] <= solve(hand, checker)["score"]:
                best = None
            return {"command": {"type": "draw", "source": "discard" if best else "deck"},
                    "score": best["score"] if best else None}
        if not final:
            out = solve(hand, checker, go_out=True)
            if out:
                return {"command": {"type": "go_out", "words": out["words"],
                                    "discard": out["discard"]}, "score": out["score"]}
        best = solve(hand, checker, discard=True)  # the discard that keeps the best hand
        if not final:
            return {"command": {"type": "discard", "card": best["discard"]}, "score": None}
        return {"command": {"type": "lay_down", "words": best["words"],
                            "discard": best["discard"]}, "score": best["score"]}


ENGINE = QuiddlerEngine()
