"""A hostile client gets a clear 4xx (JSON with a stable ``code``), never a 5xx.

Hypothesis throws JSON bodies at every endpoint: random documents, and near-miss versions of
the legal ones (right keys, wrong values: NUL, lone surrogates, huge and non-finite numbers,
deep nesting). Examples are bounded so the suite stays quick; the schemathesis step in
``.ci/run`` covers the served API from its OpenAPI schema.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.domain import commands as command_table
from tests.support.http import started_game

pytestmark = pytest.mark.django_db

HOSTILE_STRINGS = ["", "\x00", "a\x00b", "\ud800", "x\udfffy", "\ufeff", "🂡", "%00", "../",
                   "' OR 1=1 --", "a" * 3000, "\u0430", "ＡＢ", "ﬁ"]
HOSTILE_NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "9223372036854775808",
                   "-9223372036854775809", "1" * 400, "0.000000001", "-0", "1E+2"]

text = st.one_of(st.text(max_size=20), st.sampled_from(HOSTILE_STRINGS))
scalars = st.one_of(st.none(), st.booleans(), st.integers(), text,
                    st.floats(allow_nan=False, allow_infinity=False),
                    st.sampled_from(HOSTILE_NUMBERS).map(lambda n: _Raw(n)))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(text, inner, max_size=4)), max_leaves=12)


class _Raw(str):
    """A number token written into the JSON text as is (1e400, NaN, 20-digit integers)."""


def _dumps(value) -> bytes:
    """JSON text for ``value``; ``_Raw`` tokens are spliced in verbatim, strings may hold lone
    surrogates (escaped as \\udXXX, as a hostile client would send them)."""
    raws: list[str] = []

    def default(o):
        raise TypeError(o)

    def mark(v):
        if isinstance(v, _Raw):
            raws.append(str(v))
            return f"__RAW{len(raws) - 1}__"
        if isinstance(v, list):
            return [mark(x) for x in v]
        if isinstance(v, dict):
            return {k: mark(x) for k, x in v.items()}
        return v

    out = json.dumps(mark(value), default=default)
    for i, raw in enumerate(raws):
        out = out.replace(f'"__RAW{i}__"', raw)
    return out.encode("utf-8")


def _shaped(keys: list[str]):
    """Objects with the endpoint's own keys (and a stray one) holding hostile values."""
    return st.dictionaries(st.one_of(st.sampled_from(keys), text), values, max_size=len(keys) + 1)


COMMAND_TYPES = sorted({t for cmds in command_table.COMMANDS.values() for t in cmds} | {"guess"})
COMMAND_KEYS = sorted({f for cmds in command_table.COMMANDS.values() for fields in cmds.values()
                       for f in fields} | {"number", "expected_version"})
commands = st.one_of(values, st.builds(lambda t, rest: {"type": t, **rest},
                                       st.sampled_from(COMMAND_TYPES), _shaped(COMMAND_KEYS)))
deep = st.integers(min_value=30, max_value=3000).map(lambda n: _Raw("[" * n + "]" * n))

HOSTILE = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.function_scoped_fixture,
                                          HealthCheck.too_slow])


def check(response):
    assert response.status_code < 500, (response.status_code, response.content[:300])
    if response.status_code >= 400:
        body = response.json()
        assert isinstance(body.get("code"), str) and body["code"], body
        assert "detail" in body, body


def post(client, path, value, **extra):
    return client.generic("POST", path, _dumps(value), content_type="application/json", **extra)


@pytest.fixture
def unthrottled(settings, rates):
    """Generous throttles and lock-outs: this suite sends many requests from one address."""
    rates(**{k: "100000/minute" for k in settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]})
    settings.LOGIN_FAILURE_LIMIT = 10**6


@pytest.fixture
def table(client_for, unthrottled):
    """A staff user, two others and a started game of every kind."""
    staff, other, third = client_for(staff=True), client_for(), client_for()
    games = {kind: started_game([staff, other] if kind == "toy_guess" else [staff, other, third],
                                kind)
             for kind in ["toy_guess", *command_table.COMMANDS]}
    return staff, other, games


@HOSTILE
@given(body=st.one_of(values, deep, _shaped(["username", "password"])))
def test_account_endpoints(anon, unthrottled, body):
    for path in ("/api/auth/register", "/api/auth/token"):
        check(post(anon, path, body))


@HOSTILE
@given(body=st.one_of(values, deep, _shaped(["kind", "options", "seats"]),
                      st.builds(lambda k, o, s: {"kind": k, "options": o, "seats": s},
                                st.sampled_from([*command_table.COMMANDS, "toy_guess"]),
                                _shaped(["setup", "hints", "deadline_ms", "min_action_ms",
                                         "dictionary", "max_bid", "blue_row", "columns"]),
                                st.one_of(st.integers(), values))))
def test_game_creation(table, body):
    staff, other, _ = table
    for c in (staff, other):
        check(post(c, "/api/games", body))


@HOSTILE
@given(body=st.one_of(commands, deep), kind=st.sampled_from([*command_table.COMMANDS, "toy_guess"]),
       if_match=st.one_of(st.none(), text), key=st.one_of(st.none(), text))
def test_commands(table, body, kind, if_match, key):
    staff, other, games = table
    headers = {}
    if if_match is not None:
        headers["HTTP_IF_MATCH"] = if_match.encode("utf-8", "surrogatepass").decode("latin-1")
    if key is not None:
        headers["HTTP_IDEMPOTENCY_KEY"] = key.encode("utf-8", "surrogatepass").decode("latin-1")
    for c in (staff, other):
        check(post(c, f"/api/games/{games[kind]}/commands", body, **headers))


@settings(HOSTILE, max_examples=30)
@given(body=st.one_of(values, deep, _shaped(["reason", "decision", "words"])),
       kind=st.sampled_from([*command_table.COMMANDS, "toy_guess"]))
def test_other_writes(table, body, kind):
    staff, other, games = table
    gid = games[kind]
    for c in (staff, other):
        for path in (f"/api/games/{gid}/disputes", f"/api/games/{gid}/disputes/1/resolve",
                     f"/api/games/{gid}/join", f"/api/games/{gid}/leave",
                     f"/api/games/{gid}/start", "/api/dictionaries/scowl80/check"):
            check(post(c, path, body))


@HOSTILE
@given(params=st.dictionaries(
    st.sampled_from(["kind", "status", "mine", "limit", "offset", "after", "wait", "x"]),
    st.one_of(text, st.sampled_from(HOSTILE_NUMBERS)), max_size=4),
    word=text)
def test_reads(table, params, word):
    from urllib.parse import quote, urlencode

    staff, _, games = table
    query = urlencode({k: v.encode("utf-8", "surrogatepass") for k, v in params.items()
                       if k != "wait"})
    gid = games["toy_guess"]
    for path in ("/api/games", f"/api/games/{gid}", f"/api/games/{gid}/events",
                 f"/api/games/{gid}/hint", "/api/kinds", "/api/dictionaries",
                 f"/api/dictionaries/scowl80/words/{quote(word.encode('utf-8', 'surrogatepass'))}"):
        check(staff.get(f"{path}?{query}"))
