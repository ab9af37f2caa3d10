"""games.openapi.events: every event the feed serves matches its component in the committed
schema/openapi.yaml, and every type a played feed holds is listed.

Real games of every kind are played over HTTP (random legal commands, at most ``MOVES`` per
game, then a resignation so each feed reaches ``game.finished``; each command's answer is
checked too); one more game goes through
the service's own events (invitations, join codes, a seat left, draws, a vacation, a dispute
rewound by staff, a rematch). Each feed is read as every seat and as a watcher, and each
event is validated with ``jsonschema`` against its own component and its kind's union. The
components are checked strictly: a served field the schema does not declare fails too.
"""

from __future__ import annotations

import json
import random
from datetime import timedelta
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from games import services
from games.domain import stream
from games.kinds.diddly.rules import ENGINE as DIDDLY
from games.kinds.didi_dotter.rules import ENGINE as DIDI_DOTTER
from games.kinds.dikdik import rules as dikdik
from games.kinds.quiddler.rules import ENGINE as QUIDDLER
from games.models import Game
from games.openapi import events as event_schemas
from games.services import invitations
from tests.support.http import full_feed, play_to_end, seat_clients, send, started_game

pytestmark = pytest.mark.django_db


COMMITTED = Path(__file__).resolve().parents[3] / "schema" / "openapi.yaml"


MOVES = 150  # a random player may never end a Diddly or Quiddler game: stop, then resign


PLAYERS = {"diddly": 3, "dikdik": 4, "quiddler": 2, "didi_dotter": 2, "biddle": 3}


# The rule event types each engine can write, read from the engines themselves.
ENGINE_TYPES = {
    "diddly": {DIDDLY.opening, *DIDDLY.folds},
    "dikdik": {dikdik.DEALT, dikdik.PAIRS_LAID, dikdik.PLAYER_OUT, dikdik.TURN_STARTED,
               dikdik.CARD_ASKED, dikdik.CARD_PASSED, dikdik.ROULETTE_STARTED,
               dikdik.ROULETTE_DRAWN, dikdik.GAME_OVER},
    "quiddler": {QUIDDLER.opening, *QUIDDLER.folds},
    "didi_dotter": {DIDI_DOTTER.opening, *DIDI_DOTTER.folds},
    "biddle": {"BidCalled", "BidPlaced", "BidderDropped", "BiddingEnded", "DeckShuffled",
               "DiceRolled", "GameEnded", "RoundEnded", "RoundStarted"},
}


