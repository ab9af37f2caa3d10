"""Rating the log's finished games: the one writer of the ratings tables.

Both the ``ratings`` subscriber (``ratings.subscriber``, fed the log in global order by the
relay) and ``manage.py rebuild_ratings`` (``rebuild``) rate through the ``Ledger`` here, so
they write the same numbers, to the last bit of every float.

**Order.** Games are rated in the global order of their *first* ``game.finished`` event, at
the moment it was recorded (``RatedGame.position`` and ``finished_at``), judged on their
*latest* result (``ratings.rules``). A player's inactivity before a game is the time between
the ``finished_at`` of their previous counted game in that kind and this one's, so nothing
depends on when the relay happened to run.

**Corrections.** A later ``game.finished`` of a game already judged (staff set its result or
annulled it) changes that game's judgement, and so every rating computed after it in that
kind: ``correct`` sets each affected player's rating back to what it was before the game (their
last ``RatingChange`` before it, or no rating), and rates that kind's games from the corrected
one on again, in order (the others with the places already recorded). A rebuild, which judges
each game on its latest result from the start, gives the same tables. A rewind cannot touch a
rated game (only an active game can be rewound), so it needs nothing here.

**Per game and player** (``Ledger.rate``): the rating's uncertainty first grows with the days
since the player's last counted game (``skill.decayed``, ``RATINGS_SIGMA_DECAY_PER_DAY``),
then the game moves it (``skill.rate``); a ``RatingChange`` keeps the rating going in (decay
applied) and coming out; the ``Rating`` row keeps the latest, its ``ordinal`` and whether it
is ``provisional`` (``RATINGS_PROVISIONAL_SIGMA``).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import cast

from django.conf import settings
from django.db import connections, models, router, transaction

from events import store, subscriptions
from events.models import Event
from games import kinds
from games.domain.stream import GAME_CREATED, GAME_FINISHED, GAME_STARTED, result_of
from games.models import Game
from ratings import rules, skill
from ratings.models import RatedGame, Rating, RatingChange

NAME = "ratings"  # the subscriber's name (its tracking row in the relay)
_DAY = timedelta(days=1)


@dataclass(frozen=True)
class Finish:
    """A game's first ``game.finished`` (where and when it is rated) and its latest result."""

    game_id: uuid.UUID
    position: int
    finished_at: datetime
    result: dict


@dataclass(frozen=True)
class Seating:
    """What the ratings need of a game's lobby: its kind and who sat where from the start."""

    kind: str
    players: dict[str, int]
    bots: dict[str, str]


def judge(seating: Seating | None, result: dict) -> rules.Judgement:
    """``rules.judge`` for a game with this ``seating`` (None: never created or started)."""
    if seating is None:
        return rules.judge(result, {}, None, False)
    try:
        lower = kinds.engine(seating.kind).lower_scores_win
    except Exception:  # noqa: BLE001 - a kind no engine serves any more ranks as recorded
        lower = False
    return rules.judge(result, seating.players, seating.bots, lower)


def seatings(game_ids: Iterable) -> dict:
    """``{game id: Seating}`` from the games' ``game.created`` and ``game.started`` events
    (one query; a game that never started has no players). Streams that are no game of the
    index are left out: there is nothing to rate."""
    kinds: dict = {}
    started: dict = {}
    # the games' ids as a list, not a subquery: PostgreSQL would plan the subquery as a scan
    # of every event of those types
    games = list(Game.objects.filter(id__in=list(game_ids)).values_list("id", flat=True))
    rows = Event.objects.filter(stream__in=games, type__in=(GAME_CREATED, GAME_STARTED))
    for stream, type_, data, schema in rows.values_list("stream", "type", "data",
                                                        "schema_version"):
        data, _ = store.upcast(type_, schema, data)
        if type_ == GAME_CREATED:
            kinds[stream] = data["kind"]
        else:
            started[stream] = data
    return {gid: Seating(kind=kind, players=dict((started.get(gid) or {}).get("players") or {}),
                         bots=dict((started.get(gid) or {}).get("bots") or {}))
            for gid, kind in kinds.items()}


def _days(since: datetime | None, until: datetime) -> float:
    return 0.0 if since is None else (until - since) / _DAY


