"""A first look: two players, an invitation, the first moves (the full game: per-kind tests)."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_invite_accept_and_see_the_other_move(players):
    alice, bob = players("alice", "bob")
    gid = alice.create_game("diddly", invite=["bob"])
    bob.accept_from_inbox(gid)
    alice.open_game(gid)
    assert alice.status() == "active"
    for _ in range(4):
        mover = next(p for p in (alice, bob) if p.legal_buttons())
        other = bob if mover is alice else alice
        button, _command = mover.legal_buttons()[0]
        now = mover.click_command(button)
        other.wait_for_version(now)  # the other's page shows it, without a reload
    alice.screenshot("diddly-smoke")
    assert not alice.console_errors, alice.console_errors


def test_home_and_lobby_pass_axe(players):
    from tests.web.conftest import assert_accessible
    (alice,) = players("alice")
    assert_accessible(alice.goto("/"), "on the inbox")
    assert_accessible(alice.goto("/lobby/"), "on the lobby")
