"""A game's page: the table from the requester's seat, the legal commands as buttons, clocks,
the history in sentences, and the lobby, ending and dispute controls.

Everything is read with the API's selectors (``game_detail``: the seat's redacted view and
legal commands; ``events_feed``: the redacted history) after the visibility rule
(``can_see``: a hidden game is "not found", as in the API). Every write is the API's service
with the API's validation and rate (``web.actions``); a refusal re-draws the page with the
API's message and changes nothing. htmx requests get the ``#game`` fragment only.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.views.decorators.http import require_POST, require_safe

from accounts import erasure
from config.api import valid
from games import clocks, kinds, selectors, services
from games.api.disputes import DisputeOpenSerializer
from games.api.invitations import InviteSerializer
from games.domain import endings
from games.domain.describe import describe
from games.kinds import presenting
from games.services import invitations
from web import fragments
from web.actions import attempt, json_field, throttle
from web.views.chat_panel import panel_context

# How much history the page shows (the newest events; the replay has the rest)
HISTORY = 30


def visible_game(request, game_id):
    """The game's index row, or 404 when it does not exist or ``request.user`` may not see it."""
    game, refusal = attempt(lambda: selectors.visible_game(game_id, request.user))
    if refusal is not None:
        raise Http404(refusal.detail)
    return game


def history(game, user, detail: dict) -> list[dict]:
    """The newest events as this requester may see them, each as a sentence, newest first."""
    feed = selectors.events_feed(game, user, after=max(0, game.version - HISTORY),
                                 limit=HISTORY, seat=_feed_seat(detail))
    names = presenting.names_of(detail)
    return [{"version": e["version"], "at": e["recorded_at"], "when": _when(e["recorded_at"]),
             "text": e.get("summary") or describe(game.kind, e["type"], e["data"], names)}
            for e in reversed(feed["events"])]


def history_html(request, game, detail: dict) -> SafeString:
    """The history fragment, kept per (game, version, requester, seats' names)."""
    key = ("history", game.id, game.version, request.user.id,
           fragments.digest(presenting.names_of(detail)))
    return fragments.with_token(request, fragments.rendered(key, lambda: render_to_string(
        "web/partials/history.html", {"history": history(game, request.user, detail)})))


def table_html(request, detail: dict, readonly: bool = False) -> SafeString:
    """The table fragment (the kind's drawing and the remaining moves), kept under exactly
    what its presenter reads (``presenting.inputs``)."""
    given = presenting.inputs(detail)
    key = ("table", detail["id"], detail["version"], readonly, fragments.digest(given))

    def render() -> str:
        table = presenting.present(given)
        return render_to_string("web/partials/table.html", {
            "table": table, "data": table.data, "detail": given, "readonly": readonly,
            "csrf_token": fragments.CSRF_PLACEHOLDER})
    return fragments.with_token(request, fragments.rendered(key, render))


def _when(iso: str) -> str:
    """An event's time as the history shows it, in UTC: "Dec 2, 14:03:07" (written here
    rather than with the template's ``date`` filter, a fifth of the page's rendering)."""
    at = clocks.parse_iso(iso)
    return f"{at:%b} {at.day}, {at:%H:%M:%S}"


def _feed_seat(detail: dict):
    """The requester's seat for the feed's redaction, as ``game_detail`` just read it (in the
    lobby the feed holds no engine event, and the index has no seat yet: None)."""
    return detail["your_seat"] if detail["status"] != "lobby" else None


