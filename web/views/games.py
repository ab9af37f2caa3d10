"""A game's page: the table from the requester's seat, the legal commands as buttons, clocks,
the history in sentences, and the lobby, ending and dispute controls.

Everything is read with the API's selectors (``game_detail``: the seat's redacted view and
legal commands; ``events_feed``: the redacted history) after the visibility rule
(``can_see``: a hidden game is "not found", as in the API). Every write is the API's service
with the API's validation and rate (``web.actions``); a refusal re-draws the page with the
API's message and changes nothing. htmx requests get the ``#game`` fragment only.
"""

from __future__ import annotations

from datetime import UTC, datetime

from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.views.decorators.http import require_POST, require_safe

from config.api import valid
from games import engines, selectors, services
from games.api.disputes import DisputeOpenSerializer
from games.api.invitations import InviteSerializer
from games.domain import endings
from games.domain.describe import describe
from games.selectors.access import can_see
from games.services import invitations
from web import fragments, tables
from web.actions import attempt, json_field, throttle

# How much history the page shows (the newest events; the replay has the rest)
HISTORY = 30


def visible_game(request, game_id):
    """The game's index row, or 404 when it does not exist or ``request.user`` may not see it."""
    game, refusal = attempt(lambda: selectors.game_get(game_id))
    if refusal is not None or game is None or not can_see(game, request.user):
        raise Http404("No such game.")
    return game


def history(game, user, detail: dict) -> list[dict]:
    """The newest events as this requester may see them, each as a sentence, newest first."""
    feed = selectors.events_feed(game, user, after=max(0, game.version - HISTORY),
                                 limit=HISTORY, seat=_feed_seat(detail))
    names = tables.names_of(detail)
    return [{"version": e["version"], "at": e["recorded_at"], "when": _when(e["recorded_at"]),
             "text": e.get("summary") or describe(game.kind, e["type"], e["data"], names)}
            for e in reversed(feed["events"])]


def history_html(request, game, detail: dict) -> SafeString:
    """The history fragment, kept per (game, version, requester, seats' names)."""
    key = ("history", game.id, game.version, request.user.id,
           fragments.digest(tables.names_of(detail)))
    return fragments.with_token(request, fragments.rendered(key, lambda: render_to_string(
        "web/partials/history.html", {"history": history(game, request.user, detail)})))


def table_html(request, detail: dict, readonly: bool = False) -> SafeString:
    """The table fragment (the kind's drawing and the remaining moves), kept under exactly
    what its presenter reads (``tables.inputs``)."""
    given = tables.inputs(detail)
    key = ("table", detail["id"], detail["version"], readonly, fragments.digest(given))

    def render() -> str:
        table = tables.present(given)
        return render_to_string("web/partials/table.html", {
            "table": table, "data": table.data, "detail": given, "readonly": readonly,
            "csrf_token": fragments.CSRF_PLACEHOLDER})
    return fragments.with_token(request, fragments.rendered(key, render))


def _when(iso: str) -> str:
    """An event's time as the history shows it, in UTC: "Dec 2, 14:03:07" (written here
    rather than with the template's ``date`` filter, a fifth of the page's rendering)."""
    at = datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(UTC)
    return f"{at:%b} {at.day}, {at:%H:%M:%S}"


def _feed_seat(detail: dict):
    """The requester's seat for the feed's redaction, as ``game_detail`` just read it (in the
    lobby the feed holds no engine event, and the index has no seat yet: None)."""
    return detail["your_seat"] if detail["status"] != "lobby" else None


def game_context(request, game, refusal=None, extra=None, fresh=False) -> dict:
    """What the game templates draw for ``request.user`` (``fresh``: ``game`` was just read,
    no write since, so it is read again only when a deadline fires)."""
    fired = services.fire_if_due(game)  # a deadline that passed is applied before anyone looks
    if fired or not fresh:
        game = selectors.game_get(game.id)
    detail = selectors.game_detail(game, request.user)
    me = request.user.id
    lobby = detail["status"] == "lobby"
    seated = any(s["user"] == me for s in detail["seats"])
    return {
        "detail": detail,
        "table_html": table_html(request, detail) if detail["view"] is not None else "",
        "history_html": history_html(request, game, detail),
        "refusal": refusal, "names": tables.names_of(detail),
        "is_creator": detail["creator"] == me, "seated": seated,
        "invited": any(i["user"] == me for i in detail["invited"]),
        "can_join": lobby and not seated and detail["visibility"] == "public",
        "endings": [{"type": t, "label": ENDING_LABELS.get(t, t)} for t in detail["endings"]],
        "to_act": {t["seat"] for t in detail["to_act"]},
        **(extra or {}),
    }


