"""config.pagination: limit and offset refuse bad numbers and cap the page size."""

from __future__ import annotations

import pytest

from tests.support.http import expect

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("query", ["limit=9223372036854775808", "offset=9223372036854775808",
                                   "limit=-1", "limit=abc", "offset=-5", "limit=0",
                                   "limit=1e3"])
def test_pagination_refuses_bad_numbers(client_for, query):
    expect(client_for().get(f"/api/games?{query}"), 400, "invalid_parameter")


def test_pagination_caps_the_page_size(client_for):
    r = client_for().get("/api/games?limit=100000")
    assert r.status_code == 400 and r.json()["code"] == "invalid_parameter"
    assert client_for().get("/api/games?limit=200&offset=0").status_code == 200
