"""What a request refused by Django's CSRF check gets (``CSRF_FAILURE_VIEW``).

A form posted from another site, or from a page kept open past its session's token, is
refused 403 before any view runs, so nothing is written. A person gets a page that says what
happened and how to go on; a caller of the API (a path under /api/) gets the API's JSON error,
``{"code": "csrf_failed", "detail": ...}`` with the table's status; a page's htmx request (a
move's button) gets the refusal box, put at the top of the page it came from.
"""

from __future__ import annotations

from django.http import JsonResponse
from django.shortcuts import render

from config.errors import ServiceError

DETAIL = ("The request was refused: it did not carry this site's security token (CSRF). "
          "Reload the page and try again.")


def csrf_failure(request, reason: str = ""):
    refusal = ServiceError("csrf_failed", DETAIL)
    if request.path.startswith("/api/"):
        return JsonResponse({"code": refusal.code, "detail": refusal.detail},
                            status=refusal.status)
    if request.headers.get("HX-Request") == "true":
        # a button on a page (a move, say): the message at the top of the page, which stays
        response = render(request, "web/partials/refusal.html",
                          {"refusal": {"code": refusal.code, "messages": [DETAIL]}},
                          status=refusal.status)
        response["HX-Retarget"] = "#main"
        response["HX-Reswap"] = "afterbegin"
        return response
    back = request.META.get("HTTP_REFERER") or ""
    same_site = back.startswith(f"{request.scheme}://{request.get_host()}/")
    return render(request, "web/pages/csrf_failed.html",
                  {"back": back if same_site else "", "code": refusal.code},
                  status=refusal.status)
