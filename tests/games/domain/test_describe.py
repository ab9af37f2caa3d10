"""games.domain.describe: events read as sentences (names, cards and staff decisions)."""

from __future__ import annotations

import random

import pytest

from games import engines, kinds
from games.domain import endings, stream, time_control
from games.domain.describe import describe, sentence
from games.domain.stream import finished_event
from games.openapi.events import RULE_EVENTS
from tests.support.clock import days

NAMES = {"0": "alice", "1": "bob"}


def test_quiddler_moves_read_the_way_players_say_them():
    assert describe("quiddler", "CardDrawn", {"player": "1", "source": "discard", "card": "QU"},
                    NAMES) == "bob drew QU from the discard."
    # a draw from the deck names the card for staff (it is in the private part)
    assert describe("quiddler", "CardDrawn", {"player": "0", "source": "deck",
                                              "private": {"0": {"card": "K"}}},
                    NAMES) == "alice drew K from the deck."
    laid = {"player": "0", "words": [["W", "A", "X"], ["J", "A", "Z", "Z", "Y"]], "discard": "E"}
    assert describe("quiddler", "WordsLaidDown", laid, NAMES) == \
        "alice laid WAX + JAZZY and discarded E."
    assert describe("quiddler", "RoundScored", {"round": 3, "scores": {"0": 12, "1": -4},
                                                "totals": {"0": 30, "1": 9}, "details": {}},
                    NAMES) == "Round 3 scored: alice 12, bob -4 (totals alice 30, bob 9)."


def test_an_event_without_a_sentence_still_reads_field_by_field():
    assert describe("dikdik", "CardsCounted", {"player": "1", "target": "0", "given": True},
                    NAMES) == "bob: cards counted (target: 0, given: True)"
    assert describe("toy", "Shuffled", {}, NAMES) == "Shuffled"
    # a known type with an unexpected shape falls back instead of failing the page
    assert describe("quiddler", "WordsLaidDown", {"player": "0"}, NAMES) == "alice: words laid down"


def test_staff_decisions_and_endings_say_who_did_what():
    resolved = {"dispute": 2, "by": 7, "by_name": "mod", "kind": "rewind", "to_version": 12,
                "decision": "a lost move"}
    assert describe("quiddler", "game.dispute_resolved", resolved, NAMES) == \
        "mod decided dispute #2: rewound the game to version 12. Reason: a lost move"
    void = finished_event("ab", None, endings.annulled("x", 2))["data"]
    assert describe("quiddler", "game.finished", void, NAMES) == \
        "The game ended with no result (staff) (dispute #2)."
    staff = finished_event("ab", None, endings.result("staff", winners=["1"], ranking=None,
                                                      scores={"0": 1, "1": 5}, dispute=3))["data"]
    assert describe("quiddler", "game.finished", staff, NAMES) == \
        "The game ended (staff) (dispute #3): bob won; scores alice 1, bob 5."
    old = {"seed": "ab", "outcome": {"winners": ["0"], "scores": {"0": 3, "1": 1}}}
    assert describe("quiddler", "game.finished", old, NAMES) == \
        "The game is over: alice won. The seed is revealed."
    assert describe("quiddler", "game.dispute_opened", {
        "dispute": 1, "by": 3, "seat": "1", "reason": "odd", "at_version": 9}, NAMES) == \
        "bob opened dispute #1 at version 9: odd"


def test_quiddler_deal_and_cards_read_as_printed():
    dealt = {"round": 2, "dealer": "1", "first": "0", "discard": "qu", "deck_size": 109,
             "hand_sizes": {"0": 4, "1": 4}, "private": {"0": {"hand": ["a", "b", "c", "d"]}}}
    assert describe("quiddler", "RoundDealt", dealt, NAMES) == \
        "Round 2: bob dealt 4 cards each; alice plays first, and QU starts the discard pile."
    assert describe("quiddler", "CardDiscarded", {"player": "1", "card": "th"}, NAMES) == \
        "bob discarded TH."
    assert describe("quiddler", "WentOut", {"player": "0", "words": [["qu", "i", "t"]],
                                            "discard": "e"}, NAMES) == \
        "alice went out with QUIT, discarding E."

