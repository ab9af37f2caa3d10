"""The global position and catch-up subscriptions (events.subscriptions)."""

from __future__ import annotations

import threading
import uuid

import pytest
from django.db import DatabaseError, connection, connections, transaction

from events import store, subscriptions
from events.models import Event, Subscription
from tests.support.concurrency import needs_postgres


@pytest.fixture
def recorder():
    """A subscriber ``test`` that records what it is fed (only the test's own streams)."""
    seen: list = []
    streams: set = set()

    def handle(events):
        seen.extend((e.stream, e.version, e.position) for e in events if e.stream in streams)

    subscriptions.subscribe("test", handle, batch=3)
    yield seen, streams
    subscriptions.unsubscribe("test")


def _append(stream, n, at=0):
    return store.append(stream, at, [{"type": "Happened", "data": {"i": i}} for i in range(n)])


@pytest.mark.django_db
def test_positions_are_gap_free_and_follow_each_stream(recorder):
    seen, streams = recorder
    a, b = uuid.uuid4(), uuid.uuid4()
    streams |= {a, b}
    _append(a, 2)
    _append(b, 3)
    _append(a, 2, at=2)
    assert Event.objects.filter(position__isnull=False).count() == 0  # append numbers nothing
    report = subscriptions.relay()
    assert report["numbered"] >= 7
    positions = list(Event.objects.order_by("position").values_list("position", flat=True))
    assert positions == list(range(1, len(positions) + 1))
    assert [(s, v) for s, v, _ in seen] == [(a, 1), (a, 2), (b, 1), (b, 2), (b, 3), (a, 3),
                                            (a, 4)]
    assert Subscription.objects.get(name="test").position == subscriptions.head()
    # a second run has nothing to do and feeds nothing twice
    assert subscriptions.relay()["test"] == 0
    assert len(seen) == 7


@pytest.mark.django_db
def test_a_failing_subscriber_keeps_its_position_and_sees_the_batch_again(recorder):
    seen, streams = recorder
    s = uuid.uuid4()
    streams.add(s)
    calls = []

    def flaky(events):
        calls.append(len(events))
        if len(calls) == 1:
            Subscription.objects.create(name="written-by-the-failed-batch")
            raise RuntimeError("boom")
        seen.extend((e.stream, e.version, e.position) for e in events if e.stream in streams)

    subscriptions.subscribe("flaky", flaky)
    try:
        _append(s, 2)
        assert subscriptions.relay()["flaky"] == -1
        assert not Subscription.objects.filter(name="written-by-the-failed-batch").exists()
        assert not Subscription.objects.filter(name="flaky", position__gt=0).exists()
        assert subscriptions.relay()["flaky"] >= 2
        assert [v for st, v, _ in seen if st == s].count(1) == 2  # "test" and "flaky" each once
    finally:
        subscriptions.unsubscribe("flaky")


@pytest.mark.django_db
def test_a_relay_pass_reads_the_new_events_once_for_every_subscriber_at_one_place():
    from django.test.utils import CaptureQueriesContext

    fed: dict[str, list] = {"first": [], "second": [], "small": []}
    for name, batch in (("first", 200), ("second", 200), ("small", 2)):
        subscriptions.subscribe(name, lambda events, name=name: fed[name].extend(
            (e.stream, e.version) for e in events), batch=batch)
    try:
        subscriptions.relay()  # every subscriber (the apps' too) at the head
        for got in fed.values():
            got.clear()
        s = uuid.uuid4()
        _append(s, 3)
        with CaptureQueriesContext(connection) as seen:
            subscriptions.relay()
        reads = [q["sql"] for q in seen.captured_queries
                 if "FROM \"events_event\"" in q["sql"] and "\"position\" >" in q["sql"]]
        # the subscribers of batch 200 ("first", "second" and the apps' own): one read of the
        # new events and one (empty) that ends their catch-ups, for all of them together
        assert sum(sql.endswith("LIMIT 200") for sql in reads) == 2, reads
        # "small" cannot take the shared batch of 3 whole: it reads its own
        assert sum(sql.endswith("LIMIT 2") for sql in reads) == 1, reads
        mine = [(s, 1), (s, 2), (s, 3)]
        assert [f for f in fed["first"] if f[0] == s] == mine
        assert [f for f in fed["second"] if f[0] == s] == mine
        assert [f for f in fed["small"] if f[0] == s] == mine
    finally:
        for name in fed:
            subscriptions.unsubscribe(name)


@pytest.mark.django_db
def test_a_subscriber_may_start_at_the_end(recorder):
    _append(uuid.uuid4(), 2)
    subscriptions.assign_positions()
    subscriptions.subscribe("late", lambda events: None, start="end")
    try:
        assert subscriptions.catch_up("late") == 0
        assert Subscription.objects.get(name="late").position == subscriptions.head()
    finally:
        subscriptions.unsubscribe("late")


@pytest.mark.django_db
def test_the_relay_command_prints_its_report(recorder, capsys):
    from django.core.management import call_command

    _append(uuid.uuid4(), 1)
    call_command("relay")
    assert "numbered=" in capsys.readouterr().out
    call_command("relay", status=True)
    assert "test: 0 behind" in capsys.readouterr().out


