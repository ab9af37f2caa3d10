"""Quiddler (kind ``quiddler``): word rummy over 8 rounds — rulebook seed 002, rulings Q1–Q9, C1–C4.

Secrets travel in two strippable places of an event's data (``redact`` removes them):

* ``private``: ``{seat: {...}}`` — each entry is seen by that seat only (a dealt hand, a card
  drawn from the deck);
* ``secret``: ``{...}`` — seen by no player (the order of the draw pile).

Everything else in an event is public. Event types, command fields and refusal codes are listed
in docs/rules/quiddler.md.
"""

from __future__ import annotations

import importlib
import re
from collections import Counter

from ..base import Engine, IllegalMove, InvalidOptions, event, shuffled
from . import words as wordlists
from .cards import COPIES, DECK_SIZE, VALUES, full_deck

ROUNDS = 8
BONUS = 10
COMMANDS = ("draw", "discard", "go_out", "lay_down")
SOURCES = ("deck", "discard")
MAX_DICTIONARY_NAME = 48  # a dictionary's name is a slug of at most this length
DICTIONARY_NAME = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_DICTIONARY_NAME}}}")


def plain_copy(data):
    """A deep copy of plain JSON-ready data (several times faster than ``copy.deepcopy``)."""
    if isinstance(data, dict):
        return {k: plain_copy(v) for k, v in data.items()}
    if isinstance(data, list):
        return [plain_copy(v) for v in data]
    return data


# -- small rules helpers ----------------------------------------------------------------------

def hand_size(round_: int) -> int:
    """Cards dealt in ``round_`` (ruling Q2: 3 in round 1 up to 10 in round 8)."""
    return round_ + 2


def dealer_of(players: list[str], round_: int) -> str:
    """Seat dealing ``round_``: the first seat deals round 1, then it rotates left (Q2, C1)."""
    return players[(round_ - 1) % len(players)]


def left_of(players: list[str], seat: str) -> str:
    """The next seat in join order, wrapping (ruling C1)."""
    return players[(players.index(seat) + 1) % len(players)]


def word_text(cards: list[str]) -> str:
    """A word's text: its cards' letters in order; a double-letter card is never split (Q1, Q4)."""
    return "".join(cards)


def points(cards: list[str]) -> int:
    return sum(VALUES[card] for card in cards)


def sole_best(values: dict[str, int]) -> str | None:
    """The one seat with the highest positive value, or None on a tie or when all are 0 (Q6)."""
    best = max(values.values(), default=0)
    if best <= 0:
        return None
    leaders = [seat for seat, value in values.items() if value == best]
    return leaders[0] if len(leaders) == 1 else None


def score_round(players: list[str], laid: dict[str, list[list[str]]],
                left: dict[str, list[str]]) -> dict[str, dict]:
    """Ruling Q6: per seat, laid points minus unlaid points, plus the two 10-point bonuses.

    ``laid`` is the words each seat laid this round, ``left`` the cards still in hand after the
    discard (the discard itself counts for nothing). Longest word is measured in letters, so TH
    counts 2; a tie between seats for a bonus means nobody gets it. A seat holding the longest
    word twice is still alone on top and gets it.
    """
    longest = {p: max((len(word_text(w)) for w in laid[p]), default=0) for p in players}
    most = {p: len(laid[p]) for p in players}
    longest_seat, most_seat = sole_best(longest), sole_best(most)
    out = {}
    for p in players:
        laid_points = sum(points(w) for w in laid[p])
        left_points = points(left[p])
        longest_bonus = BONUS if p == longest_seat else 0
        most_bonus = BONUS if p == most_seat else 0
        out[p] = {
            "words": plain_copy(laid[p]),
            "left": list(left[p]),
            "laid_points": laid_points,
            "left_points": left_points,
            "longest_word_bonus": longest_bonus,
            "most_words_bonus": most_bonus,
            "score": laid_points - left_points + longest_bonus + most_bonus,
        }
    return out


