"""Issue 14, items 3-7: hostile input gets a 4xx, options are bounded, a broker outage never
fails a committed command, a rebuild restores deadlines, usernames cannot look alike."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import IntegrityError, transaction

from events.models import Event
from games import engines
from games.models import Game
from games.tasks import fire_due_deadlines
from tests.api.helpers import send, started_game
from tests.deadline_engine import ENGINE as DEADLINE_TOY

pytestmark = pytest.mark.django_db


def expect(r, status, code):
    assert r.status_code == status, (r.status_code, r.content[:300])
    assert r.json()["code"] == code, r.json()


def _raw(client, path, body: bytes | str, method="POST", **extra):
    if isinstance(body, str):
        body = body.encode("utf-8", "surrogatepass")
    return client.generic(method, path, body, content_type="application/json", **extra)


# -- item 3: bad input ------------------------------------------------------------------------
@pytest.mark.parametrize("body,code", [
    ("[" * 5000, "malformed_json"),
    ('{"kind": ' + "[" * 100 + "]" * 100 + "}", "malformed_json"),
    ('{"kind": "toy_guess", "seats": 1e400}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": -1e400}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": NaN}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": Infinity}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": 99999999999999999999999}', "malformed_json"),
    ('{"kind": "toy_guess\\u0000"}', "invalid_string"),
    ('{"kind": "toy_guess", "options": {"\\ud800": 1}}', "invalid_string"),
    ('{"kind": "toy_guess", "options": {"setup": {"a": ["\\udfff"]}}}', "invalid_string"),
    ('{"kind": "toy_guess", "options": {"max_number\\u0000": 1}}', "invalid_string"),
    (b'{"kind": "\xff"}', "malformed_json"),
])
def test_hostile_json_is_refused_before_anything_is_read(client_for, body, code):
    before = (Event.objects.count(), Game.objects.count())
    expect(_raw(client_for(), "/api/games", body), 400, code)
    assert (Event.objects.count(), Game.objects.count()) == before


def test_a_legal_command_with_a_huge_number_in_an_extra_field_is_refused(client_for):
    a, b = client_for(staff=True), client_for()
    gid = started_game([a, b], "toy_guess", {"setup": {"first": "0"}})
    before = Event.objects.count()
    for number in ("1e400", "-1e400"):
        r = _raw(a, f"/api/games/{gid}/commands", f'{{"type": "guess", "number": 3, '
                                                  f'"note": {number}}}')
        expect(r, 400, "malformed_json")
    assert Event.objects.count() == before


@pytest.mark.parametrize("query", ["kind=%00", "status=%00", "kind=a%00b", "mine=%00",
                                   "limit=%00", "k%00=1"])
def test_nul_in_a_query_parameter_is_refused(client_for, query):
    expect(client_for().get(f"/api/games?{query}"), 400, "invalid_parameter")


@pytest.mark.parametrize("query", ["limit=9223372036854775808", "offset=9223372036854775808",
                                   "limit=-1", "limit=abc", "offset=-5", "limit=0",
                                   "limit=1e3"])
def test_pagination_refuses_bad_numbers(client_for, query):
    expect(client_for().get(f"/api/games?{query}"), 400, "invalid_parameter")


def test_pagination_caps_the_page_size(client_for):
    r = client_for().get("/api/games?limit=100000")
    assert r.status_code == 400 and r.json()["code"] == "invalid_parameter"
    assert client_for().get("/api/games?limit=200&offset=0").status_code == 200


def test_unknown_command_fields_are_refused_before_judging(client_for):
    a, b = client_for(), client_for()
    gid = started_game([a, b], "biddle")
    before = Event.objects.count()
    for c in (a, b):  # whoever's turn it is: the field is refused before the turn is judged
        r = send(c, gid, {"type": "bid", "rolls": 2, "comment": "hi"})
        expect(r, 400, "unknown_field")
        assert r.json()["field"] == "comment"
    assert Event.objects.count() == before
    # declared fields and expected_version still pass the check
    detail = a.get(f"/api/games/{gid}").json()
    r = send(a, gid, {"type": "bid", "rolls": 2, "expected_version": detail["version"]})
    assert r.status_code in (201, 422), r.json()
    assert r.json()["code"] != "unknown_field" if r.status_code != 201 else True


# -- item 4: options that break a game forever --------------------------------------------------
@pytest.mark.parametrize("kind,options", [
    ("didi_dotter", {"deadline_ms": 10**15}),
    ("didi_dotter", {"min_action_ms": 10**12}),
    ("biddle", {"blue_row": [10**9] * 10}),  # ten rounds of absurd scores
])
def test_out_of_range_options_are_refused_at_creation(client_for, kind, options):
    r = client_for().post("/api/games", {"kind": kind, "options": options}, format="json")
    expect(r, 400, "invalid_options")


def test_quiddler_with_an_unknown_dictionary_is_refused_at_creation(client_for):
    r = client_for().post("/api/games", {"kind": "quiddler", "options": {"dictionary": "klingon"}},
                          format="json")
    expect(r, 404, "unknown_dictionary")
    assert not Game.objects.exists()


# -- items 5 and 6: deadlines -------------------------------------------------------------------
@pytest.fixture
def deadline_toy():
    engines.register(DEADLINE_TOY)
    yield DEADLINE_TOY
    engines.unregister(DEADLINE_TOY.kind)


@pytest.mark.django_db(transaction=True)
def test_a_broker_outage_never_fails_a_committed_command(client_for, deadline_toy, settings,
                                                         monkeypatch, caplog):
    from kombu.exceptions import OperationalError

    from games import tasks

    def broker_down(*args, **kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:1. Connection refused.")

    settings.CELERY_TASK_ALWAYS_EAGER = False
    monkeypatch.setattr(tasks.fire_deadline, "apply_async", broker_down)
    a, b = client_for(staff=True), client_for()  # staff: the test fixes the deal
    far = int(time.time() * 1000) + 300_000  # due within the horizon: scheduled on the broker
    gid = started_game([a, b], "toy_deadline",  # the join that starts it schedules a deadline
                       {"deadline_at": far, "setup": {"first": "0", "secrets": {"0": 7, "1": 7}}})
    r = send(a, gid, {"type": "guess", "number": 1})
    assert r.status_code == 201, r.content[:300]
    assert [e.type for e in Event.objects.filter(stream=gid)].count("Guessed") == 1
    assert "could not schedule" in caplog.text
    # a retry without an Idempotency-Key is a new command, judged as such (b's turn now)
    retry = send(a, gid, {"type": "guess", "number": 1})
    assert retry.status_code == 422 and retry.json()["code"] == "not_your_turn"


def test_rebuild_restores_a_lost_deadline_and_the_sweep_fires_it(client_for, deadline_toy, clock):
    a, b = client_for(), client_for()
    soon = clock.now_ms() + 150  # the service's clock stands still until shifted: no race
    gid = started_game([a, b], "toy_deadline", {"deadline_at": soon})
    original = Game.objects.get(id=gid).deadline
    assert original is not None
    Game.objects.filter(id=gid).update(deadline=None)  # the column is lost (a bad restore)
    call_command("rebuild_projections")
    assert Game.objects.get(id=gid).deadline == original
    assert fire_due_deadlines() == 0  # not due yet
    clock.shift(timedelta(milliseconds=200))
    assert fire_due_deadlines() == 1
    assert Game.objects.get(id=gid).status == "finished"


# -- item 7: look-alike usernames ---------------------------------------------------------------
def _register(anon, username):
    return anon.post("/api/auth/register", {"username": username, "password": "lovelace-1815"},
                     format="json")


@pytest.mark.parametrize("lookalike", ["xcase", "XCASE", "xCASE", "\uff58Case", " xCase"])
def test_usernames_are_unique_ignoring_case_and_compatibility_forms(anon, lookalike):
    assert _register(anon, "xCase").status_code == 201
    r = _register(anon, lookalike)
    assert r.status_code in (400, 409), r.json()
    assert r.json()["code"] in ("username_taken", "invalid_username")
    assert get_user_model().objects.count() == 1


@pytest.mark.parametrize("name", ["x\u0430se", "ab", "a" * 31, "bad name",
                                  "emoji\U0001f600", "semi;colon", "at@sign"])
def test_usernames_outside_the_documented_set_are_refused(anon, name):
    expect(_register(anon, name), 400, "invalid_username")


def test_the_ligature_folds_into_an_existing_name(anon):
    assert _register(anon, "fish").status_code == 201
    assert _register(anon, "\ufb01sh").status_code in (400, 409)


def test_login_ignores_case(anon):
    assert _register(anon, "Grace_Hopper").status_code == 201
    r = anon.post("/api/auth/token", {"username": "grace_hopper", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 200 and r.json()["username"] == "Grace_Hopper"


def test_the_database_refuses_a_case_variant(make_user):
    make_user("Quentin")
    with pytest.raises(IntegrityError), transaction.atomic():
        get_user_model().objects.create_user(username="quentin", password="x")


@pytest.mark.parametrize("header,code", [("HTTP_IDEMPOTENCY_KEY", "bad_idempotency_key"),
                                         ("HTTP_X_REQUEST_ID", "bad_request_id")])
def test_control_characters_in_stored_headers_are_refused(client_for, header, code):
    """Both headers end up in the database (NUL breaks PostgreSQL): printable ASCII only."""
    a, b = client_for(staff=True), client_for()
    gid = started_game([a, b], "toy_guess", {"setup": {"first": "0"}})
    before = Event.objects.count()
    expect(send(a, gid, {"type": "guess", "number": 1}, **{header: "key\x00\x07"}), 400, code)
    assert Event.objects.count() == before
    assert send(a, gid, {"type": "guess", "number": 1},
                **{header: "a-Fine_key.1"}).status_code == 201


# -- a database out of reach is an outage, not a bug ----------------------------------------------
def test_a_database_outage_answers_503_busy_with_retry_after(client_for, monkeypatch):
    from django.db import OperationalError

    from games.api import lobby as apis

    def pool_timeout(*args, **kwargs):
        raise OperationalError("couldn't get a connection after 10.00 sec")

    user = client_for()
    monkeypatch.setattr(apis.selectors, "game_list", pool_timeout)
    r = user.get("/api/games")
    assert r.status_code == 503, r.content[:300]
    assert r.json()["code"] == "busy" and r.headers["Retry-After"] == "2"


@pytest.mark.django_db(transaction=True)
def test_only_a_near_deadline_goes_to_the_broker(client_for, deadline_toy, settings,
                                                 monkeypatch, clock):
    """A deadline days away is the beat sweep's to fire: no task per move held on the broker."""
    from games import tasks

    settings.CELERY_TASK_ALWAYS_EAGER = False
    settings.GAMES_DEADLINE_TASK_HORIZON_SECONDS = 600
    scheduled = []
    monkeypatch.setattr(tasks.fire_deadline, "apply_async",
                        lambda args, eta: scheduled.append((args[0], eta)))
    a, b = client_for(), client_for()
    far = started_game([a, b], "toy_deadline", {"deadline_at": clock.now_ms() + 86_400_000})
    near = started_game([client_for(), client_for()], "toy_deadline",
                        {"deadline_at": clock.now_ms() + 60_000})
    assert [gid for gid, _ in scheduled] == [near]
    assert scheduled[0][1] == Game.objects.get(id=near).deadline
    assert Game.objects.get(id=far).deadline is not None  # still due: the sweep's to fire
