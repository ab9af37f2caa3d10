"""games.services.bots: playing against bots over HTTP, the autopilot, and the bots' task.

Without a broker (the test settings) bot moves are made in-process right after the command that
calls for them commits, so these tests are transactional: a commit has to happen.
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model

from config.errors import ServiceError
from events import store, subscriptions
from events.models import Event
from games import bots, clocks, kinds, services
from games.domain.stream import LOBBY_TYPES, effective_history
from games.folders import GameFolder
from games.models import BotAccount, Game, Seat
from games.services import bots as bot_relay
from games.staff import replay
from notifications.models import Notification
from tests.support.clock import days
from tests.support.concurrency import needs_postgres, race
from tests.support.http import seat_clients, send

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def quick_bots(settings):
    """Strong bots think a few simulations only; real-time bots react at once."""
    settings.GAMES_BOTS_BUDGET_MS = None
    settings.GAMES_BOTS_MAX_ITERATIONS = 8
    settings.GAMES_BOTS_REACTION_MS = (0, 0)


def create(client, kind: str, levels: list[str], **body):
    return client.post("/api/games", {"kind": kind, "bots": [{"level": lv} for lv in levels],
                                      **body}, format="json")


def person_command(gid: str, seat: str) -> dict | None:
    """The basic bot's choice for the person's seat (from the server's log: a test's shortcut
    to a sensible legal command; it is sent over HTTP like any other)."""
    game = Game.objects.get(id=gid)
    state, _ = store.load_state(game.id, GameFolder(game.kind))
    events = [r.as_event() for r in effective_history(store.load(game.id))
              if r.type not in LOBBY_TYPES]
    return bots.decide_for(kinds.engine(game.kind), events, seat, "basic", "test",
                           state=state["engine"], budget_ms=None, max_iterations=8)


def play_against_bots(client, gid: str, max_commands: int = 400, stop: int | None = None) -> dict:
    """The person plays (basic policy) until the game ends (or after ``stop`` commands); the
    bots answer in-process."""
    for _ in range(max_commands if stop is None else stop):
        detail = client.get(f"/api/games/{gid}").json()
        if detail["status"] == "finished":
            return detail
        me = detail["your_seat"]
        assert me in detail["outcome"]["to_act"], detail["to_act"]  # the bots never stall
        command = person_command(gid, me)
        assert command is not None and detail["legal_commands"]
        r = send(client, gid, command)
        assert r.status_code == 201, (command, r.json())
        # the answer is the person's own command's (the bots' moves come after it)
        answer = r.json()
        assert answer["events"] and answer["version"] == answer["events"][-1]["version"]
        assert answer["version"] <= client.get(f"/api/games/{gid}").json()["version"]
    if stop is not None:
        return client.get(f"/api/games/{gid}").json()
    raise AssertionError("the game did not finish")


KINDS = [
    ("quiddler", ["strong"], {}),
    ("biddle", ["strong", "random"], {}),
    ("dikdik", ["strong", "basic"], {}),
    ("diddly", ["basic"], {}),
    ("didi_dotter", ["strong"], {"min_action_ms": 0, "deadline_ms": 10**9}),
]


@pytest.mark.parametrize(("kind", "levels", "options"), KINDS, ids=[k[0] for k in KINDS])
def test_a_person_plays_a_whole_game_against_bots(client_for, kind, levels, options):
    client = client_for()
    r = create(client, kind, levels, options=options)
    assert r.status_code == 201, r.json()
    game = r.json()
    assert game["status"] == "active"  # the bots filled the table: it started by itself
    assert game["seats_wanted"] == 1 + len(levels)
    seats = game["seats"]
    assert [s["bot"] for s in seats] == [None, *levels]
    assert [s["autopilot"] for s in seats] == [False] * len(seats)
    names = [s["username"] for s in seats[1:]]
    assert all(n.startswith("bot-") for n in names) and len(set(names)) == len(names)
    detail = play_against_bots(client, game["id"])
    assert detail["result"]["reason"] == "normal" and detail["result"]["winners"]
    events = store.load(game["id"])
    by_bots = [e for e in events if e.meta.get("bot")]
    assert by_bots and {e.meta["bot"] for e in by_bots} <= set(levels)
    bot_ids = {s["user"] for s in seats[1:]}
    assert {e.meta["actor"] for e in by_bots} <= bot_ids
    assert replay.rejudge(Game.objects.get(id=game["id"])) == []
    listed = client.get("/api/games?mine=1").json()["results"][0]
    assert listed["bots"] == levels


def test_two_bots_of_one_level_are_two_accounts_that_cannot_log_in(client_for, anon):
    client = client_for()
    r = create(client, "dikdik", ["basic", "basic", "strong"], seats=5)
    assert r.status_code == 201, r.json()
    game = r.json()
    assert game["status"] == "lobby"  # one seat is left for a person
    names = [s["username"] for s in game["seats"][1:]]
    assert names == ["bot-basic-1", "bot-basic-2", "bot-strong-1"]
    assert BotAccount.objects.filter(user__username__in=names).count() == 3
    user = get_user_model().objects.get(username="bot-basic-1")
    assert not user.has_usable_password()
    r = anon.post("/api/auth/token", {"username": "bot-basic-1", "password": ""}, format="json")
    assert r.status_code == 400
    assert sorted(Seat.objects.filter(game_id=game["id"]).values_list("bot", flat=True)) == \
        ["", "basic", "basic", "strong"]
    # the last seat goes to a person; the game starts and the bots play on
    other = client_for()
    assert other.post(f"/api/games/{game['id']}/join").status_code == 200
    assert Game.objects.get(id=game["id"]).status == "active"
    # a second game reuses the same accounts
    again = create(client_for(), "dikdik", ["basic"]).json()
    assert again["seats"][1]["username"] == "bot-basic-1"


def _three_seats(client_for, on_timeout: str = "forfeit"):
    """Two people and a basic bot at a Quiddler table, with a 1-day clock."""
    a, b = client_for(), client_for()
    r = create(a, "quiddler", ["basic"], seats=3,
               options={"clock": {"per_move": "P1D"}, "on_timeout": on_timeout})
    assert r.status_code == 201, r.json()
    gid = r.json()["id"]
    assert b.post(f"/api/games/{gid}/join").status_code == 200
    return gid, seat_clients([a, b], gid)


def test_resign_with_three_seats_hands_the_seat_to_the_autopilot(client_for):
    gid, people = _three_seats(client_for)
    quitter, stayer = people["0"], people["2"]
    r = send(quitter, gid, {"type": "resign"})
    assert r.status_code == 201, r.json()
    detail = stayer.get(f"/api/games/{gid}").json()
    assert detail["status"] == "active"
    assert [s["autopilot"] for s in detail["seats"]] == [True, False, False]
    pilot = Event.objects.get(stream=gid, type="game.autopilot")
    assert pilot.data == {"seat": "0", "reason": "resign", "level": "basic"}
    # the person whose seat the bot plays may send nothing more
    r = send(quitter, gid, {"type": "draw", "source": "deck"})
    assert (r.status_code, r.json()["code"]) == (409, "seat_on_autopilot")
    assert quitter.get(f"/api/games/{gid}").json()["legal_commands"] == []
    detail = play_against_bots(stayer, gid)
    assert Event.objects.filter(stream=gid, meta__bot="basic", meta__seat="0").exists()
    ranking = detail["result"]["ranking"]
    assert ranking[-1] == ["0"]  # the seat on autopilot ranks after the others
    assert "0" not in detail["result"]["winners"]
    assert replay.rejudge(Game.objects.get(id=gid)) == []


def test_timeout_with_autopilot_lets_the_bot_play_on(client_for, clock):
    gid, people = _three_seats(client_for, on_timeout="autopilot")
    detail = people["0"].get(f"/api/games/{gid}").json()
    late = detail["outcome"]["to_act"][0]
    assert late in people
    clock.shift(days(2))
    waiting = next(c for s, c in people.items() if s != late)
    detail = waiting.get(f"/api/games/{gid}").json()  # the deadline fires before the read
    assert detail["status"] == "active"
    assert next(s for s in detail["seats"] if s["seat"] == late)["autopilot"] is True
    pilot = Event.objects.get(stream=gid, type="game.autopilot")
    assert pilot.data == {"seat": late, "reason": "timeout", "level": "basic"}
    # the bot made the late seat's moves, through the same service, and the bots played on
    # until the one person left is to act
    assert Event.objects.filter(stream=gid, meta__seat=late, meta__bot="basic").exists()
    assert detail["outcome"]["to_act"] == [detail["your_seat"]]


def test_two_seats_still_end_on_resign(client_for):
    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    r = send(client, gid, {"type": "resign"})
    assert r.status_code == 201
    assert r.json()["result"]["reason"] == "resign"
    assert not Event.objects.filter(stream=gid, type="game.autopilot").exists()


def test_bots_decline_a_draw_at_once(client_for):
    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    r = send(client, gid, {"type": "offer_draw"})
    assert r.status_code == 201, r.json()
    detail = client.get(f"/api/games/{gid}").json()
    assert detail["draw_offer"] is None
    declined = Event.objects.get(stream=gid, type="game.draw_declined")
    assert declined.data == {"seat": "1"} and declined.meta["bot"] == "basic"


def test_bot_move_is_idempotent_by_version(client_for, settings):
    settings.GAMES_BOTS_EAGER_MAX_MOVES = 0  # no in-process play: the test drives the task
    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    detail = client.get(f"/api/games/{gid}").json()
    if detail["your_seat"] in detail["outcome"]["to_act"]:
        assert send(client, gid, person_command(gid, "0")).status_code == 201
    version = Game.objects.get(id=gid).version
    assert "1" in client.get(f"/api/games/{gid}").json()["outcome"]["to_act"]
    from games.tasks import bot_move

    assert bot_move(gid, "1", version) is True
    assert bot_move(gid, "1", version) is False  # a duplicate or retried task: no second move
    moves = [e for e in store.load(gid) if e.meta.get("bot") and e.version > version]
    assert len({e.meta["batch_start"] for e in moves}) == 1
    assert bot_move(gid, "0", Game.objects.get(id=gid).version) is False  # a person's seat


def test_the_sweep_makes_the_moves_the_cap_left(client_for, settings):
    settings.GAMES_BOTS_EAGER_MAX_MOVES = 0
    client = client_for()
    gid = create(client, "dikdik", ["basic", "basic"], options={"first_player": "1"}).json()["id"]
    version = Game.objects.get(id=gid).version
    assert client.get(f"/api/games/{gid}").json()["outcome"]["to_act"] == ["1"]  # capped
    settings.GAMES_BOTS_EAGER_MAX_MOVES = 400
    assert bot_relay.sweep() == 1
    assert Game.objects.get(id=gid).version > version
    assert "0" in client.get(f"/api/games/{gid}").json()["outcome"]["to_act"] or \
        client.get(f"/api/games/{gid}").json()["status"] == "finished"


def test_no_notifications_for_bots(client_for):
    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    play_against_bots(client, gid, stop=4)
    subscriptions.relay()
    bot = get_user_model().objects.get(username="bot-basic-1")
    assert not Notification.objects.filter(user=bot).exists()
    assert Notification.objects.filter(user=client.user, kind="your_turn").exists()


def test_services_refuse_a_bot_for_a_persons_seat(client_for):
    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    with pytest.raises(ServiceError) as exc:
        services.command_submit(game_id=gid, user=client.user, command={"type": "resign"},
                                bot="basic")
    assert exc.value.code == "not_a_bot_seat"


def test_a_rematch_seats_the_bots_again(client_for):
    client = client_for()
    gid = create(client, "dikdik", ["basic", "random"]).json()["id"]
    assert send(client, gid, {"type": "abort"}).status_code == 201  # finished (void)
    r = client.post(f"/api/games/{gid}/rematch")
    assert r.status_code == 201, r.json()
    new = r.json()
    # nobody to wait for: it starts at once (and the bots, playing in the request, may even
    # finish it when the person runs out of cards before their first turn)
    assert new["invited"] == [] and new["status"] in ("active", "finished")
    assert [s["bot"] for s in new["seats"]] == [None, "basic", "random"]


def test_a_challenge_may_bring_bots(client_for):
    a, b = client_for(), client_for()
    r = a.post(f"/api/challenge/{b.user.username}",
               {"kind": "dikdik", "bots": [{"level": "basic"}]}, format="json")
    assert r.status_code == 201, r.json()
    game = r.json()
    assert game["status"] == "lobby" and game["seats_wanted"] == 3
    assert [s["bot"] for s in game["seats"]] == [None, "basic"]
    assert b.post(f"/api/games/{game['id']}/accept").status_code == 200
    assert a.get(f"/api/games/{game['id']}").json()["status"] == "active"
    r = a.post(f"/api/challenge/{b.user.username}",
               {"kind": "quiddler", "bots": [{"level": "basic"}]}, format="json")
    assert r.status_code == 201 and r.json()["seats_wanted"] == 3  # the invitee's seat too
    r = a.post(f"/api/challenge/{b.user.username}",
               {"kind": "quiddler", "seats": 2, "bots": [{"level": "basic"}]}, format="json")
    assert (r.status_code, r.json()["code"]) == (400, "too_many_bots")


def test_the_documented_example_seats_you_and_bots_only(client_for):
    """docs/bots.md's request: every seat but yours may be a bot's (the game starts at once);
    only bots and invitees beyond the seats besides yours are ``too_many_bots``."""
    text = (Path(__file__).resolve().parents[3] / "docs" / "bots.md").read_text()
    body = json.loads(text.split("POST /api/games\n", 1)[1].split("\n```", 1)[0])
    a = client_for()
    r = a.post("/api/games", body, format="json")
    assert r.status_code == 201, r.json()
    game = a.get(f"/api/games/{r.json()['id']}").json()
    # it starts at once; the bots play in the request, and in Dik Dik the person may be asked
    # for every card before their first turn (out, safe) and the bots play on to the end
    assert game["status"] in ("active", "finished")
    assert game["seats_wanted"] == 1 + len(body["bots"])
    seats = 1 + len(body["bots"])
    r = a.post("/api/games", {**body, "seats": seats, "bots": body["bots"] + body["bots"][:1]},
               format="json")
    assert (r.status_code, r.json()["code"]) == (400, "too_many_bots")


# -- keeping pace with a broker: re-planning, one plan per version ------------------------------
MS = timedelta(milliseconds=1)
PACED = {"min_action_ms": 300, "deadline_ms": 10**9}


@pytest.fixture
def broker(settings, monkeypatch):
    """Tasks as with a broker, none sent: the bot moves queued are recorded as
    ``(game, seat, version, eta)``; the relay is run by the test (``subscriptions.relay``)."""
    from events import tasks as event_tasks
    from games import tasks

    settings.CELERY_TASK_ALWAYS_EAGER = False
    queued: list[tuple] = []
    monkeypatch.setattr(tasks.bot_move, "apply_async",
                        lambda args, eta=None: queued.append((*args, eta)))
    monkeypatch.setattr(event_tasks.relay, "apply_async", lambda **kwargs: None)
    monkeypatch.setattr(tasks.fire_deadline, "apply_async", lambda *a, **kw: None)
    return queued


def _didi(client_for, options=PACED):
    client = client_for()
    r = create(client, "didi_dotter", ["strong"], options=options)
    assert r.status_code == 201, r.json()
    return client, r.json()["id"]


def _look(client, gid: str) -> int:
    """The person looks at a slot (a table change that overtakes any plan); the new version."""
    detail = client.get(f"/api/games/{gid}").json()
    look = next(c for c in detail["legal_commands"] if c["type"] == "look" and "move_to" not in c)
    r = send(client, gid, look)
    assert r.status_code == 201, r.json()
    return r.json()["version"]


def _bot_commands(gid: str) -> list[int]:
    """The versions the bot's commands started at."""
    return sorted({e.meta["batch_start"] for e in store.load(gid) if e.meta.get("bot")})