class Ledger:
    """Ratings held in memory while a run of games is rated; ``flush`` writes what changed.

    ``rate`` rates one game onto the ledger's ratings (loaded from the table on first use,
    per kind and player); rows made meanwhile are written by ``flush`` in bulk. ``fresh``:
    the tables are known empty (a rebuild), so nothing is looked up.
    """

    def __init__(self, *, fresh: bool = False):
        self.fresh = fresh
        self.ratings: dict[tuple[str, int], Rating | None] = {}
        self.dirty: dict[tuple[str, int], Rating] = {}
        self.games: list[RatedGame] = []
        self.changes: list[RatingChange] = []
        self.judged: set = set()  # game ids of the games not yet flushed

    def load(self, kind: str, users: Iterable[int]) -> None:
        """Read ``users``' ratings in ``kind`` that the ledger does not hold yet (one query)."""
        missing = [u for u in users if (kind, u) not in self.ratings]
        if not missing:
            return
        for u in missing:
            self.ratings[(kind, u)] = None  # none yet: a new player's rating
        if not self.fresh:
            for row in Rating.objects.filter(kind=kind, user_id__in=missing):
                self.ratings[(kind, row.user_id)] = row

    def add(self, finish: Finish, seating: Seating | None) -> RatedGame | None:
        """Judge and rate a game not judged before; its rows are written at ``flush``. No
        ``seating``: the stream is no game (nothing is written)."""
        if seating is None:
            return None
        verdict = judge(seating, finish.result)
        game = RatedGame(game_id=finish.game_id, kind=seating.kind,
                         position=finish.position, finished_at=finish.finished_at,
                         counted=verdict.counted, reason=verdict.reason)
        self.games.append(game)
        self.judged.add(finish.game_id)
        if verdict.counted:
            self.rate(game, [(seat, verdict.players[seat], place)
                             for seat, place in verdict.places.items()])
        return game

    def rate(self, game: RatedGame, seats: list[tuple[str, int, int]]) -> None:
        """Rate ``game`` (counted) for ``seats``: (seat, user id, place) each."""
        # one order whatever the source (a judgement, or the changes recorded), so the
        # floats come out the same however the game is rated
        seats = sorted(seats, key=lambda s: (s[2], s[0]))
        self.load(game.kind, [user for _, user, _ in seats])
        before = []
        for _, user, _ in seats:
            row = self.ratings.get((game.kind, user))
            if row is None:
                before.append(skill.INITIAL)
            else:
                before.append((row.mu, skill.decayed(
                    row.sigma, _days(row.last_game_at, game.finished_at),
                    settings.RATINGS_SIGMA_DECAY_PER_DAY)))
        after = skill.rate(before, [place for _, _, place in seats])
        for (seat, user, place), (mu0, sigma0), (mu, sigma) in zip(seats, before, after,
                                                               strict=True):
            key = (game.kind, user)
            row = self.ratings.get(key) or Rating(user_id=user, kind=game.kind)
            row.mu, row.sigma = mu, sigma
            row.ordinal = skill.ordinal(mu, sigma)
            row.provisional = skill.provisional(sigma, settings.RATINGS_PROVISIONAL_SIGMA)
            row.games = (row.games or 0) + 1
            row.last_game_at = game.finished_at
            self.ratings[key] = self.dirty[key] = row
            self.changes.append(RatingChange(
                rated_game_id=game.game_id, user_id=user, seat=seat, place=place,
                mu_before=mu0, sigma_before=sigma0, mu_after=mu, sigma_after=sigma))

    def flush(self, ratings: bool = True) -> None:
        """Write the games judged and their changes, and (``ratings``) the ratings they moved
        (a rebuild writes those once, at its end)."""
        _insert(RatedGame, self.games)
        _insert(RatingChange, self.changes)
        self.games, self.changes, self.judged = [], [], set()
        if not ratings:
            return
        new = [r for r in self.dirty.values() if r.pk is None]
        old = [r for r in self.dirty.values() if r.pk is not None]
        Rating.objects.bulk_create(new, batch_size=500)
        _update(old)
        self.dirty = {}