def winners_of(totals: dict[str, int]) -> list[str]:
    """Ruling Q8: the highest total wins; tied seats share the win."""
    best = max(totals.values())
    return [p for p, total in totals.items() if total == best]


# -- setup (fixed first deal) -----------------------------------------------------------------

def _card_name(value, where: str) -> str:
    if not isinstance(value, str) or value.lower() not in VALUES:
        raise InvalidOptions(f"setup: unknown card {value!r} in {where}", field="setup")
    return value.lower()


def check_setup(setup: dict | None, seats: int | None) -> dict | None:
    """Normalise a ``setup`` option or raise ``InvalidOptions``; seat checks only when known."""
    if setup is None:
        return None
    unknown = set(setup) - {"hands", "draw", "round"}
    if unknown:
        raise InvalidOptions(f"setup: unknown key {sorted(unknown)[0]!r}", field="setup")
    round_ = setup.get("round", 1)
    if not isinstance(round_, int) or isinstance(round_, bool) or not 1 <= round_ <= ROUNDS:
        raise InvalidOptions(f"setup: round must be an integer 1..{ROUNDS}", field="setup")
    hands = setup.get("hands", {})
    draw = setup.get("draw", [])
    if not isinstance(hands, dict) or not isinstance(draw, list):
        raise InvalidOptions("setup: hands must be an object and draw a list", field="setup")
    size = hand_size(round_)
    norm_hands = {}
    for seat, hand in hands.items():
        if not isinstance(hand, list) or len(hand) != size:
            raise InvalidOptions(f"setup: round {round_} hands must have {size} cards "
                                 f"(seat {seat!r})", field="setup")
        norm_hands[seat] = [_card_name(c, f"hand of {seat!r}") for c in hand]
    norm_draw = [_card_name(c, "draw") for c in draw]
    used = Counter(norm_draw)
    for hand in norm_hands.values():
        used.update(hand)
    for card, n in sorted(used.items()):
        if n > COPIES[card]:
            raise InvalidOptions(f"setup: {n} copies of {card!r} but the deck has "
                                 f"{COPIES[card]}", field="setup")
    if seats is not None:
        seat_ids = [str(i) for i in range(seats)]
        stray = [s for s in norm_hands if s not in seat_ids]
        if stray:
            raise InvalidOptions(f"setup: no seat {stray[0]!r}", field="setup")
        still_needed = (seats - len(norm_hands)) * size + (0 if norm_draw else 1)
        if DECK_SIZE - sum(used.values()) < still_needed:
            raise InvalidOptions("setup: not enough cards left to deal the other hands",
                                 field="setup")
    return {"hands": norm_hands, "draw": norm_draw, "round": round_}


def deal(players: list[str], round_: int, rng, setup: dict | None = None) -> dict:
    """The ``RoundDealt`` event for ``round_``: a fresh shuffled 118-card deck (C2), r+2 cards
    each, then the next card starts the discard pile (Q2). ``setup`` fixes hands and the top of
    the pile; what it leaves out is drawn at random."""
    fixed_hands = (setup or {}).get("hands", {})
    top = list((setup or {}).get("draw", []))
    pool = Counter(full_deck())
    for card in top + [c for hand in fixed_hands.values() for c in hand]:
        pool[card] -= 1
    rest = shuffled(sorted(pool.elements()), rng)
    hands = {}
    for p in players:
        if p in fixed_hands:
            hands[p] = list(fixed_hands[p])
        else:
            hands[p], rest = rest[:hand_size(round_)], rest[hand_size(round_):]
    pile = top + rest
    dealer = dealer_of(players, round_)
    return event(
        "RoundDealt", round=round_, dealer=dealer, first=left_of(players, dealer),
        discard=pile[0], deck_size=len(pile) - 1,
        hand_sizes={p: len(h) for p, h in hands.items()},
        private={p: {"hand": h} for p, h in hands.items()},
        secret={"deck": pile[1:]},
    )


# -- the engine -------------------------------------------------------------------------------

