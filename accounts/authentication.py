"""API token authentication: DRF's ``TokenAuthentication`` with its one query written as SQL.

Every API request looks its token up. DRF does it with
``Token.objects.select_related("user").get(key=key)``, which the ORM rebuilds and compiles on
each request (about half of a game read's CPU in the app, before this). The statement's
shape never changes, so its text is written once per process from the models' own table and
column names; ``User.objects.raw`` builds the user with the fields' converters. Everything
else is DRF's: the header parsing, the error messages, the schema's ``tokenAuth`` scheme.

``SessionAuthentication`` is DRF's (the web pages' session cookie), its CSRF refusal answered
with its own code, 403 ``csrf_failed``, as the web pages' CSRF refusal is.
"""

from __future__ import annotations

from functools import cache

from django.contrib.auth import get_user_model
from django.db import connection
from django.utils.translation import gettext_lazy as _
from drf_spectacular.authentication import SessionScheme
from rest_framework import authentication, exceptions


@cache
def _token_sql(vendor: str, token_model) -> str:
    """A token's user, and the token's key; one ``%s``: the key."""
    q = connection.ops.quote_name
    user, token = get_user_model()._meta, token_model._meta
    columns = ", ".join(f"u.{q(f.column)}" for f in user.concrete_fields)
    key = q(token.get_field("key").column)
    return (f"SELECT {columns}, t.{key} AS token_key "
            f"FROM {q(token.db_table)} t JOIN {q(user.db_table)} u "
            f"ON u.{q(user.pk.column)} = t.{q(token.get_field('user').column)} "
            f"WHERE t.{key} = %s")


class TokenAuthentication(authentication.TokenAuthentication):
    """``Authorization: Token <key>``, as DRF's, answering from one precompiled query."""

    def authenticate_credentials(self, key):
        User, Token = get_user_model(), self.get_model()
        sql = _token_sql(connection.vendor, Token)
        user = next(iter(User.objects.raw(sql, [key])), None)
        if user is None:
            raise exceptions.AuthenticationFailed(_("Invalid token."))
        if not user.is_active:
            raise exceptions.AuthenticationFailed(_("User inactive or deleted."))
        # (``created`` is left deferred: nothing reads it on a request)
        token = Token.from_db(connection.alias, ["key", "user_id"],
                              [user.__dict__.pop("token_key"), user.pk])
        token.user = user
        return user, token


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
