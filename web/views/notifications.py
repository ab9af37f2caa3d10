"""The notifications page: the player's inbox notifications, newest first, a page at a time,
each as a sentence with its time and a link to its game; mark one, or all, read.

Read with ``notifications.selectors`` (shaped by ``webhooks.as_json`` as the API serves them);
marking read is ``POST /api/me/notifications/read``'s serializer and service, so a bad id gets
the API's refusal and marks nothing.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from config.api import valid
from notifications import selectors as notes
from notifications import services
from notifications.api import MarkReadSerializer
from notifications.webhooks import as_json
from web.actions import attempt

PER_PAGE = 25


def _page(request, refusal=None):
    pages = Paginator(notes.newest_first(request.user.id), PER_PAGE)
    page = pages.get_page(request.GET.get("page") or request.POST.get("page"))
    items = [as_json(n) for n in page.object_list]
    newest = notes.newest_first(request.user.id).values_list("id", flat=True).first() or 0
    return render(request, "web/pages/notifications.html", {
        "nav": "notifications", "page": page, "items": items, "newest": newest,
        "unread": notes.unread_count(request.user.id), "refusal": refusal},
        status=refusal.status if refusal else 200)


@require_GET
@login_required
def notifications(request):
    return _page(request)


@require_POST
@login_required
def mark_read(request):
    """``ids`` (one a field) or ``through`` (every notification up to it), as the API takes."""
    body: dict = {}
    if "through" in request.POST:
        body["through"] = request.POST.get("through")
    ids = request.POST.getlist("ids")
    if ids:
        body["ids"] = ids

    def mark():
        data = valid(MarkReadSerializer, body)
        return services.notifications_mark_read(user=request.user, ids=data.get("ids"),
                                                 through=data.get("through"))
    _, refusal = attempt(mark)
    if refusal is not None:
        return _page(request, refusal)
    page = request.POST.get("page") or ""
    return redirect(reverse("web:notifications") + (f"?page={page}" if page.isdigit() else ""))