class QuiddlerEngine(Engine):
    kind = "quiddler"
    version = 1
    min_players = 2
    max_players = 8  # ruling Q2

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

    def start(self, players, options, rng):
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

    def decide(self, state, player, command, rng):
        """Judge one command. Checks run in the contract's order: game_finished ->
        unknown_command -> not_your_turn -> bad_command -> this game's rule codes."""
        kind = self.command_type(command, COMMANDS, state["phase"] == "finished")
        if player is None or player != state["turn"]:
            raise IllegalMove("not_your_turn", "it is not your turn")  # ruling C4
        if kind == "draw":
            source = command.get("source")
            if source not in SOURCES:
                raise IllegalMove("bad_command", "source must be 'deck' or 'discard'")
            return self._draw(state, player, source, rng)
        if kind == "discard":
            card = _parse_card(command.get("card"), "card")
            _require_drawn(state)
            if state["phase"] == "final":
                raise IllegalMove("must_lay_down", "this is your final turn: send lay_down "
                                  "(words may be empty) with your discard")
            _require_cards(state["hands"][player], [card])
            return [event("CardDiscarded", player=player, card=card)]
        # go_out (ruling Q4) / lay_down (the final turn, ruling Q5)
        raw_words = command.get("words", [] if kind == "lay_down" else None)
        words = _parse_words(raw_words)
        discard = _parse_card(command.get("discard"), "discard")
        _require_drawn(state)
        if kind == "go_out" and state["phase"] == "final":
            raise IllegalMove("must_lay_down", "someone already went out: send lay_down")
        if kind == "lay_down" and state["phase"] != "final":
            raise IllegalMove("not_final_turn", "lay_down is only for the final turn after "
                              "someone went out; use go_out or discard")
        self._check_words(state, player, words, discard, all_but_one=kind == "go_out")
        if kind == "go_out":
            return [event("WentOut", player=player, words=words, discard=discard)]
        laid = event("WordsLaidDown", player=player, words=words, discard=discard)
        after = self.apply(state, laid)
        if after["final_left"]:
            return [laid]
        return [laid, *self._end_round(after, rng)]

    def _draw(self, state, player, source, rng):
        """Ruling Q3 (take the top of either pile) and C3 (reshuffle an empty draw pile)."""
        if state["drawn"]:
            raise IllegalMove("already_drew", "you already drew this turn: discard now")
        if source == "discard":
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

    def _check_words(self, state, player, words, discard, all_but_one):
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

    def checker(self, state):
        """The game's pinned word list (ruling Q9), or refuse with ``dictionary_unavailable``."""
        pinned = state["dictionary"]
        try:
            return wordlists.resolve(pinned["name"], pinned["sha256"])
        except (LookupError, OSError) as exc:  # UnknownDictionary, or a resolver's own failure
            raise IllegalMove("dictionary_unavailable", f"dictionary unavailable: {exc}")

    def _end_round(self, state, rng):
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

    # -- folding -------------------------------------------------------------------------------

    def apply(self, state, ev):
        data = ev["data"]
        if ev["type"] == "GameStarted":
            return _initial_state(data)
        state = copy_state(state)
        handler = _APPLY.get(ev["type"])
        if handler is None:
            raise ValueError(f"unknown event type {ev['type']!r}")
        handler(state, data)
        return state

    # -- reading -------------------------------------------------------------------------------

    def view(self, state, player):
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
            "totals": dict(state["totals"]),
            "winners": list(state["winners"]),
            "dictionary": dict(state["dictionary"]),
            "hints": state["hints"],
        }
        if me is not None:
            v["hand"] = list(state["hands"].get(me, []))
        return v

    def redact(self, ev, player):
        data = ev["data"]
        public = {k: plain_copy(v) for k, v in data.items() if k not in ("private", "secret")}
        private = data.get("private", {})
        if player is not None and player in private:
            public["private"] = {player: plain_copy(private[player])}
        return {**ev, "data": public}

    def legal_commands(self, state, player):
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

    def outcome(self, state):
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

    def hint(self, state, player):
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