_UPDATED = ("mu", "sigma", "ordinal", "games", "last_game_at", "provisional")


def _insert(model, rows: list) -> None:
    """INSERT ``rows`` (whose ids nobody reads back), one prepared statement run for all:
    the ORM's ``bulk_create`` spends more time preparing values than the database inserting."""
    if not rows:
        return
    conn = connections[router.db_for_write(model)]
    fields = [f for f in model._meta.concrete_fields if not f.primary_key or f.is_relation]
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        conn.ops.quote_name(model._meta.db_table),
        ", ".join(conn.ops.quote_name(f.column) for f in fields),
        ", ".join(["%s"] * len(fields)))
    params = [[f.get_db_prep_save(getattr(row, f.attname), conn) for f in fields]
              for row in rows]
    with conn.cursor() as cur:
        cur.executemany(sql, params)


def _update(rows: list[Rating]) -> None:
    """Write ``rows``' rating fields back, one prepared UPDATE run for all of them (the ORM's
    ``bulk_update`` builds a CASE per field and row: most of a batch's time)."""
    if not rows:
        return
    conn = connections[router.db_for_write(Rating)]
    # (concrete fields: each has a column)
    fields = [cast(models.Field, Rating._meta.get_field(name)) for name in _UPDATED]
    sql = "UPDATE {} SET {} WHERE {} = %s".format(
        conn.ops.quote_name(Rating._meta.db_table),
        ", ".join(f"{conn.ops.quote_name(cast(str, f.column))} = %s" for f in fields),
        conn.ops.quote_name(cast(str, Rating._meta.pk.column)))
    params = [[f.get_db_prep_save(getattr(row, f.attname), conn) for f in fields] + [row.pk]
              for row in rows]
    with conn.cursor() as cur:
        cur.executemany(sql, params)


# -- the subscriber's path -----------------------------------------------------------------------
def apply_events(events: list) -> int:
    """Rate the ``game.finished`` events of a batch (the relay's, in global order); a
    correction of a game already judged re-rates its kind from that game on. Returns how
    many ``game.finished`` events the batch held."""
    finished = [e for e in events if e.type == GAME_FINISHED]
    if not finished:
        return 0
    ids = {e.stream for e in finished}
    known = set(RatedGame.objects.filter(game_id__in=ids).values_list("game_id", flat=True))
    seating = seatings(ids - known)
    ledger = Ledger()
    kinds: dict[str, set[int]] = {}
    for seated in seating.values():
        kinds.setdefault(seated.kind, set()).update(seated.players.values())
    for kind, users in kinds.items():  # every rating the batch may move, in one query a kind
        ledger.load(kind, users)
    for e in finished:
        if e.stream not in known and e.stream not in seating:
            continue  # no game of the index: nothing to rate
        if e.stream in known or e.stream in ledger.judged:
            ledger.flush()
            known.add(e.stream)
            correct(e.stream, result_of(e.data))
            ledger = Ledger()  # the correction rewrote ratings the old one may hold
        else:
            ledger.add(Finish(e.stream, e.position, e.recorded_at, result_of(e.data)),
                       seating.get(e.stream))
    ledger.flush()
    return len(finished)


def correct(game_id, result: dict) -> None:
    """Game ``game_id`` (judged already) now has ``result``: re-judge it and re-rate every
    game of its kind from it on, in order (see the module docstring)."""
    game = RatedGame.objects.get(game_id=game_id)
    seating = seatings([game_id]).get(game_id)
    verdict = judge(seating, result)
    tail = list(RatedGame.objects.filter(kind=game.kind, position__gte=game.position)
                .order_by("position"))
    changes = RatingChange.objects.filter(rated_game__kind=game.kind,
                                          rated_game__position__gte=game.position)
    recorded: dict = {}
    for seat, user, place, rated in changes.values_list("seat", "user_id", "place",
                                                        "rated_game_id"):
        recorded.setdefault(rated, []).append((seat, user, place))
    users = {u for seats in recorded.values() for _, u, _ in seats} | set(
        verdict.players.values())
    changes.delete()
    _restore(game.kind, game.position, users)
    game.counted, game.reason = verdict.counted, verdict.reason
    game.save(update_fields=["counted", "reason"])
    ledger = Ledger()
    for g in tail:
        if g.game_id == game.game_id:
            seats = [(s, verdict.players[s], p) for s, p in verdict.places.items()]
            g = game
        else:
            seats = recorded.get(g.game_id, [])
        if g.counted and seats:
            ledger.rate(g, seats)
    ledger.flush()


