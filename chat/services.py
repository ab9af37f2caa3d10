"""Chat writes: sending a message, reporting one, and the moderators' actions on reports.

Every refusal is raised before anything is written. A message wakes the room's long-polls
(``events.waiting.notify`` in the writing transaction: delivered on commit). Each report filed
and each moderator's action is also an event of the moderation log (``chat.moderation``).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db import IntegrityError, transaction

from accounts.blocks import separated_from
from chat import moderation, rules, selectors
from chat.models import ChatMessage, ChatMute, ChatReport
from config.errors import ServiceError
from events import waiting
from games import clocks

MAX_REASON = 500  # a report's or a moderator's reason, characters
MAX_MUTE = timedelta(days=365)


def message_post(*, game_id, room: str, user, body: str) -> ChatMessage:
    """Send ``body`` to ``room`` of the game. Refusals: ``not_found`` (404: a game one may not
    see, a room it has not), ``not_in_room`` (403), ``empty_message`` / ``message_too_long``
    (400), ``muted`` (403, ``until``), ``blocked`` (403: in the players' room, every other
    seated player is separated from the author by a block)."""
    r = selectors.writable_room(game_id, room, user)
    text = rules.body_text(body)
    problem = rules.body_problem(text)
    if problem == "empty_message":
        raise ServiceError("empty_message", "A message needs some text.")
    if problem == "message_too_long":
        raise ServiceError("message_too_long", f"A message is at most {rules.MAX_BODY} "
                           f"characters; this one has {len(text)}.")
    until = selectors.mute_until(user.id)
    if until is not None:
        raise ServiceError("muted", f"You are muted in the chat until {clocks.iso(until)}.",
                           until=clocks.iso(until))
    if r.name == rules.PLAYERS:
        others = set(r.humans) - {user.id}
        if others and separated_from(user.id, others) >= others:
            raise ServiceError("blocked", "Nobody in this room would read you: a block "
                               "separates you from every other player.")
    with transaction.atomic():
        m = ChatMessage.objects.create(game_id=r.game.id, room=r.name, author=user, body=text,
                                       created_at=clocks.now())
        waiting.notify(r.key)
    return m


def _reason(raw) -> str:
    text = rules.body_text(raw or "")
    if len(text) > MAX_REASON:
        raise ServiceError("reason_too_long", f"A reason is at most {MAX_REASON} characters.",
                           )
    return text


def report_create(*, message_id, user, reason: str = "") -> ChatReport:
    """Report a message ``user`` can read: ``message_not_found`` (404), ``own_message`` (400),
    ``already_reported`` (409), ``reason_too_long`` (400)."""
    m, _room = selectors.readable_message(message_id, user)
    if m.author_id == user.id:
        raise ServiceError("own_message", "You cannot report your own message.")
    text = _reason(reason)
    if ChatReport.objects.filter(message=m, reporter=user).exists():
        raise ServiceError("already_reported", "You have reported this message already.")
    try:
        with transaction.atomic():
            m = _locked(m.pk)  # one writer of the message's moderation stream at a time
            report = ChatReport.objects.create(message=m, reporter=user, reason=text,
                                               created_at=clocks.now())
            moderation.record(m, "moderation.reported", {"report": report.pk,
                                                         "reporter": user.id})
    except IntegrityError:  # the same report made by a concurrent request
        raise ServiceError("already_reported", "You have reported this message "
                           "already.") from None
    return report


def _may_moderate(moderator) -> None:
    if not (moderator.is_staff and moderator.has_perm("chat.moderate")):
        raise ServiceError("permission_denied", "Only moderators act on chat reports.")


def _close(m: ChatMessage, status: str, moderator) -> list[int]:
    reports = list(ChatReport.objects.filter(message=m, status=ChatReport.Status.OPEN)
                   .values_list("id", flat=True))
    ChatReport.objects.filter(id__in=reports).update(status=status, resolved_by=moderator,
                                                     resolved_at=clocks.now())
    return reports


def _locked(message_id) -> ChatMessage:
    m = ChatMessage.objects.select_for_update().filter(pk=message_id).first()
    if m is None:
        raise ServiceError("message_not_found", "No such message.")
    return m


def message_remove(*, message_id, moderator, reason: str = "") -> ChatMessage:
    """Remove a message (its readers then see ``{id, removed: true}``) and close its open
    reports."""
    _may_moderate(moderator)
    text = _reason(reason)
    with transaction.atomic():
        m = _locked(message_id)
        if m.removed_at is None:
            m.removed_at, m.removed_by, m.reason = clocks.now(), moderator, text
            m.save(update_fields=["removed_at", "removed_by", "reason"])
        reports = _close(m, ChatReport.Status.REMOVED, moderator)
        moderation.record(m, "moderation.message_removed", {
            "moderator": moderator.id, "reason": text, "reports": reports})
        waiting.notify(selectors.room_key(m.game_id, m.room))
    return m


def author_mute(*, message_id, moderator, duration: timedelta, reason: str = "") -> ChatMute:
    """Mute the message's author for ``duration`` (1 minute to a year) and close the message's
    open reports; the mute ends by itself."""
    _may_moderate(moderator)
    if not timedelta(minutes=1) <= duration <= MAX_MUTE:
        raise ServiceError("invalid", "A mute lasts from one minute to a year.")
    text = _reason(reason)
    with transaction.atomic():
        m = _locked(message_id)
        until: datetime = clocks.now() + duration
        mute = ChatMute.objects.create(user_id=m.author_id, until=until, muted_by=moderator,
                                       reason=text, created_at=clocks.now())
        reports = _close(m, ChatReport.Status.MUTED, moderator)
        moderation.record(m, "moderation.author_muted", {
            "moderator": moderator.id, "reason": text, "reports": reports,
            "until": clocks.to_ms(until)})
    return mute


def reports_dismiss(*, message_id, moderator, reason: str = "") -> list[int]:
    """Dismiss the message's open reports (the message stays); returns their ids."""
    _may_moderate(moderator)
    text = _reason(reason)
    with transaction.atomic():
        m = _locked(message_id)
        reports = _close(m, ChatReport.Status.DISMISSED, moderator)
        moderation.record(m, "moderation.report_dismissed", {
            "moderator": moderator.id, "reason": text, "reports": reports})
    return reports
