"""The inbox and the lobby in a browser: live invitations, a public seat, a join code."""

from __future__ import annotations

import re

import pytest

from games.models import Game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_an_invitation_appears_in_the_inbox_without_a_reload(players):
    alice, bob = players("alice", "bob")
    page = alice.goto("/")
    assert page.locator("li.invitation").count() == 0
    gid = bob.create_game("biddle", invite=["alice"])
    row = page.locator("li.invitation")
    row.wait_for(timeout=5_000)  # the inbox re-drew itself: no reload
    assert "bob" in row.inner_text() and "Biddle" in row.inner_text()
    row.get_by_role("button", name="Accept").click()
    page.wait_for_url(re.compile(rf"/games/{gid}/$"))
    assert alice.status() == "active"
    # the turn shows up in the one whose move it is, again without a reload
    first = next(p for p in (alice, bob) if p.open_game(gid) and p.legal_buttons())
    inbox = first.goto("/")
    assert inbox.locator("li.turn").count() == 1
    assert inbox.locator("[data-count='your-turn']").inner_text() == "1"


def test_a_public_game_is_joined_from_the_lobby_list(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("quiddler", private=False, per_move="P1D",
                            **{"opt-quiddler-dictionary": "scowl80", "hints-quiddler": True})
    page = bob.goto("/lobby/?kind=quiddler")
    page.locator(f"a[href='/games/{gid}/']").click()
    page.get_by_role("button", name="Take a seat").click()
    page.wait_for_function("() => document.getElementById('game').dataset.status === 'active'")
    game = Game.objects.get(id=gid)
    assert game.status == "active" and game.visibility == "public"
    assert "1 day a move" in page.locator(".seats").inner_text()


def test_a_join_code_is_shared_and_used(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("diddly")
    page = alice.page
    page.get_by_role("button", name="Make a join code to share").click()
    code = page.locator(".code code").inner_text()
    assert code
    other = bob.goto("/lobby/")
    other.get_by_label("Join code", exact=True).fill("wrong-code")
    other.get_by_role("button", name="Join", exact=True).click()
    assert "join_code_invalid" in other.locator(".refusal").get_attribute("data-code")
    other.get_by_label("Join code", exact=True).fill(code)
    other.get_by_role("button", name="Join", exact=True).click()
    other.wait_for_url(re.compile(rf"/games/{gid}/$"))
    assert bob.status() == "active"
