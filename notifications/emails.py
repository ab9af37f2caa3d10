"""The email channel: one email per notification, or a daily digest (Django's email framework;
the console backend by default, SMTP when ``EMAIL_BACKEND``/``EMAIL_HOST`` say so). Mail goes
only to a verified address (``accounts.selectors.verified_address``), checked when it is sent.

Each email is plain text with an HTML alternative, both rendered from templates
(``notifications/email/``; the HTML one escapes every value). It names the opponents and links
to the game's web page by an absolute URL on ``SITE_URL``. Public game information only, as in
the notification itself.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db.models import Q
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone

from accounts.erasure import display_name
from accounts.selectors import verified_address
from games.models import Seat

from . import wording
from .models import Notification, NotificationSettings


def title(note: Notification) -> str:
    """A notification's subject line (public game information only)."""
    return wording.subject(note.kind, note.data)


def line(note: Notification) -> str:
    """One line describing a notification (public game information only)."""
    subject = title(note)
    game = note.data.get("game")
    return f"{subject} - game {game}" if game else subject


def game_url(game) -> str | None:
    """The game's web page, absolute (``SITE_URL``)."""
    if not game:
        return None
    return settings.SITE_URL.rstrip("/") + reverse("web:game", args=[game])


def opponents(note: Notification) -> list[str]:
    """Who else plays (or, before the start, sits in) the notification's game."""
    named = note.data.get("opponents")
    if named:
        return list(named)
    if not note.game:
        return []
    return [display_name(s.user) for s in Seat.objects.filter(game_id=note.game)
            .exclude(user_id=note.user_id).select_related("user").order_by("position")]


def content(note: Notification) -> dict:
    """What one notification says in an email: subject, opponents, details, the game's URL."""
    details = [text] if (text := wording.detail(note.kind, note.data)) else []
    result = wording.email_result(note.data.get("result"))
    if result:
        details.append(result)
    return {"subject": title(note), "kind": note.kind, "game_kind": note.data.get("game_kind"),
            "opponents": opponents(note), "details": details,
            "url": game_url(note.game or note.data.get("game"))}


def _render(name: str, context: dict) -> tuple[str, str]:
    """(text, html) of ``notifications/email/<name>``; the HTML one autoescaped."""
    context = {**context, "settings_url": settings.SITE_URL.rstrip("/") + reverse(
        "web:settings")}
    return (render_to_string(f"notifications/email/{name}.txt", context),
            render_to_string(f"notifications/email/{name}.html", context))


def _claim(ids) -> int:
    """Mark notifications emailed; only the caller that flips them sends them."""
    return Notification.objects.filter(id__in=ids, emailed_at__isnull=True).update(
        emailed_at=timezone.now())


def send_one(note_id: int) -> bool:
    """Email one notification at once (the ``immediate`` setting)."""
    note = (Notification.objects.select_related("user", "user__email_state")
            .filter(id=note_id).first())
    address = verified_address(note.user) if note is not None else None
    if note is None or address is None or not _claim([note_id]):
        return False
    text, html = _render("one", content(note))
    send_mail(title(note), text, settings.DEFAULT_FROM_EMAIL, [address], html_message=html)
    return True


def send_digests(now=None) -> int:
    """Send the daily digest to each user due one (last digest a day ago or never) who has
    notifications not emailed yet; returns how many digests went out."""
    now = now or timezone.now()
    due = (NotificationSettings.objects
           .filter(email=NotificationSettings.Email.DAILY)
           .filter(Q(digest_sent_at__isnull=True)
                   | Q(digest_sent_at__lte=now - timedelta(hours=23, minutes=30)))
           .select_related("user", "user__email_state"))
    sent = 0
    for pref in due:
        notes = list(Notification.objects.filter(user_id=pref.user_id, email=True,
                                                 emailed_at__isnull=True).order_by("id")[:200])
        address = verified_address(pref.user)
        if not notes or address is None:
            continue
        if not _claim([n.id for n in notes]):
            continue
        text, html = _render("digest", {"items": [content(n) for n in notes]})
        send_mail(f"Your games today: {len(notes)} notification(s)", text,
                  settings.DEFAULT_FROM_EMAIL, [address], html_message=html)
        NotificationSettings.objects.filter(pk=pref.pk).update(digest_sent_at=now)
        sent += 1
    return sent
