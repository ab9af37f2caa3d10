"""Reports and the moderators' actions: who may report what, the queue's working copy, and
the moderation log (ids and the moderator's reason, never a message's text)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from accounts.models import Block
from chat import moderation, services
from chat.models import ChatMessage, ChatMute, ChatReport
from config.errors import ServiceError
from events.models import Event
from games import clocks
from tests.chat.support import chat, toy
from tests.support.http import expect, private_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def said(client_for):
    """A message b wrote in a public game: (a, b, watcher, message id, game id)."""
    a, b, w = client_for(), client_for(), client_for()
    gid = toy([a, b])
    mid = chat(b, gid, body="you play like a potato").json()["id"]
    return a, b, w, mid, gid


def report(client, mid, **body):
    return client.post(f"/api/chat/messages/{mid}/report", body, format="json")


def log_of(mid) -> list[dict]:
    return [{"type": e.type, **e.data} for e in
            Event.objects.filter(stream=moderation.stream_of(mid)).order_by("version")]


def test_report_once_and_logged_without_text(said):
    a, b, _w, mid, gid = said
    r = report(a, mid, reason="insulting")
    assert r.status_code == 201, r.json()
    assert r.json()["message"] == mid and r.json()["status"] == "open"
    expect(report(a, mid), 409, "already_reported")
    expect(report(b, mid), 400, "own_message")
    assert ChatReport.objects.get().reason == "insulting"
    [event] = log_of(mid)
    assert event == {"type": "moderation.reported", "message": mid, "game": gid,
                     "room": "players", "author": b.user.id, "reporter": a.user.id,
                     "report": r.json()["id"]}
    stored = str(Event.objects.filter(stream=moderation.stream_of(mid)).values().get())
    assert "potato" not in stored and "insulting" not in stored


def test_report_needs_the_message_readable(said, client_for):
    a, b, w, mid, gid = said
    expect(report(w, mid), 404, "message_not_found")  # a watcher cannot read the players'
    expect(report(a, 10**9), 404, "message_not_found")
    expect(report(a, mid, reason="x" * 501), 400, "reason_too_long")
    expect(report(a, mid, reason=5), 400, "invalid")
    expect(report(a, mid, colour=1), 400, "unknown_field")
    Block.objects.create(blocker=a.user, blocked=b.user)
    expect(report(a, mid), 404, "message_not_found")  # hidden from a by the block
    hidden = private_game(a)
    secret = chat(a, hidden, body="mine").json()["id"]
    expect(report(client_for(), secret), 404, "message_not_found")
    assert not ChatReport.objects.exists() and not Event.objects.filter(
        type__startswith="moderation.").exists()


def test_watchers_report_in_their_room(said, client_for):
    _a, _b, w, _mid, gid = said
    w2 = client_for()
    mid = chat(w, gid, "watchers", "spam spam").json()["id"]
    assert report(w2, mid).status_code == 201


def test_only_moderators_act(said, make_user):
    a, _b, _w, mid, _gid = said
    report(a, mid)
    for who in (a.user, make_user(staff=True)):
        with pytest.raises(ServiceError) as refused:
            services.message_remove(message_id=mid, moderator=who)
        assert refused.value.code == "permission_denied"
    assert ChatMessage.objects.get(pk=mid).removed_at is None
    assert ChatReport.objects.get().status == "open"


def test_remove_closes_the_reports_and_is_logged(said, moderator, client_for):
    a, b, w, mid, _gid = said
    report(a, mid, reason="rude")
    services.message_remove(message_id=mid, moderator=moderator, reason="insult")
    m = ChatMessage.objects.get(pk=mid)
    assert m.removed_at is not None and m.removed_by == moderator and m.reason == "insult"
    assert ChatReport.objects.get().status == "removed"
    assert [e["type"] for e in log_of(mid)] == ["moderation.reported",
                                                "moderation.message_removed"]
    removed = log_of(mid)[1]
    assert removed["moderator"] == moderator.id and removed["reason"] == "insult"
    assert removed["reports"] == [ChatReport.objects.get().pk]
    expect(report(b, mid), 404, "message_not_found")  # a removed message is not reported


def test_mute_for_a_time_then_it_ends(said, moderator, clock):
    a, b, _w, mid, gid = said
    report(a, mid)
    mute = services.author_mute(message_id=mid, moderator=moderator,
                                duration=timedelta(hours=24), reason="insults")
    assert mute.user == b.user and mute.until == clocks.now() + timedelta(hours=24)
    assert ChatReport.objects.get().status == "muted"
    assert ChatMessage.objects.get(pk=mid).removed_at is None  # muting removes nothing
    r = chat(b, gid)
    expect(r, 403, "muted")
    assert r.json()["until"] == clocks.iso(mute.until)
    event = log_of(mid)[-1]
    assert event["type"] == "moderation.author_muted"
    assert event["until"] == clocks.to_ms(mute.until) and event["reason"] == "insults"
    clock.shift(timedelta(hours=24))
    assert chat(b, gid).status_code == 201


@pytest.mark.parametrize("duration", [timedelta(0), timedelta(days=366)])
def test_mute_lengths_are_bounded(said, moderator, duration):
    _a, _b, _w, mid, _gid = said
    with pytest.raises(ServiceError) as refused:
        services.author_mute(message_id=mid, moderator=moderator, duration=duration)
    assert refused.value.code == "invalid"
    assert not ChatMute.objects.exists() and not log_of(mid)


def test_dismiss_keeps_the_message(said, moderator, client_for):
    a, _b, w, mid, _gid = said
    report(a, mid)
    assert services.reports_dismiss(message_id=mid, moderator=moderator,
                                    reason="banter") == [ChatReport.objects.get().pk]
    assert ChatReport.objects.get().status == "dismissed"
    assert ChatMessage.objects.get(pk=mid).removed_at is None
    assert log_of(mid)[-1]["type"] == "moderation.report_dismissed"


def test_moderation_of_a_missing_message(moderator):
    with pytest.raises(ServiceError) as refused:
        services.message_remove(message_id=12345, moderator=moderator)
    assert refused.value.code == "message_not_found"
