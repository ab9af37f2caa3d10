"""Disputes: players open them, moderators settle them by appending a decision."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from config.errors import ServiceError
from events import store
from events.store import RecordedEvent
from games.domain import endings, stream
from games.domain.stream import (
    DECISION_KINDS,
    DISPUTE_OPENED,
    DISPUTE_RESOLVED,
    GAME_REWOUND,
    GAME_STARTED,
    MAX_TEXT,
    seat_of,
)
from games.folders import GameFolder
from games.models import Game
from games.services.unit_of_work import (
    append,
    command_meta,
    load,
    locked_game,
    outcome_of,
)


def dispute_open(*, game_id, user, reason: Any) -> dict:
    """A seated player asks staff to look at the game as it stands (appends, never edits)."""
    if not isinstance(reason, str) or not reason.strip() or len(reason) > MAX_TEXT:
        raise ServiceError("invalid_reason", f"reason must be 1 to {MAX_TEXT} characters.")
    with transaction.atomic():
        game = locked_game(game_id)
        state, version = load(game)
        lobby = state["lobby"]
        seat = seat_of(lobby, user.id)
        if seat is None:
            raise ServiceError("not_a_player", "Only a game's players can dispute it.")
        if any(d["by"] == user.id and d["status"] == "open" for d in lobby.get("disputes", [])):
            raise ServiceError("dispute_already_open", "You already have an open dispute on "
                               "this game; staff will answer it first.")
        number = len(lobby.get("disputes", [])) + 1
        opened = {"dispute": number, "by": user.id, "seat": seat, "reason": reason.strip(),
                  "at_version": version}
        append(game, state, version, [{"type": DISPUTE_OPENED, "data": opened}],
               command_meta(user, "game.dispute"))
    return opened


def dispute_resolve(*, game_id, user, dispute: Any, decision: Any, kind: Any = "dismiss",
                    to_version: Any = None, winners: Any = None, scores: Any = None) -> dict:
    """Staff settle dispute number ``dispute``: append their decision and what it does.

    ``decision`` is the staff member's reason (kept in the log). ``kind``:

    * ``dismiss``: no change to the game.
    * ``annul``: the game ends with no result (``game.finished``, ``result.void``).
    * ``set_result``: staff set ``winners`` (seat ids) and optionally ``scores``
      (``{seat: int}``). An active game ends with that result; on a finished game a further
      ``game.finished`` corrects the result (the earlier one stays in the log).
    * ``rewind``: the game continues from its state at ``to_version`` (``game.rewound``; the
      events in between stay in the log, superseded). Only an active game can be rewound: a
      finished game has revealed its seed, so its future shuffles would be predictable.

    Every decision appends ``game.dispute_resolved {dispute, by, by_name, kind, decision, ...}``
    first: that event is what a notifier tells the players about. Refusals write nothing.
    """
    _require_moderator(user)
    if not isinstance(decision, str) or not decision.strip() or len(decision) > MAX_TEXT:
        raise ServiceError("invalid_decision",
                           f"decision must be 1 to {MAX_TEXT} characters.")
    if kind not in DECISION_KINDS:
        raise ServiceError("invalid_decision_kind",
                           f"kind must be one of {', '.join(DECISION_KINDS)}.")
    note = decision.strip()
    with transaction.atomic():
        game = locked_game(game_id)
        state, version = load(game)
        lobby = state["lobby"]
        found = next((d for d in lobby.get("disputes", []) if d["dispute"] == dispute), None)
        if found is None:
            raise ServiceError("not_found", "No such dispute.")
        if found["status"] != "open":
            raise ServiceError("dispute_closed", "That dispute is already resolved.")
        resolved = {"dispute": dispute, "by": user.id, "by_name": user.get_username(),
                    "kind": kind, "decision": note}
        meta = command_meta(user, "game.dispute_resolve", dispute=dispute, kind=kind)
        engine_outcome = outcome_of(game, state)
        if kind == "annul":
            effect = [stream.finished_event(game.secret.seed, engine_outcome,
                                            endings.annulled(note, dispute))]
        elif kind == "set_result":
            winners, scores = _staff_result(lobby, winners, scores)
            resolved.update(winners=winners, scores=scores)
            effect = [stream.finished_event(game.secret.seed, engine_outcome,
                                            endings.staff_set(winners, scores, note, dispute))]
        elif kind == "rewind":
            _check_rewind(game, lobby, version, to_version)
            resolved["to_version"] = to_version
            effect = [{"type": GAME_REWOUND, "data": {
                "to_version": to_version, "dispute": dispute, "by": user.id,
                "by_name": user.get_username()}}]
        else:
            effect = []
        events = [{"type": DISPUTE_RESOLVED, "data": resolved}, *effect]
        if kind == "rewind":
            pending = [RecordedEvent(game.id, at, e["type"], e["data"])
                       for at, e in enumerate(events, start=version + 1)]
            after = GameFolder.of(game).fold([*store.load(game.id), *pending])
            append(game, state, version, events, meta, after=after)
        else:
            append(game, state, version, events, meta)
    return resolved


def _require_moderator(user) -> None:
    if not user.is_staff:
        raise ServiceError("staff_only", "Only staff can resolve disputes.")
    if not user.has_perm("games.resolve_dispute"):
        raise ServiceError("missing_permission", "Resolving disputes needs the "
                           "games.resolve_dispute permission (the moderators group).")


def _staff_result(lobby: dict, winners: Any, scores: Any) -> tuple[list[str], dict | None]:
    """Check a staff-set result against the game's seats: (winners, scores)."""
    seats = lobby["players"]
    if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners) \
            or len(set(winners)) != len(winners):
        raise ServiceError("invalid_result", "winners must be a list of distinct seat ids "
                           '(such as ["0"]).')
    if scores is not None and (not isinstance(scores, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in scores.values())):
        raise ServiceError("invalid_result", "scores must map seat ids to integers.")
    for seat in [*winners, *(scores or {})]:
        if seat not in seats:
            raise ServiceError("unknown_seat", f"This game has no seat {seat!r}.",
                               seat=seat)
    return winners, scores