def test_clock_events_read_as_sentences_with_dates_not_epoch_ms():
    at = 1_796_479_320_000  # 2026-12-05 14:02 UTC
    cfg = {"per_move_ms": 3 * time_control.DAY_MS, "bank_ms": 0}
    clocks = time_control.initial(cfg, ["0", "1"])
    clocks["1"]["deadline_ms"] = at + 1000
    started = time_control.advance(cfg, clocks, ["1"], ["0"], {"1"}, at, {})
    text = describe("diddly", time_control.CLOCK_STARTED, started, NAMES)
    assert text == ("alice's clock started: 3 days to move (until Dec 8, 14:02 UTC); "
                    "bob's stopped."), text
    paused = describe("diddly", time_control.CLOCK_PAUSED,
                      {"seat": "0", "at_ms": at, "until_ms": at + 9 * time_control.DAY_MS},
                      NAMES)
    assert paused == ("alice is on vacation: their clock is paused from Dec 5, 14:02 UTC until "
                      "Dec 14, 14:02 UTC at the latest."), paused
    resumed = describe("diddly", time_control.CLOCK_RESUMED,
                       {"seat": "1", "at_ms": at, "paused_ms": 26 * 3_600_000}, NAMES)
    assert resumed == ("bob's vacation ended at Dec 5, 14:02 UTC: their clock runs again "
                       "(paused for 1 day 2 hours)."), resumed
    for text in (paused, resumed):
        assert str(at) not in text and "at_ms" not in text


# -- every event real games emit has its own sentence ------------------------------------------
def _engine_games():
    """(kind, events) of real games played by the engines (random legal play, and the
    property tests' players, which reach the rare events: reshuffles, clashes, skipped
    rounds)."""
    from tests.engines import test_didi_dotter_property as didi
    from tests.engines import test_quiddler_property as quiddler
    from tests.engines.harness import Table, play_random

    for kind, seats in (("diddly", 2), ("diddly", 3), ("dikdik", 3), ("dikdik", 5),
                        ("biddle", 2), ("biddle", 4)):
        for seed in range(3):
            yield kind, play_random(kinds.engine(kind), [str(i) for i in range(seats)],
                                    seed).events
    for seed in range(8):
        yield "quiddler", quiddler.play(seed).events
        yield "didi_dotter", didi.play(seed)[0].events
    # a Quiddler game that starts at round 3 (rounds 1 and 2 are skipped)
    t = Table(quiddler.ENGINE, ["0", "1"], {"dictionary": quiddler.GENEROUS.name,
                                            "setup": {"round": 3}}, seed=1)
    rng = random.Random(1)
    while not t.outcome()["finished"]:
        command, _ = quiddler.choose(t.state, rng, 0.5)
        try:
            t.send(t.state["turn"], command)
        except engines.IllegalMove:
            continue
    yield "quiddler", t.events
    yield "diddly", _long_diddly_round()


def _long_diddly_round() -> list[dict]:
    """A Diddly game whose players mostly replace face-up cards: the draw pile runs out and
    is reshuffled."""
    from tests.engines.harness import Table

    engine = kinds.engine("diddly")
    t = Table(engine, ["0", "1"], {}, seed=4)
    pick = random.Random(4)
    while not t.outcome()["finished"] and len(t.events) < 3000:
        actor = pick.choice(t.outcome()["to_act"])
        choices = engine.legal_commands(t.state, actor)
        if choices[0]["type"] == "place" and pick.random() < 0.9:
            up = [c for c in choices if t.state["up"][actor][c["slot"]]]
            choices = up or choices
        elif {"type": "draw", "source": "deck"} in choices:
            choices = [{"type": "draw", "source": "deck"}]
        t.send(actor, pick.choice(choices))
        if any(e["type"] == "DeckReshuffled" for e in t.events):
            break
    return t.events


def _seen_by_everyone(kind: str, event: dict, seats) -> list[dict]:
    """The event in full (staff) and as each seat and a watcher receive it (redacted)."""
    engine = kinds.engine(kind)
    out = [event["data"]]
    for seat in [*seats, None]:
        redacted = engine.redact(event, seat)
        if redacted is not None:
            out.append(redacted["data"])
    return out


def test_every_event_the_engines_emit_reads_as_its_own_sentence():
    names = {str(i): f"player{i}" for i in range(8)}
    seen: dict[str, set[str]] = {kind: set() for kind in kinds.KINDS}
    fallbacks = []
    for kind, events in _engine_games():
        seats = sorted({s for e in events for s in e["data"].get("players", [])})
        for event in events:
            seen[kind].add(event["type"])
            for data in _seen_by_everyone(kind, event, seats):
                if sentence(kind, event["type"], data, names) is None:
                    fallbacks.append((kind, event["type"], data))
    assert not fallbacks, fallbacks[:5]
    # the games went through every event type the API describes, so none is left untested
    for kind in kinds.KINDS:
        assert seen[kind] == set(RULE_EVENTS[kind]), (kind, set(RULE_EVENTS[kind]) ^ seen[kind])