def test_a_persons_move_in_between_does_not_lose_the_bots_move(client_for, broker, clock):
    client, gid = _didi(client_for)
    subscriptions.relay()  # the relay hears of the start: the bot's first move is planned
    assert [q[:3] for q in broker] == [(gid, "1", Game.objects.get(id=gid).version)]
    planned = broker.pop()[2]
    after = _look(client, gid)  # the person acts before the bot's task runs
    from games.tasks import bot_move

    assert bot_move(gid, "1", planned) is True  # re-planned from the current state: moved
    assert _bot_commands(gid) == [after + 1]  # after the person's look, from its version
    # and the task planned the bot's next move itself, due when the pace rule allows
    version = Game.objects.get(id=gid).version
    assert broker == [(gid, "1", version, clocks.to_datetime(clock.now_ms() + 300))]


def test_an_overtaken_move_not_yet_due_is_queued_for_its_time_once(client_for, broker, clock):
    from games.tasks import bot_move

    client, gid = _didi(client_for)
    subscriptions.relay()
    assert bot_move(gid, "1", broker.pop()[2]) is True  # the bot's first move
    planned = broker.pop()[2]  # its next one, due in 300 ms (pace)
    clock.shift(100 * MS)
    now = _look(client, gid)
    assert bot_move(gid, "1", planned) is False  # not due yet: queued for the current version
    assert broker == [(gid, "1", now, clocks.to_datetime(clock.now_ms() + 200))]
    assert bot_move(gid, "1", planned) is False  # a duplicate of the overtaken task
    subscriptions.relay()  # the relay hears of the look: that version is planned already
    assert len(broker) == 1
    clock.shift(200 * MS)
    assert bot_move(gid, "1", now) is True
    assert len(_bot_commands(gid)) == 2


