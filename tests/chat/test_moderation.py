"""The moderation log's streams are not games: every subscriber of the relay (notifications,
ratings, bots) and ``manage.py rebuild_projections`` pass over them, and the game feeds and
long-poll watch are not confused by them."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command

from chat import moderation, services
from events import subscriptions
from events.models import Event
from games.models import Game
from notifications.models import Notification
from ratings.models import RatedGame
from tests.chat.support import chat, finish, toy
from tests.support.http import expect

pytestmark = pytest.mark.django_db


@pytest.fixture
def moderated(client_for, moderator):
    """A finished game with a reported, removed message and a muted author."""
    a, b = client_for(), client_for()
    gid = toy([a, b])
    mid = chat(b, gid, body="hmm").json()["id"]
    assert a.post(f"/api/chat/messages/{mid}/report", {}, format="json").status_code == 201
    services.message_remove(message_id=mid, moderator=moderator, reason="rude")
    services.author_mute(message_id=mid, moderator=moderator, duration=timedelta(hours=1))
    finish([a, b], gid)
    return a, b, gid, mid


def test_every_subscriber_passes_over_the_moderation_stream(moderated):
    a, b, gid, mid = moderated
    stream = moderation.stream_of(mid)
    assert Event.objects.filter(stream=stream).count() == 3
    report = subscriptions.relay()
    assert all(n >= 0 for n in report.values()), report  # -1: a subscriber failed
    assert set(subscriptions.subscribers()) >= {"notifications", "ratings", "bots"}
    assert subscriptions.lag() == {name: 0 for name in subscriptions.subscribers()}
    assert Event.objects.filter(stream=stream, position__isnull=False).count() == 3
    # the game's own notifications and rating still happen; nothing for the moderation stream
    assert Notification.objects.filter(game=gid).exists()
    assert not Notification.objects.filter(game=stream).exists()
    assert RatedGame.objects.filter(game_id=gid).exists()
    assert not RatedGame.objects.filter(game_id=stream).exists()
    assert not Game.objects.filter(id=stream).exists()


def test_rebuild_projections_skips_the_moderation_stream(moderated, capsys):
    _a, _b, gid, mid = moderated
    before = Game.objects.get(id=gid)
    call_command("rebuild_projections")
    assert "rebuilt 1 games" in capsys.readouterr().out
    assert not Game.objects.filter(id=moderation.stream_of(mid)).exists()
    after = Game.objects.get(id=gid)
    assert (after.status, after.version) == (before.status, before.version)


def test_a_moderation_stream_is_no_game_to_the_api(moderated):
    a, _b, _gid, mid = moderated
    stream = moderation.stream_of(mid)
    expect(a.get(f"/api/games/{stream}"), 404, "not_found")
    expect(a.get(f"/api/games/{stream}/events?after=0"), 404, "not_found")
    expect(a.get(f"/api/games/{stream}/chat/players"), 404, "not_found")


def test_streams_are_one_per_message_and_stable():
    assert moderation.stream_of(1) == moderation.stream_of(1)
    assert moderation.stream_of(1) != moderation.stream_of(2)
