"""The players' pages server side (Django's test client): the search page and its htmx
fragment, the Block / Unblock button of a profile (never on your own, never for a visitor who
is not signed in), the blocked players page, and the refusal ``blocked`` where a page
challenges."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from accounts import blocks
from accounts.models import Block
from games.models import Game
from tests.ratings.standings_factory import rating
from tests.web.checks_support import assert_strict_policy

pytestmark = pytest.mark.django_db


def signed_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def found(html: str) -> list[str]:
    return re.findall(r'data-player="([^"]+)"', html)


def test_search_page_and_fragment(make_user):
    for name in ("bob", "bobby", "BOBCAT", "alice"):
        make_user(name)
    rating(make_user("bobo"), mu=30, sigma=2)
    page = Client().get("/players/?q=bob")
    assert page.status_code == 200
    html = page.content.decode()
    assert found(html) == ["bob", "bobby", "BOBCAT", "bobo"]
    assert 'href="/players/bobcat/"' in html.lower() and "<html" in html
    assert 'hx-get="/players/"' in html and "delay:300ms" in html
    assert_strict_policy(page.get("Content-Security-Policy"), "on the search page")
    part = Client().get("/players/?q=BOBB", HTTP_HX_REQUEST="true").content.decode()
    assert found(part) == ["bobby"] and "<html" not in part
    assert "Diddly" in Client().get("/players/?q=bobo").content.decode()


def test_search_hints_and_empty(make_user):
    html = Client().get("/players/?q=b").content.decode()
    assert "2 to 30 characters" in html and not found(html)
    html = Client().get("/players/?q=zzz").content.decode()
    assert "Nobody's name starts with" in html
    assert "Find a player" in Client().get("/players/").content.decode()


def test_search_leaves_out_blocked_players(make_user):
    me, bob = make_user("meg"), make_user("bob")
    make_user("bobby")
    blocks.block_create(user=bob, username="meg")
    assert found(signed_in(me).get("/players/?q=bo").content.decode()) == ["bobby"]


def test_nav_links_players(make_user):
    assert 'href="/players/"' in Client().get("/leaderboards/diddly/").content.decode()
    assert 'href="/players/"' in signed_in(make_user()).get("/").content.decode()


def test_block_button_from_the_profile(make_user):
    alice, bob = make_user("alice"), make_user("bob")
    assert "Block bob" not in Client().get("/players/bob/").content.decode()  # visitors
    me = signed_in(alice)
    assert "Block alice" not in me.get("/players/alice/").content.decode()  # your own
    html = me.get("/players/bob/").content.decode()
    assert 'action="/players/bob/block"' in html
    r = me.post("/players/bob/block")
    assert r.status_code == 302 and r["Location"] == "/players/bob/?done=blocked"
    assert blocks.has_blocked(alice.pk, bob.pk)
    html = me.get(r["Location"]).content.decode()
    assert "You blocked bob" in html and 'action="/players/bob/unblock"' in html
    r = me.post("/players/bob/unblock")
    assert r.status_code == 302 and not Block.objects.exists()
    assert "You unblocked bob" in me.get(r["Location"]).content.decode()


def test_blocking_refusals_show_on_the_profile_and_write_nothing(make_user, rates):
    alice = make_user("alice")
    make_user("bob")
    me = signed_in(alice)
    rates(blocks="2/hour")
    r = me.post("/players/bob/unblock")
    assert r.status_code == 404 and 'data-code="not_blocked"' in r.content.decode()
    assert me.post("/players/bob/block").status_code == 302
    r = me.post("/players/bob/unblock")
    assert r.status_code == 429 and 'data-code="throttled"' in r.content.decode()
    assert Block.objects.count() == 1
    rates(blocks="10/hour")
    assert me.post("/players/nobody/block").status_code == 404
    assert Client().post("/players/bob/block").status_code == 302  # to the log-in page
    assert Block.objects.count() == 1


def test_blocks_page_lists_and_unblocks(make_user):
    alice = make_user("alice")
    for name in ("bob", "carol"):
        make_user(name)
        blocks.block_create(user=alice, username=name)
    me = signed_in(alice)
    assert 'href="/settings/blocks/"' in me.get("/settings/").content.decode()
    page = me.get("/settings/blocks/")
    html = page.content.decode()
    assert re.findall(r'data-blocked="([^"]+)"', html) == ["carol", "bob"]
    assert page["Cache-Control"] == "no-store"
    r = me.post("/players/carol/unblock", {"back": "blocks"})
    assert r.status_code == 302 and r["Location"] == "/settings/blocks/?done=unblocked"
    html = me.get(r["Location"]).content.decode()
    assert "Unblocked." in html and re.findall(r'data-blocked="([^"]+)"', html) == ["bob"]
    r = me.post("/players/carol/unblock", {"back": "blocks"})
    assert r.status_code == 404 and 'data-code="not_blocked"' in r.content.decode()
    assert Client().get("/settings/blocks/").status_code == 302


def test_a_blocked_challenge_reads_as_a_message_in_the_lobby(make_user):
    alice, bob = make_user("alice"), make_user("bob")
    blocks.block_create(user=alice, username="bob")
    r = signed_in(bob).post("/lobby/create", {"kind": "diddly", "visibility": "public",
                                              "invite": "alice", "challenge": "on"})
    html = r.content.decode()
    assert r.status_code == 403 and 'data-code="blocked"' in html
    assert "You cannot challenge this player" in html
    assert not Game.objects.exists()


def test_a_blocked_invitation_reads_as_a_message_on_the_game_page(make_user):
    from games import services
    from games.models import Invitation

    alice, bob = make_user("alice"), make_user("bob")
    game = services.game_create(user=alice, kind="toy_guess")
    blocks.block_create(user=bob, username="alice")
    r = signed_in(alice).post(f"/games/{game.id}/invite", {"username": "bob"})
    html = r.content.decode()
    assert r.status_code == 403 and 'data-code="blocked"' in html
    assert "You cannot invite this player" in html and not Invitation.objects.exists()
