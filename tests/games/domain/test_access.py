"""One visibility rule (games.domain.access), read from the fold or from the index, agrees.

For members, invitees, staff, outsiders and anonymous viewers of public and private games, in
the lobby and in play: the rule over the lobby's fold (what the services ask), the index form
for one game (``can_see``: the API's permission, the command service) and the index form as a
query (``listed_for``: the lists) give the same answers, and those answers are the rule's.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser

from events import store
from games import services
from games.domain import access
from games.folders import GameFolder
from games.index import queries
from games.models import Game
from games.selectors.access import can_see, listed_for, viewer_of
from games.services import invitations

pytestmark = pytest.mark.django_db

KIND = "diddly"  # seats up to 8: a creator, a member and an invitee fit in its lobby


@pytest.fixture
def people(make_user):
    return {"creator": make_user(), "member": make_user(), "invitee": make_user(),
            "staff": make_user(staff=True), "outsider": make_user(),
            "anonymous": AnonymousUser()}


def _games(people) -> dict[str, tuple[Game, set[str]]]:
    """name -> (game, the people who are parties to it)."""
    creator, member, invitee = people["creator"], people["member"], people["invitee"]
    out = {}
    for visibility in access.VISIBILITIES:
        # in the lobby: the creator and a member seated, an invitation pending
        game = services.game_create(user=creator, kind=KIND, seats=3, visibility=visibility)
        invitations.invitation_send(game_id=game.id, user=creator, username=member.username)
        services.game_join(game_id=game.id, user=member)
        invitations.invitation_send(game_id=game.id, user=creator, username=invitee.username)
        out[f"{visibility} lobby"] = game, {"creator", "member", "invitee"}
        # in play: the start drops the invitations that are left
        game = services.game_create(user=creator, kind=KIND, seats=2, visibility=visibility)
        invitations.invitation_send(game_id=game.id, user=creator, username=member.username)
        invitations.invitation_accept(game_id=game.id, user=member)
        out[f"{visibility} active"] = game, {"creator", "member"}
    return out


def test_the_fold_the_index_and_the_query_forms_give_the_rules_answers(people):
    games = _games(people)
    for name, (game, parties) in games.items():
        lobby = _lobby(game)
        row = queries.game_row(game.id)
        assert {u for u in people if people[u].is_authenticated
                and people[u].id in access.parties(lobby)} == parties, name
        public = lobby["visibility"] == access.PUBLIC
        for who, user in people.items():
            viewer = viewer_of(user)
            party = who in parties
            sees = public or party or who == "staff"
            listed = public or party
            assert access.visible_in_lobby(lobby, viewer) is sees, (name, who)
            assert can_see(row, user) is sees, (name, who)
            assert access.may_list(lobby["visibility"], viewer,
                                   access.parties(lobby).__contains__) is listed, (name, who)
            in_list = Game.objects.filter(listed_for(user)).filter(pk=game.pk).exists()
            assert in_list is listed, (name, who)


def test_the_api_answers_by_the_same_rule(people, client_for, anon):
    games = _games(people)
    clients = {who: (anon if who == "anonymous" else client_for(user))
               for who, user in people.items()}
    for name, (game, parties) in games.items():
        public = name.startswith(access.PUBLIC)
        for who, client in clients.items():
            if who == "anonymous":
                continue  # the API asks for a token first (401)
            r = client.get(f"/api/games/{game.id}")
            assert r.status_code == (200 if public or who in parties or who == "staff"
                                     else 404), (name, who)
            listed = {g["id"] for g in client.get("/api/games?limit=200").json()["results"]}
            assert (str(game.id) in listed) is (public or who in parties), (name, who)


def _lobby(game: Game) -> dict:
    state, _ = store.load_state(game.id, GameFolder(game.kind), use_snapshots=False)
    return state["lobby"]