def test_an_overtaken_move_with_nothing_to_do_is_dropped(client_for, broker):
    from games.tasks import bot_move

    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    subscriptions.relay()
    while broker:  # the bot plays until the person is to act
        assert bot_move(*broker.pop(0)[:3])
    version = Game.objects.get(id=gid).version
    assert client.get(f"/api/games/{gid}").json()["outcome"]["to_act"] == ["0"]
    assert bot_move(gid, "1", version - 1) is False  # the person is to act: nothing queued
    assert broker == []


def test_one_bot_move_per_version_when_tasks_repeat(client_for, broker, clock):
    from games.tasks import bot_move

    _client, gid = _didi(client_for)
    subscriptions.relay()
    version = broker.pop()[2]
    assert bot_move(gid, "1", version) is True
    assert bot_move(gid, "1", version) is False  # a retried or duplicate task: no second move
    assert _bot_commands(gid) == [version + 1]
    assert [q[2] for q in broker] == [Game.objects.get(id=gid).version]  # one plan for it


@needs_postgres
@pytest.mark.parametrize("claims", [True, False], ids=["claims", "no-cache"])
def test_racing_tasks_make_one_move_per_version(client_for, broker, clock, monkeypatch, claims):
    """Tasks for one version (the relay's, a re-plan's, a redelivery) running at once in
    separate workers: one move. With the claims, one plan for the next version too; without
    them (no cache) every racer acts, and the expected version still lets one through."""
    from games.tasks import bot_move

    if not claims:
        monkeypatch.setattr(bot_relay, "_claim", lambda item: True)
    client, gid = _didi(client_for)
    subscriptions.relay()
    stale = broker.pop()[2]
    _look(client, gid)  # every racer re-plans into the same (current) version
    results = race(4, lambda i: bot_move(gid, "1", stale))
    assert sorted(results) == [("ok", False)] * 3 + [("ok", True)], results
    assert len(_bot_commands(gid)) == 1
    if claims:
        assert [q[2] for q in broker] == [Game.objects.get(id=gid).version]


