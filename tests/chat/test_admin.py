"""The moderators' queue of chat reports in the admin (Django's test client): the Reports box
beside the Disputes box, the queue oldest first, the review page with the message in context,
and the actions, which only moderators may take."""

from __future__ import annotations

import pytest

from chat.models import ChatMessage, ChatMute, ChatReport
from tests.chat.support import chat, toy

pytestmark = pytest.mark.django_db


@pytest.fixture
def reported(client_for):
    """Nine messages in a room; the fifth and the ninth reported."""
    a, b = client_for(), client_for()
    gid = toy([a, b])
    ids = [chat(a if i % 2 else b, gid, body=f"line {i}").json()["id"] for i in range(9)]
    assert a.post(f"/api/chat/messages/{ids[4]}/report", {"reason": "vile"},
                  format="json").status_code == 201
    assert a.post(f"/api/chat/messages/{ids[8]}/report", {"reason": "later"},
                  format="json").status_code == 201
    return a, b, gid, ids


def test_box_queue_and_review(client, moderator, reported):
    _a, b, gid, ids = reported
    client.force_login(moderator)
    index = client.get("/admin/").content.decode()
    assert 'id="report-badge"' in index and "Open reports" in index
    assert 'id="dispute-badge"' in index  # beside the disputes, not instead of them
    assert index.index("dispute-badge") < index.index("report-badge")
    queue = client.get("/admin/chat/chatreport/?status__exact=open").content.decode()
    assert queue.index("vile") < queue.index("later")  # oldest first
    review = client.get(f"/admin/chat/chatreport/message/{ids[4]}/").content.decode()
    shown = [f"line {i}" for i in range(9) if f"line {i}<" in review]
    assert shown == [f"line {i}" for i in range(1, 8)]  # three before, three after
    assert 'id="reported-message"' in review and "vile" in review
    assert 'id="remove-button"' in review and "moderation.reported" in review


def test_remove_then_the_readers_see_it_gone(client, moderator, reported):
    a, _b, gid, ids = reported
    client.force_login(moderator)
    r = client.post(f"/admin/chat/chatreport/message/{ids[4]}/act/",
                    {"action": "remove", "reason": "insult"})
    assert r.status_code == 302
    assert ChatMessage.objects.get(pk=ids[4]).removed_at is not None
    assert ChatReport.objects.get(message_id=ids[4]).status == "removed"
    got = a.get(f"/api/games/{gid}/chat/players").json()["messages"]
    assert {"id": ids[4], "removed": True} in got
    index = client.get("/admin/").content.decode()
    assert ">1</strong>" in index.split('id="report-badge"')[1][:400]  # one report left


@pytest.mark.parametrize(("post", "hours"), [({"duration": "1h"}, 1),
                                             ({"duration": "7d"}, 168),
                                             ({"duration": "custom", "custom_hours": "5"}, 5)])
def test_mute_lengths(client, moderator, reported, post, hours):
    _a, b, _gid, ids = reported
    client.force_login(moderator)
    client.post(f"/admin/chat/chatreport/message/{ids[4]}/act/", {"action": "mute", **post})
    mute = ChatMute.objects.get()
    assert mute.user == b.user
    assert round((mute.until - mute.created_at).total_seconds() / 3600) == hours
    assert ChatMessage.objects.get(pk=ids[4]).removed_at is None


@pytest.mark.parametrize("post", [{"action": "mute", "duration": "custom", "custom_hours": "0"},
                                  {"action": "mute", "duration": "custom"},
                                  {"action": "mute", "duration": "forever"},
                                  {"action": "explode"}])
def test_bad_actions_write_nothing(client, moderator, reported, post):
    _a, _b, _gid, ids = reported
    client.force_login(moderator)
    r = client.post(f"/admin/chat/chatreport/message/{ids[4]}/act/", post, follow=True)
    assert "Refused (invalid)" in r.content.decode()
    assert not ChatMute.objects.exists()
    assert ChatReport.objects.filter(status="open").count() == 2


def test_dismiss(client, moderator, reported):
    _a, _b, _gid, ids = reported
    client.force_login(moderator)
    client.post(f"/admin/chat/chatreport/message/{ids[8]}/act/", {"action": "dismiss"})
    assert ChatReport.objects.get(message_id=ids[8]).status == "dismissed"
    assert ChatMessage.objects.get(pk=ids[8]).removed_at is None


def test_staff_without_the_permission_may_not_act(client, make_user, reported):
    _a, _b, _gid, ids = reported
    client.force_login(make_user(staff=True))
    assert client.get(f"/admin/chat/chatreport/message/{ids[4]}/").status_code == 403
    r = client.post(f"/admin/chat/chatreport/message/{ids[4]}/act/", {"action": "remove"})
    assert r.status_code == 403
    assert ChatMessage.objects.get(pk=ids[4]).removed_at is None
    assert 'id="report-badge"' not in client.get("/admin/").content.decode()
