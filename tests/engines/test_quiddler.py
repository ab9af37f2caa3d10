"""Quiddler engine: rulings Q1–Q9 and C1–C4, scoring, refusals, views, fixed setups.

Words are checked against a small in-test dictionary (``COMMON``), never the real word list.
"""

from __future__ import annotations

import random
import sys
import types
from collections import Counter

import pytest

from games.engines.base import IllegalMove, InvalidOptions
from games.kinds import engine as get
from games.kinds.quiddler.rules import ENGINE, score_round, winners_of, words
from games.kinds.quiddler.rules.cards import DECK_SIZE, VALUES, full_deck
from tests.engines.harness import Table

COMMON_WORDS = """
a able about above act add after again age ago air all also am an and ant any apple are area
arm art as ask at ate away back bad bag ball bank bar base bat be bear beat bed bee been before
began being bell best bet big bird bit black blue boat body bone book born both box boy bread
bring brown bus but buy by cake call came can car care case cat cats catch child city class
clean clear climb clock close club coat cold come cook cool corn cost could cow cut dad dark day
dear deep did die dig dinner do does dog done door down draw dream drink drive drop dry duck
each ear early earth east eat egg end enter even ever every eye face fact fall far farm fast fat
feet fell few field fill find fine fire first fish five fly food foot for form four free friend
frog from fun game gate gave get girl give glad go goat god gold gone good got grass great green
grew ground grow had hand happy hard has hat have he head hear heard heat help hen her here hid
high hill him his hit hold home hope horse hot hour house how hunt ice if in inch ink inn inner
into iron is it its jam jar job join joy jump just keep key kid kind king kiss kite knee know
lake land large last late lay lead leaf learn left leg less let lie life light like line lion
list little live long look lost lot love low mad made make man many map mat may me meat men milk
mind miss moon more most mother move much must my name near neat neck need nest net never new
next nice night nine no nor nose not note now nut oak of off oil old on once one only open or
other our out over own page paint pan park part pat pen pet pick pie pig pin place plan play
pot queen quest quick quiet quit quite quiz rain ran rat rate read real red rest rich ride right
ring rise road rock room rose run sad said sail salt same sat saw say sea seat see seed sent set
she ship shoe shop short show sing sit six sky sleep slow small snow so soft some son song soon
stare start stay step stop store such sun sure table tail take talk tall tea tear tell ten than
that the them then there these they thin thing think this those three tie time to toe told too
took top toy tree true try turn two under up us use van very wait walk wall want war warm was
wash water way we wear week well went were west wet what when where which while white who why
wide will win wind wing winter wish with wood word work world write yard year yes yet you young
zoo zero
""".split()

COMMON = words.SetWordChecker("quiddler-test-common", COMMON_WORDS)
words.register(COMMON)


def make(hands: dict, draw=(), round_: int = 1, players: int | None = None, seed: int = 0,
         **options) -> Table:
    """A table dealt from ``setup``: draw[0] starts the discard pile, draw[1:] top the deck."""
    seats = [str(i) for i in range(players or len(hands))]
    setup = {"hands": hands, "draw": list(draw), "round": round_}
    return Table(ENGINE, seats, {"dictionary": COMMON.name, "setup": setup, **options},
                 seed=seed)


def table_cards(state) -> Counter:
    """Every card the round's state holds: hands, draw pile, discard pile, laid words."""
    cards = Counter(state["deck"]) + Counter(state["discard"])
    for p in state["players"]:
        cards.update(state["hands"][p])
        cards.update(c for w in state["laid"][p] for c in w)
    return cards


def types_of(events) -> list[str]:
    return [e["type"] for e in events]


# -- contract basics --------------------------------------------------------------------------

def test_registry_returns_the_engine():
    assert get("quiddler") is ENGINE
    assert (ENGINE.kind, ENGINE.min_players, ENGINE.max_players) == ("quiddler", 2, 8)


def test_default_and_validated_options():
    assert ENGINE.default_options() == {"dictionary": "scowl80"}
    opts = ENGINE.validate_options({"dictionary": COMMON.name})
    assert opts["dictionary"] == COMMON.name and opts["hints"] is False
    for bad in ({"colour": 1}, {"dictionary": ""}, {"dictionary": 7}, {"hints": "yes"}):
        with pytest.raises(InvalidOptions):
            ENGINE.validate_options(bad)


def test_outcome_has_exactly_the_contract_keys():
    t = make({"0": ["c", "a", "t"], "1": ["d", "o", "g"]})
    out = t.outcome()
    assert set(out) == {"phase", "round", "to_act", "finished", "scores", "rounds", "winners"}
    assert out == {"phase": "play", "round": 1, "to_act": ["1"], "finished": False,
                   "scores": {"0": 0, "1": 0}, "rounds": [], "winners": []}


