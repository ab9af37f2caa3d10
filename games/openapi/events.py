"""JSON Schemas of the events a game's feed serves (OpenAPI components).

Every event is ``{version, type, data, recorded_at}`` (plus ``summary`` on staff decisions).
Its ``data`` is described per ``(kind, type)`` as a player or a watcher receives it, after the
engine's ``redact``: a field only some may see is optional (``private`` holds your own seat's
entry only), and a hidden shuffle keeps its shape with every card null. Components:

* ``<Kind><Type>Data`` / ``<Kind><Type>Event`` for the rule events (``DiddlyCardDrawnEvent``),
* ``Lobby<Type>Data`` / ``Lobby<Type>Event`` for the service's own ``game.*`` events, which
  every game's feed holds (``game.finished`` -> ``LobbyFinishedEvent``),
* ``<Kind>Event``: one kind's events, a ``oneOf`` with a ``type`` discriminator,
* ``GameEvent``: an ``anyOf`` over the kinds (the same ``type`` names different events in
  different games, and the lobby events are in all of them).

Objects stay open to new fields (a client must ignore fields it does not know). Cards are the
engines' own lower-case names.
"""

from __future__ import annotations

from config.api import schema_ref
from games import bots
from games.domain import endings, stream, time_control
from games.domain.commands import SEAT
from games.engines import KINDS, dikdik
from games.engines.biddle.engine import DICE
from games.openapi.refs import any_of
from games.openapi.views import SCORES, _arr, _card, _obj, _per_seat

_S = {"type": "string"}
_I = {"type": "integer"}
_B = {"type": "boolean"}
_SEATS = {"type": "array", "items": SEAT}
_NULL_SEAT = {**SEAT, "nullable": True}
_USER = {"type": "integer", "description": "a user id"}
_MS = {"type": "integer", "description": "milliseconds since the epoch"}


def _enum(*values: str, description: str = "") -> dict:
    out = {"type": "string", "enum": list(values)}
    if description:
        out["description"] = description
    return out


def _private(value: dict) -> dict:
    return _per_seat(value, "your own seat's secret (absent for the other seats and watchers)")


def _hidden(kind: str) -> dict:
    """A card nobody may see: served as null (the shape of the hidden list is kept)."""
    return {**_card(kind, nullable=True), "description": "always null: nobody sees it"}


def _data(properties: dict, required=None, description: str = "") -> dict:
    """An event's data: ``required`` defaults to every property."""
    return _obj(properties, list(properties) if required is None else required, description)


_PLAYER = {"player": SEAT}
_SOURCE = _enum("deck", "discard")
_AT = {"at_ms": {**_MS, "description": "when it happened (the service's clock)"},
       "at_version": {**_I, "description": "the event's own version in the log"}}


def _drawn(kind: str) -> dict:
    """Diddly's and Quiddler's ``CardDrawn``: a card from the deck is the drawer's secret."""
    card = _card(kind)
    return _data({**_PLAYER, "source": _SOURCE,
                  "card": {**card, "description": "from the discard pile only"},
                  "private": _private(_obj({"card": card}, ["card"]))},
                 ["player", "source"], "a card drawn from the deck is the drawer's secret")


# -- the rule events, per kind: type -> data schema (see docs/rules/<kind>.md) ---------------
_DIDDLY_CARD = _card("diddly")
DIDDLY = {
    "GameStarted": _data({"players": _SEATS, "columns": {**_I, "enum": [3, 4]}, "rounds": _I}),
    "RoundDealt": _data({
        "round": _I, "dealer": SEAT, "first": SEAT,
        "hidden": _obj({"boards": _per_seat(_arr(_hidden("diddly"))),
                        "draw": _arr(_hidden("diddly"))}, ["boards", "draw"],
                       "the deal: face down for everyone (the sizes show)")}),
    "CardsRevealed": _data({**_PLAYER, "slots": _arr(_I), "cards": _arr(_DIDDLY_CARD)}),
    "CardPeeked": _data({**_PLAYER, "slot": _I, "private": _private(_obj(
        {"card": _DIDDLY_CARD}, ["card"]))}, ["player", "slot", "private"]),
    "CardsSwapped": _data({**_PLAYER, "a": _I, "b": _I}),
    "PowerSkipped": _data({**_PLAYER, "powers": _arr(_enum("peek", "swap"))},
                          description="served to the player who declined only"),
    "PlayStarted": _data({**_PLAYER, "card": {**_DIDDLY_CARD,
                                              "description": "the top card of the draw pile"}}),
    "DeckReshuffled": _data({"count": _I, "hidden": _obj({"order": _arr(_hidden("diddly"))},
                                                         ["order"])}),
    "CardDrawn": _drawn("diddly"),
    "CardPlaced": _data({**_PLAYER, "slot": _I, "card": _DIDDLY_CARD,
                         "replaced": _DIDDLY_CARD}),
    "CardRecycled": _data({**_PLAYER, "slot": _I, "index": _I, "card": _DIDDLY_CARD}),
    "BoardCompleted": _data({**_PLAYER, "final_turns": _SEATS}),
    "TurnPassed": _data(_PLAYER),
    "RoundEnded": _data({"round": _I, "boards": _per_seat(_arr(_DIDDLY_CARD)),
                         "scores": SCORES}),
    "GameEnded": _data({"scores": SCORES, "winners": _SEATS}),
}

