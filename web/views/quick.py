"""Quick pairing's page (``/play/quick/``): post a seek, watch yours, take another's.

The form is ``POST /api/seeks``'s: the same serializer, rate and service (``pairing.services.
seek_create``), and its refusals in the API's words. "Accept" posts a seek on the terms of the
one shown (it pairs with the oldest compatible seek: that one, unless an older one of the same
terms lets you in first). Your seeks are polled by htmx every few seconds
(``quick_status``); once one you were waiting on is matched, the poll answers ``HX-Redirect``
into the game, and a seek matched at once sends you to the game straight away.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST, require_safe

from config.api import valid
from config.errors import ServiceError
from pairing import selectors, services
from pairing.api import SeekCreateSerializer
from web import lobby_form
from web.actions import attempt, refusal_of, throttle

SHOWN = 20  # seeks listed per section
POLL_SECONDS = 3


def _int_or_none(raw):
    raw = (raw or "").strip()
    if raw == "":
        return None
    try:
        return int(raw)
    except ValueError:
        return raw  # the service answers it with invalid_rating_range / invalid_seats


def seek_body(post) -> dict:
    """The ``POST /api/seeks`` body for the form's data."""
    kind = (post.get("kind") or "").strip()
    body: dict = {"kind": kind, "seats": _int_or_none(post.get("seats"))}
    if lobby_form.takes_clock(kind):
        per_move = post.get("per_move") or "P3D"
        bank = post.get("bank") or None
        body["clock"] = None if per_move == "none" else {"per_move": per_move,
                                                         **({"bank": bank} if bank else {})}
    body["on_timeout"] = post.get("on_timeout") or "forfeit"
    low, high = _int_or_none(post.get("rating_min")), _int_or_none(post.get("rating_max"))
    if low is not None or high is not None:
        body["rating_range"] = {"min": low, "max": high}
    return body


def _rows(seeks) -> list[dict]:
    return [selectors.seek_json(s) for s in seeks]


def _mine(user) -> list[dict]:
    return _rows(selectors.seeks_mine(user)[:SHOWN])


def _status_context(user) -> dict:
    mine = _mine(user)
    waiting = [s["id"] for s in mine if s["status"] == "open"]
    return {"mine": mine, "waiting": ",".join(waiting), "poll": POLL_SECONDS}


def _page(request, *, refusal=None, typed=None, status=200):
    kind = request.GET.get("kind") or ""
    try:
        others = _rows(selectors.seeks_open(request.user, kind=kind or None)[:SHOWN])
    except ServiceError:
        kind, others = "", _rows(selectors.seeks_open(request.user)[:SHOWN])
    return render(request, "web/pages/quick.html", {
        "nav": "quick", "kinds": lobby_form.kind_fields(), "filter": kind, "others": others,
        "clock_choices": lobby_form.CLOCK_CHOICES, "bank_choices": lobby_form.BANK_CHOICES,
        "refusal": refusal, "typed": typed or {}, **_status_context(request.user)},
        status=status)


@require_safe
@login_required
def quick(request):
    return _page(request)


@require_safe
@login_required
def quick_status(request):
    """Your seeks (the polled part of the page); ``HX-Redirect`` into the game once a seek
    listed in ``waiting`` has been matched."""
    waited = set(filter(None, (request.GET.get("waiting") or "").split(",")))
    context = _status_context(request.user)
    matched = next((s for s in context["mine"] if s["id"] in waited and s["game"]), None)
    if matched is not None:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = reverse("web:game", kwargs={"game_id": matched["game"]})
        return response
    return render(request, "web/partials/my_seeks.html", context)


def _post_seek(request, body: dict, typed):
    def make():
        throttle(request, "seeks")
        data = valid(SeekCreateSerializer, body)
        return services.seek_create(user=request.user, **data)
    seek, refusal = attempt(make)
    if refusal is not None:
        return _page(request, refusal=refusal, typed=typed, status=refusal.status)
    assert seek is not None  # (no refusal: the value)
    if seek.game_id:
        return redirect("web:game", game_id=seek.game_id)
    return redirect("web:quick")


@require_POST
@login_required
def quick_seek(request):
    return _post_seek(request, seek_body(request.POST), request.POST)


@require_POST
@login_required
def quick_accept(request, seek_id):
    """Take another player's open seek: post one on its terms (no range of your own)."""
    try:
        other = selectors.seek_json(selectors.seek_get(request.user, seek_id))
    except ServiceError:
        other = None
    if other is None or other["status"] != "open":
        refusal = refusal_of(ServiceError("not_found", "That seek has been taken, cancelled "
                                          "or has expired."))
        return _page(request, refusal=refusal, status=404)
    body = {k: other[k] for k in ("kind", "seats", "clock", "on_timeout")}
    return _post_seek(request, body, None)


@require_POST
@login_required
def quick_cancel(request, seek_id):
    _, refusal = attempt(lambda: services.seek_cancel(user=request.user, seek_id=seek_id))
    if refusal is not None:
        return _page(request, refusal=refusal, status=refusal.status)
    return redirect("web:quick")
