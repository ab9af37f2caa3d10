"""The chat's part of an account's erasure and of its archive.

Erasing (``accounts.signals.account_erasing``): the account's messages are deleted (the reports
about them go with them, closed for good), and so are the reports it filed and its mutes. Its
name, wherever another person wrote it (a message, a report's or a mute's reason), reads
``deleted player``, and so does it in the moderators' reasons kept in the moderation log
(``events.redaction``). The archive (``accounts.export.account_exporting``): the account's own
messages, oldest first, and the reports it filed.
"""

from __future__ import annotations

from chat.models import ChatMessage, ChatMute, ChatReport
from events import redaction
from games import clocks


def on_account_erasing(sender, user, **kwargs) -> None:
    name = user.get_username()
    ChatMessage.objects.filter(author=user).delete()  # cascades to the reports about them
    ChatReport.objects.filter(reporter=user).delete()
    ChatMute.objects.filter(user=user).delete()
    if not name:
        return
    for model, field in ((ChatMessage, "body"), (ChatMessage, "reason"),
                         (ChatReport, "reason"), (ChatMute, "reason")):
        for row in model.objects.filter(**{f"{field}__icontains": name}).only("id", field):
            scrubbed = redaction.scrub(getattr(row, field), name)
            if scrubbed != getattr(row, field):
                model.objects.filter(pk=row.pk).update(**{field: scrubbed})
    redaction.redact_name(name, keys=(), text_keys=("reason",))


def _messages(user):
    for m in ChatMessage.objects.filter(author=user).order_by("id").iterator(chunk_size=500):
        yield {"id": m.pk, "game": str(m.game_id), "room": m.room, "body": m.body,
               "created_at": clocks.iso(m.created_at),
               "removed_at": clocks.iso(m.removed_at)}


def _reports(user):
    for r in ChatReport.objects.filter(reporter=user).order_by("id").iterator(chunk_size=500):
        yield {"id": r.pk, "message": r.message_id, "reason": r.reason, "status": r.status,
               "created_at": clocks.iso(r.created_at)}


def on_account_exporting(sender, user, **kwargs):
    return [("chat_messages", _messages(user)), ("chat_reports", _reports(user))]
