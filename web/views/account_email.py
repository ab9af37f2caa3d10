"""The account's email pages: the settings section "Your account" (set the address, send the
link again), the verification page a mailed link opens, and password reset (ask for a link,
then set a new password with it).

Each is the API's endpoint done as a page, with its serializer, rate and service:
``PATCH /api/me``, ``POST /api/me/email/verify``, ``POST /api/auth/verify-email``,
``POST /api/auth/password-reset`` and ``.../confirm`` (the last three under the API's
per-address ``auth`` rate). A link's page only shows a button: the change is made by the POST
it sends (mail scanners open GET links). A refusal is the API's, shown on the page; nothing
is written.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from accounts import addresses, passwords
from accounts.api import MeChangeSerializer
from accounts.email_api import PasswordResetConfirmSerializer, PasswordResetSerializer
from config.api import valid
from web.actions import attempt, throttle
from web.views import account_settings

DONE = {"email-set": "Email address saved: we have mailed it a link to confirm it.",
        "email-removed": "Email address removed.",
        "email-sent": "We have mailed your address the link again."}


def _no_store(response):
    response["Cache-Control"] = "no-store"  # pages with a link's token or a form's answer
    return response


def _settings_done(done: str):
    return redirect(f"{reverse('web:settings')}?account={done}#account-h")


@require_POST
@login_required
def email_change(request):
    """``PATCH /api/me {"email"}`` from the settings page (an empty field removes it)."""
    typed = request.POST.get("email", "")

    def change():
        data = valid(MeChangeSerializer, {"email": typed})
        addresses.email_set(user=request.user, email=data["email"])
    _, refusal = attempt(change)
    if refusal is not None:
        return account_settings.refused(request, "account", refusal, {"typed_email": typed})
    return _settings_done("email-set" if request.user.email else "email-removed")


@require_POST
@login_required
def email_resend(request):
    _, refusal = attempt(lambda: addresses.verification_resend(user=request.user))
    if refusal is not None:
        return account_settings.refused(request, "account", refusal)
    return _settings_done("email-sent")


@require_http_methods(["GET", "POST"])
def verify_email(request, uidb64: str, token: str):
    """The page a verification link opens: a button; its POST verifies the address."""
    refusal, verified = None, None
    if request.method == "POST":
        def verify():
            throttle(request, "auth", by="address")
            return addresses.email_verify(uidb64=uidb64, token=token)
        verified, refusal = attempt(verify)
    works = verified is None and refusal is None and addresses.link_works(uidb64, token)
    status = refusal.status if refusal else (200 if works or verified else 400)
    return _no_store(render(request, "web/pages/verify_email.html", {
        "refusal": refusal, "works": works, "verified": verified}, status=status))


@require_http_methods(["GET", "POST"])
def password_reset(request):
    """'Forgot your password?': the address to mail a reset link to."""
    refusal, sent, typed = None, False, ""
    if request.method == "POST":
        typed = request.POST.get("email", "")

        def ask():
            throttle(request, "auth", by="address")
            data = valid(PasswordResetSerializer, {"email": typed})
            passwords.password_reset_request(email=data["email"])
        _, refusal = attempt(ask)
        sent = refusal is None
    return _no_store(render(request, "web/pages/password_reset.html", {
        "refusal": refusal, "sent": sent, "typed": typed},
        status=refusal.status if refusal else 200))


@require_http_methods(["GET", "POST"])
def password_reset_confirm(request, uidb64: str, token: str):
    """The page a reset link opens: the new password; done, the log-in page."""
    refusal = None
    if request.method == "POST":
        def confirm():
            throttle(request, "auth", by="address")
            data = valid(PasswordResetConfirmSerializer, {
                "uid": uidb64, "token": token,
                "new_password": request.POST.get("new_password", "")})
            return passwords.password_reset_confirm(uidb64=data["uid"], token=data["token"],
                                                    new_password=data["new_password"])
        _, refusal = attempt(confirm)
        if refusal is None:
            return redirect(f"{reverse('web:login')}?reset=done")
    account = passwords.reset_link_user(uidb64, token)
    status = refusal.status if refusal else (200 if account else 400)
    return _no_store(render(request, "web/pages/password_reset_confirm.html", {
        "refusal": refusal, "account": account}, status=status))
