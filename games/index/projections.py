"""Keep the ``Game``/``Seat``/``Dispute``/``Invitation`` index in step with the event log.

``project(game, lobby, version, outcome)`` writes the row from a fold; ``rebuild(stream)``
re-folds a stream from scratch (``manage.py rebuild_projections``), the engine's events too.
Besides the lobby, the index holds who must act and until when (``Seat.to_act``,
``Seat.deadline``, ``Game.deadline``), so the "your turn" inbox and the list filters never fold
a game, and the deadline tasks know when to look.
"""

from __future__ import annotations

from datetime import datetime

from django.contrib.auth import get_user_model
from django.db import connection, transaction
from django.utils import timezone

from events import store
from events.models import Event
from games import clocks, kinds
from games.domain import time_control
from games.domain.stream import GAME_CREATED, lobby_access
from games.folders import GameFolder, LobbyFolder
from games.index import queries
from games.models import Dispute, Game, Invitation, Seat


def turns(lobby: dict, outcome: dict | None) -> tuple[dict, int | None]:
    """``({seat: deadline ms or None} for the seats due to act, the game's wake-up ms)``.

    ``outcome``: the engine's outcome of the fold (None before the engine's first event). The
    wake-up is the earliest of the engine's own deadline, a running clock's deadline and a
    vacation pause's end; nothing is due outside play.
    """
    if lobby["status"] != "active" or outcome is None:
        return {}, None
    seat_clocks = lobby.get("clock") or {}
    due = time_control.seat_deadlines(seat_clocks, outcome["to_act"], outcome.get("deadline_ms"))
    times = [t for t in (outcome.get("deadline_ms"), time_control.wake_ms(seat_clocks))
             if t is not None]
    return due, min(times, default=None)


def project(game: Game, lobby: dict, version: int, outcome: dict | None = None,
            previous: tuple[dict, dict | None] | None = None,
            then: tuple[str, list] | None = None) -> Game:
    """Write ``lobby`` (folded at ``version``) into ``game`` and its seats.

    A seat's ``position`` is its index among the members, so once the game has started it is
    the seat id (ruling C1). Members whose account has been deleted keep their place in the
    log but get no ``Seat`` row (their rows cascade away with the account). ``outcome`` (the
    engine's, of the fold) gives who must act (without it, nobody).

    ``previous``: ``(lobby, outcome)`` of the fold the index was last projected from. When
    the members, invitations and disputes are the same in both, only the game row and, if
    who must act changed, the seats' turns are written: one statement on PostgreSQL.
    ``then``: a read-only query (sql, params) to run after the writes, in that same statement
    when there is one (the long-poll notification).
    """
    due, wake = turns(lobby, outcome)
    if previous is not None and not game._state.adding and _same_people(previous[0], lobby):
        before, _ = turns(*previous)
        _set_game_fields(game, lobby, version, wake)
        _write_turns(game, due if due != before else None, then)
        return game
    _set_game_fields(game, lobby, version, wake)
    if game._state.adding:  # only on a rebuild; the creator never changes afterwards
        game.created_at = game.created_at or game.updated_at
        game.creator_id = next(iter(_existing_users([lobby["creator"]])), None)
    game.save()
    wanted = {(i, m["user"]) for i, m in enumerate(lobby["members"])}
    current = set(game.seats.values_list("position", "user_id"))
    if wanted != current:
        # members joined or left, or an account is gone: sync, skipping deleted accounts
        existing = _existing_users([uid for _, uid in wanted])
        wanted = {(i, uid) for i, uid in wanted if uid in existing}
        if wanted != current:
            game.seats.all().delete()
            bots = {i: m.get("bot") or "" for i, m in enumerate(lobby["members"])}
            Seat.objects.bulk_create(
                [Seat(game=game, user_id=uid, position=i, bot=bots[i])
                 for i, uid in sorted(wanted)])
    changed = []
    pilots = lobby.get("autopilot") or {}
    for seat in game.seats.all():
        key = str(seat.position)
        row = (key in due, clocks.to_datetime(due.get(key)), key in pilots)
        if (seat.to_act, seat.deadline, seat.autopilot) != row:
            seat.to_act, seat.deadline, seat.autopilot = row
            changed.append(seat)
    if changed:
        Seat.objects.bulk_update(changed, ["to_act", "deadline", "autopilot"])
    if lobby.get("disputes"):
        _project_disputes(game, lobby["disputes"])
    _project_invitations(game, lobby_access(lobby)["invited"])
    if then is not None:
        _run(*then)
    return game


_GAME_FIELDS = ("kind", "status", "seats_wanted", "options", "version", "deadline",
                "visibility", "join_code_sha256", "updated_at")


def _set_game_fields(game: Game, lobby: dict, version: int, wake: int | None) -> None:
    access = lobby_access(lobby)
    game.deadline = clocks.to_datetime(wake)
    game.kind = lobby["kind"]
    game.status = lobby["status"]
    game.seats_wanted = lobby["seats"]
    game.options = lobby["options"]
    game.version = version
    game.visibility = access["visibility"]
    game.join_code_sha256 = access["join_code_sha256"] or ""
    game.updated_at = timezone.now()