def test_due_at_keeps_the_reaction_across_versions_and_after_the_latest_action(settings):
    settings.GAMES_BOTS_REACTION_MS = (40, 160)
    view = {"min_action_ms": 300, "last_action_ms": {"0": 1_000, "1": 1_100}}
    at = bot_relay.due_at("g", view, "1")
    assert 1_100 + 300 + 40 <= at <= 1_100 + 300 + 160
    # the person acting meanwhile does not push the bot's move back ...
    assert bot_relay.due_at("g", {**view, "last_action_ms": {"0": 1_300, "1": 1_100}}, "1") == at
    # ... unless it comes so late that the bot could not react to it in time
    late = {**view, "last_action_ms": {"0": at, "1": 1_100}}
    assert bot_relay.due_at("g", late, "1") == at + 40
    # a new action of its own draws a new reaction
    assert 1_700 + 340 <= bot_relay.due_at("g", {**view, "last_action_ms": {"1": 1_700}},
                                           "1") <= 1_700 + 460


def test_eager_mode_the_bot_answers_each_persons_command(client_for):
    """Without a broker the bots play in-process after each command (no re-planning needed:
    the relay runs right after the commit), one action of the bot's per person's action."""
    client, gid = _didi(client_for, {"min_action_ms": 0, "deadline_ms": 10**9})
    first = len(_bot_commands(gid))
    assert first == 1  # the bot acted once after the start
    for n in range(2, 6):
        _look(client, gid)
        assert len(_bot_commands(gid)) == n


