"""games.staff.admin as moderators use it (Django's test client): the queue and its badge, the
replay page, a decision confirmed before it is written."""

from __future__ import annotations

import re
import uuid

import pytest

from games.models import Dispute, Game
from tests.support.disputes import open_dispute, play

pytestmark = pytest.mark.django_db


@pytest.fixture
def disputed(players, game_id):
    play(players, game_id, 3)
    n = open_dispute(players[1], game_id, "my reroll vanished")
    return players, game_id, n


def test_queue_and_badge_for_moderators(client, make_user, disputed):
    players, gid, n = disputed
    client.force_login(make_user(moderator=True))
    index = client.get("/admin/").content.decode()
    assert "Open disputes" in index and ">1</strong>" in index
    queue = client.get("/admin/games/dispute/").content.decode()
    assert "my reroll vanished" in queue and players[1].user.username in queue
    at = Dispute.objects.get(game_id=gid).at_version
    assert f"/admin/games/game/{gid}/replay/?version={at}&amp;dispute={n}" in queue
    for url in (f"/admin/games/dispute/{Dispute.objects.get(game_id=gid).pk}/change/",
                f"/admin/games/game/{gid}/change/"):
        page = client.get(url)  # immutable records: a page to read, no save button
        assert page.status_code == 200 and 'name="_save"' not in page.content.decode()
    assert client.get("/admin/games/dispute/?status__exact=resolved").content.decode() \
        .count("my reroll vanished") == 0


def test_replay_reads_like_a_game_and_the_decision_needs_confirming(client, make_user,
                                                                    disputed):
    players, gid, n = disputed
    client.force_login(make_user(moderator=True))
    names = [p.user.username for p in players]
    page = client.get(f"/admin/games/game/{gid}/replay/?version=3").content.decode()
    assert f"{names[1]} took a seat." in page and 'id="decision-form"' in page
    assert "The game had not started at this version." in page
    page = client.get(f"/admin/games/game/{gid}/replay/?version=6").content.decode()
    assert all(f"<h2>{name} (seat {i})</h2>" in page for i, name in enumerate(names))
    assert "<h2>spectator</h2>" in page and "The game had not started" not in page
    version = Game.objects.get(id=gid).version
    form = {"dispute": n, "kind": "rewind", "to_version": 6, "decision": "lost reroll"}
    r = client.post(f"/admin/games/game/{gid}/decide/", form)
    assert r.status_code == 200 and "continues from its state at version 6" in r.content.decode()
    assert Game.objects.get(id=gid).version == version  # nothing written before confirming
    r = client.post(f"/admin/games/game/{gid}/decide/", {**form, "confirm": "1"})
    assert r.status_code == 302
    game = Game.objects.get(id=gid)
    assert game.version == version + 2 and Dispute.objects.get(game_id=gid).kind == "rewind"
    page = client.get(r.url).content.decode()
    assert "rewound the game to version 6" in page and "superseded by the rewind" in page


def test_refusals_come_back_as_messages_and_lookers_cannot_decide(client, make_user, disputed):
    players, gid, n = disputed
    client.force_login(make_user(moderator=True))
    r = client.post(f"/admin/games/game/{gid}/decide/",
                    {"dispute": n, "kind": "rewind", "to_version": 1, "decision": "x",
                     "confirm": "1"}, follow=True)
    assert "rewind_before_start" in r.content.decode()
    client.force_login(make_user(staff=True))
    page = client.get(f"/admin/games/game/{gid}/replay/").content.decode()
    assert 'id="decision-form"' not in page and "games.resolve_dispute" in page
    r = client.post(f"/admin/games/game/{gid}/decide/",
                    {"dispute": n, "kind": "dismiss", "decision": "x", "confirm": "1"})
    assert r.status_code == 403
    assert Dispute.objects.get(game_id=gid).status == "open"


def test_admin_replay_page_for_staff_only(client, make_user, finished_dikdik):
    url = f"/admin/games/game/{finished_dikdik.pk}/replay/?version=5&rejudge=1"
    client.force_login(make_user())
    assert client.get(url).status_code == 302  # not staff: sent to the admin login
    staff = make_user(staff=True)
    staff.is_superuser = True
    staff.save()
    client.force_login(staff)
    r = client.get(url)
    assert r.status_code == 200
    assert b"Every recorded event is what today" in r.content
    assert client.get(f"/admin/games/game/{uuid.uuid4()}/replay/").status_code == 404


def test_the_decision_form_opens_on_the_apis_default_kind(client, make_user, disputed):
    """The replay page's decision form starts on ``dismiss``, as ``POST .../resolve`` does."""
    players, gid, n = disputed
    client.force_login(make_user(moderator=True))
    page = client.get(f"/admin/games/game/{gid}/replay/").content.decode()
    form = page.split('id="decision-form"', 1)[1]
    kind = form.split('name="kind"', 1)[1].split("</select>", 1)[0]
    assert re.search(r'<option value="dismiss"[^>]* selected>', kind), kind
    assert len(re.findall(r" selected>", kind)) == 1
    from games.api.disputes import DisputeResolveSerializer  # the API's default, the same
    assert DisputeResolveSerializer().fields["kind"].default == "dismiss"


def test_view_site_leads_to_a_page_that_answers(client, make_user):
    """"View site" opens the web client's home page."""
    client.force_login(make_user(staff=True))
    index = client.get("/admin/").content.decode()
    link = re.search(r'<a href="([^"]+)">View site</a>', index).group(1)
    assert link == "/" and client.get(link).status_code == 200
