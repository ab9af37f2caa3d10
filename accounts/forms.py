"""Log-in forms over ``accounts.services.login``: the API's lock-out and rate for every page.

``LoginForm`` is Django's ``AuthenticationForm`` whose password check is the service's, so a
log-in page (a web client's, say) gets the same lock-out per name and address, the same
case-insensitive names and the same per-address "auth" rate as ``POST /api/auth/token``, and
they share one count. ``AdminLoginForm`` adds the admin's staff-only rule; ``AccountsConfig``
makes it the admin site's log-in form.
"""

from __future__ import annotations

import math

from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.core.exceptions import ValidationError

from accounts import services
from config import throttling
from config.errors import ServiceError


class LoginForm(AuthenticationForm):
    def clean(self):
        username = self.cleaned_data.get("username")
        password = self.cleaned_data.get("password")
        if username is None or not password:
            return self.cleaned_data
        rate = throttling.by_address("auth")()  # the API's token endpoint counts here too
        if not rate.allow_request(self.request, None):
            wait = max(1, math.ceil(rate.wait() or 1))
            raise ValidationError(f"Too many log-in attempts from your address; try again in "
                                  f"{wait} seconds.", code="throttled")
        try:
            self.user_cache = services.login(self.request, username=username,
                                             password=password)
        except ServiceError as exc:
            self.refusal = exc  # the service's words, for a page that shows them
            if exc.code == "invalid_credentials":
                raise self.get_invalid_login_error() from None
            raise ValidationError(exc.detail, code=exc.code) from None
        self.confirm_login_allowed(self.user_cache)
        return self.cleaned_data


class AdminLoginForm(LoginForm, AdminAuthenticationForm):
    """The admin's log-in: ``LoginForm``'s check, then staff only (Django's admin rule)."""
