"""The settings page's "Devices and sessions": the account's API tokens, each with a button that
logs its device out, and one for every device.

The same services as ``DELETE /api/me/sessions/{id}`` and ``POST /api/auth/logout-all``; an id
that is not one of the person's sessions is the API's 404 ``session_not_found``, shown next to
the list, nothing revoked. This browser's own sign-in is a web session, not a token: it is not
listed (the menu's "Log out" ends it).
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_POST

from accounts import services as accounts
from accounts import sessions
from web.actions import attempt
from web.views import account_settings

DONE = {"revoked": "That device is logged out.", "revoked-all": "Every device is logged out."}


def _done(done: str):
    return redirect(f"{reverse('web:settings')}?sessions={done}#sessions-h")


@require_POST
@login_required
def session_revoke(request, session_id: int):
    _, refusal = attempt(lambda: sessions.session_revoke(request.user, session_id=session_id))
    if refusal is not None:
        return account_settings.refused(request, "sessions", refusal)
    return _done("revoked")


@require_POST
@login_required
def sessions_revoke_all(request):
    accounts.token_revoke(user=request.user)
    return _done("revoked-all")
