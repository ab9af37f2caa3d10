"""config.parsers: JSON with limits. Malformed or too deep JSON, numbers that are not finite or
too large, and strings holding NUL or lone surrogates are refused with a 4xx before any view
reads the body; nothing is written."""

from __future__ import annotations

import pytest

from events.models import Event
from games.models import Game
from tests.support.http import expect, raw_post, started_game

pytestmark = pytest.mark.django_db


def test_malformed_json(client_for, nothing_written):
    c = client_for()
    snap, check = nothing_written
    snap()
    expect(raw_post(c, "/api/games", b'{"kind": "toy_guess",'), 400, "malformed_json")
    expect(raw_post(c, "/api/games", b"[1, 2]"), 400, "invalid")
    expect(raw_post(c, "/api/auth/register", b"not json"), 400, "malformed_json")
    check()


def test_wrong_content_type(client_for):
    r = client_for().generic("POST", "/api/games", b"kind=x", content_type="text/plain")
    expect(r, 415, "unsupported_media_type")


@pytest.mark.parametrize("body,code", [
    ("[" * 5000, "malformed_json"),
    ('{"kind": ' + "[" * 100 + "]" * 100 + "}", "malformed_json"),
    ('{"kind": "toy_guess", "seats": 1e400}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": -1e400}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": NaN}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": Infinity}', "malformed_json"),
    ('{"kind": "toy_guess", "seats": 99999999999999999999999}', "malformed_json"),
    ('{"kind": "toy_guess\\u0000"}', "invalid_string"),
    ('{"kind": "toy_guess", "options": {"\\ud800": 1}}', "invalid_string"),
    ('{"kind": "toy_guess", "options": {"setup": {"a": ["\\udfff"]}}}', "invalid_string"),
    ('{"kind": "toy_guess", "options": {"max_number\\u0000": 1}}', "invalid_string"),
    (b'{"kind": "\xff"}', "malformed_json"),
])
def test_hostile_json_is_refused_before_anything_is_read(client_for, body, code):
    before = (Event.objects.count(), Game.objects.count())
    expect(raw_post(client_for(), "/api/games", body), 400, code)
    assert (Event.objects.count(), Game.objects.count()) == before


def test_a_legal_command_with_a_huge_number_in_an_extra_field_is_refused(client_for):
    a, b = client_for(staff=True), client_for()
    gid = started_game([a, b], "toy_guess", {"setup": {"first": "0"}})
    before = Event.objects.count()
    for number in ("1e400", "-1e400"):
        r = raw_post(a, f"/api/games/{gid}/commands", f'{{"type": "guess", "number": 3, '
                                                      f'"note": {number}}}')
        expect(r, 400, "malformed_json")
    assert Event.objects.count() == before


# -- the body is parsed in time linear in its size ------------------------------------------------
# An unterminated string full of escaped quotes (``"`` then ``\"`` pairs) made the old string
# pattern (which insisted on a closing quote) backtrack from every quote: 65 KB cost ~25 s of
# CPU, and two such anonymous requests froze the web workers. bench/bench_parser.py prints the
# growth with the size; here a body of the size limit must be judged in a small fraction of it.
ADVERSARIAL = [
    '"' + '\\"' * 32_700,                      # an unterminated string of escaped quotes
    '["' + '\\"' * 32_000 + '"',               # the same inside an array
    '"\\' * 21_800,                            # quote, backslash, quote, backslash, ...
]


@pytest.mark.parametrize("body", ADVERSARIAL, ids=["escaped-quotes", "in-array", "alternating"])
def test_an_adversarial_body_is_refused_at_once(body):
    import time

    from config.parsers import JSONRefused, loads

    started = time.process_time()
    with pytest.raises(JSONRefused) as refused:
        loads(body.encode())
    assert refused.value.error_code == "malformed_json"
    assert time.process_time() - started < 1.0  # quadratic: ~25 s; linear: a few ms


@pytest.mark.parametrize("text, deepest", [
    ('{"a": [1, {"b": "[[[{{{"}]}', 3),        # brackets inside strings do not count
    ('["\\"]]]", [[]]]', 3),                   # nor after an escaped quote
    ('"\\\\" [[', 2),                          # an escaped backslash ends before the quote
    ('"unterminated [[[', 0),                  # an unterminated string runs to the end
])
def test_depth_counts_brackets_outside_strings(text, deepest):
    from config.parsers import _depth

    assert _depth(text) == deepest
