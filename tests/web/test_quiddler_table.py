"""The Quiddler table's presenter and template over real engine states (no browser): what each
seat sees, where each legal command is placed, and that each has exactly one button."""

from __future__ import annotations

from collections import Counter

import pytest
from django.template.loader import render_to_string

from games.kinds import presenting
from games.kinds.quiddler import table as quiddler
from tests.web.quiddler_helpers import Zones, detail, play, start

# round 1: alice (seat 0) deals, bob (seat 1) plays first; the discard pile starts with E,
# the next card drawn from the deck is A
SETUP = {"hands": {"0": ["q", "u", "z"], "1": ["c", "a", "t"]}, "draw": ["e", "a", "t"]}


def render(d: dict, readonly: bool = False) -> tuple[presenting.Table, str, Zones]:
    table = presenting.present(d)
    html = render_to_string(table.template, {"data": table.data, "detail": d,
                                             "readonly": readonly, "csrf_token": "t"})
    return table, html, Zones(html)


def assert_one_button_each(d: dict, table: presenting.Table, zones: Zones) -> None:
    sent = Counter(presenting.Command(b["command"], "").json for b in zones.buttons)
    legal = Counter(presenting.Command(c, "").json for c in d["legal_commands"])
    assert sent == legal, (sent, legal)
    assert table.commands == []  # every one has its place on the table


def test_labels_read_as_a_player_reads_them():
    assert quiddler.card_label("qu") == "QU, 9 points"
    assert quiddler.card_label("e") == "E, 2 points"
    view = {"deck_size": 40, "discard_top": "th"}
    assert quiddler.label({"type": "draw", "source": "deck"}, view).label == "Draw from the deck"
    assert quiddler.label({"type": "draw", "source": "discard"}, view).hint == (
        "Take the TH, 9 points from the discard pile")
    assert quiddler.label({"type": "lay_down", "words": [], "discard": "x"}, view).label == (
        "Discard X, no words")


def test_start_of_a_turn_draws_on_the_piles():
    state = start(SETUP)
    d = detail(state, "1")
    table, html, zones = render(d)
    assert_one_button_each(d, table, zones)
    by_zone = {b["zone"]: b for b in zones.buttons}
    assert by_zone["deck"]["command"] == {"type": "draw", "source": "deck"}
    assert by_zone["deck"]["text"] == "Draw from the deck"
    assert by_zone["discard"]["command"] == {"type": "draw", "source": "discard"}
    assert by_zone["discard"]["text"] == "Take the E"
    assert zones.face_up("discard") == ["Top of the discard pile: E, 2 points"]
    # bob's own hand face up with letters and points; alice's as three backs
    assert zones.face_up("seat-1") == ["C, 8 points", "A, 2 points", "T, 3 points"]
    assert sorted(zones.hand_cards) == ["a", "c", "t"]
    assert zones.face_down("seat-0") == 3 and zones.face_up("seat-0") == []
    assert "alice's hand: 3 face-down cards" in html
    assert 'aria-label="face-down card"' in html
    assert "Round 1 of 8" in html and "3 cards a hand" in html
    assert "Draw a card" in html
    assert table.data["arranger"] is None  # nothing to lay before drawing


def test_after_drawing_each_discard_is_on_its_card_and_the_arranger_goes_out():
    state = play(start(SETUP), "1", {"type": "draw", "source": "deck"})  # bob draws an A
    d = detail(state, "1")
    table, html, zones = render(d)
    assert_one_button_each(d, table, zones)
    discards = [b for b in zones.buttons if b["command"]["type"] == "discard"]
    assert {b["zone"] for b in discards} == {"seat-1"}
    assert sorted(b["text"] for b in discards) == ["Discard A", "Discard C", "Discard T"]
    # the two A's are one group with one button
    groups = {g["card"]: g for g in table.data["hand"]}
    assert groups["a"]["count"] == 2 and groups["a"]["command"].label == "Discard A"
    assert Counter(zones.hand_cards) == Counter({"a": 2, "c": 1, "t": 1})
    assert table.data["arranger"]["mode"] == "go_out" and table.data["arranger"]["need"] == 3
    assert 'data-mode="go_out"' in html and html.count("data-pick=") == 4
    assert "Lay words or discard a card." in html


def test_the_other_seat_sees_backs_and_no_buttons():
    state = play(start(SETUP), "1", {"type": "draw", "source": "deck"})
    d = detail(state, "0")
    table, html, zones = render(d)
    assert zones.buttons == [] and table.commands == []
    assert zones.face_down("seat-1") == 4 and zones.face_up("seat-1") == []
    assert sorted(zones.hand_cards) == ["q", "u", "z"]
    assert "data-arranger" not in html
    assert "bob is playing (has drawn)." in html


