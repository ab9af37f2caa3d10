"""The quick pairing page server side (web.views.quick): login, the form's refusals in the
API's words with nothing written, a seek matched at once redirects into the game, the poll's
HX-Redirect once a waited-on seek is matched, accept and cancel."""

from __future__ import annotations

import pytest
from django.test import Client

from pairing.models import Seek
from tests.web.checks_support import assert_strict_policy, page_refusals, row_counts

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_needs_a_login():
    r = Client().get("/play/quick/")
    assert r.status_code == 302 and "/login/" in r["Location"]


def test_a_refused_seek_is_shown_in_the_apis_words_and_writes_nothing(make_user):
    ada = signed_in(make_user("ada"))
    before = row_counts()
    r = ada.post("/play/quick/seek", {"kind": "diddly", "seats": "9", "per_move": "none"})
    assert r.status_code == 400
    assert [code for code, _ in page_refusals(r.content)] == ["invalid_seats"]
    r = ada.post("/play/quick/seek", {"kind": "diddly", "rating_min": "9", "rating_max": "1"})
    assert [code for code, _ in page_refusals(r.content)] == ["invalid_rating_range"]
    assert row_counts() == before


def test_wait_then_the_poll_redirects_into_the_game(make_user):
    ada, bob = signed_in(make_user("ada")), signed_in(make_user("bob"))
    r = ada.post("/play/quick/seek", {"kind": "diddly", "per_move": "P1D", "bank": "P1D"})
    assert r.status_code == 302 and r["Location"] == "/play/quick/"
    page = ada.get("/play/quick/")
    assert_strict_policy(page.get("Content-Security-Policy"), "on the quick pairing page")
    seek = Seek.objects.get()
    assert f"waiting={seek.id}" in page.content.decode()
    poll = ada.get(f"/play/quick/status?waiting={seek.id}")
    assert poll.status_code == 200 and "Waiting for opponents" in poll.content.decode()
    offer = bob.get("/play/quick/").content.decode()
    assert f"/play/quick/{seek.id}/accept" in offer
    r = bob.post(f"/play/quick/{seek.id}/accept")
    seek.refresh_from_db()
    assert seek.status == "matched"
    assert r.status_code == 302 and r["Location"] == f"/games/{seek.game_id}/"
    poll = ada.get(f"/play/quick/status?waiting={seek.id}")
    assert poll["HX-Redirect"] == f"/games/{seek.game_id}/"
    assert "HX-Redirect" not in ada.get("/play/quick/status")  # nothing was waited on


def test_accepting_a_gone_seek_and_cancelling(make_user):
    ada, bob = signed_in(make_user("ada")), signed_in(make_user("bob"))
    ada.post("/play/quick/seek", {"kind": "quiddler", "per_move": "none"})
    seek = Seek.objects.get()
    r = bob.post(f"/play/quick/{seek.id}/cancel")
    assert [code for code, _ in page_refusals(r.content)] == ["not_your_seek"]
    assert ada.post(f"/play/quick/{seek.id}/cancel").status_code == 302
    seek.refresh_from_db()
    assert seek.status == "cancelled"
    r = bob.post(f"/play/quick/{seek.id}/accept")
    assert r.status_code == 404 and [c for c, _ in page_refusals(r.content)] == ["not_found"]
    assert Seek.objects.count() == 1