def game_context(request, game, refusal=None, extra=None, fresh=False) -> dict:
    """What the game templates draw for ``request.user`` (``fresh``: ``game`` was just read,
    no write since, so it is read again only when a deadline fires)."""
    fired = services.deadlines_apply([game])  # a passed deadline is applied before anyone looks
    if fired or not fresh:
        game = selectors.game_get(game.id)
    detail = selectors.game_detail(game, request.user)
    me = request.user.id
    lobby = detail["status"] == "lobby"
    seated = any(s["user"] == me for s in detail["seats"])
    erased = erasure.erased_among(s["user"] for s in detail["seats"])
    return {
        "detail": detail,
        # the seats with the flag their links go by (the API's detail does not carry it)
        "seats": [{**s, "erased": s["user"] in erased} for s in detail["seats"]],
        "table_html": table_html(request, detail) if detail["view"] is not None else "",
        "history_html": history_html(request, game, detail),
        "refusal": refusal, "names": presenting.names_of(detail),
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
    extra = {**panel_context(request, game), **(extra or {})}
    status = status or (refusal.status if refusal else 200)
    return render(request, "web/pages/game.html",
                  game_context(request, game, refusal, extra, fresh), status=status)


@require_safe
@login_required
def game_page(request, game_id):
    return _render(request, visible_game(request, game_id), fresh=True)


def _after(request, game, refusal, extra=None):
    """The page again after a write: the fragment for htmx, else a redirect (so a reload does
    not post twice); a refusal is drawn with its message and the API's status."""
    if refusal is None and not request.htmx:
        return redirect("web:game", game_id=game.id)
    return _render(request, game, refusal, extra)


def game_write(act, *, rate: str | None = None, form=None, fields: tuple[str, ...] = (),
               done=None, no_store: bool = False):
    """A game page's write, the one way every one runs: POST only, signed in, the game as the
    person may see it (404 otherwise), the API's rate ``rate`` counted first, the posted
    ``fields`` judged by the API's serializer ``form``, then ``act(request, game, data)`` (a
    service call) inside ``attempt``; a refusal is the page again with the API's message and
    status, nothing written. ``done(request, game, result)`` answers a success (default: the
    page again, ``_after``); ``no_store``: no cache keeps the answer (a secret shown once)."""
    @require_POST
    @login_required
    def view(request, game_id):
        game = visible_game(request, game_id)

        def run():
            if rate:
                throttle(request, rate)
            data = valid(form, {f: request.POST.get(f, "") for f in fields}) if form else {}
            return act(request, game, data)
        result, refusal = attempt(run)
        if refusal is not None or done is None:
            response = _after(request, game, refusal)
        else:
            response = done(request, game, result)
        if no_store:
            response["Cache-Control"] = "no-store"
        return response
    return view


def _send_command(request, game, data):
    """One command: a legal command's button, an ending, or Quiddler's arranged words."""
    sent = json_field(request.POST.get("command"))
    if isinstance(sent, dict) and sent.get("type") in endings.DRAW_COMMANDS:
        throttle(request, "draws")
    version = request.POST.get("version")
    expected = int(version) if version and version.isdigit() else None
    if kinds.realtime(game.kind):
        # a race: another player's move in between must not void this click (the engine
        # judges the move against the table as it is; a steal carries its own seen_version)
        expected = None
    return services.command_submit(game_id=game.id, user=request.user, command=sent,
                                   expected_version=expected)


def _by_the_player(service):
    """``service(game_id=, user=)`` as a ``game_write`` act."""
    return lambda request, game, data: service(game_id=game.id, user=request.user)


def _shown_once(request, game, code):
    """The new join code, on the page once (only its hash is kept)."""
    return _render(request, game, None, {"join_code": code})


command = game_write(_send_command, rate="commands")
join = game_write(_by_the_player(services.game_join))
leave = game_write(_by_the_player(services.game_leave))
start = game_write(_by_the_player(services.game_start))
cancel = game_write(_by_the_player(services.game_cancel))
accept = game_write(_by_the_player(invitations.invitation_accept))
# a declined private game is no longer the decliner's to see: back to their inbox
decline = game_write(_by_the_player(invitations.invitation_decline),
                     done=lambda request, game, result: redirect("web:home"))
invite = game_write(
    lambda request, game, data: invitations.invitation_send(
        game_id=game.id, user=request.user, username=data["username"]),
    rate="games", form=InviteSerializer, fields=("username",))
join_code = game_write(_by_the_player(invitations.join_code_create), done=_shown_once,
                       no_store=True)
rematch = game_write(_by_the_player(invitations.rematch_create), rate="games",
                     done=lambda request, game, made: redirect("web:game", game_id=made[0].id))
dispute = game_write(
    lambda request, game, data: services.dispute_open(
        game_id=game.id, user=request.user, reason=data["reason"]),
    rate="disputes", form=DisputeOpenSerializer, fields=("reason",))
