"""The email channel: one email per notification, or a daily digest (Django's email framework;
the console backend by default, SMTP when ``EMAIL_BACKEND``/``EMAIL_HOST`` say so). Mail goes
only to a verified address (``accounts.selectors.verified_address``), checked when it is sent."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db.models import Q
from django.utils import timezone

from accounts.selectors import verified_address

from .models import Notification, NotificationSettings

SUBJECTS = {
    "your_turn": "Your turn in {game_kind}",
    "game_started": "Your {game_kind} game has started",
    "invited": "You are invited to a game of {game_kind}",
    "opponent_resigned": "Your opponent resigned ({game_kind})",
    "opponent_timed_out": "Your opponent ran out of time ({game_kind})",
    "game_ended": "Your {game_kind} game has ended",
    "clock_low": "{hours} h left on your clock ({game_kind})",
    "dispute_resolved": "Your dispute was decided ({game_kind})",
}


def line(note: Notification) -> str:
    """One line describing a notification (public game information only)."""
    subject = SUBJECTS.get(note.kind, note.kind).format_map(_Defaults(note.data))
    game = note.data.get("game")
    return f"{subject} - game {game}" if game else subject


class _Defaults(dict):
    def __missing__(self, key):
        return "?"


def _claim(ids) -> int:
    """Mark notifications emailed; only the caller that flips them sends them."""
    return Notification.objects.filter(id__in=ids, emailed_at__isnull=True).update(
        emailed_at=timezone.now())


def send_one(note_id: int) -> bool:
    """Email one notification at once (the ``immediate`` setting)."""
    note = (Notification.objects.select_related("user", "user__email_state")
            .filter(id=note_id).first())
    address = verified_address(note.user) if note is not None else None
    if address is None or not _claim([note_id]):
        return False
    send_mail(line(note), f"{line(note)}\n\nOpen the game in your app to reply.\n",
              settings.DEFAULT_FROM_EMAIL, [address])
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
        body = "\n".join(f"- {line(n)}" for n in notes)
        send_mail(f"Your games today: {len(notes)} notification(s)",
                  f"Since your last digest:\n\n{body}\n", settings.DEFAULT_FROM_EMAIL,
                  [address])
        NotificationSettings.objects.filter(pk=pref.pk).update(digest_sent_at=now)
        sent += 1
    return sent