# -- Q1 deck ----------------------------------------------------------------------------------

def test_q1_deck_is_118_cards_with_the_ruled_copies_and_values():
    deck = Counter(full_deck())
    assert sum(deck.values()) == DECK_SIZE == 118
    assert deck["a"] == 10 and deck["e"] == 12 and deck["qu"] == 2 and deck["th"] == 2
    assert VALUES["q"] == 15 and VALUES["z"] == 14 and VALUES["cl"] == 10 and VALUES["th"] == 9


def test_q1_a_deal_holds_every_card_of_the_deck_once():
    t = Table(ENGINE, ["0", "1", "2", "3"], {"dictionary": COMMON.name}, seed=4)
    assert table_cards(t.state) == Counter(full_deck())


def test_q1_double_letter_card_is_never_split():
    t = make({"0": ["d", "o", "g"], "1": ["qu", "i", "t"]}, draw=["e", "s"])
    t.send("1", {"type": "draw", "source": "deck"})
    # the player holds QU, not a Q and a U: naming the letters separately is naming other cards
    exc = t.refused("1", {"type": "go_out", "words": [["q", "u", "i", "t"]], "discard": "s"})
    assert exc.code == "card_not_in_hand"
    t.send("1", {"type": "go_out", "words": [["qu", "i", "t"]], "discard": "s"})
    assert t.state["laid"]["1"] == [["qu", "i", "t"]]


# -- Q2 players, rounds, dealer ----------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 9])
def test_q2_seat_limits_two_to_eight(n):
    with pytest.raises(InvalidOptions):
        Table(ENGINE, [str(i) for i in range(n)], {"dictionary": COMMON.name})


@pytest.mark.parametrize("round_", range(1, 9))
def test_q2_round_r_deals_r_plus_2_cards_and_the_dealer_rotates_left(round_):
    seats = [str(i) for i in range(3)]
    t = Table(ENGINE, seats, {"dictionary": COMMON.name, "setup": {"round": round_}}, seed=round_)
    s = t.state
    assert s["round"] == round_
    assert s["dealer"] == seats[(round_ - 1) % 3]
    assert s["turn"] == seats[round_ % 3]  # the player left of the dealer starts
    assert all(len(h) == round_ + 2 for h in s["hands"].values())
    assert len(s["discard"]) == 1  # the top of the draw pile starts the discard pile
    assert t.outcome()["rounds"] == [{p: 0 for p in seats}] * (round_ - 1)


def test_q2_eight_players_is_a_legal_table():
    t = Table(ENGINE, [str(i) for i in range(8)], {"dictionary": COMMON.name}, seed=1)
    assert t.state["turn"] == "1" and t.state["dealer"] == "0"
    assert table_cards(t.state) == Counter(full_deck())


def test_q2_after_a_round_the_next_deal_has_one_more_card_and_a_new_dealer():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s", "x"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    t.send("0", {"type": "draw", "source": "deck"})
    new = t.send("0", {"type": "lay_down", "words": [["d", "o", "g"]], "discard": "x"})
    assert types_of(new) == ["WordsLaidDown", "RoundScored", "RoundDealt"]
    s = t.state
    assert (s["round"], s["dealer"], s["turn"]) == (2, "1", "0")
    assert [len(h) for h in s["hands"].values()] == [4, 4]
    assert table_cards(s) == Counter(full_deck())


# -- Q3 a turn: draw then discard ----------------------------------------------------------------

def test_q3_draw_from_the_deck_then_discard_and_the_turn_passes_left():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "z"])
    assert t.refused("1", {"type": "discard", "card": "c"}).code == "must_draw_first"
    t.send("1", {"type": "draw", "source": "deck"})
    assert t.state["hands"]["1"] == ["c", "a", "t", "z"]
    assert t.refused("1", {"type": "draw", "source": "deck"}).code == "already_drew"
    assert t.refused("1", {"type": "discard", "card": "q"}).code == "card_not_in_hand"
    t.send("1", {"type": "discard", "card": "z"})
    assert t.state["discard"] == ["e", "z"] and t.state["turn"] == "0"
    assert t.state["drawn"] is False


def test_q3_draw_from_the_discard_pile_takes_its_top():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e"])
    t.send("1", {"type": "draw", "source": "discard"})
    assert t.state["hands"]["1"] == ["c", "a", "t", "e"] and t.state["discard"] == []
    t.send("1", {"type": "discard", "card": "c"})
    assert t.state["discard"] == ["c"]