def _same_people(before: dict | None, after: dict) -> bool:
    """Whether the seats (members and autopilots), invitations and disputes rows need no sync
    between two lobbies."""
    return (before is not None and before["members"] == after["members"]
            and before.get("autopilot") == after.get("autopilot")
            and lobby_access(before)["invited"] == lobby_access(after)["invited"]
            and before.get("disputes") == after.get("disputes"))


def _write_turns(game: Game, due: dict | None, then: tuple[str, list] | None) -> None:
    """Update the game row and, when ``due`` is given, every seat's turn and deadline; then
    run ``then``."""
    statements = []
    if due is not None:
        statements.append(queries.update_turns(game.pk, {int(s): clocks.to_datetime(ms)
                                                         for s, ms in due.items()}))
    statements.append(queries.update_game(game, _GAME_FIELDS))
    if then is not None:
        statements.append(then)
    if connection.vendor == "postgresql" and len(statements) > 1:
        # one round trip: data-modifying WITH parts run whether or not the last part reads them
        *writes, (last_sql, last_params) = statements
        sql_text = ("WITH " + ", ".join(f"w{i} AS ({text})" for i, (text, _) in
                                        enumerate(writes)) + f" {last_sql}")
        _run(sql_text, [p for _, params in writes for p in params] + list(last_params))
        return
    for statement in statements:
        _run(*statement)


def _run(statement: str, params) -> None:
    with connection.cursor() as cursor:
        cursor.execute(statement, params)


def _project_disputes(game: Game, disputes: list[dict]) -> None:
    """Insert new disputes and record decisions; rows already in step are left alone."""
    current = dict(Dispute.objects.filter(game=game).values_list("number", "status"))
    changed = [d for d in disputes if current.get(d["dispute"]) != d["status"]]
    if not changed:
        return
    versions = {d["opened_version"] for d in changed}
    versions |= {d["resolved_version"] for d in changed if d.get("resolved_version")}
    # (looked up by ``resolved_version`` too: None while a dispute is open)
    at: dict[int | None, datetime] = dict(Event.objects.filter(stream=game.id,
                                                               version__in=versions)
                                          .values_list("version", "recorded_at"))
    users = _existing_users([d["by"] for d in changed] +
                            [d["resolved_by"] for d in changed if d.get("resolved_by")])
    for d in changed:
        Dispute.objects.update_or_create(game=game, number=d["dispute"], defaults={
            "opened_by_id": d["by"] if d["by"] in users else None,
            "seat": d["seat"], "at_version": d["at_version"],
            "opened_version": d["opened_version"], "reason": d["reason"],
            "status": d["status"], "kind": d.get("kind") or "", "decision": d["decision"] or "",
            "resolved_by_id": d.get("resolved_by") if d.get("resolved_by") in users else None,
            "opened_at": at[d["opened_version"]],
            "resolved_at": at.get(d.get("resolved_version")),
        })


def _served(kind: str) -> bool:
    try:
        kinds.engine(kind)
    except kinds.UnknownKind:
        return False
    return True


def _project_invitations(game: Game, invited: list[dict]) -> None:
    """Pending invitations as rows (deleted accounts skipped, like seats). Rows still pending
    are left as they are, so each keeps the moment it was sent (``created_at``)."""
    wanted = {i["user"]: i["by"] for i in invited}
    current = dict(game.invitations.values_list("user_id", "invited_by_id"))
    gone = [uid for uid in current if uid not in wanted]
    if gone:
        game.invitations.filter(user_id__in=gone).delete()
    new = {uid: by for uid, by in wanted.items() if uid not in current}
    if not new:
        return
    existing = _existing_users({*new, *(by for by in new.values() if by is not None)})
    Invitation.objects.bulk_create([
        Invitation(game=game, user_id=uid, invited_by_id=by if by in existing else None)
        for uid, by in sorted(new.items()) if uid in existing])


def _existing_users(ids) -> set:
    return set(get_user_model().objects.filter(id__in=list(ids)).values_list("id", flat=True))


@transaction.atomic
def rebuild(stream) -> Game | None:
    """Rebuild one game's index row (turns and deadlines included) from its events."""
    first = Event.objects.filter(stream=stream, version=1).first()
    if first is None or first.type != GAME_CREATED:
        return None
    kind = first.data["kind"]
    game = Game.objects.filter(id=stream).first() or Game(id=stream, created_at=first.recorded_at)
    if _served(kind):
        folder = GameFolder(kind)
        state, version = store.load_state(stream, folder, use_snapshots=False)
        return project(game, state["lobby"], version, outcome=folder.outcome(state))
    # a kind no longer served: its index row can still be rebuilt (nothing is due)
    lobby, version = store.load_state(stream, LobbyFolder(), use_snapshots=False)
    return project(game, lobby, version)


def rebuild_all() -> int:
    """Rebuild every game; returns how many."""
    n = 0
    for stream in list(store.streams()):
        if rebuild(stream) is not None:
            n += 1
    return n
