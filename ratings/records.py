"""A finished game's public record: what anyone who may see the game may keep of it.

``record(game)`` is one JSON-ready dict: the game's summary (kind, options, the players by seat
with their names as shown, the result), every event as a watcher sees it after the end (the
event feed's own redaction, ``games.selectors.render_event`` for no seat: nothing any seat
kept hidden is in it), the seed with its check (``game.created`` published its SHA-256,
``game.finished`` reveals it) and each player's rating change. ``transcript(record)`` is the
same record as text, one line per event. ``player_records`` is every finished game of a
player a requester may see, oldest first, read a chunk of games at a time.

The record is the same for every requester (a player's own cards are not in their export
either): it is the public record of the game, not an archive of a seat (``/api/me/export``).
"""

from __future__ import annotations

from collections.abc import Iterator

from django.db.models import Q

from accounts.erasure import display_name
from config.errors import ServiceError
from events import store
from games import clocks, selectors
from games.domain import fairplay
from games.domain.describe import describe
from games.domain.stream import GAME_CREATED, GAME_FINISHED
from games.kinds.phrases import who
from games.models import Game
from games.selectors.access import listed_for
from ratings.models import RatedGame
from ratings.selectors import shown_change

FORMAT = 1
PAGE = 500  # events read per query of the log
CHUNK = 100  # games read per query of the index (the player export)

SEED_CHECK = ("SHA-256 of the revealed seed (its 32 bytes, written as 64 hex digits: hash the "
              "bytes, not the text) must equal seed_sha256, published in game.created before "
              "the first move. Every random draw of the game was fixed by the seed: the one for "
              "the command judged at version v came from Python's random.Random seeded with "
              "the big-endian integer of HMAC-SHA256(key=seed bytes, message=str(v)).")


def finished_game(game_id, user) -> Game:
    """The finished game ``game_id`` as ``user`` may see it: 404 ``not_found`` when it does not
    exist or is hidden from them (as the game endpoint answers), 409 ``game_not_finished``."""
    game = selectors.visible_game(game_id, user)
    if game.status != Game.Status.FINISHED:
        raise ServiceError("game_not_finished", "A game's record is kept once it is over.")
    return game


def record(game: Game) -> dict:
    """The public record of the finished ``game`` (see the module)."""
    detail = selectors.game_detail(game, None)  # as a watcher (no seat) sees it
    names = {s["seat"]: s["username"] for s in detail["seats"]}
    seats_of = {s["user"]: s["seat"] for s in detail["seats"]}
    events = list(_watched_events(game, seats_of))
    return {
        "format": FORMAT,
        "game": {
            "id": str(game.id), "kind": game.kind, "visibility": detail["visibility"],
            "options": detail["options"], "version": detail["version"],
            "created_at": detail["created_at"], "finished_at": _finished_at(events),
            "players": [{"seat": s["seat"], "username": s["username"], "bot": s["bot"]}
                        for s in detail["seats"]],
            "result": detail["result"],
        },
        "events": events,
        "seed": seed_check(events),
        "ratings": rating_changes(game, names),
    }


def _watched_events(game: Game, seats_of: dict) -> Iterator[dict]:
    """Every event as the feed serves it to a watcher, with ``seat``: who acted (None: the
    service or staff), read a page of the log at a time."""
    after = 0
    while True:
        page = store.load(game.id, after=after, limit=PAGE)
        for recorded in page:
            event = selectors.render_event(game, recorded, None)  # the feed's redaction
            if event is not None:
                # the acting seat is public (the inbox shows it); the command's payload is not
                seat = recorded.meta.get("seat")
                if seat is None:
                    seat = seats_of.get(recorded.meta.get("actor"))
                event["seat"] = None if seat is None else str(seat)
                yield event
        if len(page) < PAGE:
            return
        after = page[-1].version


def _finished_at(events: list[dict]) -> str | None:
    """When the game ended: its first ``game.finished`` (a staff correction adds another)."""
    return next((e["recorded_at"] for e in events if e["type"] == GAME_FINISHED), None)


def seed_check(events: list[dict]) -> dict:
    """The published hash, the revealed seed, how to check one against the other and whether
    they match (``games.domain.fairplay``)."""
    published = next((e["data"].get("seed_sha256") for e in events
                      if e["type"] == GAME_CREATED), None)
    revealed = next((e["data"].get("seed") for e in reversed(events)
                     if e["type"] == GAME_FINISHED), None)
    matches = False
    if isinstance(published, str) and isinstance(revealed, str):
        try:
            matches = fairplay.verify_seed(revealed, published)
        except ValueError:  # not hex: cannot match
            matches = False
    return {"seed_sha256": published, "seed": revealed, "check": SEED_CHECK, "matches": matches}