def test_q3_legal_commands_list_draws_then_discards():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "a"]}, draw=["e"])
    assert ENGINE.legal_commands(t.state, "0") == []
    assert ENGINE.legal_commands(t.state, None) == []
    assert ENGINE.legal_commands(t.state, "1") == [{"type": "draw", "source": "deck"},
                                                   {"type": "draw", "source": "discard"}]
    t.send("1", {"type": "draw", "source": "discard"})
    assert ENGINE.legal_commands(t.state, "1") == [
        {"type": "discard", "card": c} for c in ("c", "a", "e")]


# -- Q4 going out -------------------------------------------------------------------------------

def test_q4_going_out_with_a_valid_word():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    t.send("1", {"type": "draw", "source": "deck"})
    new = t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    assert types_of(new) == ["WentOut"]
    assert new[0]["data"] == {"player": "1", "words": [["c", "a", "t"]], "discard": "s"}
    s = t.state
    assert s["phase"] == "final" and s["went_out"] == "1" and s["hands"]["1"] == []
    assert s["discard"][-1] == "s" and s["turn"] == "0"


def test_q4_going_out_with_an_invalid_word_is_refused_naming_the_word():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    t.send("1", {"type": "draw", "source": "deck"})
    exc = t.refused("1", {"type": "go_out", "words": [["t", "a", "c"]], "discard": "s"})
    assert exc.code == "not_a_word" and exc.extra["word"] == "tac" and "tac" in exc.message
    assert t.state["phase"] == "play" and t.state["hands"]["1"] == ["c", "a", "t", "s"]