_DIKDIK_CARD = _card("dikdik")
DIKDIK = {
    dikdik.DEALT: _data({"players": _SEATS, "cards": _I, "sizes": _per_seat(_I),
                         "private": _private(_obj({"hand": _arr(_DIKDIK_CARD)}, ["hand"]))},
                        ["players", "cards", "sizes"]),
    dikdik.PAIRS_LAID: _data({**_PLAYER, "cards": _arr(_DIKDIK_CARD),
                              "via": _enum("deal", "ask", "pass", "roulette")}),
    dikdik.PLAYER_OUT: _data({**_PLAYER, "reason": _enum("one_card", "no_cards",
                                                         "only_dik_dik")}),
    dikdik.TURN_STARTED: _data({**_PLAYER, "first": _B,
                                "chosen": _enum("setup", "creator", "random",
                                                description="how the first player was "
                                                            "chosen (first turn only)")},
                               ["player"]),
    dikdik.CARD_ASKED: _data({**_PLAYER, "target": SEAT, "card": _DIKDIK_CARD, "given": _B}),
    dikdik.CARD_PASSED: _data({**_PLAYER, "to": SEAT, "auto": _B,
                               "private": _private(_obj({"card": _DIKDIK_CARD}, ["card"]))},
                              ["player", "to", "auto"],
                              "the card is a secret of the giver and the receiver"),
    dikdik.ROULETTE_STARTED: _data({"drawer": SEAT, "holder": SEAT}),
    dikdik.ROULETTE_DRAWN: _data({**_PLAYER, "holder": SEAT, "index": _I,
                                  "card": _DIKDIK_CARD}),
    dikdik.GAME_OVER: _data({"loser": SEAT, "winners": _SEATS,
                             "reason": _enum("three_singles", "roulette", "last_card")}),
}

_QUIDDLER_CARD = _card("quiddler")
_WORDS = _arr(_arr(_QUIDDLER_CARD), "words, each a list of cards")
QUIDDLER = {
    "GameStarted": _data({"players": _SEATS, "first_round": _I,
                          "dictionary": _obj({"name": _S, "sha256": _S}, ["name", "sha256"]),
                          "hints": _B}),
    "RoundSkipped": _data({"round": _I}),
    "RoundDealt": _data({"round": _I, "dealer": SEAT, "first": SEAT,
                         "discard": {**_QUIDDLER_CARD, "description": "the card turned up"},
                         "deck_size": _I, "hand_sizes": _per_seat(_I),
                         "private": _private(_obj({"hand": _arr(_QUIDDLER_CARD)}, ["hand"]))},
                        ["round", "dealer", "first", "discard", "deck_size", "hand_sizes"]),
    "DeckReshuffled": _data({"deck_size": _I}),
    "CardDrawn": _drawn("quiddler"),
    "CardDiscarded": _data({**_PLAYER, "card": _QUIDDLER_CARD}),
    "WentOut": _data({**_PLAYER, "words": _WORDS, "discard": _QUIDDLER_CARD}),
    "WordsLaidDown": _data({**_PLAYER, "words": _WORDS, "discard": _QUIDDLER_CARD}),
    "RoundScored": _data({
        "round": _I, "scores": SCORES, "totals": SCORES,
        "details": _per_seat(_data({"words": _WORDS, "left": _arr(_QUIDDLER_CARD),
                                    "laid_points": _I, "left_points": _I,
                                    "longest_word_bonus": _I, "most_words_bonus": _I,
                                    "score": _I}))}),
    "GameFinished": _data({"totals": SCORES, "winners": _SEATS}),
}