ENDING_LABELS = {endings.RESIGN: "Resign", endings.ABORT: "Abort the game",
                 endings.OFFER_DRAW: "Offer a draw", endings.ACCEPT_DRAW: "Accept the draw",
                 endings.DECLINE_DRAW: "Decline the draw"}


def _render(request, game, refusal=None, extra=None, fresh=False):
    if request.htmx:
        return render(request, "web/partials/game.html",
                      game_context(request, game, refusal, extra, fresh),
                      status=refusal.status if refusal else 200)
    return render_page(request, game, refusal, extra, fresh)


def render_page(request, game, refusal=None, extra=None, fresh=False, status=None):
    """The whole game page, its chat panel included (``extra`` may carry the panel's own
    refusal: ``web.views.chat``)."""
    from web.views.chat import panel_context  # noqa: PLC0415 - that module imports this one

    extra = {**panel_context(request, game), **(extra or {})}
    status = status or (refusal.status if refusal else 200)
    return render(request, "web/pages/game.html",
                  game_context(request, game, refusal, extra, fresh), status=status)


@require_safe
@login_required
def game_page(request, game_id):
    return _render(request, visible_game(request, game_id), fresh=True)


@require_POST
@login_required
def command(request, game_id):
    """Send one command (a legal command's button, an ending, or Quiddler's arranged words)."""
    game = visible_game(request, game_id)

    def send():
        throttle(request, "commands")
        sent = json_field(request.POST.get("command"))
        if isinstance(sent, dict) and sent.get("type") in endings.DRAW_COMMANDS:
            throttle(request, "draws")
        version = request.POST.get("version")
        expected = int(version) if version and version.isdigit() else None
        if engines.get(game.kind).realtime:
            # a race: another player's move in between must not void this click (the engine
            # judges the move against the table as it is; a steal carries its own seen_version)
            expected = None
        return services.command_submit(game_id=game.id, user=request.user, command=sent,
                                       expected_version=expected)
    _, refusal = attempt(send)
    return _after(request, game, refusal)


def _after(request, game, refusal, extra=None):
    """The page again after a write: the fragment for htmx, else a redirect (so a reload does
    not post twice); a refusal is drawn with its message and the API's status."""
    if refusal is None and not request.htmx:
        return redirect("web:game", game_id=game.id)
    return _render(request, game, refusal, extra)


def _lobby_action(service):
    @require_POST
    @login_required
    def view(request, game_id):
        game = visible_game(request, game_id)
        _, refusal = attempt(lambda: service(game_id=game.id, user=request.user))
        return _after(request, game, refusal)
    return view


join = _lobby_action(services.game_join)
leave = _lobby_action(services.game_leave)
start = _lobby_action(services.game_start)
cancel = _lobby_action(services.game_cancel)
accept = _lobby_action(invitations.invitation_accept)


@require_POST
@login_required
def decline(request, game_id):
    game = visible_game(request, game_id)
    _, refusal = attempt(lambda: invitations.invitation_decline(game_id=game.id,
                                                                user=request.user))
    if refusal is not None:
        return _render(request, game, refusal)
    return redirect("web:home")  # a declined private game is no longer the decliner's to see


@require_POST
@login_required
def invite(request, game_id):
    game = visible_game(request, game_id)

    def send():
        throttle(request, "games")
        data = valid(InviteSerializer, {"username": request.POST.get("username", "")})
        return invitations.invitation_send(game_id=game.id, user=request.user,
                                           username=data["username"])
    _, refusal = attempt(send)
    return _after(request, game, refusal)


@require_POST
@login_required
def join_code(request, game_id):
    """A new join code, shown once on the page (only its hash is kept)."""
    game = visible_game(request, game_id)
    code, refusal = attempt(lambda: invitations.join_code_create(game_id=game.id,
                                                                 user=request.user))
    response = _render(request, game, refusal, {"join_code": code})
    response["Cache-Control"] = "no-store"
    return response


@require_POST
@login_required
def rematch(request, game_id):
    game = visible_game(request, game_id)

    def make():
        throttle(request, "games")
        return invitations.rematch_create(game_id=game.id, user=request.user)
    made, refusal = attempt(make)
    if refusal is not None:
        return _render(request, game, refusal)
    assert made is not None  # (no refusal: the value)
    new_game, _created = made
    return redirect("web:game", game_id=new_game.id)


@require_POST
@login_required
def dispute(request, game_id):
    game = visible_game(request, game_id)

    def open_():
        throttle(request, "disputes")
        data = valid(DisputeOpenSerializer, {"reason": request.POST.get("reason", "")})
        return services.dispute_open(game_id=game.id, user=request.user,
                                     reason=data["reason"])
    _, refusal = attempt(open_)
    return _after(request, game, refusal)
