"""API token authentication: knox's ``TokenAuthentication`` with its one query written as SQL.

Every API request looks its token up. A token (``accounts.models.DeviceToken``) is stored as
the SHA-512 digest of its key and found by the key's first 15 characters (knox's ``token_key``);
the digest of the key sent is compared in constant time. knox does the lookup through the ORM,
rebuilt and compiled on each request, and reads every other token of the user on the way (to
delete the expired ones); here the statement's text is written once per process from the
models' own table and column names, ``User.objects.raw`` builds the user with the fields'
converters, and the moments are compared in SQL against parameters (so no vendor's datetime
text has to be parsed). Everything else is knox's and DRF's: the header parsing
(``Authorization: Token <key>``, knox's ``AUTH_HEADER_PREFIX``), the digest, the messages, the
schema's ``tokenAuth`` scheme.

A token past its expiry is refused 401 ``token_expired`` (kept, so asking again says the same;
it is deleted when its account next logs in). A used token's ``last_used`` (and, with knox's
``AUTO_REFRESH``, its expiry: TOKEN_TTL from now, never past ``AUTO_REFRESH_MAX_TTL`` after
it was made when that is set) is written at most once per knox's
``MIN_REFRESH_INTERVAL`` seconds, so nearly every read stays a single SELECT.

``SessionAuthentication`` is DRF's (the web pages' session cookie), its CSRF refusal answered
with its own code, 403 ``csrf_failed``, as the web pages' CSRF refusal is.
"""

from __future__ import annotations

from datetime import timedelta
from functools import cache
from hmac import compare_digest
from typing import cast

from django.contrib.auth import get_user_model
from django.db import connection
from django.db.models import F, Value
from django.db.models.functions import Least
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from drf_spectacular.authentication import SessionScheme
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.plumbing import build_bearer_security_scheme_object
from knox import auth as knox
from knox.crypto import hash_token
from knox.models import get_token_model
from knox.settings import CONSTANTS, knox_settings
from rest_framework import authentication, exceptions


@cache
def _token_sql(vendor: str, token_model) -> str:
    """Tokens whose key starts as the one sent, with their user. Parameters: expired if expiry
    is at or before this, stale if last used at or before this, the key's first characters."""
    q = connection.ops.quote_name
    user, token = get_user_model()._meta, token_model._meta

    def col(name: str) -> str:
        return "t." + q(token.get_field(name).column)
    # (a concrete field has a column)
    columns = ", ".join(f"u.{q(cast(str, f.column))}" for f in user.concrete_fields)
    return (f"SELECT {columns}, {col('id')} AS token_id, {col('digest')} AS token_digest, "
            f"({col('expiry')} IS NOT NULL AND {col('expiry')} <= %s) AS token_expired, "
            f"({col('last_used')} IS NULL OR {col('last_used')} <= %s) AS token_stale "
            f"FROM {q(token.db_table)} t JOIN {q(user.db_table)} u "
            f"ON u.{q(cast(str, user.pk.column))} = {col('user')} "
            f"WHERE {col('token_key')} = %s")


class TokenExpired(exceptions.AuthenticationFailed):
    """The token was right but is past its expiry (401 ``token_expired``): log in again."""

    error_code = "token_expired"


def touch(token_id: int, now) -> None:
    """Record a use of the token: ``last_used``, and with ``AUTO_REFRESH`` a new expiry."""
    changes: dict = {"last_used": now}
    if knox_settings.AUTO_REFRESH:
        changes["expiry"] = now + knox_settings.TOKEN_TTL
        if knox_settings.AUTO_REFRESH_MAX_TTL is not None:
            # as knox: never renewed past AUTO_REFRESH_MAX_TTL after the token was made
            changes["expiry"] = Least(Value(changes["expiry"]),
                                      F("created") + Value(knox_settings.AUTO_REFRESH_MAX_TTL))
    get_token_model().objects.filter(pk=token_id).update(**changes)


class TokenAuthentication(knox.TokenAuthentication):
    """``Authorization: Token <key>``, as knox's, answering from one precompiled query."""

    def authenticate_credentials(self, token: bytes):
        User, Token = get_user_model(), get_token_model()
        try:
            key = token.decode("utf-8")
        except UnicodeError:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        now = timezone.now()
        adapt = connection.ops.adapt_datetimefield_value
        stale_before = now - timedelta(seconds=knox_settings.MIN_REFRESH_INTERVAL)
        rows = User.objects.raw(_token_sql(connection.vendor, Token),
                                [adapt(now), adapt(stale_before),
                                 key[:CONSTANTS.TOKEN_KEY_LENGTH]])
        digest = hash_token(key)
        user = next((u for u in rows if compare_digest(digest, u.__dict__["token_digest"])),
                    None)
        if user is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        extra = user.__dict__
        token_id, expired, stale = (extra.pop("token_id"), extra.pop("token_expired"),
                                    extra.pop("token_stale"))
        extra.pop("token_digest")
        if expired:
            raise TokenExpired(_("The token has expired: log in again."))
        if not user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        if stale:
            touch(token_id, now)
        # (the other fields are left deferred: nothing reads them on a request)
        known = {"id": token_id, "digest": digest, "user_id": user.pk}
        names = [f.attname for f in Token._meta.concrete_fields if f.attname in known]
        auth_token = Token.from_db(connection.alias, names, [known[n] for n in names])
        auth_token.user = user
        return user, auth_token


class TokenScheme(OpenApiAuthenticationExtension):
    """The schema's ``tokenAuth``: ``Authorization: Token <key>`` (knox's own extension would
    name it ``knoxApiToken``)."""

    target_class = "accounts.authentication.TokenAuthentication"
    name = "tokenAuth"
    priority = 1

    def get_security_definition(self, auto_schema):
        return build_bearer_security_scheme_object(
            header_name="Authorization", token_prefix=knox_settings.AUTH_HEADER_PREFIX)


class CSRFFailed(exceptions.PermissionDenied):
    """A session-authenticated unsafe request without the CSRF token (403 ``csrf_failed``)."""

    error_code = "csrf_failed"


class SessionAuthentication(authentication.SessionAuthentication):
    """DRF's session authentication; a missing or wrong CSRF token is ``csrf_failed``."""

    def enforce_csrf(self, request):
        try:
            super().enforce_csrf(request)
        except exceptions.PermissionDenied as exc:
            raise CSRFFailed(_("The request was refused: it did not carry this site's "
                               "security token (CSRF).")) from exc


class SessionCookieScheme(SessionScheme):
    """The schema's ``cookieAuth`` for the class above (drf-spectacular's own, by name)."""

    target_class = "accounts.authentication.SessionAuthentication"