def rating_changes(game: Game, names: dict[str, str]) -> dict:
    """How the game moved its players' ratings: ``judged`` (the ratings have looked at it),
    ``counted`` and ``reason`` (why it counts or not), and one change per player (empty when
    it was not rated)."""
    rated = (RatedGame.objects.filter(game=game).prefetch_related("changes__user").first())
    if rated is None:
        return {"judged": False, "counted": False, "reason": None, "changes": []}
    changes = sorted(rated.changes.all(), key=lambda c: (int(c.seat), c.id))
    return {"judged": True, "counted": rated.counted, "reason": rated.reason, "changes": [
        {"seat": c.seat, "username": names.get(c.seat) or display_name(c.user),
         "place": c.place, **shown_change(c),
         "mu_before": c.mu_before, "sigma_before": c.sigma_before,
         "mu_after": c.mu_after, "sigma_after": c.sigma_after}
        for c in changes]}


# -- the transcript -----------------------------------------------------------------------------
def transcript(rec: dict) -> str:
    """The record as text: a header, one line per event ("time  [vN] by actor: sentence", the
    sentences of ``games.domain.describe`` over the watcher's events), the result, the seed
    check and the rating changes."""
    game = rec["game"]
    names = _names(rec)
    lines = [f"{game['kind']} game {game['id']} ({game['visibility']})",
             "Players: " + ", ".join(f"seat {p['seat']} {p['username']}"
                                     + (f" (bot: {p['bot']})" if p["bot"] else "")
                                     for p in game["players"]),
             f"Created: {_when(game['created_at'])}; finished: {_when(game['finished_at'])}",
             ""]
    lines += [f"{line['when']}  [v{line['version']}] by {line['actor']}: {line['text']}"
              for line in transcript_lines(rec)]
    lines += ["", "Result: " + result_text(game["result"], names)]
    seed = rec["seed"]
    lines += [f"Seed: {seed['seed']}", f"Published SHA-256: {seed['seed_sha256']}",
              f"Seed check: {'matches' if seed['matches'] else 'DOES NOT MATCH'}. "
              + seed["check"]]
    ratings = rec["ratings"]
    if ratings["changes"]:
        lines.append(f"Ratings ({ratings['reason']}): " + ", ".join(
            f"{c['username']} {c['before']} -> {c['after']} ({c['delta']:+d})"
            for c in ratings["changes"]))
    else:
        lines.append("Ratings: not rated" + (f" ({ratings['reason']})"
                                             if ratings["reason"] else ""))
    return "\n".join(lines) + "\n"


def transcript_lines(rec: dict) -> list[dict]:
    """One ``{version, at, when, actor, text}`` per event of the record: its time, who acted
    and its sentence (the web page draws these too)."""
    kind, names = rec["game"]["kind"], _names(rec)
    return [{"version": e["version"], "at": e["recorded_at"], "when": _when(e["recorded_at"]),
             "actor": who(e["seat"], names),
             "text": e.get("summary") or describe(kind, e["type"], e["data"], names)}
            for e in rec["events"]]


def _names(rec: dict) -> dict[str, str]:
    return {p["seat"]: p["username"] for p in rec["game"]["players"]}


def result_text(result: dict | None, names: dict[str, str]) -> str:
    """The result in words: the sentence the feed's ``game.finished`` reads as."""
    return describe("", GAME_FINISHED, {"result": result}, names)


def _when(iso: str | None) -> str:
    """An ISO time as the transcript writes it: "2026-12-02 14:03:07 UTC"."""
    if iso is None:
        return "-"
    at = clocks.parse_iso(iso)
    return f"{at:%Y-%m-%d %H:%M:%S} UTC"


# -- a player's records -------------------------------------------------------------------------
def player_records(player, requester) -> Iterator[dict]:
    """The record of every finished game ``player`` is seated at that ``requester`` may find
    (``games.selectors.access.listed_for``), oldest first: ``CHUNK`` games read per query (by
    key, not offset), one record built at a time."""
    games = (Game.objects.filter(listed_for(requester), status=Game.Status.FINISHED,
                                 seats__user=player)
             .order_by("created_at", "id"))
    last = None
    while True:
        page = games if last is None else games.filter(
            Q(created_at__gt=last.created_at) | Q(created_at=last.created_at, id__gt=last.id))
        chunk = list(page.with_stream_version()[:CHUNK])
        for game in chunk:
            yield record(game)
        if len(chunk) < CHUNK:
            return
        last = chunk[-1]
