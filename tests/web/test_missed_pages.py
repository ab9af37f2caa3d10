"""The web client's notifications page and settings speak of the new kinds (draw offers,
invitations declined or withdrawn, challenges accepted, staff decisions, rewinds, the clock
alarm) in words, as they do of the others."""

from __future__ import annotations

import pytest

from notifications import services as note_services
from notifications.models import KINDS
from tests.web.test_pages import text, web_for

pytestmark = pytest.mark.django_db

SAMPLES = {
    "draw_offered": ({"by": "ada"}, "ada offers a draw in Diddly."),
    "invite_declined": ({"by": "ada", "challenge": True},
                        "ada declined your challenge to a game of Diddly."),
    "invite_revoked": ({"by": "ada", "challenge": False},
                       "ada withdrew your invitation to a game of Diddly."),
    "challenge_accepted": ({"by": "ada"}, "ada accepted your challenge to a game of Diddly."),
    "staff_decision": ({"dispute": 2, "decision_kind": "set_result", "decision": "x"},
                       "Staff decided dispute #2 in your game of Diddly: set result."),
    "moves_erased": ({"to_version": 9, "moves": 2, "opponents": ["ada"]},
                     "Staff rewound your game of Diddly against ada to version 9: 2 moves of "
                     "yours were taken back."),
    "clock_alarm": ({"percent": 80, "opponents": ["ada"]},
                    "80 % of your time for this move in Diddly against ada has passed."),
}


def test_the_new_kinds_read_as_sentences(make_user):
    user = make_user()
    note_services.notifications_create([
        {"user_id": user.id, "kind": kind, "game": None, "key": f"t:{kind}",
         "data": {"game": None, "game_kind": "diddly", "version": 1, **data}}
        for kind, (data, _) in SAMPLES.items()])
    page = text(web_for(user).get("/notifications/"))
    for kind, (_, sentence) in SAMPLES.items():
        assert sentence in page, kind


def test_every_kind_has_words_on_the_settings_page(make_user):
    from notifications.wording import NOTE_KINDS

    assert set(KINDS) == set(NOTE_KINDS)
    page = text(web_for(make_user()).get("/settings/"))
    assert "a draw offer" in page and "80 % of your move's time gone" in page
