"""Sign up, log in, log out: session log-in (with CSRF) over the accounts services.

Sign-up calls the same service and rates as ``POST /api/auth/register`` (the email address
optional); log-in is
``accounts.forms.LoginForm`` (the API's lock-out and rate); log-out is a POST.
"""

from __future__ import annotations

from django.contrib import auth
from django.contrib.auth.views import LoginView
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods, require_POST

from accounts import services as accounts
from accounts.api import RegisterBodySerializer
from accounts.forms import LoginForm
from config.api import valid
from web.actions import attempt, throttle


class WebLoginForm(LoginForm):
    """``LoginForm`` in the API's words: a wrong password is the token endpoint's
    ``invalid_credentials`` detail (the admin keeps Django's sentence)."""

    def get_invalid_login_error(self):
        refusal = getattr(self, "refusal", None)
        if refusal is None:
            return super().get_invalid_login_error()
        return ValidationError(refusal.detail, code="invalid_login")


class WebLoginView(LoginView):
    template_name = "web/pages/login.html"
    authentication_form = WebLoginForm
    redirect_authenticated_user = True


@require_http_methods(["GET", "POST"])
def signup(request):
    if request.user.is_authenticated:
        return redirect("web:home")
    refusal, typed, typed_email = None, "", ""
    if request.method == "POST":
        typed = request.POST.get("username", "")
        typed_email = request.POST.get("email", "")

        def register():
            throttle(request, "auth", by="address")
            throttle(request, "register", by="address")
            data = valid(RegisterBodySerializer, {
                "username": typed, "password": request.POST.get("password", ""),
                "email": typed_email})
            user, _token = accounts.account_register(username=data["username"],
                                                     password=data["password"],
                                                     email=data.get("email") or None)
            return user
        user, refusal = attempt(register)
        if refusal is None:
            auth.login(request, user)
            return redirect(_next(request))
    return render(request, "web/pages/signup.html", {"refusal": refusal, "typed": typed,
                                                     "typed_email": typed_email},
                  status=refusal.status if refusal else 200)


@require_POST
def logout(request):
    auth.logout(request)
    return redirect("web:login")


def _next(request) -> str:
    target = request.POST.get("next") or request.GET.get("next") or "/"
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                       require_https=request.is_secure()):
        return target
    return "/"
