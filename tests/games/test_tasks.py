"""games.tasks: only a deadline due soon is scheduled on the broker (the beat sweep fires the
rest), and a broker outage never fails a committed command."""

from __future__ import annotations

import time

import pytest

from events.models import Event
from games.models import Game
from tests.support.http import send, started_game

pytestmark = pytest.mark.django_db


@pytest.mark.django_db(transaction=True)
def test_a_broker_outage_never_fails_a_committed_command(client_for, deadline_toy, settings,
                                                         monkeypatch):
    from kombu.exceptions import OperationalError

    from games import tasks

    def broker_down(*args, **kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:1. Connection refused.")

    settings.CELERY_TASK_ALWAYS_EAGER = False
    monkeypatch.setattr(tasks.fire_deadline, "apply_async", broker_down)
    # the warning is read off the module's logger itself, not the log capture: in a whole
    # run, a record of this logger was once missing from caplog although it was logged
    warnings: list[str] = []
    monkeypatch.setattr(tasks.log, "warning", lambda msg, *args, **kw: warnings.append(msg % args))
    a, b = client_for(staff=True), client_for()  # staff: the test fixes the deal
    far = int(time.time() * 1000) + 300_000  # due within the horizon: scheduled on the broker
    gid = started_game([a, b], "toy_deadline",  # the join that starts it schedules a deadline
                       {"deadline_at": far, "setup": {"first": "0", "secrets": {"0": 7, "1": 7}}})
    r = send(a, gid, {"type": "guess", "number": 1})
    assert r.status_code == 201, r.content[:300]
    assert [e.type for e in Event.objects.filter(stream=gid)].count("Guessed") == 1
    assert any(w.startswith("could not schedule the deadline of game") for w in warnings)
    # a retry without an Idempotency-Key is a new command, judged as such (b's turn now)
    retry = send(a, gid, {"type": "guess", "number": 1})
    assert retry.status_code == 422 and retry.json()["code"] == "not_your_turn"


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
