"""games.domain.describe: events read as sentences (names, cards and staff decisions)."""

from __future__ import annotations

from games.domain import endings
from games.domain.describe import describe
from games.domain.stream import finished_event

NAMES = {"0": "alice", "1": "bob"}


def test_quiddler_moves_read_the_way_players_say_them():
    assert describe("quiddler", "CardDrawn", {"player": "1", "source": "discard", "card": "QU"},
                    NAMES) == "bob drew QU from the discard."
    # a draw from the deck names the card for staff (it is in the private part)
    assert describe("quiddler", "CardDrawn", {"player": "0", "source": "deck",
                                              "private": {"0": {"card": "K"}}},
                    NAMES) == "alice drew K from the deck."
    laid = {"player": "0", "words": [["W", "A", "X"], ["J", "A", "Z", "Z", "Y"]], "discard": "E"}
    assert describe("quiddler", "WordsLaidDown", laid, NAMES) == \
        "alice laid WAX + JAZZY and discarded E."
    assert describe("quiddler", "RoundScored", {"round": 3, "scores": {"0": 12, "1": -4},
                                                "totals": {"0": 30, "1": 9}, "details": {}},
                    NAMES) == "Round 3 scored: alice 12, bob -4 (totals alice 30, bob 9)."


def test_an_event_without_a_sentence_still_reads_field_by_field():
    assert describe("dikdik", "CardAsked", {"player": "1", "target": "0", "given": True},
                    NAMES) == "bob: card asked (target: 0, given: True)"
    assert describe("toy", "Shuffled", {}, NAMES) == "Shuffled"
    # a known type with an unexpected shape falls back instead of failing the page
    assert describe("quiddler", "WordsLaidDown", {"player": "0"}, NAMES) == "alice: words laid down"


def test_staff_decisions_and_endings_say_who_did_what():
    resolved = {"dispute": 2, "by": 7, "by_name": "mod", "kind": "rewind", "to_version": 12,
                "decision": "a lost move"}
    assert describe("quiddler", "game.dispute_resolved", resolved, NAMES) == \
        "mod decided dispute #2: rewound the game to version 12. Reason: a lost move"
    void = finished_event("ab", None, endings.annulled("x", 2))["data"]
    assert describe("quiddler", "game.finished", void, NAMES) == \
        "The game ended with no result (staff) (dispute #2)."
    staff = finished_event("ab", None, endings.result("staff", winners=["1"], ranking=None,
                                                      scores={"0": 1, "1": 5}, dispute=3))["data"]
    assert describe("quiddler", "game.finished", staff, NAMES) == \
        "The game ended (staff) (dispute #3): bob won; scores alice 1, bob 5."
    old = {"seed": "ab", "outcome": {"winners": ["0"], "scores": {"0": 3, "1": 1}}}
    assert describe("quiddler", "game.finished", old, NAMES) == \
        "The game is over: alice won. The seed is revealed."
    assert describe("quiddler", "game.dispute_opened", {
        "dispute": 1, "by": 3, "seat": "1", "reason": "odd", "at_version": 9}, NAMES) == \
        "bob opened dispute #1 at version 9: odd"
