"""Reads of the standings: a kind's leaderboard, a player's profile, a player's finished games.

Nothing here writes. Ratings come from the ratings tables; a finished game's result comes from
its ``game.finished`` events in the log (the last one: a staff correction replaces an earlier
one), read for every game of the player in one query, and judged by the pure
``ratings.outcomes``. Names go through ``accounts.erasure.display_name`` (an erased account
reads "deleted player"); the list of games goes through ``games.selectors.access.listed_for``,
so nobody sees a private game they could not find in the game list.
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime

from django.conf import settings
from django.db.models import Count, OuterRef, Q, QuerySet, Subquery

from accounts.erasure import display_name, is_erased
from accounts.services import user_named
from config.errors import ServiceError
from events.models import Event
from games import clocks, kinds
from games.domain.stream import GAME_FINISHED, result_of
from games.models import Game, Seat
from games.selectors.access import listed_for
from ratings import outcomes, skill
from ratings.models import Rating, RatingChange

# the events of a player's games are read this many games at a time (bound parameters)
CHUNK = 500


# -- leaderboards --------------------------------------------------------------------------------
class Board(QuerySet):
    """A leaderboard's ratings whose pages are read in one query that finds the page's ids
    first, in the ``leaderboard`` index alone, and joins the users to those rows only: a page
    deep in the board costs the skipped index entries, not as many joined rows."""

    def __getitem__(self, k):
        if not isinstance(k, slice) or self._result_cache is not None:
            return super().__getitem__(k)
        ids = super().__getitem__(k).values("id")
        return (Rating.objects.filter(id__in=ids)
                .select_related("user", "user__bot_account").order_by("-ordinal", "id"))


def leaderboard(kind: str) -> Board:
    """The established ratings of ``kind``, best first (``ordinal`` desc, then id); a slice
    comes with its users and bot accounts joined. 404 ``unknown_leaderboard`` for a kind the
    service does not host. Two queries a page once paginated: the count and the page."""
    if kind not in kinds.KINDS:
        raise ServiceError("unknown_leaderboard", f"There is no leaderboard {kind!r}.")
    return Board(Rating).filter(kind=kind, provisional=False).order_by("-ordinal", "id")


def leaderboard_rows(page: Iterable[Rating], offset: int) -> list[dict]:
    """A page of ``leaderboard`` starting at ``offset`` as the API shows it: ranks are
    global (the offset's), not per page. ``erased`` (``is_erased``) is for the web page: the
    API's serializer declares its fields and leaves it out."""
    return [{"rank": offset + i, "username": display_name(r.user), "erased": is_erased(r.user),
             "bot": _bot_level(r.user),
             "rating": skill.display(r.mu, r.sigma), "games": r.games,
             "last_game_at": clocks.iso(r.last_game_at)}
            for i, r in enumerate(page, start=1)]


def _bot_level(user) -> str | None:
    account = getattr(user, "bot_account", None)  # the reverse one-to-one: absent for a person
    return account.level if account is not None else None


# -- players -------------------------------------------------------------------------------------
def player_get(username):
    """The user named ``username`` (any case), or 404 ``player_not_found`` (an erased account
    has no profile either)."""
    user = user_named(username)
    if user is None or is_erased(user):
        raise ServiceError("player_not_found", f"There is no player {username!r}.")
    return user


@dataclass(frozen=True)
class Finished:
    """One finished game of a player, as the outcome rules need it."""

    game_id: uuid.UUID
    kind: str
    seat: str
    autopilot: bool  # a bot played the seat at the end
    finished_at: datetime  # when play ended (the first ``game.finished``)
    result: dict  # the last ``game.finished``'s

    @property
    def outcome(self) -> str:
        return outcomes.outcome(self.result, self.seat)


def finished_games(player, *, requester=..., kind: str | None = None, opponent=None,
                   since: date | None = None, until: date | None = None) -> list[Finished]:
    """``player``'s played finished games (``outcomes.unplayed`` left out), newest first.

    ``requester``: only the games they may find (``listed_for``); left out: every game (the
    profile's numbers). ``opponent``: a user who also sat at the game; ``since``/``until``:
    UTC days, both included. Two queries (seats, then the games' ``game.finished`` events).
    """
    seats = Seat.objects.filter(user=player, game__status=Game.Status.FINISHED)
    if requester is not ...:
        seats = seats.filter(game__in=Game.objects.filter(listed_for(requester)).values("id"))
    if kind:
        seats = seats.filter(game__kind=kind)
    if opponent is not None:
        seats = seats.filter(game__in=Seat.objects.filter(user=opponent).values("game_id"))
    rows = list(seats.values_list("game_id", "game__kind", "position", "autopilot"))
    ended = _endings([r[0] for r in rows])
    out = []
    for game_id, game_kind, position, autopilot in rows:
        if game_id not in ended:
            continue  # finished in the index, its event not read: nothing to show yet
        at, result = ended[game_id]
        day = at.astimezone(UTC).date()
        if outcomes.unplayed(result) or (since and day < since) or (until and day > until):
            continue
        out.append(Finished(game_id, game_kind, str(position), autopilot, at, result))
    out.sort(key=lambda f: (f.finished_at, str(f.game_id)), reverse=True)
    return out


def _endings(game_ids: list) -> dict:
    """game id -> (when it first finished, its last result), from the log."""
    ended: dict = {}
    for start in range(0, len(game_ids), CHUNK):
        events = (Event.objects.filter(stream__in=game_ids[start:start + CHUNK],
                                       type=GAME_FINISHED)
                  .order_by("stream", "version").values_list("stream", "recorded_at", "data"))
        for stream, at, data in events:
            first = ended.get(stream, (at, None))[0]
            ended[stream] = (first, result_of(data))
    return ended


def player_profile(player) -> dict:
    """``player``'s profile: ratings per kind (rank when established), played/won per kind
    over every finished game, and reliability over the last ``RATINGS_RELIABILITY_GAMES``."""
    finished = finished_games(player)
    per_kind: dict[str, dict] = defaultdict(lambda: {"played": 0, "won": 0, "drawn": 0,
                                                     "lost": 0})
    for f in finished:
        outcome = f.outcome
        if outcome == outcomes.VOID:
            continue
        counts = per_kind[f.kind]
        counts["played"] += 1
        counts[{"won": "won", "draw": "drawn", "lost": "lost"}[outcome]] += 1
    window = settings.RATINGS_RELIABILITY_GAMES
    kept = outcomes.reliability(((f.result, f.seat, f.autopilot) for f in finished), window)
    return {
        "username": display_name(player),
        "bot": _bot_level(player),
        "ratings": _ratings(player),
        "games": [{"kind": k, **per_kind[k]} for k in kinds.KINDS if k in per_kind],
        "reliability": {"window": kept.window, "games": kept.games,
                        "completed": kept.completed,
                        "share": None if kept.share is None else round(kept.share, 3)},
    }


def _ratings(player) -> list[dict]:
    """The player's ratings, in the kinds' order, each with its rank on its leaderboard (None
    while provisional). One query: the rank is counted in a subquery."""
    better = (Rating.objects.filter(kind=OuterRef("kind"), provisional=False)
              .filter(Q(ordinal__gt=OuterRef("ordinal"))
                      | Q(ordinal=OuterRef("ordinal"), id__lt=OuterRef("id")))
              .values("kind").annotate(n=Count("id")).values("n"))
    rows = {r.kind: r for r in Rating.objects.filter(user=player)
            .annotate(ahead=Subquery(better))}
    return [{"kind": k, "rating": skill.display(r.mu, r.sigma), "mu": r.mu, "sigma": r.sigma,
             "provisional": r.provisional, "games": r.games,
             "last_game_at": clocks.iso(r.last_game_at),
             "rank": None if r.provisional else (r.ahead or 0) + 1}
            for k in [*kinds.KINDS, *sorted(set(rows) - set(kinds.KINDS))]
            if (r := rows.get(k)) is not None]


# -- a player's games ----------------------------------------------------------------------------
def parse_day(raw: str | None, name: str) -> date | None:
    """A ``since``/``until`` parameter (``YYYY-MM-DD``), or 400 ``invalid_date_range``."""
    if raw is None or raw == "":
        return None
    try:
        return date.fromisoformat(raw) if len(raw) == 10 else _bad_day(name)
    except ValueError:
        return _bad_day(name)


def _bad_day(name: str):
    raise ServiceError("invalid_date_range", f"{name} must be a date such as 2026-01-31.")


def games_filters(*, kind: str | None, result: str | None, opponent: str | None,
                  since: str | None, until: str | None) -> dict:
    """The games list's filters, checked: 400 ``invalid_filter`` (kind, result),
    ``invalid_date_range`` (a date that is none, or ``since`` after ``until``). An unknown
    opponent matches no game (None: the caller answers an empty list)."""
    if kind and kind not in kinds.KINDS:
        raise ServiceError("invalid_filter", f"kind must be one of {list(kinds.KINDS)}.")
    if result and result not in outcomes.OUTCOMES:
        raise ServiceError("invalid_filter", f"result must be one of {list(outcomes.OUTCOMES)}.")
    low, high = parse_day(since, "since"), parse_day(until, "until")
    if low and high and low > high:
        raise ServiceError("invalid_date_range", "since is after until.")
    who = None
    if opponent:
        who = user_named(opponent)
        if who is None or is_erased(who):
            return {"nothing": True}
    return {"kind": kind or None, "result": result or None, "opponent": who,
            "since": low, "until": high}


def player_games(player, requester, filters: dict) -> list[Finished]:
    """``player``'s finished games ``requester`` may find, newest first, ``filters``
    (``games_filters``) applied."""
    if filters.get("nothing"):
        return []
    found = finished_games(player, requester=requester, kind=filters["kind"],
                           opponent=filters["opponent"], since=filters["since"],
                           until=filters["until"])
    if filters["result"]:
        found = [f for f in found if f.outcome == filters["result"]]
    return found


def game_rows(player, page: list[Finished]) -> list[dict]:
    """A page of ``player_games`` as the API shows it: the players, the result for
    ``player``, and the rating change when the game was rated (two queries). A player's
    ``erased`` (``is_erased``) is for the web page: the API's serializer leaves it out."""
    ids = [f.game_id for f in page]
    seated: dict = defaultdict(list)
    for seat in (Seat.objects.filter(game_id__in=ids).select_related("user")
                 .order_by("game_id", "position")):
        seated[seat.game_id].append({"seat": str(seat.position),
                                     "username": display_name(seat.user),
                                     "erased": is_erased(seat.user), "bot": seat.bot or None})
    changes = {c.rated_game_id: c for c in RatingChange.objects.filter(user=player,
                                                                       rated_game_id__in=ids)}
    rows = []
    for f in page:
        change = changes.get(f.game_id)
        rows.append({
            "game": str(f.game_id), "kind": f.kind, "finished_at": clocks.iso(f.finished_at),
            "seat": f.seat, "result": f.outcome, "reason": f.result.get("reason"),
            "players": seated[f.game_id],
            "rating_change": None if change is None else shown_change(change)})
    return rows


def shown_change(change: RatingChange) -> dict:
    """A ``RatingChange`` as players read it: ``{before, after, delta}`` displayed ratings."""
    before = skill.display(change.mu_before, change.sigma_before)
    after = skill.display(change.mu_after, change.sigma_after)
    return {"before": before, "after": after, "delta": after - before}


# -- displayed ratings for other apps -------------------------------------------------------------
def displayed_ratings(kind: str, user_ids: Iterable[int]) -> dict[int, int]:
    """Each of ``user_ids``' displayed rating in ``kind`` (one query); a player with no rating
    has a new player's (``skill.display`` of ``skill.INITIAL``: 1500). Quick pairing's ranges
    are judged on these numbers."""
    ids = list(user_ids)
    shown = {uid: skill.display(mu, sigma) for uid, mu, sigma in Rating.objects.filter(
        kind=kind, user_id__in=ids).values_list("user_id", "mu", "sigma")}
    new = skill.display(*skill.INITIAL)
    return {uid: shown.get(uid, new) for uid in ids}