# -- command parsing (bad_command) ------------------------------------------------------------

def _parse_card(value, field: str) -> str:
    if not isinstance(value, str) or value.lower() not in VALUES:
        raise IllegalMove("bad_command", f"{field} must be a card name such as 'a' or 'qu'",
                          field=field)
    return value.lower()


def _parse_words(value) -> list[list[str]]:
    if not isinstance(value, list) or not all(isinstance(w, list) for w in value):
        raise IllegalMove("bad_command", "words must be a list of words, each a list of cards",
                          field="words")
    return [[_parse_card(c, "words") for c in w] for w in value]


def _require_drawn(state) -> None:
    if not state["drawn"]:
        raise IllegalMove("must_draw_first", "draw a card first")


def _require_cards(hand: list[str], cards: list[str]) -> None:
    """Every card named (with multiplicity) must be in ``hand``; names only the caller's cards."""
    missing = Counter(cards) - Counter(hand)
    if missing:
        card = sorted(missing)[0]
        raise IllegalMove("card_not_in_hand", f"you do not hold enough {card!r} cards",
                          card=card)


# -- apply handlers (mutate the fresh copy they are given) ------------------------------------

def copy_state(state: dict) -> dict:
    """A deep copy of a Quiddler state, container by container (apply runs once per event, and
    a generic deep copy of the draw pile dominated its cost)."""
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
        # shared, not copied: handlers replace last_round whole and never change it in place
        "last_round": state["last_round"],
    }


def _initial_state(data) -> dict:
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


def _on_round_skipped(state, data):
    state["round"] = data["round"]
    state["rounds"].append({p: 0 for p in state["players"]})


def _on_round_dealt(state, data):
    state.update(
        phase="play", round=data["round"], dealer=data["dealer"], turn=data["first"],
        drawn=False, went_out=None, final_left=[],
        hands={p: list(data["private"][p]["hand"]) for p in state["players"]},
        deck=list(data["secret"]["deck"]), discard=[data["discard"]],
        laid={p: [] for p in state["players"]},
    )


def _on_deck_reshuffled(state, data):
    # ruling C3: all but the top of the discard pile become the new draw pile
    state["deck"] = list(data["secret"]["deck"])
    state["discard"] = state["discard"][-1:]


def _on_card_drawn(state, data):
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


def _pass_turn(state, to):
    state["turn"] = to
    state["drawn"] = False


def _on_card_discarded(state, data):
    player = data["player"]
    _remove(state["hands"][player], [data["card"]])
    state["discard"].append(data["card"])
    _pass_turn(state, left_of(state["players"], player))


def _lay(state, data):
    player = data["player"]
    laid = [list(w) for w in data["words"]]
    _remove(state["hands"][player], [c for w in laid for c in w] + [data["discard"]])
    state["laid"][player] = laid
    state["discard"].append(data["discard"])


def _on_went_out(state, data):
    # ruling Q5: every other seat, from the next one on, gets exactly one final turn
    _lay(state, data)
    players = state["players"]
    i = players.index(data["player"])
    state.update(phase="final", went_out=data["player"],
                 final_left=[players[(i + k) % len(players)] for k in range(1, len(players))])
    _pass_turn(state, state["final_left"][0])


def _on_words_laid_down(state, data):
    _lay(state, data)
    state["final_left"] = state["final_left"][1:]
    _pass_turn(state, state["final_left"][0] if state["final_left"] else None)
    if not state["final_left"]:
        state["phase"] = "scoring"


def _on_round_scored(state, data):
    state["rounds"].append(dict(data["scores"]))
    state["last_round"] = {"round": data["round"], "details": plain_copy(data["details"])}
    state["totals"] = dict(data["totals"])


def _on_game_finished(state, data):
    state.update(phase="finished", turn=None, totals=dict(data["totals"]),
                 winners=list(data["winners"]))


_APPLY = {
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

ENGINE = QuiddlerEngine()
