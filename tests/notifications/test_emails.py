"""notifications.emails: each email names the opponents and links to the game's web page by an
absolute URL on ``SITE_URL``, in plain text and HTML (escaped); the digest does the same for
each of its lines."""

from __future__ import annotations

import pytest
from django.core import mail

from games import services
from notifications import emails
from notifications.models import Notification
from tests.notifications.conftest import relay
from tests.support.accounts import verified_email
from tests.support.http import send

pytestmark = pytest.mark.django_db


@pytest.fixture
def mailbox(settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    settings.SITE_URL = "https://games.example.org/"
    return mail.outbox


def with_email(client, how):
    verified_email(client.user)
    r = client.put("/api/me/notification-settings", {"email": how}, format="json")
    assert r.status_code == 200, r.json()


def html_of(message) -> str:
    [(html, mimetype)] = message.alternatives
    assert mimetype == "text/html"
    return html


def test_an_email_names_the_opponent_and_links_the_game(toy_game, mailbox):
    a, b, gid = toy_game()
    with_email(b, "immediate")
    assert send(a, gid, {"type": "guess", "number": 1}).status_code == 201
    relay()
    [note] = Notification.objects.filter(user=b.user, kind="your_turn")
    assert emails.send_one(note.id)
    [message] = mailbox
    url = f"https://games.example.org/games/{gid}/"
    assert message.subject == "Your turn in toy_guess"
    assert a.user.username in message.body and url in message.body
    assert "It is your move." in message.body
    html = html_of(message)
    assert f'href="{url}"' in html and a.user.username in html
    assert "https://games.example.org/settings/" in message.body


def test_staff_text_is_escaped_in_html_and_kept_in_text(toy_game, mailbox, moderator):
    a, b, gid = toy_game()
    with_email(a, "immediate")
    n = services.dispute_open(game_id=gid, user=b.user, reason="odd")["dispute"]
    services.dispute_resolve(game_id=gid, user=moderator, dispute=n,
                             decision='<b>fine</b> & "ok"', kind="dismiss")
    relay()
    [note] = Notification.objects.filter(user=a.user, kind="staff_decision")
    assert emails.send_one(note.id)
    [message] = mailbox
    assert '<b>fine</b> & "ok"' in message.body  # plain text: as written
    html = html_of(message)
    assert "<b>fine</b>" not in html
    assert "&lt;b&gt;fine&lt;/b&gt; &amp; &quot;ok&quot;" in html
    assert b.user.username in message.body  # the opponent, read from the game's seats


def test_the_digest_names_and_links_each_game(toy_game, mailbox):
    a, b, gid = toy_game()
    with_email(a, "daily")
    send(a, gid, {"type": "guess", "number": 1})
    send(b, gid, {"type": "guess", "number": 1})
    assert send(b, gid, {"type": "offer_draw"}).status_code == 201
    relay()
    assert emails.send_digests() == 1
    [digest] = mailbox
    url = f"https://games.example.org/games/{gid}/"
    assert "Your turn in toy_guess" in digest.body
    assert f"{b.user.username} offers a draw (toy_guess)" in digest.body
    assert digest.body.count(url) == Notification.objects.filter(user=a.user).count() >= 3
    assert html_of(digest).count(f'href="{url}"') >= 3