def _check_rewind(game: Game, lobby: dict, version: int, to_version: Any) -> None:
    """Refuse a rewind that cannot continue the game fairly or consistently."""
    if lobby["status"] != "active":
        raise ServiceError("rewind_finished_game", "Only an active game can be rewound: a "
                           "finished game has revealed its seed. Set its result instead.")
    if not isinstance(to_version, int) or isinstance(to_version, bool):
        raise ServiceError("invalid_rewind_version", "to_version must be an integer.")
    if to_version >= version:
        raise ServiceError("rewind_beyond_current", f"The game is at version {version}: "
                           "rewind to an earlier version.", version=version)
    recorded = store.load(game.id)
    batch = {r.version: r.meta.get("batch_start") for r in recorded}
    started = next(r.version for r in recorded if r.type == GAME_STARTED)
    opening_end = max(v for v, b in batch.items() if b == batch[started])
    if to_version < opening_end:
        raise ServiceError("rewind_before_start", f"The game's opening ends at version "
                           f"{opening_end}: rewind to it or later.", first=opening_end)
    if batch[to_version] == batch[to_version + 1]:
        raise ServiceError("rewind_mid_batch", f"Version {to_version} is inside one decision "
                           "(its events were appended together): pick the batch's last event.")
    dropped = stream.superseded(recorded)
    # inside a stretch a rewind dropped (even on a dispute record there): the state "at" it
    # is not one the game ever continued from
    if to_version in dropped or any(v < to_version < by for v, by in dropped.items()):
        raise ServiceError("rewind_superseded", f"Version {to_version} was already superseded "
                           "by an earlier rewind.")