_BIRD = _card("didi_dotter")
_BIRDS = _arr(_BIRD)
DIDI_DOTTER = {
    "GameStarted": _data({"players": _SEATS, "options": _obj({
        "min_action_ms": _I, "deadline_ms": _I, "hide_cards": _B, "hints": _B})}),
    "RoundStarted": _data({"round": _I, "slot_count": {
        **_I, "description": "halves laid face down (the layout is nobody's to see)"}, **_AT},
        ["round", "slot_count"], "at_ms/at_version: absent on the first round"),
    "HalfTaken": _data({**_PLAYER, "slot": _I, "half": _BIRD, **_AT}),
    "HalfLooked": _data({**_PLAYER, "slot": _I,
                         "move_to": {**_I, "nullable": True},
                         "half": {**_BIRD, "description": "the looker's only"}, **_AT},
                        ["player", "slot", "move_to", *_AT]),
    "EggJoined": _data({**_PLAYER, "slot": _I, "egg": _I, "stand": _BIRD,
                        "half": {**_BIRD, "description": "the joiner's only"}, **_AT},
                       ["player", "slot", "egg", "stand", *_AT]),
    "HalfStolen": _data({**_PLAYER, "from": SEAT, "egg": _I, "half": _BIRD, "stand": _BIRD,
                         "seen_version": _I, **_AT}),
    "StealClashed": _data({**_PLAYER, "against": SEAT, "egg": _I, "halves": _BIRDS,
                           "slots": _arr(_I, "where the clashed halves went, face down"),
                           "seen_version": _I, **_AT}),
    "RoundEnded": _data({"round": _I, "baskets": _per_seat(_arr(_BIRDS)),
                         "stands": _per_seat(_card("didi_dotter", nullable=True)),
                         "deadline_ms": _MS, **_AT}),
    "CardsTurned": _data({
        **_PLAYER, "reason": _enum("right_egg", "fox", "wrong_egg"),
        "by": _enum("rule", "forced", "choice", "timeout"), "hidden": _B,
        "down": {**_BIRDS, "description": "cards turned face down (absent when hidden from "
                                          "you)"},
        "up": {**_BIRDS, "description": "cards turned face up (absent when hidden from you)"},
        "turned_down": {**_I, "description": "when hidden from you: how many went down"},
        "turned_up": {**_I, "description": "when hidden from you: how many went up"}, **_AT},
        ["player", "reason", "by", "hidden", *_AT]),
    "ChoiceOpened": _data({**_PLAYER, "choice": _enum("fox", "wrong_egg"), "count": _I,
                           "deadline_ms": _MS, **_AT}),
    "RoundScored": _data({"round": _I, "scores": SCORES, "totals": SCORES, **_AT}),
    "GameEnded": _data({"scores": SCORES, "winners": _SEATS, **_AT}),
}

_BIDDLE_CARD = {"type": "string", "pattern": "^c[0-9]{2}$",
                "description": "a challenge card id"}
_DIE = {"type": "integer", "minimum": 1, "maximum": 6}
BIDDLE = {
    "DeckShuffled": _data({"players": _SEATS, "options": _obj({
        "max_bid": _I, "blue_row": _arr(_I), "purple_row": _arr(_I), "hints": _B})},
        description="the order of the deck stays secret"),
    "RoundStarted": _data({"round": _I, "card": _BIDDLE_CARD, "starter": SEAT}),
    "BidPlaced": _data({**_PLAYER, "rolls": _I, "opening": _B}),
    "BidCalled": _data({**_PLAYER, "rolls": _I}),
    "BidderDropped": _data(_PLAYER),
    "BiddingEnded": _data({"team": _SEATS, "rolls": _I, "dropped": _SEATS}),
    "DiceRolled": _data({**_PLAYER, "roll": _I,
                         "reroll": _arr({**_I, "minimum": 0, "maximum": DICE - 1}),
                         "faces": _arr(_DIE, "the new faces of the re-rolled dice"),
                         "dice": _arr(_DIE, "all the dice after the roll")}),
    "RoundEnded": _data({"round": _I, "card": _BIDDLE_CARD, "met": _B, "rolls": _I,
                         "rolls_used": _I, "team": _SEATS, "dropped": _SEATS,
                         "points": SCORES}),
    "GameEnded": _data({"scores": SCORES, "winners": _SEATS}),
}

