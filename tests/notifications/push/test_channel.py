"""The push channel end to end: a game's notifications reach devices through the outbox, once,
after the turn delay, not when the player replied or watches the game; 410 removes a device;
retries; preferences; one platform's missing sender fails only that platform."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest
from django.utils import timezone

from events import waiting
from notifications.models import Device, Notification, PushDelivery
from notifications.push import channel
from notifications.tasks import sweep_pushes
from tests.notifications.conftest import relay
from tests.notifications.push.conftest import register
from tests.support.http import send, started_game

pytestmark = pytest.mark.django_db


def deliveries(user, kind=None):
    qs = PushDelivery.objects.filter(notification__user=user).order_by("id")
    if kind:
        qs = qs.filter(notification__kind=kind)
    return list(qs)


def test_a_turn_is_pushed_once_with_its_collapse_key_and_badge(toy_game, push_service):
    a, b, gid = toy_game()
    sub = push_service.subscription()
    assert register(a, sub).status_code == 201
    relay()
    assert [d.notification.kind for d in deliveries(a.user)] == ["game_started", "your_turn"]
    assert sweep_pushes() == 2
    assert push_service.refused == []
    started, turn = push_service.messages(sub["endpoint"])
    assert turn["title"] == "Your turn in toy_guess"
    assert turn["body"] == f"Against {b.user.username}"
    assert turn["tag"] == f"{gid}:your_turn" and started["tag"] == f"{gid}:game_started"
    assert turn["url"] == f"/games/{gid}/"
    assert turn["badge"] == 1  # one game waits for a
    assert turn["data"] == {"game": gid, "kind": "your_turn",
                            "notification": deliveries(a.user, "your_turn")[0].notification_id}
    assert {d.status for d in deliveries(a.user)} == {"sent"}
    assert Device.objects.get().last_success_at is not None
    # exactly once: the relay run again, the sweep again, the task again
    relay()
    assert sweep_pushes() == 0
    assert channel.OUTBOX.attempt(deliveries(a.user)[0].id) is None
    assert len(push_service.received) == 2


def test_the_badge_counts_every_game_waiting(toy_game, push_service, client_for):
    a, b, gid = toy_game()  # a must act here
    register(a, push_service.subscription())
    relay()
    sweep_pushes()
    assert push_service.messages()[-1]["badge"] == 1
    c = client_for(staff=True)
    # a game where c acts first (a waits: not counted), then one where a acts first
    started_game([c, a], "toy_guess", {"setup": {"first": "0", "secrets": {"0": 1, "1": 2}}})
    started_game([a, c], "toy_guess", {"setup": {"first": "0", "secrets": {"0": 1, "1": 2}}})
    relay()
    sweep_pushes()
    assert push_service.messages()[-1]["kind"] == "your_turn"
    assert push_service.messages()[-1]["badge"] == 2  # and in the second game too


def test_a_turn_waits_for_its_delay_and_a_reply_cancels_it(toy_game, push_service, settings):
    settings.PUSH_YOUR_TURN_DELAY_SECONDS = 2
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    register(b, push_service.subscription())
    relay()
    turn = deliveries(a.user, "your_turn")[0]
    assert 1.5 < (turn.due_at - timezone.now()).total_seconds() <= 2
    assert sweep_pushes() == 1  # game_started goes at once; the turn waits
    assert [m["kind"] for m in push_service.messages()] == ["game_started"]
    # a replies (from the web, say) within the delay
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    PushDelivery.objects.update(due_at=timezone.now())  # the delay is over
    sweep_pushes()
    turn.refresh_from_db()
    assert turn.status == "skipped" and turn.last_error == "no longer their turn"
    # b's turn (after a's reply) goes out
    assert [m["kind"] for m in push_service.messages()] == ["game_started", "your_turn"]
    assert push_service.messages()[-1]["tag"] == f"{gid}:your_turn"


def test_no_turn_push_while_the_player_watches_the_game(toy_game, push_service, memory_cache):
    """(A cache all threads share: the wait's worker thread writes the mark.)"""
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    relay()

    async def watch():  # the game page's long-poll (it answers at once: there are events)
        return await waiting.long_poll(a.user.id, gid, lambda: "something", 20)
    asyncio.run(watch())
    assert waiting.watching(a.user.id, gid) and not waiting.watching(b.user.id, gid)
    sweep_pushes()
    turn = deliveries(a.user, "your_turn")[0]
    turn.refresh_from_db()
    assert (turn.status, turn.last_error) == ("skipped", "watching the game")
    assert [m["kind"] for m in push_service.messages()] == ["game_started"]


def test_the_game_feed_api_marks_the_player_as_watching(toy_game, memory_cache):
    a, b, gid = toy_game()
    assert not waiting.watching(a.user.id, gid)
    assert a.get(f"/api/games/{gid}/events?after=0&wait=1").status_code == 200
    assert waiting.watching(a.user.id, gid)
    assert b.get(f"/api/games/{gid}/events?after=0").status_code == 200  # no wait: not watching
    assert not waiting.watching(b.user.id, gid)


def test_a_gone_device_is_removed(toy_game, push_service):
    a, b, gid = toy_game()
    sub = push_service.subscription()
    register(a, sub)
    keep = push_service.subscription()
    register(a, keep)
    push_service.answer[sub["endpoint"][len(push_service.url):]] = 410
    relay()
    sweep_pushes()
    assert list(Device.objects.values_list("address", flat=True)) == [keep["endpoint"]]
    assert len(push_service.messages(keep["endpoint"])) == 2
    assert Notification.objects.filter(user=a.user).count() == 2  # the inbox keeps them


def test_transient_failures_are_retried_with_backoff_then_dead(toy_game, push_service, settings):
    settings.PUSH_BACKOFF_SECONDS = 30
    settings.PUSH_MAX_ATTEMPTS = 3
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    relay()
    turn = deliveries(a.user, "your_turn")[0]
    PushDelivery.objects.exclude(id=turn.id).delete()
    push_service.fail_next = 10
    delay = channel.OUTBOX.attempt(turn.id)
    assert delay is not None and 24 <= delay <= 36  # 30 s, within 20 %
    turn.refresh_from_db()
    assert (turn.status, turn.attempts, turn.last_status) == ("pending", 1, 503)
    PushDelivery.objects.filter(id=turn.id).update(due_at=timezone.now() + timedelta(minutes=1))
    assert channel.OUTBOX.attempt(turn.id) is None  # not due yet: not attempted
    turn.refresh_from_db()
    assert turn.attempts == 1
    for _ in range(2):
        PushDelivery.objects.filter(id=turn.id).update(due_at=timezone.now())
        channel.OUTBOX.attempt(turn.id)
    turn.refresh_from_db()
    assert (turn.status, turn.attempts) == ("dead", 3)
    assert push_service.received == []


def test_a_retry_after_a_failure_delivers(toy_game, push_service):
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    relay()
    push_service.fail_next = 1
    sweep_pushes()  # the first of the two fails
    assert len(push_service.received) == 1
    sweep_pushes()  # backoff 0 in tests: due again at once
    assert len(push_service.received) == 2 and {d.status for d in deliveries(a.user)} == {"sent"}


def test_preferences_push_off_and_muted_kinds(toy_game, push_service):
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    register(b, push_service.subscription())
    a.put("/api/me/notification-settings", {"push_muted": ["game_started"]}, format="json")
    b.put("/api/me/notification-settings", {"push": False}, format="json")
    relay()
    assert [d.notification.kind for d in deliveries(a.user)] == ["your_turn"]
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    assert deliveries(b.user) == []
    assert Notification.objects.filter(user=b.user, kind="your_turn").exists()  # inbox still


def test_push_only_users_still_get_notifications(toy_game, push_service):
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    a.put("/api/me/notification-settings", {"inbox": False}, format="json")
    relay()
    notes = Notification.objects.filter(user=a.user)
    assert notes.count() == 2 and not any(n.in_inbox for n in notes)
    sweep_pushes()
    assert len(push_service.received) == 2


def test_a_platform_without_its_sender_fails_alone(toy_game, push_service, settings):
    settings.PUSH_SENDERS = {**settings.PUSH_SENDERS, "apns": "notifications.push.nowhere.Sender"}
    channel.sender.cache_clear()
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    assert register(a, platform="apns", token="ab" * 32).status_code == 201
    relay()
    sweep_pushes()
    by_platform = {(d.device.platform, d.status) for d in
                   PushDelivery.objects.select_related("device")}
    assert by_platform == {("webpush", "sent"), ("apns", "dead")}
    dead = PushDelivery.objects.filter(device__platform="apns").first()
    assert "notifications.push.nowhere" in dead.last_error
    assert len(push_service.received) == 2


def test_a_newer_turn_replaces_an_older_one_still_waiting(toy_game, push_service, settings):
    settings.PUSH_YOUR_TURN_DELAY_SECONDS = 2
    a, b, gid = toy_game()
    register(a, push_service.subscription())
    relay()
    first = deliveries(a.user, "your_turn")[0]
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    assert send(b, gid, {"type": "guess", "number": 2}).status_code == 201
    relay()
    assert len(deliveries(a.user, "your_turn")) == 2
    PushDelivery.objects.update(due_at=timezone.now() - timedelta(seconds=1))
    sweep_pushes()
    first.refresh_from_db()
    assert first.status == "skipped" and "newer" in first.last_error
    assert [m["kind"] for m in push_service.messages()] == ["game_started", "your_turn"]
