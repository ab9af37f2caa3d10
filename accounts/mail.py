"""The accounts' emails (verification, password reset) and how many of them may go out.

Each mail is Django's ``EmailMultiAlternatives`` (plain text and HTML, from the templates in
``accounts/templates/accounts/email/``) through the configured backend, sent after the
transaction that made its link commits. Mails are counted per account and per address in
fixed windows (``config.throttling.count``; the rates ``verify_email`` and ``password_reset``
of ``DEFAULT_THROTTLE_RATES``): beyond the rate, 429 ``too_many_emails``. The address's
counter is keyed by an HMAC of the lower-cased address under the site's secret, so the cache
never holds an address, nor a hash anyone could compute from one.
"""

from __future__ import annotations

import math
from typing import cast

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.template.loader import render_to_string
from django.utils.crypto import salted_hmac
from rest_framework.settings import api_settings

from config import throttling
from config.errors import ServiceError


def address_key(address: str) -> str:
    """A stable, secret-keyed digest of ``address`` (any case) for counters."""
    return salted_hmac("accounts.mail.address", address.lower()).hexdigest()[:32]


def _window(kind: str) -> tuple[int, int, float] | None:
    """(allowed, period in seconds, the time now) of ``kind``'s rate; None: no rate. The clock
    is the throttles' own (``SimpleRateThrottle.timer``), so tests can stop it for both."""
    # (DRF's stubs type the rates as numbers: they are "n/period" texts)
    rate = cast(str | None, api_settings.DEFAULT_THROTTLE_RATES.get(kind))
    if not rate:
        return None
    throttle = throttling.by_address(kind)()
    allowed, period = cast(tuple[int, int], throttle.parse_rate(rate))  # (a rate: both numbers)
    now = throttle.timer()
    return allowed, period, now


def spend(kind: str, *, user=None, address: str | None = None) -> bool:
    """Count one ``kind`` mail for ``user`` and for ``address`` (either may be None); True
    while both are within the rate. Every counter asked for is counted, spent or not."""
    rate = _window(kind)
    if rate is None:
        return True
    allowed, period, now = rate
    window = int(now // period)
    ttl = period + throttling.WINDOW_GRACE_SECONDS
    idents = ([f"user-{user.pk}"] if user is not None else []) + \
        ([f"addr-{address_key(address)}"] if address else [])
    counts = [throttling.count(f"mail:{kind}:{ident}:{window}", ttl) for ident in idents]
    return all(n <= allowed for n in counts)


def admit(kind: str, *, user=None, address: str | None = None) -> None:
    """``spend``, or 429 ``too_many_emails`` with the seconds left in the window."""
    if not spend(kind, user=user, address=address):
        rate = _window(kind)
        assert rate is not None
        _, period, now = rate
        raise ServiceError("too_many_emails", "Too many emails of this kind for this account "
                           "or address: try again later.",
                           retry_after=math.ceil(period - now % period))


def send_after_commit(template: str, to: str, context: dict) -> None:
    """Send the mail ``template`` to ``to`` once the current transaction commits (at once
    outside one). ``template`` names ``accounts/email/<template>_subject.txt``, ``.txt`` and
    ``.html``."""
    context = {**context, "site_url": settings.SITE_URL}

    def send():
        subject = " ".join(render_to_string(f"accounts/email/{template}_subject.txt",
                                            context).split())
        message = EmailMultiAlternatives(
            subject, render_to_string(f"accounts/email/{template}.txt", context),
            settings.DEFAULT_FROM_EMAIL, [to])
        message.attach_alternative(render_to_string(f"accounts/email/{template}.html", context),
                                   "text/html")
        message.send()
    # robust: the change is committed; a mail server out of reach is logged, not a 500
    transaction.on_commit(send, robust=True)