def test_a_turn_based_bot_is_queued_by_the_persons_commit_not_a_relay_pass_later(
        client_for, broker):
    from games.tasks import bot_move

    client = client_for()
    gid = create(client, "quiddler", ["basic"]).json()["id"]
    while broker:  # queued as the start committed, before any relay pass (if the bot opens)
        assert bot_move(*broker.pop(0)[:3])
    for _ in range(10):  # the person's turn: draw, then discard (two commands)
        detail = client.get(f"/api/games/{gid}").json()
        if detail["outcome"]["to_act"] != ["0"]:
            break
        r = send(client, gid, detail["legal_commands"][0])
        assert r.status_code == 201, r.json()
    version = Game.objects.get(id=gid).version
    assert detail["outcome"]["to_act"] == ["1"]
    assert broker == [(gid, "1", version, None)]  # no relay has run
    subscriptions.relay()  # the relay's pass plans the same version: claimed already
    assert broker == [(gid, "1", version, None)]
    assert bot_move(gid, "1", version) is True


def test_in_real_time_a_persons_commit_queues_no_bot_move(client_for, broker):
    client, gid = _didi(client_for)
    assert broker == []  # real time: the relay (or the bot's own last task) plans
    subscriptions.relay()
    assert len(broker) == 1
    _look(client, gid)
    assert len(broker) == 1
