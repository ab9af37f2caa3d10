"""Benchmark: the API token lookup of every request, the tokens of before against knox's.

    .venv/bin/python bench/bench_auth.py        # SQLite in a temporary file
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres .venv/bin/python bench/bench_auth.py

In-process (no server): ``GET /api/me`` built by Django's ``RequestFactory`` and answered by the
view itself (DRF's authentication, permission and rendering; no middleware), ``BENCH_N``
requests (default 2000) per variant per round, ``ROUNDS`` rounds (default 5) taking turns; per
variant the median round is kept. The variants, each with its own account and token:

* ``legacy``: the lookup of before: a 40-character key kept in the clear, found by one SQL
  statement written once per process (the code as it was, on a table of the same shape);
* ``drf``: DRF's own ``TokenAuthentication`` on that table (its ORM query each request);
* ``knox``: knox's own ``TokenAuthentication`` on the device tokens (ORM, and a read of the
  user's other tokens each request);
* ``device``: ``accounts.authentication.TokenAuthentication``, the one the API uses: a digest
  of the key compared, one precompiled statement, the last-use write at most once a minute.

Prints the app time per request (microseconds) and per lookup alone, and the ratio device over
legacy (target <= 1.2).
"""

from __future__ import annotations

import os
import statistics
import time

import _django

os.environ.setdefault("DJANGO_DEBUG", "0")  # as served: no query log
os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key")
_django.setup("bench_auth")

from django.contrib.auth import get_user_model  # noqa: E402
from django.db import connection, models  # noqa: E402
from django.test import RequestFactory  # noqa: E402
from knox import auth as knox  # noqa: E402
from rest_framework import authentication as drf  # noqa: E402
from rest_framework import exceptions  # noqa: E402

from accounts import authentication as ours  # noqa: E402
from accounts.api import MeApi  # noqa: E402
from accounts.sessions import token_issue  # noqa: E402

N = int(os.environ.get("BENCH_N", "2000"))
ROUNDS = int(os.environ.get("ROUNDS", "5"))


class LegacyToken(models.Model):
    """DRF authtoken's table, as the tokens of before were kept (the key in the clear)."""

    key = models.CharField(max_length=40, primary_key=True)
    user = models.ForeignKey(get_user_model(), on_delete=models.CASCADE, related_name="+")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "accounts"
        db_table = "bench_legacy_token"

    def __str__(self) -> str:
        return f"legacy token of {self.user_id}"


class LegacyLookup(drf.TokenAuthentication):
    """The lookup of before, as it was: DRF's header parsing, one SQL statement per process."""

    model = LegacyToken

    def authenticate_credentials(self, key):
        User, Token = get_user_model(), self.get_model()
        sql = _legacy_sql(connection.vendor)
        user = next(iter(User.objects.raw(sql, [key])), None)
        if user is None:
            raise exceptions.AuthenticationFailed("Invalid token.")
        if not user.is_active:
            raise exceptions.AuthenticationFailed("User inactive or deleted.")
        token = Token.from_db(connection.alias, ["key", "user_id"],
                              [user.__dict__.pop("token_key"), user.pk])
        token.user = user
        return user, token


_SQL: dict[str, str] = {}


def _legacy_sql(vendor: str) -> str:
    if vendor not in _SQL:
        q = connection.ops.quote_name
        user, token = get_user_model()._meta, LegacyToken._meta
        columns = ", ".join(f"u.{q(f.column)}" for f in user.concrete_fields)
        _SQL[vendor] = (f"SELECT {columns}, t.{q('key')} AS token_key "
                        f"FROM {q(token.db_table)} t JOIN {q(user.db_table)} u "
                        f"ON u.{q(user.pk.column)} = t.{q('user_id')} WHERE t.{q('key')} = %s")
    return _SQL[vendor]


class DrfLookup(drf.TokenAuthentication):
    model = LegacyToken


def make_variants() -> dict:
    """name -> (the view with that authentication, a key of its own account, the class)."""
    with connection.schema_editor() as editor:
        editor.create_model(LegacyToken)
    User = get_user_model()
    for i in range(50):  # other accounts and tokens in the tables, as in a real database
        other = User.objects.create_user(f"other{i}", password="bench-password-1")
        LegacyToken.objects.create(key=os.urandom(20).hex(), user=other)
        token_issue(other)
    variants = {}
    for name, auth in [("legacy", LegacyLookup), ("drf", DrfLookup),
                       ("knox", knox.TokenAuthentication),
                       ("device", ours.TokenAuthentication)]:
        user = User.objects.create_user(f"bench-{name}", password="bench-password-1")
        if name in ("legacy", "drf"):
            key = LegacyToken.objects.create(key=os.urandom(20).hex(), user=user).key
        else:
            key = token_issue(user, device="bench")[1]
            for _ in range(3):  # the account's other devices
                token_issue(user)
        view = MeApi.as_view(authentication_classes=[auth])
        request = RequestFactory().get("/api/me", HTTP_AUTHORIZATION=f"Token {key}")
        response = view(request)
        assert response.status_code == 200 and response.data["username"] == user.username
        variants[name] = (view, key, auth())
    return variants


def per_request(view, key) -> float:
    """Microseconds per ``GET /api/me`` answered by ``view`` with ``key``."""
    factory = RequestFactory()
    requests = [factory.get("/api/me", HTTP_AUTHORIZATION=f"Token {key}") for _ in range(N)]
    start = time.perf_counter()
    for request in requests:
        view(request)
    return (time.perf_counter() - start) / N * 1e6


def per_lookup(auth, key) -> float:
    """Microseconds per lookup of ``key`` alone (the header already parsed)."""
    raw = key.encode() if isinstance(auth, knox.TokenAuthentication) else key
    start = time.perf_counter()
    for _ in range(N):
        auth.authenticate_credentials(raw)
    return (time.perf_counter() - start) / N * 1e6


def main() -> None:
    print(f"database: {connection.vendor}; {N} requests x {ROUNDS} rounds per variant")
    variants = make_variants()
    requests: dict[str, list[float]] = {name: [] for name in variants}
    lookups: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(ROUNDS):
        for name, (view, key, auth) in variants.items():
            requests[name].append(per_request(view, key))
            lookups[name].append(per_lookup(auth, key))
    print(f"{'variant':8} {'per request (us)':>17} {'lookup alone (us)':>18}")
    med = {}
    for name in variants:
        med[name] = statistics.median(requests[name]), statistics.median(lookups[name])
        print(f"{name:8} {med[name][0]:17.1f} {med[name][1]:18.1f}")
    ratio = med["device"][0] / med["legacy"][0]
    print(f"ratio device / legacy per request: {ratio:.2f} (target <= 1.2); "
          f"lookup alone: {med['device'][1] / med['legacy'][1]:.2f}; "
          f"knox's own / legacy per request: {med['knox'][0] / med['legacy'][0]:.2f}")


if __name__ == "__main__":
    try:
        main()
    finally:
        _django.teardown()