def test_q4_going_out_refusals():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    go = {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"}
    assert t.refused("1", go).code == "must_draw_first"
    t.send("1", {"type": "draw", "source": "deck"})
    short = {"type": "go_out", "words": [["c", "a"], ["t"]], "discard": "s"}
    assert t.refused("1", short).code == "word_too_short"
    partial = {"type": "go_out", "words": [["a", "t"]], "discard": "s"}
    assert t.refused("1", partial).code == "must_lay_all_but_one"
    foreign = {"type": "go_out", "words": [["d", "o", "g"]], "discard": "s"}
    assert t.refused("1", foreign).code == "card_not_in_hand"
    twice = {"type": "go_out", "words": [["c", "a", "t"]], "discard": "t"}
    assert t.refused("1", twice).code == "card_not_in_hand"  # one T cannot be used twice
    assert t.refused("1", {"type": "lay_down", "words": [], "discard": "s"}).code == \
        "not_final_turn"
    assert t.refused("1", {"type": "go_out", "words": "cat", "discard": "s"}).code == \
        "bad_command"
    assert t.refused("1", {"type": "go_out", "words": [["c"]], "discard": "??"}).code == \
        "bad_command"


def test_q4_go_out_with_several_words_including_double_letter_cards():
    t = make({"0": ["d", "o", "g", "e", "x"], "1": ["th", "e", "in", "a", "t"]}, round_=3,
             draw=["e", "k"])
    t.send("1", {"type": "draw", "source": "deck"})
    exc = t.refused("1", {"type": "go_out", "words": [["th", "e"], ["in"], ["a", "t"]],
                          "discard": "k"})
    assert exc.code == "word_too_short"
    t.send("1", {"type": "go_out", "words": [["th", "in"], ["a", "t", "e"]], "discard": "k"})
    assert t.state["laid"]["1"] == [["th", "in"], ["a", "t", "e"]]


# -- Q5 the final turn --------------------------------------------------------------------------

def test_q5_every_other_player_gets_exactly_one_final_turn():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"], "2": ["p", "i", "g"]},
             draw=["e", "s", "n", "r"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    assert t.state["final_left"] == ["2", "0"] and t.state["turn"] == "2"
    assert t.refused("1", {"type": "draw", "source": "deck"}).code == "not_your_turn"
    assert t.refused("2", {"type": "lay_down", "words": [], "discard": "p"}).code == \
        "must_draw_first"
    t.send("2", {"type": "draw", "source": "deck"})  # n
    assert t.refused("2", {"type": "discard", "card": "n"}).code == "must_lay_down"
    go = {"type": "go_out", "words": [["p", "i", "g"]], "discard": "n"}
    assert t.refused("2", go).code == "must_lay_down"
    bad = {"type": "lay_down", "words": [["g", "i", "p"]], "discard": "n"}
    assert t.refused("2", bad).code == "not_a_word"
    new = t.send("2", {"type": "lay_down", "words": [["p", "i", "g"]], "discard": "n"})
    assert types_of(new) == ["WordsLaidDown"] and t.state["turn"] == "0"
    t.send("0", {"type": "draw", "source": "deck"})  # r
    # words may be empty: the final turn is then just draw + discard
    new = t.send("0", {"type": "lay_down", "discard": "r"})
    assert types_of(new) == ["WordsLaidDown", "RoundScored", "RoundDealt"]
    scored = new[1]["data"]
    assert scored["details"]["0"]["left"] == ["d", "o", "g"]
    assert scored["scores"]["0"] == -(5 + 2 + 6)
    assert scored["scores"]["2"] == 6 + 2 + 6  # tied with seat 1 for longest and most words
    assert scored["scores"]["1"] == 8 + 2 + 3


def test_q5_a_final_turn_may_lay_some_words_and_keep_the_rest():
    t = make({"0": ["d", "o", "g", "q", "z"], "1": ["c", "a", "t", "o", "n"]}, round_=3,
             draw=["e", "x", "e"])
    t.send("1", {"type": "draw", "source": "deck"})  # x
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"], ["o", "n"]], "discard": "x"})
    t.send("0", {"type": "draw", "source": "deck"})  # e
    new = t.send("0", {"type": "lay_down", "words": [["d", "o", "g"]], "discard": "e"})
    scored = new[1]["data"]
    assert scored["details"]["0"]["left"] == ["q", "z"]
    # seat 0: DOG 13 - Q 15 - Z 14; seat 1: CAT 13 + ON 7 + most words (CAT/DOG tie: no longest)
    assert scored["scores"] == {"0": -16, "1": 30}


# -- Q6 scoring ---------------------------------------------------------------------------------

def test_q6_round_score_is_laid_minus_unlaid_and_the_discard_counts_nothing():
    t = make({"0": ["q", "z", "j"], "1": ["c", "a", "t"]}, draw=["e", "s", "x"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    t.send("0", {"type": "draw", "source": "deck"})
    new = t.send("0", {"type": "lay_down", "words": [], "discard": "x"})
    details = new[1]["data"]["details"]
    assert details["1"] == {"words": [["c", "a", "t"]], "left": [], "laid_points": 13,
                            "left_points": 0, "longest_word_bonus": 10, "most_words_bonus": 10,
                            "score": 33}
    assert details["0"]["left_points"] == 15 + 14 + 13 and details["0"]["score"] == -42


def test_q6_longest_word_counts_letters_so_a_double_letter_card_counts_two():
    # THEN is 3 cards but 4 letters: it beats the 3-card CAT
    out = score_round(["0", "1"], {"0": [["c", "a", "t"]], "1": [["th", "e", "n"]]},
                      {"0": [], "1": []})
    assert out["1"]["longest_word_bonus"] == 10 and out["0"]["longest_word_bonus"] == 0
    # CATS (4 cards) ties THEN (3 cards) on letters: nobody gets the bonus
    out = score_round(["0", "1"], {"0": [["c", "a", "t", "s"]], "1": [["th", "e", "n"]]},
                      {"0": [], "1": []})
    assert out["0"]["longest_word_bonus"] == out["1"]["longest_word_bonus"] == 0


def test_q6_ties_for_most_words_give_nobody_the_bonus():
    out = score_round(["0", "1", "2"],
                      {"0": [["a", "t"], ["t", "o"]], "1": [["i", "n"], ["o", "x"]],
                       "2": [["c", "a", "t"]]},
                      {"0": [], "1": [], "2": []})
    assert [out[p]["most_words_bonus"] for p in "012"] == [0, 0, 0]
    assert out["2"]["longest_word_bonus"] == 10  # alone with 3 letters


def test_q6_most_words_goes_to_the_sole_leader_and_one_player_may_take_both():
    out = score_round(["0", "1"], {"0": [["a", "t"], ["t", "o"], ["c", "a", "t"]],
                                   "1": [["d", "o"]]},
                      {"0": ["x"], "1": ["q", "z"]})
    assert out["0"]["most_words_bonus"] == 10 and out["0"]["longest_word_bonus"] == 10
    assert out["0"]["score"] == (2 + 3) + (3 + 2) + (8 + 2 + 3) - 12 + 20
    assert out["1"]["score"] == 5 + 2 - 15 - 14


def test_q6_nobody_laid_a_word_means_no_bonus():
    out = score_round(["0", "1"], {"0": [], "1": []}, {"0": ["a"], "1": ["b"]})
    assert all(d["longest_word_bonus"] == d["most_words_bonus"] == 0 for d in out.values())
    assert (out["0"]["score"], out["1"]["score"]) == (-2, -8)


def test_q6_tied_longest_word_in_play():
    t = make({"0": ["qu", "i", "t"], "1": ["th", "e", "n"]}, draw=["e", "s", "x"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["th", "e", "n"]], "discard": "s"})
    t.send("0", {"type": "draw", "source": "deck"})
    new = t.send("0", {"type": "lay_down", "words": [["qu", "i", "t"]], "discard": "x"})
    # QUIT and THEN are both 4 letters; one word each: neither bonus is given
    assert new[1]["data"]["scores"] == {"0": 9 + 2 + 3, "1": 9 + 2 + 5}


# -- Q7 floor at zero ---------------------------------------------------------------------------

def test_q7_a_negative_round_leaves_the_total_at_zero_but_the_round_score_is_kept():
    t = make({"0": ["q", "z", "j"], "1": ["c", "a", "t"]}, draw=["e", "s", "x"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    t.send("0", {"type": "draw", "source": "deck"})
    t.send("0", {"type": "lay_down", "words": [], "discard": "x"})
    out = t.outcome()
    assert out["rounds"] == [{"0": -42, "1": 33}]
    assert out["scores"] == {"0": 0, "1": 33}


def test_q7_floor_applies_after_each_round_not_only_at_the_end():
    t = make({"0": ["q", "z", "j"], "1": ["c", "a", "t"]}, draw=["e", "s", "x"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    t.send("0", {"type": "draw", "source": "deck"})
    # as if earlier rounds had left seat 0 on 30 points: 30 - 42 floors to 0, not -12
    t.state = {**t.state, "totals": {"0": 30, "1": 5}}
    new = t.send("0", {"type": "lay_down", "words": [], "discard": "x"})
    assert new[1]["data"]["totals"] == {"0": 0, "1": 38}


# -- Q8 winners ---------------------------------------------------------------------------------

def test_q8_round_8_with_ten_cards_ends_the_game_and_the_highest_total_wins():
    t = make({"0": ["l", "i", "o", "n", "r", "a", "t", "e", "u", "s"],
              "1": ["th", "e", "n", "c", "a", "t", "s", "qu", "i", "t"]},
             round_=8, draw=["o", "x", "d"])
    assert t.state["dealer"] == "1" and t.state["turn"] == "0"  # round 8, 2 seats
    t.send("0", {"type": "draw", "source": "deck"})  # x
    t.send("0", {"type": "discard", "card": "x"})
    t.send("1", {"type": "draw", "source": "discard"})  # x
    t.send("1", {"type": "go_out", "words": [["th", "e", "n"], ["c", "a", "t", "s"],
                                             ["qu", "i", "t"]], "discard": "x"})
    t.send("0", {"type": "draw", "source": "deck"})  # d
    new = t.send("0", {"type": "lay_down", "words": [["l", "i", "o", "n"], ["r", "a", "t", "e"]],
                       "discard": "d"})
    assert types_of(new) == ["WordsLaidDown", "RoundScored", "GameFinished"]
    out = t.outcome()
    # seat 1: THEN 16 + CATS 16 + QUIT 14 + most words 10; 4-letter words tie for longest
    # seat 0: LION 12 + RATE 12 - U 4 - S 3
    assert out["rounds"][-1] == {"0": 17, "1": 56}
    assert out["rounds"][:7] == [{"0": 0, "1": 0}] * 7
    assert (out["finished"], out["phase"], out["to_act"]) == (True, "finished", [])
    assert out["scores"] == {"0": 17, "1": 56} and out["winners"] == ["1"]
    assert t.refused("0", {"type": "draw", "source": "deck"}).code == "game_finished"
    assert ENGINE.legal_commands(t.state, "0") == []
    t.check_replay()


def test_q8_tied_totals_share_the_win():
    assert winners_of({"0": 40, "1": 55, "2": 55}) == ["1", "2"]
    assert winners_of({"0": 0, "1": 0}) == ["0", "1"]


# -- Q9 dictionary ------------------------------------------------------------------------------

def test_q9_the_first_event_pins_the_dictionary_name_and_checksum():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]})
    assert t.events[0]["type"] == "GameStarted"
    assert t.events[0]["data"]["dictionary"] == {"name": COMMON.name, "sha256": COMMON.sha256}


def test_q9_unknown_dictionary_at_start_is_invalid_options(monkeypatch):
    monkeypatch.setattr(words, "_resolver", None)  # no dictionary app: engine-level only
    with pytest.raises(InvalidOptions) as exc:
        Table(ENGINE, ["0", "1"], {"dictionary": "no-such-list"})
    assert exc.value.code == "invalid_options"


def test_q9_checks_use_the_pinned_list_and_refuse_when_it_changed():
    name = "quiddler-test-q9"
    words.register(words.SetWordChecker(name, ["cat", "dog"]))
    t = Table(ENGINE, ["0", "1"], {"dictionary": name, "setup": {
        "hands": {"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, "draw": ["e", "s"]}})
    t.send("1", {"type": "draw", "source": "deck"})
    # the list under that name changes (a new version): this game must not silently use it
    words.register(words.SetWordChecker(name, ["cat", "dog", "tac"]))
    exc = t.refused("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    assert exc.code == "dictionary_unavailable"
    # a replay never needs the dictionary: apply does no word checks
    t.check_replay()
    words.register(words.SetWordChecker(name, ["cat", "dog"]))  # the pinned version is back
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    assert t.state["phase"] == "final"


def test_q9_a_non_word_of_the_list_is_refused_even_if_it_looks_like_english():
    # the checker decides; proper nouns and abbreviations are left out of the lists (Q9)
    t = make({"0": ["d", "o", "g"], "1": ["t", "o", "m"]}, draw=["e", "s"])
    t.send("1", {"type": "draw", "source": "deck"})
    exc = t.refused("1", {"type": "go_out", "words": [["t", "o", "m"]], "discard": "s"})
    assert (exc.code, exc.extra["word"]) == ("not_a_word", "tom")


# -- C1–C4 --------------------------------------------------------------------------------------

def test_c1_turns_go_left_in_join_order_and_wrap():
    t = Table(ENGINE, ["0", "1", "2"], {"dictionary": COMMON.name}, seed=3)
    order = []
    for _ in range(6):
        p = t.state["turn"]
        order.append(p)
        t.send(p, {"type": "draw", "source": "deck"})
        t.send(p, {"type": "discard", "card": t.state["hands"][p][0]})
    assert order == ["1", "2", "0", "1", "2", "0"]


def test_c2_randomness_lives_in_events_and_replay_needs_no_generator():
    a = Table(ENGINE, ["0", "1"], {"dictionary": COMMON.name}, seed=1)
    b = Table(ENGINE, ["0", "1"], {"dictionary": COMMON.name}, seed=2)
    assert a.state["hands"] != b.state["hands"] or a.state["deck"] != b.state["deck"]
    dealt = a.events[-1]["data"]
    assert dealt["secret"]["deck"] == a.state["deck"] and len(dealt["secret"]["deck"]) == 111
    a.send("1", {"type": "draw", "source": "deck"})
    a.check_replay()


def test_c3_an_empty_draw_pile_is_refilled_from_the_discards_but_their_top():
    t = Table(ENGINE, ["0", "1"], {"dictionary": COMMON.name}, seed=5)
    while t.state["deck"]:
        p = t.state["turn"]
        t.send(p, {"type": "draw", "source": "deck"})
        t.send(p, {"type": "discard", "card": t.state["hands"][p][-1]})
    old_discard = list(t.state["discard"])
    p = t.state["turn"]
    new = t.send(p, {"type": "draw", "source": "deck"})
    assert types_of(new) == ["DeckReshuffled", "CardDrawn"]
    reshuffled = new[0]["data"]["secret"]["deck"]
    assert Counter(reshuffled) == Counter(old_discard[:-1])
    assert new[0]["data"]["deck_size"] == len(old_discard) - 1
    assert t.state["discard"] == old_discard[-1:]
    assert t.state["hands"][p][-1] == reshuffled[0]
    assert "secret" not in ENGINE.redact(new[0], p)["data"]
    assert table_cards(t.state) == Counter(full_deck())
    t.check_replay()


def test_c4_refusals_append_nothing_and_follow_the_fixed_check_order():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    # unknown command beats not-your-turn; not-your-turn beats malformed fields
    assert t.refused("0", {"type": "shuffle"}).code == "unknown_command"
    assert t.refused("0", {"type": "draw", "source": "sky"}).code == "not_your_turn"
    assert t.refused(None, {"type": "draw", "source": "deck"}).code == "not_your_turn"
    assert t.refused("7", {"type": "draw", "source": "deck"}).code == "not_your_turn"
    # malformed fields beat the rules (the card field is checked before "draw first")
    assert t.refused("1", {"type": "draw"}).code == "bad_command"
    assert t.refused("1", {"type": "discard", "card": 3}).code == "bad_command"
    assert t.refused("1", {"type": "discard", "card": "c"}).code == "must_draw_first"
    assert len(t.events) == 2  # GameStarted, RoundDealt: nothing was appended


# -- visibility ---------------------------------------------------------------------------------

def test_views_show_own_hand_and_only_sizes_of_others():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    v0, v1, spectator = (ENGINE.view(t.state, p) for p in ("0", "1", None))
    assert v0["hand"] == ["d", "o", "g"] and v1["hand"] == ["c", "a", "t"]
    assert "hand" not in spectator
    assert v0["hand_sizes"] == {"0": 3, "1": 3} and v0["discard_top"] == "e"
    assert "deck" not in v0 and "hands" not in v0 and v0["deck_size"] == 118 - 7


def test_deck_draws_and_dealt_hands_are_private_to_their_owner():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    dealt = t.events[-1]
    assert ENGINE.redact(dealt, "0")["data"]["private"] == {"0": {"hand": ["d", "o", "g"]}}
    assert "private" not in ENGINE.redact(dealt, None)["data"]
    for p in ("0", "1", None):
        assert "secret" not in ENGINE.redact(dealt, p)["data"]
    assert ENGINE.redact(dealt, "0")["data"]["hand_sizes"] == {"0": 3, "1": 3}
    drawn = t.send("1", {"type": "draw", "source": "deck"})[0]
    assert ENGINE.redact(drawn, "1")["data"]["private"] == {"1": {"card": "s"}}
    assert ENGINE.redact(drawn, "0")["data"] == {"player": "1", "source": "deck"}
    assert "private" in drawn["data"]  # redact returned a copy; the stored event is intact


def test_discard_draws_and_laid_words_are_public():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["s"])
    drawn = t.send("1", {"type": "draw", "source": "discard"})[0]
    assert ENGINE.redact(drawn, None)["data"] == {"player": "1", "source": "discard", "card": "s"}
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    v = ENGINE.view(t.state, None)
    assert v["laid"]["1"] == [["c", "a", "t"]] and v["went_out"] == "1"
    assert v["final_turns_left"] == ["0"] and v["hand_sizes"]["1"] == 0


def test_refusal_messages_name_only_the_senders_cards():
    t = make({"0": ["q", "z", "j"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    t.send("1", {"type": "draw", "source": "deck"})
    exc = t.refused("1", {"type": "go_out", "words": [["q", "a", "t"]], "discard": "s"})
    assert exc.code == "card_not_in_hand" and "'q'" in exc.message  # what they named, no more
    assert "z" not in exc.message and "j" not in exc.message


# -- fixed setups -------------------------------------------------------------------------------

@pytest.mark.parametrize("setup", [
    {"hands": {"0": ["a", "b"]}},  # round 1 needs 3 cards
    {"hands": {"0": ["j", "j", "j"]}},  # the deck has 2 Js
    {"hands": {"0": ["c", "c", "a"]}, "draw": ["c"]},  # ... and 2 Cs
    {"hands": {"0": ["a", "b", "ch"]}},
    {"round": 9},
    {"round": True},
    {"draw": "abc"},
    {"hand": {}},
])
def test_impossible_setups_are_invalid_options(setup):
    with pytest.raises(InvalidOptions):
        ENGINE.validate_options({"dictionary": COMMON.name, "setup": setup})


def test_setup_seats_are_checked_once_the_table_is_known():
    options = {"dictionary": COMMON.name, "setup": {"hands": {"2": ["a", "b", "c"]}}}
    ENGINE.validate_options(options)  # seat count unknown at creation
    with pytest.raises(InvalidOptions):
        ENGINE.validate_options(options, 2)
    ENGINE.validate_options(options, 3)


def test_setup_partial_hands_are_completed_at_random_and_the_deck_is_conserved():
    t = make({"1": ["A", "b", "c"]}, players=4, draw=["z", "q"], seed=9)
    s = t.state
    assert s["hands"]["1"] == ["a", "b", "c"] and s["discard"] == ["z"] and s["deck"][0] == "q"
    assert all(len(h) == 3 for h in s["hands"].values())
    assert table_cards(s) == Counter(full_deck())


def test_setup_later_rounds_follow_at_random():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"])
    t.send("1", {"type": "draw", "source": "deck"})
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"})
    t.send("0", {"type": "draw", "source": "discard"})
    t.send("0", {"type": "lay_down", "words": [["d", "o", "g"]], "discard": "s"})
    assert t.state["round"] == 2 and table_cards(t.state) == Counter(full_deck())


# -- hints --------------------------------------------------------------------------------------

def test_hints_are_unavailable_unless_the_option_is_on():
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]})
    with pytest.raises(IllegalMove) as exc:
        ENGINE.hint(t.state, "1")
    assert exc.value.code == "hints_unavailable"


def test_hints_ask_the_solver_lazily(monkeypatch):
    calls = []

    def solve(cards, checker, go_out=False, discard=False):
        calls.append((sorted(cards), checker.name, go_out))
        if go_out and sorted(cards) == ["a", "c", "s", "t"]:
            return {"words": [["c", "a", "t"]], "discard": "s", "score": 13}
        return None

    monkeypatch.setitem(sys.modules, "dictionary.solver",
                        types.SimpleNamespace(solve=solve, __name__="dictionary.solver"))
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "s"], hints=True)
    assert ENGINE.hint(t.state, "1")["command"] == {"type": "draw", "source": "deck"}
    t.send("1", {"type": "draw", "source": "deck"})
    hint = ENGINE.hint(t.state, "1")
    assert hint == {"command": {"type": "go_out", "words": [["c", "a", "t"]], "discard": "s"},
                    "score": 13}
    assert calls[-1] == (["a", "c", "s", "t"], COMMON.name, True)
    t.send("1", hint["command"])  # the hinted command is legal
    with pytest.raises(IllegalMove) as exc:
        ENGINE.hint(t.state, "1")
    assert exc.value.code == "not_your_turn"


def test_hints_suggest_a_discard_and_a_final_lay_down(monkeypatch):
    def solve(cards, checker, go_out=False, discard=False):
        if go_out:
            return None  # nobody can go out
        if "d" not in cards:  # seat 1: no words; keep the cheap cards, shed the Z
            return {"words": [], "discard": "z" if discard else None, "score": -13}
        # seat 0: DOG; the X in hand (from the discard pile) would be the discard
        base = {"words": [["d", "o", "g"]], "discard": "x" if discard else None}
        return {**base, "score": 13 if discard else 5}

    monkeypatch.setitem(sys.modules, "dictionary.solver",
                        types.SimpleNamespace(solve=solve, __name__="dictionary.solver"))
    t = make({"0": ["d", "o", "g"], "1": ["c", "a", "t"]}, draw=["e", "z", "x"], hints=True)
    t.send("1", {"type": "draw", "source": "deck"})  # z
    assert ENGINE.hint(t.state, "1") == {"command": {"type": "discard", "card": "z"},
                                         "score": None}
    t.send("1", {"type": "discard", "card": "z"})
    t.send("0", {"type": "draw", "source": "deck"})  # x
    t.send("0", {"type": "discard", "card": "x"})
    t.send("1", {"type": "draw", "source": "discard"})  # x
    t.send("1", {"type": "go_out", "words": [["c", "a", "t"]], "discard": "x"})
    # final turn: DOG + discarding the X (13) beats DOG with an unknown card discarded (5)
    assert ENGINE.hint(t.state, "0")["command"] == {"type": "draw", "source": "discard"}
    t.send("0", {"type": "draw", "source": "discard"})
    hint = ENGINE.hint(t.state, "0")
    assert hint == {"command": {"type": "lay_down", "words": [["d", "o", "g"]], "discard": "x"},
                    "score": 13}
    t.send("0", hint["command"])
    assert t.state["round"] == 2


def test_hints_with_the_real_solver_are_legal_commands():
    pytest.importorskip("dictionary.solver")
    t = make({"0": ["d", "o", "g", "x", "q"], "1": ["c", "a", "t", "s", "j"]}, round_=3,
             draw=["e", "o", "z"], hints=True)
    for _ in range(4):  # every hinted command is accepted (send raises otherwise)
        p = t.state["turn"]
        t.send(p, ENGINE.hint(t.state, p)["command"])
    went_out = next(e["data"] for e in t.events if e["type"] == "WentOut")
    # seat 1 draws the O and lays all but the J (e.g. ACT + SO); seat 0 takes that J to shed
    # the Q (J 13 < Q 15) and lays DOG, keeping X and J
    assert went_out["player"] == "1" and went_out["discard"] == "j"
    assert t.state["round"] == 4 and t.outcome()["rounds"][-1]["0"] == 13 - 12 - 13


def test_a_seeded_game_is_reproducible():
    def play(seed):
        t = Table(ENGINE, ["0", "1", "2"], {"dictionary": COMMON.name}, seed=seed)
        pick = random.Random(seed)
        for _ in range(40):
            p = t.state["turn"]
            t.send(p, pick.choice(ENGINE.legal_commands(t.state, p)))
        return t.events

    assert play(11) == play(11)
