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