def _json_schema(node):
    """OpenAPI 3.0 -> JSON Schema: ``nullable`` becomes a null branch, and an object listing
    its properties admits no others (so an undocumented field fails the test)."""
    if isinstance(node, list):
        return [_json_schema(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {k: _json_schema(v) for k, v in node.items() if k not in ("nullable", "discriminator")}
    if out.get("type") == "object" and "properties" in out:
        out.setdefault("additionalProperties", False)
    if node.get("nullable"):
        return {"anyOf": [out, {"type": "null"}]}
    return out


class Validators(dict):
    """A validator per component name, made once (each holds the whole set of components)."""

    def __init__(self):
        super().__init__()
        self.components = _json_schema(yaml.safe_load(COMMITTED.read_text())["components"])

    def __missing__(self, name: str) -> Draft202012Validator:
        self[name] = Draft202012Validator({"$ref": f"#/components/schemas/{name}",
                                           "components": self.components})
        return self[name]


@pytest.fixture(scope="module")
def components():
    return Validators()


def _check(components, name: str, instance) -> None:
    validator = components[name]
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
    assert not errors, f"{name}: {errors[0].message} at {list(errors[0].absolute_path)}"


def _own(kind: str, type_: str) -> str:
    """The component of one event type."""
    return (event_schemas.lobby_event_name(type_) if type_.startswith("game.")
            else event_schemas.rule_event_name(kind, type_))


def check_feeds(components, kind: str, gid: str, clients) -> set[str]:
    """Validate the feed as each client sees it; returns the event types seen. Each distinct
    event is checked against its own component, and one of each type against the unions
    (matching exactly one branch of its kind's ``oneOf``)."""
    checked, seen = set(), set()
    for client in clients:
        for e in full_feed(client, gid):
            key = json.dumps(e, sort_keys=True)
            if key in checked:
                continue
            checked.add(key)
            _check(components, _own(kind, e["type"]), e)
            if e["type"] not in seen:
                _check(components, event_schemas.event_union_name(kind), e)
                _check(components, "GameEvent", e)
                seen.add(e["type"])
    return seen


def _play(components, kind: str, seats: dict, gid: str, rng: random.Random, clock,
          moves: int) -> None:
    """Up to ``moves`` random legal commands, a fake second apart (Didi Dotter's pace); the
    events in each command's answer are checked too."""
    first = next(iter(seats.values()))
    for _ in range(moves):
        d = first.get(f"/api/games/{gid}").json()
        if d["status"] != "active":
            return
        offers = [(s, c) for s in d["outcome"]["to_act"] if s in seats  # (not the bots')
                  for c in seats[s].get(f"/api/games/{gid}").json()["legal_commands"]]
        if not offers:
            return
        seat, command = rng.choice(offers)
        clock.shift(timedelta(seconds=1))
        r = send(seats[seat], gid, command)
        assert r.status_code == 201, (command, r.json())
        for e in r.json()["events"]:
            _check(components, _own(kind, e["type"]), e)


def test_the_schemas_name_every_event_an_engine_or_the_service_writes():
    for kind, types in ENGINE_TYPES.items():
        assert set(event_schemas.RULE_EVENTS[kind]) == types, kind
    assert set(event_schemas.LOBBY) == stream.LOBBY_TYPES


@pytest.mark.parametrize("kind", list(PLAYERS))
def test_every_served_event_matches_its_schema(kind, client_for, components, clock):
    clients = [client_for() for _ in range(PLAYERS[kind])]
    watcher = client_for()
    gid = started_game(clients, kind)
    seats = seat_clients(clients, gid)
    _play(components, kind, seats, gid, random.Random(kind), clock, MOVES)
    for seat in sorted(seats):  # at 3+ seats a resigned seat goes to a bot: the last ends it
        if clients[0].get(f"/api/games/{gid}").json()["status"] != "active":
            break
        assert send(seats[seat], gid, {"type": "resign"}).status_code == 201
    seen = check_feeds(components, kind, gid, [*clients, watcher])
    assert {stream.GAME_CREATED, stream.GAME_STARTED, stream.GAME_FINISHED} <= seen
    assert len(seen & ENGINE_TYPES[kind]) >= 3, seen  # the game was really played


def test_the_service_events_match_their_schemas(client_for, make_user, components, clock):
    a, b, c, d, e = (make_user() for _ in range(5))
    players = [client_for(a), client_for(b), client_for(e)]
    game = services.game_create(user=a, kind="diddly", seats=3, invite=[c])
    gid = str(game.id)
    invitations.invitation_revoke(game_id=gid, user=a, username=c.username)
    invitations.invitation_send(game_id=gid, user=a, username=d.username)
    invitations.invitation_decline(game_id=gid, user=d)
    invitations.join_code_create(game_id=gid, user=a)
    invitations.join_code_revoke(game_id=gid, user=a)
    services.game_join(game_id=gid, user=c)
    services.game_leave(game_id=gid, user=c)
    services.game_join(game_id=gid, user=b)
    services.game_join(game_id=gid, user=e)
    seats = seat_clients(players, gid)
    _play(components, "diddly", seats, gid, random.Random(1), clock, 8)
    assert send(seats["0"], gid, {"type": "offer_draw"}).status_code == 201
    assert send(seats["1"], gid, {"type": "decline_draw"}).status_code == 201
    services.vacation_start(user=b)
    services.vacation_stop(user=b)
    before = Game.objects.get(id=gid).version
    _play(components, "diddly", seats, gid, random.Random(2), clock, 4)
    opened = services.dispute_open(game_id=gid, user=b, reason="that looked odd")
    services.dispute_resolve(game_id=gid, user=make_user(moderator=True),
                             dispute=opened["dispute"], decision="back to before",
                             kind="rewind", to_version=before)
    assert send(seats["0"], gid, {"type": "offer_draw"}).status_code == 201
    for seat in ("1", "2"):
        assert send(seats[seat], gid, {"type": "accept_draw"}).status_code == 201
    invitations.rematch_create(game_id=gid, user=a)
    seen = check_feeds(components, "diddly", gid, [*players, client_for()])
    seen |= _bot_game_events(components, client_for, make_user, clock)
    assert not stream.LOBBY_TYPES - seen, sorted(stream.LOBBY_TYPES - seen)


def _bot_game_events(components, client_for, make_user, clock) -> set:
    """A table with a bot and a resigned seat the autopilot plays: its feeds checked."""
    a, b = make_user(), make_user()
    gid = str(services.game_create(user=a, kind="diddly", seats=3,
                                   bots=[{"level": "basic"}]).id)
    services.game_join(game_id=gid, user=b)
    people = [client_for(a), client_for(b)]
    seats = seat_clients(people, gid)
    _play(components, "diddly", seats, gid, random.Random(3), clock, 4)
    for seat in sorted(seats):  # the first goes to the autopilot, the last ends the game
        assert send(seats[seat], gid, {"type": "resign"}).status_code == 201
    events = {e["type"]: e for e in people[0].get(f"/api/games/{gid}/events").json()["events"]}
    assert events[stream.AUTOPILOT]["data"]["level"] == "basic"
    assert "bots" in events[stream.GAME_STARTED]["data"]
    return check_feeds(components, "diddly", gid, [*people, client_for()])


def test_every_event_in_a_played_feed_has_a_listed_type(client_for):
    from games.domain.stream import LOBBY_TYPES
    from games.openapi.events import RULE_EVENTS

    clients = [client_for(), client_for()]
    gid = started_game(clients, "biddle", {"clock": None})
    play_to_end(clients, gid, lambda legal: legal[0])
    feed = clients[0].get(f"/api/games/{gid}/events?limit=500").json()["events"]
    types = {e["type"] for e in feed}
    assert "game.finished" in types and "DiceRolled" in types
    assert types <= set(RULE_EVENTS["biddle"]) | LOBBY_TYPES
