"""The settings page's "Notifications on this device" section: push devices and push settings.

Turning push on for this browser is the page script's (``web/static/web/push_settings.js``: it
asks the browser for a subscription and POSTs it to ``/api/me/devices`` with the session and
the CSRF header); removing a device and the push preferences are plain forms here, over the
API's serializer and services (``DELETE /api/me/devices/{id}``, ``PUT
/api/me/notification-settings``'s ``push`` and ``push_muted``). A refusal re-draws the settings
page with the API's message in this section and writes nothing.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from config.api import valid
from notifications import services as notifications
from notifications.api import SettingsSerializer
from notifications.push import devices
from web.actions import attempt
from web.views.account_settings import refused as _refused

SECTION = "push"


def _done(done: str):
    return redirect(f"{reverse('web:settings')}?done={done}#push-h")


@require_POST
@login_required
def push_settings(request):
    body = {"push": request.POST.get("push") == "on",
            "push_muted": request.POST.getlist("push_muted")}

    def save():
        data = valid(SettingsSerializer, body)
        data["push_muted"] = sorted(set(data["push_muted"]))
        return notifications.settings_update(user=request.user, changes=data)
    _, refusal = attempt(save)
    if refusal is not None:
        return _refused(request, SECTION, refusal)
    return _done("push-saved")


@require_POST
@login_required
def device_delete(request, device_id: int):
    _, refusal = attempt(lambda: devices.device_delete(user=request.user, device_id=device_id))
    if refusal is not None:
        return _refused(request, SECTION, refusal)
    return _done("device-removed")
