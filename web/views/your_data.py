"""The settings page's "Your data": download the archive, delete the account.

``GET /settings/data/export`` is ``GET /api/me/export`` as a download (its per-user rate, the
same archive). Deleting is two steps: the settings section links to a page that says what
goes and what stays and asks for the password and a confirmation; its POST calls the
service ``DELETE /api/me`` calls (the API's per-address rate), then the session ends and the
log-in page says the account is gone. A refusal re-draws the confirmation page with the API's
message and writes nothing.
"""

from __future__ import annotations

from django.contrib import auth, messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods

from accounts import erasure
from accounts.data_api import EraseSerializer, archive_response
from config.api import valid
from config.errors import ServiceError
from web.actions import attempt, throttle

DELETED = "Your account has been deleted. Your games stay, showing you as “deleted player”."


@require_GET
@login_required
def export(request):
    _, refusal = attempt(lambda: throttle(request, "export"))
    if refusal is not None:
        return _confirm_page(request, refusal=refusal, status=refusal.status,
                             template="web/pages/export_refused.html")
    return archive_response(request, request.user)


def _confirm_page(request, *, refusal=None, status=200,
                  template="web/pages/delete_account.html"):
    response = render(request, template, {"nav": "settings", "refusal": refusal},
                      status=status)
    response["Cache-Control"] = "no-store"
    return response


@require_http_methods(["GET", "POST"])
@login_required
def delete_account(request):
    if request.method == "GET":
        return _confirm_page(request)

    def erase():
        throttle(request, "auth", by="address")
        if request.POST.get("confirm") != "on":
            raise ServiceError("invalid", "Tick the box to confirm the deletion.")
        data = valid(EraseSerializer, {"password": request.POST.get("password", "")})
        user = request.user
        erasure.account_erase(user=getattr(user, "_wrapped", user), password=data["password"])
    _, refusal = attempt(erase)
    if refusal is not None:
        return _confirm_page(request, refusal=refusal, status=refusal.status)
    auth.logout(request)
    messages.success(request, DELETED)
    return redirect("web:login")
