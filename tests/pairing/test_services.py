"""pairing.services: seeks pair when compatible (terms, ratings, blocks, one player), the game
is made seated and started in one append, the caps, cancel, expiry and the notifications."""

from __future__ import annotations

from datetime import timedelta

import pytest

from accounts.blocks import block_create
from config.errors import ServiceError
from events import store
from games.domain.stream import GAME_CREATED, GAME_STARTED, SEAT_JOINED
from games.models import Game
from notifications.models import Notification
from pairing import services
from pairing.models import Seek
from pairing.selectors import seek_json
from pairing.tasks import expire_seeks
from ratings.models import Rating
from tests.notifications.conftest import relay

pytestmark = pytest.mark.django_db

UNTIMED = {"clock": None}


def seek(user, kind="diddly", **kw):
    return services.seek_create(user=user, kind=kind, **{**UNTIMED, **kw})


def refused(code, call, *args, **kwargs):
    before = (Seek.objects.count(), Game.objects.count())
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    assert caught.value.code == code
    assert (Seek.objects.count(), Game.objects.count()) == before
    return caught.value


def rated(user, kind, mu, sigma=2.0):
    from django.utils import timezone
    Rating.objects.create(user=user, kind=kind, mu=mu, sigma=sigma, ordinal=mu - 3 * sigma,
                          last_game_at=timezone.now())


def test_two_compatible_seeks_make_one_started_game_in_one_append(make_user):
    ann, bea = make_user("ann"), make_user("bea")
    first = seek(ann)
    assert first.status == "open" and first.game is None
    second = seek(bea)
    assert second.status == "matched"
    first.refresh_from_db()
    assert first.status == "matched" and first.game_id == second.game_id
    game = Game.objects.get(id=second.game_id)
    assert game.status == "active" and game.kind == "diddly"
    events = store.load(game.id)
    assert [e.type for e in events[:4]] == [GAME_CREATED, SEAT_JOINED, SEAT_JOINED, GAME_STARTED]
    assert len({e.meta["batch_start"] for e in events}) == 1  # one append
    assert events[0].data["paired"] is True and events[0].data["clock"] is None
    assert events[3].data["players"] == {"0": ann.id, "1": bea.id}  # the oldest seek sits first


def test_a_seek_never_pairs_with_its_own_player_nor_other_terms(make_user):
    ann, bea, cid = make_user("ann"), make_user("bea"), make_user("cid")
    seek(ann)
    assert seek(ann, clock={"per_move": "P1D"}).status == "open"  # ann's own: never
    assert seek(bea, kind="quiddler").status == "open"
    assert seek(cid, on_timeout="autopilot").status == "open"
    assert seek(cid, seats=3).status == "open"
    assert seek(bea, clock={"per_move": "PT24H"}).status == "matched"  # P1D is PT24H
    assert Game.objects.count() == 1


def test_clocks_are_the_games_own_options(make_user):
    ann, bea = make_user("ann"), make_user("bea")
    a = services.seek_create(user=ann, kind="diddly")  # the default clock: 3 days a move
    b = services.seek_create(user=bea, kind="diddly", clock={"per_move": "P3D"})
    assert b.status == "matched"
    created = store.load(b.game_id)[0].data
    assert created["clock"]["per_move"] == "P3D" and created["on_timeout"] == "forfeit"
    assert seek_json(a)["clock"] == {"per_move": "P3D", "bank": None}


@pytest.mark.parametrize(("kw", "code"), [
    ({"kind": "chess"}, "unknown_kind"), ({"kind": 5}, "unknown_kind"),
    ({"seats": 9}, "invalid_seats"), ({"seats": "2"}, "invalid_seats"),
    ({"clock": {"per_move": "3 days"}}, "invalid_clock"),
    ({"clock": {"per_move": "PT5M"}}, "clock_out_of_range"),
    ({"on_timeout": "pass"}, "invalid_on_timeout"),
    ({"kind": "didi_dotter", "clock": {"per_move": "P1D"}}, "invalid_clock"),
    ({"rating_range": {"min": 1600, "max": 1500}}, "invalid_rating_range"),
    ({"rating_range": {"min": "x"}}, "invalid_rating_range"),
])
def test_bad_seeks_are_refused_with_the_games_codes_and_nothing_written(make_user, kw, code):
    user = make_user()
    refused(code, services.seek_create, user=user, **{"kind": "diddly", **kw})


