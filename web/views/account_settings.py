"""The settings page: notification preferences, webhooks, vacation, password.

Each form is one of the API's endpoints done as a page, with its serializer, rate and service:
``PUT /api/me/notification-settings`` (every field it takes), ``POST``/``DELETE
/api/me/webhooks`` (the signing secret shown once, as the API answers it), ``POST
/api/me/vacation/start|stop`` (their shared per-user rate) and ``POST /api/auth/password``
(its per-address rate; the session stays logged in). A refusal re-draws the page with the
API's message next to its form and writes nothing.
"""

from __future__ import annotations

from django.contrib.auth import update_session_auth_hash
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts import services as accounts
from accounts.api import PasswordChangeSerializer
from config.api import valid
from games import services as games
from notifications import selectors as notes
from notifications import services as notifications
from notifications.api import SettingsSerializer, WebhookSerializer
from notifications.models import NotificationSettings
from web.actions import attempt, throttle

SECTIONS = ("notifications", "webhooks", "vacation", "password")
DONE = {"notifications": "Notification settings saved.", "webhook-deleted": "Webhook removed.",
        "vacation-started": "Your vacation has started: your clocks are stopped.",
        "vacation-stopped": "Welcome back: your clocks run again.",
        "password": "Password changed. Your other sessions and API tokens are logged out."}


def _page(request, *, refusals=None, status=200, extra=None):
    user = request.user
    response = render(request, "web/pages/settings.html", {
        "nav": "settings", "prefs": notes.settings_json(user.id),
        "email_choices": NotificationSettings.Email.choices,
        "webhooks": notes.webhooks_json(user.id),
        "vacation": games.vacation_status(user=user),
        "refusals": refusals or {}, "done": DONE.get(request.GET.get("done", "")),
        **(extra or {})}, status=status)
    response["Cache-Control"] = "no-store"
    return response


def _me(request):
    """The signed-in user itself (the services lock its row through its model class)."""
    user = request.user
    return getattr(user, "_wrapped", user)


def refused(request, section: str, refusal, extra=None):
    """The settings page again, with ``refusal`` shown at ``section``'s form."""
    return _page(request, refusals={section: refusal}, status=refusal.status, extra=extra)


_refused = refused  # the old name, for the sections' views that still use it


def _done(section: str, anchor: str):
    return redirect(f"{reverse('web:settings')}?done={section}#{anchor}")


@require_GET
@login_required
def settings_page(request):
    return _page(request)


@require_POST
@login_required
def notification_settings(request):
    """Every field ``PUT /api/me/notification-settings`` takes, from one form (a checkbox left
    unticked is false)."""
    post = request.POST
    body = {"inbox": post.get("inbox") == "on", "webhook": post.get("webhook") == "on",
            "email": post.get("email", ""), "muted": post.getlist("muted")}

    def save():
        data = valid(SettingsSerializer, body)
        if "muted" in data:
            data["muted"] = sorted(set(data["muted"]))
        return notifications.settings_update(user=request.user, changes=data)
    _, refusal = attempt(save)
    if refusal is not None:
        return _refused(request, "notifications", refusal)
    return _done("notifications", "notifications-h")


@require_POST
@login_required
def webhook_add(request):
    def add():
        data = valid(WebhookSerializer, {"url": request.POST.get("url", "")})
        return notifications.webhook_register(user=request.user, url=data["url"])
    made, refusal = attempt(add)
    if refusal is not None:
        return _refused(request, "webhooks", refusal, {"typed_url": request.POST.get("url", "")})
    assert made is not None  # (no refusal: the value)
    endpoint, secret = made
    # the secret is shown on this answer only (no redirect, not cached), as the API answers it
    return _page(request, status=201, extra={"new_webhook": {
        **notes.endpoint_json(endpoint), "secret": secret}})


@require_POST
@login_required
def webhook_delete(request, endpoint_id: int):
    _, refusal = attempt(lambda: notifications.webhook_delete(user=request.user,
                                                              endpoint_id=endpoint_id))
    if refusal is not None:
        return _refused(request, "webhooks", refusal)
    return _done("webhook-deleted", "webhooks-h")


def _vacation(service, done: str):
    @require_POST
    @login_required
    def view(request):
        def change():
            throttle(request, "vacation")  # start and stop share the API's rate
            return service(user=_me(request))
        _, refusal = attempt(change)
        if refusal is not None:
            return _refused(request, "vacation", refusal)
        return _done(done, "vacation-h")
    return view


vacation_start = _vacation(games.vacation_start, "vacation-started")
vacation_stop = _vacation(games.vacation_stop, "vacation-stopped")


@require_POST
@login_required
def password(request):
    def change():
        throttle(request, "auth", by="address")
        data = valid(PasswordChangeSerializer, {
            "current_password": request.POST.get("current_password", ""),
            "new_password": request.POST.get("new_password", "")})
        return accounts.password_change(user=request.user,
                                        current_password=data["current_password"],
                                        new_password=data["new_password"])
    _, refusal = attempt(change)
    if refusal is not None:
        return _refused(request, "password", refusal)
    update_session_auth_hash(request, request.user)  # this session stays logged in
    return _done("password", "password-h")