RULE_EVENTS: dict[str, dict[str, dict]] = {
    "diddly": DIDDLY, "dikdik": DIKDIK, "quiddler": QUIDDLER, "didi_dotter": DIDI_DOTTER,
    "biddle": BIDDLE}

# -- the service's own events (every kind) ---------------------------------------------------
_CLOCK = _obj({"deadline_ms": {**_MS, "nullable": True}, "bank_ms": _I,
               "paused_at_ms": {**_MS, "nullable": True},
               "paused_until_ms": {**_MS, "nullable": True}},
              ["deadline_ms", "bank_ms", "paused_at_ms", "paused_until_ms"])
RESULT = _obj({
    "reason": _enum(*endings.REASONS), "winners": _SEATS,
    "ranking": {**_arr(_SEATS), "nullable": True,
                "description": "groups of tied seats, best first (null when void)"},
    "void": {**_B, "description": "the game counts for nothing"},
    "seat": {**_NULL_SEAT, "description": "the seat that resigned, aborted or timed out"},
    "scores": {**SCORES, "nullable": True},
    "note": {"type": "string", "nullable": True},
    "dispute": {"type": "integer", "nullable": True},
}, ["reason", "winners", "ranking", "void", "seat", "scores", "note", "dispute"],
    "How the game ended.")
_USERNAME = {"username": _S}
LOBBY = {
    stream.GAME_CREATED: _data({
        "kind": _enum(*KINDS), "options": {"$ref": "#/components/schemas/GameOptions"},
        "seats": _I, "creator": _USER, "creator_name": _S, "seed_sha256": _S,
        "engine_version": _I, "visibility": _enum("public", "private"),
        "clock": {**_obj({"per_move": _S, "bank": {**_S, "nullable": True},
                          "per_move_ms": _I, "bank_ms": _I}), "nullable": True,
                  "description": "the correspondence clock (null: untimed), durations as "
                                 "written and in ms"},
        "on_timeout": {"$ref": "#/components/schemas/OnTimeout"}, "challenge": _B,
        "rematch_of": {"type": "string", "format": "uuid", "nullable": True},
        "paired": {**_B, "description": "made by quick pairing (docs/pairing.md): every "
                                        "seat taken and the game started at once"}},
        ["kind", "options", "seats", "creator", "seed_sha256"],
        "options without the staff-only setup"),
    stream.SEAT_JOINED: _data({"user": _USER, **_USERNAME,
                               "bot": {**_enum(*bots.LEVELS), "description":
                                       "the level of the bot taking the seat (bots only)"}},
                              ["user", "username"]),
    stream.SEAT_LEFT: _data({"user": _USER}),
    stream.GAME_STARTED: _data({"players": _per_seat(_USER, "seat -> user id"),
                                "names": _per_seat(_S, "seat -> username"),
                                "bots": _per_seat(_enum(*bots.LEVELS),
                                                  "seat -> bot level, for the seats bots play")},
                               ["players", "names"]),
    stream.AUTOPILOT: _data({
        "seat": SEAT, "reason": _enum(endings.RESIGN, "timeout",
                                      description="why the seat's player left it"),
        "level": _enum(*bots.LEVELS)}, description="from here on a bot plays the seat"),
    stream.GAME_FINISHED: _data({
        "seed": {**_S, "description": "the secret seed, revealed (it hashes to seed_sha256)"},
        "outcome": {"oneOf": [{"$ref": "#/components/schemas/Outcome"}], "nullable": True},
        "result": {"$ref": "#/components/schemas/GameResult"}}, ["seed", "outcome"]),
    time_control.CLOCK_STARTED: _data({"at_ms": _MS, "started": _SEATS, "stopped": _SEATS,
                                       "clocks": _per_seat(_CLOCK, "the clocks that changed")}),
    time_control.CLOCK_PAUSED: _data({"seat": SEAT, "at_ms": _MS, "until_ms": _MS}),
    time_control.CLOCK_RESUMED: _data({"seat": SEAT, "at_ms": _MS, "paused_ms": _I}),
    stream.DRAW_OFFERED: _data({"seat": SEAT}),
    stream.DRAW_ACCEPTED: _data({"seat": SEAT}),
    stream.DRAW_DECLINED: _data({"seat": SEAT}),
    stream.DISPUTE_OPENED: _data({"dispute": _I, "by": _USER, "seat": SEAT, "reason": _S,
                                  "at_version": _I}),
    stream.DISPUTE_RESOLVED: _data({
        "dispute": _I, "by": _USER, "by_name": _S, "kind": _enum(*stream.DECISION_KINDS),
        "decision": {**_S, "description": "the staff member's reason"},
        "winners": _SEATS, "scores": {**SCORES, "nullable": True}, "to_version": _I},
        ["dispute", "by", "kind", "decision"]),
    stream.GAME_REWOUND: _data({"to_version": _I, "dispute": _I, "by": _USER, "by_name": _S},
                               ["to_version", "dispute", "by"]),
    stream.INVITED: _data({"user": _USER, **_USERNAME, "by": _USER}),
    stream.INVITE_DECLINED: _data({"user": _USER, **_USERNAME}),
    stream.INVITE_REVOKED: _data({"user": _USER, **_USERNAME,
                                  "by": {**_USER, "nullable": True,
                                         "description": "who withdrew it (null: the service "
                                                        "did: it expired, or a block)"},
                                  "expired": {**_B, "description": "true: nobody answered it "
                                                                   "in time"},
                                  "blocked": {**_B, "description": "true: withdrawn because "
                                              "one of the two players blocked the other"}},
                                 required=["user", "username", "by"]),
    stream.JOIN_CODE_SET: _data({"by": _USER}, description="the code is never served"),
    stream.JOIN_CODE_REVOKED: _data({"by": _USER}),
    stream.REMATCH_CREATED: _data({"game": {"type": "string", "format": "uuid"}, "by": _USER}),
}


