"""The lobby's create form: the API body it makes, challenges, invitations in one transaction."""

from __future__ import annotations

import re

import pytest
from django.http import QueryDict
from django.test import Client

from games.models import Game, Invitation
from web import lobby_form

pytestmark = pytest.mark.django_db


def form(**fields) -> QueryDict:
    q = QueryDict(mutable=True)
    for k, v in fields.items():
        q[k] = v
    return q


def test_body_has_every_option_typed():
    body = lobby_form.body(form(**{
        "kind": "biddle", "seats": "3", "visibility": "private", "per_move": "PT12H",
        "bank": "P1D", "on_timeout": "autopilot", "hints-biddle": "on", "bot-0": "basic",
        "bot-1": "strong", "opt-biddle-max_bid": "9", "opt-biddle-blue_row": "1 2 3"}))
    assert body == {"kind": "biddle", "seats": 3, "visibility": "private", "bots": [
        {"level": "basic"}, {"level": "strong"}], "options": {
        "max_bid": 9, "blue_row": [1, 2, 3], "hints": True, "on_timeout": "autopilot",
        "clock": {"per_move": "PT12H", "bank": "P1D"}}}


def test_real_time_takes_no_clock_and_a_bad_number_is_passed_on_as_typed():
    body = lobby_form.body(form(kind="didi_dotter", per_move="P1D",
                                **{"opt-didi_dotter-min_action_ms": "fast"}))
    assert "clock" not in body["options"]
    assert body["options"]["min_action_ms"] == "fast"  # the engine refuses it in its words
    assert lobby_form.body(form(kind="diddly", per_move="none"))["options"]["clock"] is None


def _web(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_an_unknown_invitee_leaves_no_game_behind(make_user):
    web = _web(make_user("alice"))
    make_user("bob")
    page = web.post("/lobby/create", {"kind": "diddly", "invite": "bob nobody-here"})
    assert page.status_code == 404  # the API's user_not_found
    assert 'data-code="user_not_found"' in page.content.decode()
    assert "There is no user &#x27;nobody-here&#x27;." in page.content.decode()
    assert Game.objects.count() == 0 and Invitation.objects.count() == 0


def test_a_challenge_is_private_and_invites_the_first_name(make_user):
    web = _web(make_user("alice"))
    bob = make_user("bob")
    page = web.post("/lobby/create", {"kind": "quiddler", "invite": "bob",
                                      "challenge": "on", "visibility": "public"})
    assert page.status_code == 302
    game = Game.objects.get()
    assert game.visibility == "private"
    assert list(Invitation.objects.values_list("user_id", flat=True)) == [bob.id]


def test_a_game_one_may_not_see_is_a_not_found_page(make_user, client_for):
    from tests.support.http import private_game
    hidden_id = private_game(client_for(make_user("owner")), kind="diddly")
    web = _web(make_user("stranger"))
    missing = web.get("/games/00000000-0000-0000-0000-000000000000/")
    assert missing.status_code == 404 and b"<h1>Not found</h1>" in missing.content
    hidden = web.get(f"/games/{hidden_id}/")
    assert hidden.status_code == 404
    def page(response) -> str:  # without the per-response CSRF token
        return re.sub(r'[A-Za-z0-9]{64}', "TOKEN", response.content.decode())
    assert page(hidden) == page(missing)