def _restore(kind: str, position: int, users: Iterable[int]) -> None:
    """Set ``users``' ratings in ``kind`` back to what they were before the game at
    ``position``: their last change before it (no change: no rating)."""
    for user in users:
        earlier = RatingChange.objects.filter(user_id=user, rated_game__kind=kind,
                                              rated_game__position__lt=position)
        last = earlier.select_related("rated_game").order_by("-rated_game__position").first()
        if last is None:
            Rating.objects.filter(user_id=user, kind=kind).delete()
            continue
        Rating.objects.filter(user_id=user, kind=kind).update(
            mu=last.mu_after, sigma=last.sigma_after,
            ordinal=skill.ordinal(last.mu_after, last.sigma_after),
            provisional=skill.provisional(last.sigma_after, settings.RATINGS_PROVISIONAL_SIGMA),
            games=earlier.count(), last_game_at=last.rated_game.finished_at)


# -- the rebuild ---------------------------------------------------------------------------------
def rebuild(chunk: int = 1000) -> int:
    """Wipe the three tables and rate the log again, up to where the subscriber has read
    (its tracking row is held meanwhile, so the relay waits and then goes on from there).
    Streams the log ``chunk`` games at a time. Returns how many games were judged."""
    with transaction.atomic():
        through = subscriptions.lock(NAME).position
        _wipe()
        ledger = Ledger(fresh=True)
        done = 0
        for finishes in first_finishes(through, chunk):
            seating = seatings([f.game_id for f in finishes])
            done += sum(ledger.add(f, seating.get(f.game_id)) is not None for f in finishes)
            ledger.flush(ratings=False)
        ledger.flush()
        return done


def _wipe() -> None:
    """Empty the three tables with one DELETE each (the ORM's ``delete`` would first read
    every row's id to cascade by hand)."""
    conn = connections[router.db_for_write(Rating)]
    with conn.cursor() as cur:
        for model in (RatingChange, RatedGame, Rating):
            cur.execute(f"DELETE FROM {conn.ops.quote_name(model._meta.db_table)}")


def finished_rows(through: int):
    return Event.objects.filter(type=GAME_FINISHED, position__isnull=False,
                                position__lte=through)


def first_finishes(through: int, chunk: int) -> Iterator[list[Finish]]:
    """Each game's first ``game.finished`` up to ``through``, in global order, with its latest
    result, ``chunk`` at a time (memory: one chunk, and the few corrected games' results)."""
    finished = finished_rows(through)
    corrected = finished.values("stream").annotate(n=models.Count("id")).filter(n__gt=1)
    latest: dict = {}
    for stream, data, schema in (finished.filter(stream__in=corrected.values("stream"))
                                 .order_by("position")
                                 .values_list("stream", "data", "schema_version")):
        latest[stream] = result_of(store.upcast(GAME_FINISHED, schema, data)[0])
    seen: set = set()  # of the corrected games only: the others finish once
    after = 0
    while True:
        rows = list(finished.filter(position__gt=after).order_by("position").values_list(
            "stream", "position", "recorded_at", "data", "schema_version")[:chunk])
        if not rows:
            return
        after = rows[-1][1]
        out = []
        for stream, position, at, data, schema in rows:
            if stream in latest:
                if stream in seen:
                    continue
                seen.add(stream)
                result = latest[stream]
            else:
                result = result_of(store.upcast(GAME_FINISHED, schema, data)[0])
            out.append(Finish(stream, position, at, result))
        yield out


def current_sigma(rating: Rating, at: datetime) -> float:
    """``rating``'s uncertainty at ``at``, grown with the days since its last counted game
    (what the next game would start from; readers may show it)."""
    return skill.decayed(rating.sigma, _days(rating.last_game_at, at),
                         settings.RATINGS_SIGMA_DECAY_PER_DAY)