def _camel(text: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in text.replace(".", "_").split("_"))


def kind_name(kind: str) -> str:
    return _camel(kind)


def rule_event_name(kind: str, type_: str) -> str:
    """``("diddly", "CardDrawn")`` -> ``DiddlyCardDrawnEvent``."""
    return f"{kind_name(kind)}{type_}Event"


def lobby_event_name(type_: str) -> str:
    """``game.finished`` -> ``LobbyFinishedEvent``."""
    return f"Lobby{_camel(type_.removeprefix('game.'))}Event"


def event_union_name(kind: str) -> str:
    return f"{kind_name(kind)}Event"


def _event(type_: str, data_name: str, description: str) -> dict:
    return _obj({
        "version": {**_I, "minimum": 1, "description": "its place in the game's log"},
        "type": {"type": "string", "enum": [type_]},
        "data": schema_ref(data_name),
        "recorded_at": {"type": "string", "format": "date-time"},
        "summary": {**_S, "description": "staff decisions: a sentence saying what happened"},
    }, ["version", "type", "data", "recorded_at"], description)


def event_components() -> dict:
    """Data and event per ``(kind, type)`` and per lobby type, a union per kind, ``GameEvent``,
    the type lists (``<Kind>EventType``, ``LobbyEventType``) and ``GameResult``."""
    out = {"GameResult": RESULT}
    lobby_mapping = {}
    for type_, data in LOBBY.items():
        name = lobby_event_name(type_)
        out[name.removesuffix("Event") + "Data"] = data
        out[name] = _event(type_, name.removesuffix("Event") + "Data",
                           f"{type_}: the service's own event (every game)")
        lobby_mapping[type_] = f"#/components/schemas/{name}"
    for kind, table in RULE_EVENTS.items():
        mapping = {}
        for type_, data in table.items():
            name = rule_event_name(kind, type_)
            out[name.removesuffix("Event") + "Data"] = data
            out[name] = _event(type_, name.removesuffix("Event") + "Data",
                               f"{kind}: {type_} (docs/rules/{kind}.md)")
            mapping[type_] = f"#/components/schemas/{name}"
        mapping.update(lobby_mapping)
        out[event_union_name(kind)] = {
            "description": f"An event of a {kind} game: exactly one branch per `type`.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping}}
        out[f"{kind_name(kind)}EventType"] = {"type": "string", "enum": sorted(table),
                                              "description": f"the rule events of {kind}"}
    out["LobbyEventType"] = {"type": "string", "enum": sorted(LOBBY),
                             "description": "the service's own events, in every game"}
    out["GameEvent"] = any_of(
        map(event_union_name, RULE_EVENTS),
        "One event of a game, as you may see it: an event of the game's kind (`DiddlyEvent` "
        "...). Rule events are CamelCase, the service's own start with `game.`.")
    return out