@pytest.mark.django_db
def test_the_relay_status_shows_the_events_waiting_to_be_numbered(recorder, capsys):
    from django.core.management import call_command

    call_command("relay")
    capsys.readouterr()
    _append(uuid.uuid4(), 3)
    call_command("relay", status=True)
    out = capsys.readouterr().out
    assert "unnumbered 3 (oldest recorded " in out, out
    assert Event.objects.filter(position__isnull=True).count() == 3  # --status changes nothing
    call_command("relay")
    call_command("relay", status=True)
    assert "unnumbered 0\n" in capsys.readouterr().out


@pytest.mark.django_db
def test_a_batch_never_ends_inside_an_append(recorder):
    """A subscriber sees every append whole in one batch, whatever its batch size, and the
    numbering passes never split one either."""
    seen, streams = recorder
    batches: list[list[tuple]] = []

    def handle(events):
        batches.append([(e.stream, e.version) for e in events if e.stream in streams])

    subscriptions.subscribe("small", handle, batch=2)
    try:
        a, b = uuid.uuid4(), uuid.uuid4()
        streams |= {a, b}
        _append(a, 3)           # a@1-3: one append, longer than a batch
        _append(b, 1)           # b@1
        _append(b, 2, at=1)     # b@2-3
        _append(a, 1, at=3)     # a@4
        # the numbering: passes of 2 would have cut a@1-3 after a@2
        assert subscriptions.assign_positions(limit=2) == 3
        assert not Event.objects.filter(stream=a, version__lte=3, position__isnull=True).exists()
        subscriptions.relay()
    finally:
        subscriptions.unsubscribe("small")
    appends = [{(a, 1), (a, 2), (a, 3)}, {(b, 1)}, {(b, 2), (b, 3)}, {(a, 4)}]
    fed = [set(batch) for batch in batches if batch]
    for append in appends:
        assert any(append <= batch for batch in fed), f"{sorted(append)} split: {batches}"
    assert sorted(v for batch in batches for v in batch) == sorted(set().union(*appends))


@needs_postgres
@pytest.mark.django_db(transaction=True)
def test_an_event_that_commits_late_is_never_skipped(recorder):
    """The classic hole: A takes an id first, B commits first. A reader that has read B's
    position must still get A's event afterwards."""
    seen, streams = recorder
    a, b = uuid.uuid4(), uuid.uuid4()
    streams |= {a, b}
    inserted, release = threading.Event(), threading.Event()

    def slow_writer():
        try:
            with transaction.atomic():
                _append(a, 1)  # takes the lower id, stays uncommitted for now
                inserted.set()
                release.wait(10)
        finally:
            connections.close_all()

    t = threading.Thread(target=slow_writer)
    t.start()
    assert inserted.wait(10)
    try:
        _append(b, 1)  # a higher id, committed first
        subscriptions.relay()
        assert [s for s, _, _ in seen] == [b]  # the uncommitted one is not numbered
        id_a = None
    finally:
        release.set()
        t.join()
    id_a, id_b = (Event.objects.get(stream=x).id for x in (a, b))
    assert id_a < id_b
    subscriptions.relay()
    assert [s for s, _, _ in seen] == [b, a]
    pa, pb = (Event.objects.get(stream=x).position for x in (a, b))
    assert pa > pb  # numbered in commit order, not in id order


@needs_postgres
@pytest.mark.django_db
def test_postgres_trigger_lets_only_a_first_position_through():
    s = uuid.uuid4()
    _append(s, 1)
    with pytest.raises(DatabaseError, match="immutable"):
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute("UPDATE events_event SET position = 1000000000, type = 'X' "
                        "WHERE stream = %s", [s])
    subscriptions.assign_positions()
    with pytest.raises(DatabaseError, match="immutable"):
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute("UPDATE events_event SET position = position + 1000000 "
                        "WHERE stream = %s", [s])
    assert Event.objects.get(stream=s).type == "Happened"


# -- waking the relay ---------------------------------------------------------------------------
@pytest.fixture
def broker(settings, monkeypatch):
    """A broker that records the relay wake-ups sent to it (and can be taken down)."""
    from events import tasks

    settings.CELERY_TASK_ALWAYS_EAGER = False
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                   "LOCATION": f"wake-{uuid.uuid4()}"}}
    sent, down = [], []

    def apply_async(countdown=None):
        if down:
            raise ConnectionError("broker down")
        sent.append(countdown)

    monkeypatch.setattr(tasks.relay, "apply_async", apply_async)
    return sent, down


@pytest.mark.django_db
def test_commits_while_a_wake_up_is_pending_send_none(broker, settings):
    sent, _ = broker
    for _ in range(3):
        subscriptions.wake()
    assert sent == [settings.EVENTS_RELAY_WAKE_DELAY_SECONDS]  # one for all three commits
    subscriptions.relay()  # the pass clears the pending mark before it reads
    subscriptions.wake()
    assert len(sent) == 2


@pytest.mark.django_db
def test_a_wake_up_the_broker_refused_is_not_left_pending(broker):
    sent, down = broker
    down.append(1)
    subscriptions.wake()  # logged, never raised
    down.clear()
    subscriptions.wake()
    assert len(sent) == 1