def test_final_turn_after_someone_went_out():
    state = play(start(SETUP), "1", {"type": "draw", "source": "deck"})
    state = play(state, "1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "a"})
    state = play(state, "0", {"type": "draw", "source": "discard"})  # alice takes the A
    d = detail(state, "0")
    table, html, zones = render(d)
    assert_one_button_each(d, table, zones)
    assert {b["zone"] for b in zones.buttons} == {"seat-0"}
    assert all(b["command"]["type"] == "lay_down" for b in zones.buttons)
    assert "Discard Z, no words" in [b["text"] for b in zones.buttons]
    assert table.data["arranger"]["mode"] == "lay_down"
    assert "bob went out: this is your final turn." in html
    # bob's word, on the table for everyone: its cards face up in bob's zone
    assert zones.face_up("seat-1") == ["C, 8 points", "A, 2 points", "T, 3 points"]
    assert "CAT, 13 points" in html


def test_watcher_and_read_only_see_no_hand_and_no_enabled_button():
    state = play(start(SETUP), "1", {"type": "draw", "source": "deck"})
    d = detail(state, None)
    table, html, zones = render(d, readonly=True)
    assert zones.hand_cards == [] and zones.buttons == []
    assert zones.face_down("seat-0") == 3 and zones.face_down("seat-1") == 4
    assert "data-arranger" not in html and "data-hint" not in html
    # the seat's own page drawn read-only (the replay): buttons there, all disabled
    table, html, zones = render(detail(state, "1"), readonly=True)
    assert zones.buttons and all(b["disabled"] for b in zones.buttons)
    assert "data-arranger" not in html


def test_round_scored_and_the_score_sheet():
    state = play(start(SETUP), "1", {"type": "draw", "source": "deck"})
    state = play(state, "1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "a"})
    state = play(state, "0", {"type": "draw", "source": "deck"})
    state = play(state, "0", {"type": "lay_down", "words": [], "discard": "z"})
    assert state["round"] == 2
    d = detail(state, "0")
    table, html, _zones = render(d)
    sheet = {row["name"]: row for row in table.data["sheet"]["rows"]}
    assert sheet["bob"]["cells"][0] == 33 and sheet["bob"]["total"] == 33  # 13 + 2 bonuses
    assert sheet["alice"]["cells"][0] == -22 and sheet["alice"]["total"] == 0  # Q, U, T left
    assert len(sheet["alice"]["cells"]) == 8
    assert "Round 1, counted" in html and "Round 2 of 8" in html and "4 cards a hand" in html


@pytest.mark.parametrize("seat", ["0", "1", None])
def test_finished_game_names_the_winner(seat):
    # round 8 only (the rounds before are skipped): bob deals, alice plays first
    state = start({"round": 8, "hands": {"0": ["s", "t", "r", "e", "a", "m", "i", "n", "g", "o"]},
                   "draw": ["e", "d"]})
    state = play(state, "0", {"type": "draw", "source": "deck"})  # D
    state = play(state, "0", {"type": "go_out", "discard": "o",
                              "words": [["s", "t", "r", "e", "a", "m"], ["d", "i", "n", "g"]]})
    state = play(state, "1", {"type": "draw", "source": "deck"})
    card = state["hands"]["1"][0]
    state = play(state, "1", {"type": "lay_down", "words": [], "discard": card})
    assert state["phase"] == "finished"
    d = detail(state, seat)
    table, html, zones = render(d)
    assert zones.buttons == []
    assert "The game is over: alice wins." in html
    assert table.data["winners"] == ["alice"]
    assert "Round 8, counted" in html and "STREAM, DING" in html


def test_the_hidden_card_check_fails_when_a_card_leaks():
    """The browser test's check, over a table that printed bob's hand in his zone."""
    from tests.web.quiddler_helpers import hidden_cards_checked, hidden_fragment_checked
    state = play(start(SETUP), "1", {"type": "draw", "source": "deck"})
    _table, html, _zones = render(detail(state, "0"))
    hidden_cards_checked(html, state["hands"]["0"], {"1": state["hands"]["1"]})
    leak = ('<span class="card q-face" role="img" aria-label="C, 8 points" '
            'data-hand-card="c"></span>')
    leaked = html.replace('<div class="row q-backs"', leak + '<div class="row q-backs"', 1)
    assert leaked != html
    with pytest.raises(AssertionError):
        hidden_cards_checked(leaked, state["hands"]["0"], {"1": state["hands"]["1"]})
    with pytest.raises(AssertionError):
        hidden_fragment_checked(leaked, "0", ["0", "1"])