@pytest.mark.django_db
def test_every_event_the_service_writes_reads_as_its_own_sentence(make_user, clock,
                                                                  moderator):
    """Real games through the services: invitations, join codes, clocks, vacations, draws,
    a resignation handed to the autopilot, a dispute and its rewind, a timeout, a rematch;
    every ``game.*`` type the service writes has a sentence, with dates, never epoch ms."""
    from events import store
    from games import services
    from games.models import Game
    from games.selectors import game_detail
    from games.services import invitations

    alice, bob, carol, dave, erin = (make_user(n) for n in ("alice", "bob", "carol", "dave",
                                                             "erin"))

    def move(gid, times=1):
        for _ in range(times):
            game = Game.objects.get(id=gid)
            for user in (alice, bob, carol):
                legal = game_detail(game, user)["legal_commands"]
                if legal:
                    services.command_submit(game_id=gid, user=user, command=legal[0])
                    break

    # a private game: invitations, a join code, a seat taken and left, a 3-player start
    game = services.game_create(user=alice, kind="diddly", seats=3, visibility="private",
                                options={"clock": {"per_move": "P2D", "bank": "P1D"}})
    gid = game.id
    for user in (erin, dave):
        invitations.invitation_send(game_id=gid, user=alice, username=user.username)
    invitations.invitation_revoke(game_id=gid, user=alice, username="erin")
    invitations.invitation_decline(game_id=gid, user=dave)
    for user in (bob, carol):
        invitations.invitation_send(game_id=gid, user=alice, username=user.username)
    invitations.join_code_create(game_id=gid, user=alice)
    invitations.join_code_revoke(game_id=gid, user=alice)
    invitations.invitation_accept(game_id=gid, user=bob)
    services.game_leave(game_id=gid, user=bob)
    invitations.invitation_send(game_id=gid, user=alice, username="bob")
    invitations.invitation_accept(game_id=gid, user=bob)
    invitations.invitation_accept(game_id=gid, user=carol)
    move(gid, 6)
    clock.shift(days(0.5))
    services.vacation_start(user=bob)
    clock.shift(days(1))
    services.vacation_stop(user=bob)
    move(gid, 2)
    services.command_submit(game_id=gid, user=alice, command={"type": "offer_draw"})
    services.command_submit(game_id=gid, user=bob, command={"type": "decline_draw"})
    services.command_submit(game_id=gid, user=carol, command={"type": "resign"})  # autopilot
    number = services.dispute_open(game_id=gid, user=alice, reason="look")["dispute"]
    services.dispute_resolve(game_id=gid, user=moderator, dispute=number, kind="rewind",
                             to_version=store.load(gid)[-1].version - 3, decision="check")
    clock.shift(days(4))
    services.fire_if_due(Game.objects.get(id=gid))
    # a two-player game ended by an accepted draw, then its rematch
    other = services.game_create(user=alice, kind="biddle", seats=2)
    services.game_join(game_id=other.id, user=bob)
    services.command_submit(game_id=other.id, user=alice, command={"type": "offer_draw"})
    services.command_submit(game_id=other.id, user=bob, command={"type": "accept_draw"})
    invitations.rematch_create(game_id=other.id, user=alice)

    written, fallbacks = _read_log([(gid, "diddly"), (other.id, "biddle")])
    assert not fallbacks, fallbacks[:5]
    assert written == stream.LOBBY_TYPES, stream.LOBBY_TYPES ^ written


def _read_log(games) -> tuple[set, list]:
    """The service's event types in the logs of ``games`` ((id, kind)), and every event that
    has no sentence of its own or shows a raw millisecond count."""
    from events import store

    written, fallbacks = set(), []
    for gid, kind in games:
        recorded = store.load(gid)
        started = next(r for r in recorded if r.type == stream.GAME_STARTED)
        for r in recorded:
            if r.type.startswith("game."):
                written.add(r.type)
            text = sentence(kind, r.type, r.data, dict(started.data["names"]))
            raw_ms = "at_ms" in r.data and str(r.data["at_ms"]) in (text or "")
            if text is None or "_ms" in text or raw_ms:
                fallbacks.append((r.type, r.data, text))
    return written, fallbacks