def test_ratings_must_sit_inside_each_others_range(make_user):
    ann, bea, cid = make_user("ann"), make_user("bea"), make_user("cid")
    rated(bea, "diddly", 40.0)  # displayed 1500 + 60 * (40 - 6) = 3540
    seek(ann, rating_range={"max": 2000})
    assert seek(bea).status == "open"  # bea is above ann's range
    # ann (1500) is below cid's range, bea (3540) above it
    assert seek(cid, rating_range={"min": 1600, "max": 3000}).status == "open"
    dan = make_user("dan")  # no rating: 1500, inside ann's range; cid's minimum leaves him out
    assert seek(dan).status == "matched"
    assert Seek.objects.get(user=ann).status == "matched"
    assert set(Seek.objects.filter(status="open").values_list("user__username", flat=True)) \
        == {"bea", "cid"}


def test_a_blocked_pair_is_never_paired_either_way(make_user):
    ann, bea, cid = make_user("ann"), make_user("bea"), make_user("cid")
    block_create(user=bea, username="ann")
    seek(ann)
    assert seek(bea).status == "open"
    assert seek(cid).status == "matched"  # with ann, the oldest she may meet
    assert Game.objects.get().seats.filter(user=bea).count() == 0


def test_three_seats_wait_for_three_mutually_compatible_seeks(make_user):
    ann, bea, cid, dan = (make_user(n) for n in ("ann", "bea", "cid", "dan"))
    block_create(user=cid, username="bea")
    assert seek(ann, kind="dikdik", seats=3).status == "open"
    assert seek(bea, kind="dikdik", seats=3).status == "open"
    assert seek(cid, kind="dikdik", seats=3).status == "open"  # cid and bea are separated
    last = seek(dan, kind="dikdik", seats=3)
    assert last.status == "matched"
    game = Game.objects.get(id=last.game_id)
    assert sorted(game.seats.values_list("user__username", flat=True)) == ["ann", "bea", "dan"]
    assert game.status == "active"
    assert Seek.objects.get(user=cid).status == "open"


def test_caps_and_duplicates(make_user, settings):
    settings.PAIRING_MAX_OPEN_SEEKS = 2
    ann = make_user("ann")
    seek(ann)
    refused("duplicate_seek", seek, ann)
    seek(ann, kind="quiddler")
    error = refused("too_many_seeks", seek, ann, kind="biddle")
    assert error.extra == {"limit": 2}


def test_cancel_rules(make_user):
    ann, bea, cid = make_user("ann"), make_user("bea"), make_user("cid")
    mine = seek(ann)
    refused("not_your_seek", services.seek_cancel, user=bea, seek_id=mine.id)
    cancelled = services.seek_cancel(user=ann, seek_id=mine.id)
    assert cancelled.status == "cancelled"
    assert services.seek_cancel(user=ann, seek_id=mine.id).status == "cancelled"  # again: same
    refused("not_found", services.seek_cancel, user=bea, seek_id=mine.id)  # not open: hidden
    assert seek(bea).status == "open"  # the cancelled seek pairs with nobody
    matched = seek(cid)
    error = refused("seek_matched", services.seek_cancel, user=cid, seek_id=matched.id)
    assert error.extra == {"game": str(matched.game_id)}


def test_an_expired_seek_never_pairs_even_before_the_sweep(make_user, clock, settings):
    settings.PAIRING_SEEK_TTL_MINUTES = 60
    ann, bea = make_user("ann"), make_user("bea")
    old = seek(ann)
    clock.shift(timedelta(minutes=61))
    assert seek_json(old)["status"] == "expired"  # read as expired before the sweep
    refused("seek_closed", services.seek_cancel, user=ann, seek_id=old.id)
    assert seek(bea).status == "open"
    assert seek(ann).status == "matched"  # the expired one is no duplicate, nor counted
    assert expire_seeks() == 1
    old.refresh_from_db()
    assert old.status == "expired" and old.game is None


def test_the_sweep_leaves_live_seeks_alone(make_user, clock):
    ann = make_user("ann")
    s = seek(ann)
    clock.shift(timedelta(minutes=59))
    assert expire_seeks() == 0
    s.refresh_from_db()
    assert s.status == "open"


def test_every_matched_player_hears_paired(make_user):
    ann, bea = make_user("ann"), make_user("bea")
    seek(ann)
    game_id = seek(bea).game_id
    relay()
    notes = {n.user_id: n for n in Notification.objects.filter(kind="paired")}
    assert set(notes) == {ann.id, bea.id}
    assert notes[ann.id].data["opponents"] == ["bea"] and notes[ann.id].game == game_id
    assert not Notification.objects.filter(kind="game_started").exists()


def test_erasure_and_export(make_user):
    from accounts.export import account_exporting
    ann = make_user("ann")
    seek(ann, rating_range={"min": 1000})
    sections = dict(s for _, got in account_exporting.send(sender=type(ann), user=ann)
                    for s in got)
    assert [s["rating_range"] for s in sections["seeks"]] == [{"min": 1000, "max": None}]
    services.on_account_erasing(sender=None, user=ann)
    assert not Seek.objects.filter(user=ann).exists()
