"""Diddly engine: one test (at least) per ruling D1-D11 and C1-C4, plus scenario tests built
with the ``setup`` option. Views, redaction and legal commands: test_diddly_views.py; the
random-play property test: test_diddly_property.py.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.engines.base import InvalidOptions
from games.kinds import engine as get
from games.kinds.diddly.rules import COPIES, ENGINE, column_score, full_deck, winners
from tests.engines.harness import Table

E = ENGINE
KINDS = [str(n) for n in range(1, 11)] + ["diddly", "swap", "half", "peek", "recycle"]


# -- helpers (module level so other test modules, e.g. the API test, can reuse them) -------

def seats(n: int) -> list[str]:
    return [str(i) for i in range(n)]


def new_table(n: int = 3, boards: dict | None = None, draw: list | None = None,
              seed: int = 0, **options) -> Table:
    """A game of ``n`` players whose round 1 is fixed by ``boards`` / ``draw`` (if given)."""
    setup = {}
    if boards is not None:
        setup["boards"] = boards
    if draw is not None:
        setup["draw"] = draw
    if setup:
        options["setup"] = setup
    return Table(E, seats(n), options, seed=seed)


def cards_in_play(state: dict) -> Counter:
    """Every card on boards, in the piles and in hand."""
    cards = [c for board in state["boards"].values() for c in board]
    cards += state["draw"] + state["discard"]
    if state["hand"]:
        cards.append(state["hand"]["card"])
    return Counter(cards)


def reveal_all(t: Table, slots=(0, 1)) -> None:
    """Every player, in seat order, turns up ``slots`` and declines any setup power."""
    for p in t.players:
        t.send(p, {"type": "reveal", "slots": list(slots)})
        if t.state["phase"] == "setup" and E.legal_commands(t.state, p):
            t.send(p, {"type": "skip_power"})


def first_down(t: Table, player: str) -> int:
    return t.state["up"][player].index(False)


def take_turn(t: Table, player: str, slot: int | None = None, source: str = "deck") -> list:
    """Draw, decline any power, place on ``slot`` (default: the lowest face-down slot)."""
    new = t.send(player, {"type": "draw", "source": source})
    if t.state["hand"]["power"]:
        t.send(player, {"type": "skip_power"})
    t.send(player, {"type": "place", "slot": first_down(t, player) if slot is None else slot})
    return new


PLAIN = [["1", "2"], ["3", "4"], ["5", "6"]]  # a board with no power among its cards


def play_whole_game(players: list[str], legal, send, finished, seed: int = 0,
                    max_commands: int = 20_000) -> int:
    """Play a whole game through any interface, by seeded random legal commands.

    ``legal(player) -> [command]``, ``send(player, command)``, ``finished() -> bool``: a Table
    (see ``play_table``) or an HTTP client alike. Returns the number of commands sent.
    """
    pick = random.Random(seed)
    for sent in range(max_commands):
        if finished():
            return sent
        choices = [(p, c) for p in players for c in legal(p)]
        assert choices, "nobody may act but the game is not finished"
        send(*pick.choice(choices))
    raise AssertionError(f"game not finished after {max_commands} commands")


def play_table(t: Table, seed: int = 0) -> int:
    return play_whole_game(t.players, lambda p: E.legal_commands(t.state, p), t.send,
                           lambda: t.outcome()["finished"], seed)


def quick_round(finals: dict[str, list[list[str]]], first: str, players: list[str]) -> dict:
    """A round-1 ``setup`` for a scripted round (see ``play_quick_round``) whose final boards
    are ``finals`` (3 columns each): every player turns up column 0, then on each turn draws
    from the deck and places on their lowest face-down slot, so slots 2..5 fill up from the
    draw pile in turn order. Column 0 and the drawn cards must hold no peek or swap."""
    order = players[players.index(first):] + players[:players.index(first)]
    rest = Counter(full_deck())
    rest.subtract(c for cols in finals.values() for col in cols for c in col)
    spare = [c for c in sorted(rest.elements()) if c not in ("peek", "swap")]
    boards = {p: [cols[0], [spare.pop(), spare.pop()], [spare.pop(), spare.pop()]]
              for p, cols in finals.items()}
    draw = [spare.pop()]  # starts the discard pile
    for k in range(4 * len(order)):
        p = order[k % len(order)]
        slot = 2 + k // len(order)
        draw.append(finals[p][slot // 2][slot % 2])
    return {"boards": boards, "draw": draw}


def deal_order(setup: dict, players: list[str]) -> list[str]:
    """The whole shuffled deck that deals ``setup`` (boards in seat order, then the draw)."""
    order = [c for p in players for col in setup["boards"][p] for c in col] + setup["draw"]
    rest = Counter(full_deck())
    rest.subtract(order)
    return order + sorted(rest.elements())


class RiggedRandom(random.Random):
    """A generator whose next shuffle yields ``order`` (to fix the deal of a later round)."""

    def __init__(self, order: list[str] | None):
        super().__init__(0)
        self.order = order

    def shuffle(self, x):
        assert self.order is not None and Counter(x) == Counter(self.order)
        x[:] = self.order
        self.order = None


def send_with(t: Table, player: str, command: dict, rng: random.Random) -> list[dict]:
    """Like ``Table.send`` with a chosen generator."""
    new = E.decide(t.state, player, {**command, "_now_ms": 0, "_version": t.version}, rng)
    for e in new:
        t.state = E.apply(t.state, e)
    t.events.extend(new)
    return new


def play_quick_round(t: Table, send=None) -> None:
    """Play the scripted round of ``quick_round`` (``send`` defaults to ``t.send``)."""
    send = send or t.send
    round_ = t.state["round"]
    for p in t.players:
        send(p, {"type": "reveal", "slots": [0, 1]})
    while t.state["round"] == round_ and t.state["phase"] == "play":
        p = t.state["turn"]
        send(p, {"type": "draw", "source": "deck"})
        send(p, {"type": "place", "slot": first_down(t, p)})


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


# -- the contract --------------------------------------------------------------------------

def test_registered_under_its_kind():
    assert get("diddly") is E
    assert (E.kind, E.min_players, E.max_players) == ("diddly", 2, 8)
    assert E.default_options() == {"columns": 3}


def test_play_whole_game_helper_finishes_a_game():
    t = new_table(4, seed=3)
    sent = play_table(t, seed=3)
    out = t.outcome()
    assert out["finished"] and sent > 40
    assert len(out["rounds"]) == 5 and out["winners"]
    t.check_replay()


# -- D1: the deck ------------------------------------------------------------------------

def test_d1_deck_has_104_cards_of_the_listed_kinds():
    deck = Counter(full_deck())
    assert sum(deck.values()) == 104
    assert deck == Counter({**{str(n): 8 for n in range(1, 11)}, "diddly": 8, "swap": 4,
                            "half": 4, "peek": 4, "recycle": 4})
    t = new_table(5, seed=9)
    assert cards_in_play(t.state) == deck == Counter(COPIES)


# -- D2: players and board size ------------------------------------------------------------

def test_d2_two_to_eight_players_three_columns():
    for n in (2, 8):
        t = new_table(n)
        assert all(len(board) == 6 for board in t.state["boards"].values())
    for n in (1, 9):
        with pytest.raises(InvalidOptions):
            E.validate_options({}, n)


def test_d2_four_columns_for_two_to_six_players_only():
    t = new_table(6, columns=4)
    assert all(len(board) == 8 for board in t.state["boards"].values())
    assert E.validate_options({"columns": 4}) == {"columns": 4, "hints": False}
    with pytest.raises(InvalidOptions) as exc:
        E.validate_options({"columns": 4}, 7)
    assert exc.value.code == "invalid_options"
    for bad in (2, 5, "4", True):
        with pytest.raises(InvalidOptions):
            E.validate_options({"columns": bad})


# -- D3: rounds and the dealer --------------------------------------------------------------

def test_d3_five_rounds_dealer_rotates_left_and_left_of_dealer_starts():
    t = new_table(3, seed=11)
    play_table(t, seed=11)
    deals = [e["data"] for e in t.events if e["type"] == "RoundDealt"]
    starts = [e["data"]["player"] for e in t.events if e["type"] == "PlayStarted"]
    assert [d["round"] for d in deals] == [1, 2, 3, 4, 5]
    assert [d["dealer"] for d in deals] == ["0", "1", "2", "0", "1"]
    assert [d["first"] for d in deals] == ["1", "2", "0", "1", "2"] == starts
    assert len(t.outcome()["rounds"]) == 5 and t.outcome()["finished"]


# -- D4: the setup phase ---------------------------------------------------------------------

def test_d4_players_reveal_in_any_order_and_turns_begin_after():
    t = new_table(3, draw=["7", "8"])
    assert t.outcome()["phase"] == "setup" and t.outcome()["to_act"] == ["0", "1", "2"]
    assert t.state["discard"] == []  # the discard pile starts after the setup
    t.send("2", {"type": "reveal", "slots": [4, 1]})
    assert t.outcome()["to_act"] == ["0", "1"]
    assert t.refused("2", {"type": "reveal", "slots": [0, 2]}).code == "not_your_turn"
    t.send("0", {"type": "reveal", "slots": [0, 5]})
    while t.state["phase"] == "setup":  # declines any power the random cards gave
        p = t.outcome()["to_act"][0]
        cmd = ({"type": "reveal", "slots": [2, 3]} if not t.state["setup"][p]["revealed"]
               else {"type": "skip_power"})
        t.send(p, cmd)
    assert t.state["up"]["2"] == [False, True, False, False, True, False]
    assert t.state["discard"] == ["7"] and t.events[-1]["type"] == "PlayStarted"
    assert t.outcome()["to_act"] == ["1"]  # left of the dealer "0"


def test_d4_peek_turned_up_in_setup_lets_its_owner_look():
    boards = {"0": PLAIN, "1": [["peek", "4"], ["9", "2"], ["3", "3"]], "2": PLAIN}
    t = new_table(3, boards=boards, draw=["5"])
    t.send("0", {"type": "reveal", "slots": [0, 1]})
    t.send("2", {"type": "reveal", "slots": [0, 1]})
    t.send("1", {"type": "reveal", "slots": [0, 2]})  # peek and 9 face up
    assert t.outcome()["to_act"] == ["1"] and t.state["phase"] == "setup"
    assert E.legal_commands(t.state, "1") == [
        {"type": "peek", "slot": s} for s in (1, 3, 4, 5)] + [{"type": "skip_power"}]
    assert t.refused("1", {"type": "peek", "slot": 2}).code == "slot_face_up"
    new = t.send("1", {"type": "peek", "slot": 1})
    assert new[0]["data"]["private"] == {"1": {"card": "4"}}
    assert E.view(t.state, "1")["boards"]["1"][1] == {"card": "4", "up": False, "known": True}
    assert E.view(t.state, "0")["boards"]["1"][1] == {"card": None, "up": False}
    assert E.view(t.state, None)["boards"]["1"][1] == {"card": None, "up": False}
    assert types(new) == ["CardPeeked", "PlayStarted"]  # the last setup step starts play


def test_d4_swap_turned_up_in_setup_swaps_two_own_cards_or_is_declined():
    boards = {"0": [["swap", "4"], ["9", "2"], ["3", "3"]],
              "1": [["swap", "6"], ["9", "2"], ["3", "1"]]}
    t = new_table(2, boards=boards)
    t.send("0", {"type": "reveal", "slots": [0, 2]})
    assert t.refused("0", {"type": "peek", "slot": 1}).code == "no_power"
    t.send("0", {"type": "swap", "a": 2, "b": 5})  # face-up 9 <-> face-down 3
    assert t.state["boards"]["0"] == ["swap", "4", "3", "2", "3", "9"]
    assert t.state["up"]["0"] == [True, False, False, False, False, True]  # faces kept
    t.send("1", {"type": "reveal", "slots": [0, 1]})
    new = t.send("1", {"type": "skip_power"})
    assert t.state["boards"]["1"] == ["swap", "6", "9", "2", "3", "1"]
    assert types(new) == ["PowerSkipped", "PlayStarted"]


def test_d4_two_powers_turned_up_are_used_in_either_order():
    t = new_table(2, boards={"0": [["swap", "peek"], ["9", "2"], ["3", "3"]]})
    t.send("0", {"type": "reveal", "slots": [1, 0]})
    cmds = E.legal_commands(t.state, "0")
    assert {c["type"] for c in cmds} == {"peek", "swap", "skip_power"}
    t.send("0", {"type": "swap", "a": 0, "b": 3})
    assert t.state["setup"]["0"]["powers"] == ["peek"]
    t.send("0", {"type": "peek", "slot": 0})  # the 2 that the swap moved there
    assert E.view(t.state, "0")["boards"]["0"][0]["card"] == "2"
    assert t.outcome()["to_act"] == ["1"]


# -- D5: a turn ------------------------------------------------------------------------------

def test_d5_draw_then_place_face_up_the_replaced_card_goes_to_the_discard():
    boards = {"1": [["1", "2"], ["3", "4"], ["5", "6"]]}
    t = new_table(2, boards=boards, draw=["8", "10"])
    reveal_all(t)
    assert t.outcome()["to_act"] == ["1"]
    t.send("1", {"type": "draw", "source": "discard"})
    # the drawn card cannot go straight back: the only commands are placing it somewhere
    assert E.legal_commands(t.state, "1") == [{"type": "place", "slot": s} for s in range(6)]
    assert t.refused("1", {"type": "draw", "source": "deck"}).code == "already_drawn"
    assert t.refused("1", {"type": "recycle", "slot": 0, "index": 0}).code == "already_drawn"
    new = t.send("1", {"type": "place", "slot": 4})  # over a face-down card
    assert new[0]["data"] == {"player": "1", "slot": 4, "card": "8", "replaced": "5"}
    assert t.state["boards"]["1"][4] == "8" and t.state["up"]["1"][4]
    assert t.state["discard"] == ["5"]
    assert t.outcome()["to_act"] == ["0"]
    t.send("0", {"type": "draw", "source": "deck"})
    assert t.state["hand"]["card"] == "10"
    old = t.state["boards"]["0"][0]
    t.send("0", {"type": "place", "slot": 0})  # over a face-up card
    assert t.state["boards"]["0"][0] == "10" and t.state["discard"] == ["5", old]


# -- D6, D7: drawn peek and swap -----------------------------------------------------------

def test_d6_a_drawn_peek_looks_first_then_must_be_placed():
    boards = {"1": [["1", "2"], ["3", "4"], ["5", "6"]]}
    t = new_table(2, boards=boards, draw=["8", "peek"])
    reveal_all(t)
    t.send("1", {"type": "draw", "source": "deck"})
    assert E.legal_commands(t.state, "1") == [
        {"type": "peek", "slot": s} for s in (2, 3, 4, 5)] + [{"type": "skip_power"}]
    assert t.refused("1", {"type": "place", "slot": 2}).code == "power_pending"
    assert t.refused("1", {"type": "swap", "a": 2, "b": 3}).code == "no_power"
    t.send("1", {"type": "peek", "slot": 3})
    assert E.view(t.state, "1")["boards"]["1"][3]["card"] == "4"
    assert E.legal_commands(t.state, "1") == [{"type": "place", "slot": s} for s in range(6)]
    t.send("1", {"type": "place", "slot": 5})
    assert t.state["boards"]["1"][5] == "peek" and t.state["discard"][-1] == "6"
    assert E.view(t.state, "1")["boards"]["1"][3]["card"] == "4"  # still known


def test_d6_a_peek_from_the_discard_pile_keeps_its_power_and_may_be_declined():
    t = new_table(2, draw=["peek"])
    reveal_all(t)
    t.send("1", {"type": "draw", "source": "discard"})
    assert t.state["hand"]["power"] == "peek"
    t.send("1", {"type": "skip_power"})
    assert t.refused("1", {"type": "peek", "slot": 2}).code == "no_power"
    t.send("1", {"type": "place", "slot": 2})
    assert t.state["boards"]["1"][2] == "peek" and t.state["known"]["1"] == []


def test_d7_a_drawn_swap_swaps_two_own_cards_keeping_faces_then_is_placed():
    boards = {"1": [["1", "2"], ["3", "4"], ["5", "6"]]}
    t = new_table(2, boards=boards, draw=["8", "swap"])
    reveal_all(t)
    t.send("1", {"type": "draw", "source": "deck"})
    cmds = E.legal_commands(t.state, "1")
    assert len(cmds) == 15 + 1 and cmds[-1] == {"type": "skip_power"}
    assert t.refused("1", {"type": "swap", "a": 2, "b": 2}).code == "same_slot"
    assert t.refused("1", {"type": "swap", "a": 0, "b": 6}).code == "no_such_slot"
    t.send("1", {"type": "swap", "a": 0, "b": 5})
    assert t.state["boards"]["1"] == ["6", "2", "3", "4", "5", "1"]
    assert t.state["up"]["1"] == [False, True, False, False, False, True]
    t.send("1", {"type": "place", "slot": 0})
    assert t.state["boards"]["1"][0] == "swap" and t.state["discard"] == ["8", "6"]


def test_d7_peeked_knowledge_moves_with_the_swapped_card_for_its_owner_only():
    boards = {"0": [["peek", "swap"], ["9", "2"], ["3", "7"]]}
    t = new_table(2, boards=boards)
    t.send("0", {"type": "reveal", "slots": [0, 1]})
    t.send("0", {"type": "peek", "slot": 5})  # the 7
    t.send("0", {"type": "swap", "a": 5, "b": 2})
    mine = E.view(t.state, "0")["boards"]["0"]
    assert mine[2] == {"card": "7", "up": False, "known": True}
    assert mine[5] == {"card": None, "up": False}
    assert E.view(t.state, "1")["boards"]["0"][2] == {"card": None, "up": False}


# -- D8: recycle ---------------------------------------------------------------------------

def test_d8_recycle_fetches_a_card_from_deep_in_the_discard_pile():
    boards = {"0": [["1", "1"], ["2", "3"], ["4", "5"]],
              "1": [["recycle", "9"], ["6", "7"], ["8", "10"]]}
    t = new_table(2, boards=boards, draw=["half", "2", "3", "4", "5"])
    reveal_all(t)
    for p, slot in (("1", 2), ("0", 2), ("1", 3)):  # grow the discard pile
        t.send(p, {"type": "draw", "source": "deck"})
        t.send(p, {"type": "place", "slot": slot})
    t.send("0", {"type": "draw", "source": "deck"})
    t.send("0", {"type": "place", "slot": 3})
    assert t.state["discard"] == ["half", "6", "2", "7", "3"]
    recycles = [c for c in E.legal_commands(t.state, "1") if c["type"] == "recycle"]
    assert recycles == [{"type": "recycle", "slot": 0, "index": i} for i in range(5)]
    assert t.refused("1", {"type": "recycle", "slot": 1, "index": 0}).code == "not_a_recycle"
    assert t.refused("1", {"type": "recycle", "slot": 0, "index": 5}).code == "no_such_card"
    new = t.send("1", {"type": "recycle", "slot": 0, "index": 0})  # the bottom card
    assert new[0]["data"] == {"player": "1", "slot": 0, "index": 0, "card": "half"}
    assert t.state["boards"]["1"][0] == "half" and t.state["up"]["1"][0]
    assert t.state["discard"] == ["6", "2", "7", "3", "recycle"]
    assert t.outcome()["to_act"] == ["0"]  # recycling was the whole turn
    assert cards_in_play(t.state) == Counter(full_deck())


def test_d8_a_recycle_may_also_be_replaced_in_a_normal_turn():
    t = new_table(2, boards={"1": [["recycle", "9"], ["6", "7"], ["8", "10"]]}, draw=["4"])
    reveal_all(t)
    t.send("1", {"type": "draw", "source": "discard"})
    t.send("1", {"type": "place", "slot": 0})
    assert t.state["boards"]["1"][0] == "4" and t.state["discard"] == ["recycle"]


def test_d8_no_recycle_without_a_face_up_recycle():
    t = new_table(2, boards={"1": [["1", "9"], ["6", "recycle"], ["8", "10"]]})
    reveal_all(t)
    assert not any(c["type"] == "recycle" for c in E.legal_commands(t.state, "1"))
    assert t.refused("1", {"type": "recycle", "slot": 3, "index": 0}).code == "not_a_recycle"


# -- D9: the end of a round ----------------------------------------------------------------

def test_d9_after_a_board_is_all_up_every_other_player_has_exactly_one_more_turn():
    players = seats(3)
    finals = {p: [["1", "1"], ["2", "2"], ["3", "3"]] for p in players}
    t = new_table(3, **quick_round(finals, "1", players))
    reveal_all(t)
    turns_after: Counter = Counter()
    completed = None
    while t.state["round"] == 1:
        p = t.state["turn"]
        if completed:
            turns_after[p] += 1
        t.send(p, {"type": "draw", "source": "deck"})
        new = t.send(p, {"type": "place", "slot": first_down(t, p)})
        if "BoardCompleted" in types(new):
            assert completed is None, "only the first completed board starts the last turns"
            completed = p
            assert new[-2]["data"] == {"player": "1", "final_turns": ["2", "0"]}
    assert completed == "1" and turns_after == Counter({"2": 1, "0": 1})


def test_d9_the_last_turn_rule_when_two_boards_complete():
    players = seats(3)
    finals = {"0": [["1", "1"], ["2", "2"], ["3", "3"]],
              "1": [["4", "4"], ["5", "5"], ["6", "6"]],
              "2": [["7", "7"], ["8", "8"], ["9", "9"]]}
    t = new_table(3, **quick_round(finals, "1", players))
    reveal_all(t)
    for _ in range(9):  # three turns each: 1, 2, 0, ...
        p = t.state["turn"]
        t.send(p, {"type": "draw", "source": "deck"})
        t.send(p, {"type": "place", "slot": first_down(t, p)})
    t.send("1", {"type": "draw", "source": "deck"})
    new = t.send("1", {"type": "place", "slot": 5})
    assert types(new) == ["CardPlaced", "BoardCompleted", "TurnPassed"]
    t.send("2", {"type": "draw", "source": "deck"})
    new = t.send("2", {"type": "place", "slot": 5})  # the second board completes
    assert types(new) == ["CardPlaced", "TurnPassed"] and all(t.state["up"]["2"])
    assert t.outcome()["to_act"] == ["0"]  # player 0 still has their last turn
    assert t.refused("1", {"type": "draw", "source": "deck"}).code == "not_your_turn"
    t.send("0", {"type": "draw", "source": "deck"})
    new = t.send("0", {"type": "place", "slot": 5})
    assert types(new) == ["CardPlaced", "RoundEnded", "RoundDealt"]
    assert new[1]["data"]["boards"] == {p: [c for col in finals[p] for c in col] for p in finals}
    assert t.outcome()["rounds"] == [{"0": 0, "1": 0, "2": 0}]


def test_d9_round_end_turns_face_down_cards_up_without_powers():
    boards = {"0": [["1", "1"], ["peek", "swap"], ["recycle", "half"]],
              "1": [["2", "2"], ["4", "3"], ["5", "6"]]}
    # player 1 fills slots 2..5 with 3, 3, 6, 6; player 0 draws 8s onto face-up slot 0
    t = new_table(2, boards=boards, draw=["9", "3", "8", "3", "8", "6", "8", "6", "8"])
    reveal_all(t)
    while t.state["round"] == 1:
        p = t.state["turn"]
        t.send(p, {"type": "draw", "source": "deck"})
        # player 0 keeps replacing a face-up card: their face-down cards stay down
        t.send(p, {"type": "place", "slot": first_down(t, p) if p == "1" else 0})
    ended = next(e for e in reversed(t.events) if e["type"] == "RoundEnded")["data"]
    assert ended["boards"]["1"] == ["2", "2", "3", "3", "6", "6"]
    assert ended["boards"]["0"] == ["8", "1", "peek", "swap", "recycle", "half"]
    # 8/1 -> 9, peek/swap -> 10, recycle/half -> 5; the peek and swap gave no power
    assert ended["scores"] == {"0": 24, "1": 0}
    assert t.state["phase"] == "setup" and t.state["round"] == 2
    assert all(s == {"revealed": False, "powers": []} for s in t.state["setup"].values())


# -- D10: scoring ----------------------------------------------------------------------------

# Written out by hand from ruling D10: rows = top card, columns = bottom card, both in the
# order 1..10, diddly, swap, half, peek, recycle.
D10_TABLE = {
    "1":       [0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 1, 1, 11, 11],
    "2":       [3, 0, 5, 6, 7, 8, 9, 10, 11, 12, 2, 2, 1, 12, 12],
    "3":       [4, 5, 0, 7, 8, 9, 10, 11, 12, 13, 3, 3, 2, 13, 13],
    "4":       [5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 4, 4, 2, 14, 14],
    "5":       [6, 7, 8, 9, 0, 11, 12, 13, 14, 15, 5, 5, 3, 15, 15],
    "6":       [7, 8, 9, 10, 11, 0, 13, 14, 15, 16, 6, 6, 3, 16, 16],
    "7":       [8, 9, 10, 11, 12, 13, 0, 15, 16, 17, 7, 7, 4, 17, 17],
    "8":       [9, 10, 11, 12, 13, 14, 15, 0, 17, 18, 8, 8, 4, 18, 18],
    "9":       [10, 11, 12, 13, 14, 15, 16, 17, 0, 19, 9, 9, 5, 19, 19],
    "10":      [11, 12, 13, 14, 15, 16, 17, 18, 19, 0, 10, 10, 5, 20, 20],
    "diddly":  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 10, 10],
    "swap":    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 10, 10],
    "half":    [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 0, 0, 0, 5, 5],
    "peek":    [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 10, 10, 5, 0, 20],
    "recycle": [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 10, 10, 5, 20, 0],
}


@pytest.mark.parametrize("top", KINDS)
@pytest.mark.parametrize("bottom", KINDS)
def test_d10_column_score_every_pair_of_kinds(top, bottom):
    assert column_score(top, bottom) == D10_TABLE[top][KINDS.index(bottom)]


def test_d10_round_score_is_the_sum_of_the_columns():
    players = seats(2)
    finals = {"0": [["half", "9"], ["recycle", "recycle"], ["10", "diddly"]],
              "1": [["diddly", "1"], ["7", "3"], ["recycle", "half"]]}
    t = new_table(2, **quick_round(finals, "1", players))
    play_quick_round(t)
    ended = next(e for e in t.events if e["type"] == "RoundEnded")["data"]
    assert ended["boards"] == {p: [c for col in finals[p] for c in col] for p in players}
    assert ended["scores"] == {"0": 5 + 0 + 10, "1": 1 + 10 + 5}
    assert t.outcome()["rounds"] == [ended["scores"]] and t.outcome()["scores"] == {
        "0": 15, "1": 16}


# -- D11: winners ------------------------------------------------------------------------------

def test_d11_lowest_total_wins():
    rounds = [{"0": 5, "1": 3}, {"0": 5, "1": 3}]
    assert winners(["0", "1"], rounds) == ["1"]


def test_d11_tie_broken_by_lowest_single_round_then_the_next_lowest():
    rounds = [{"0": 10, "1": 0, "2": 1}, {"0": 0, "1": 10, "2": 9},
              {"0": 20, "1": 10, "2": 10}, {"0": 5, "1": 10, "2": 10},
              {"0": 5, "1": 10, "2": 10}]  # totals 40, 40, 40
    # lowest rounds: 0, 0, 1 -> player 2 out; next lowest: 5 against 10 -> player 0
    assert winners(["0", "1", "2"], rounds) == ["0"]


def test_d11_fully_equal_ties_share_the_win():
    rounds = [{"0": 10, "1": 4, "2": 1}, {"0": 4, "1": 10, "2": 20}]
    assert winners(["0", "1", "2"], rounds) == ["0", "1"]


def _board_scoring(score: int, matched: list[list[str]]) -> list[list[str]]:
    """A final board (3 columns) scoring ``score`` whose column 0 holds no peek or swap."""
    first = {0: ["diddly", "diddly"], 5: ["2", "3"], 10: ["4", "6"], 20: ["4", "6"]}[score]
    second = ["3", "7"] if score == 20 else matched[0]
    return [first, second, matched[1]]


def test_d11_tie_break_in_a_whole_game():
    players = seats(3)
    plan = {"0": [10, 0, 20, 5, 5], "1": [0, 10, 10, 10, 10], "2": [10, 10, 10, 10, 10]}
    matched = {"0": [["7", "7"], ["8", "8"]], "1": [["9", "9"], ["5", "5"]],
               "2": [["1", "1"], ["half", "half"]]}
    setups = []
    for r in range(5):
        finals = {p: _board_scoring(plan[p][r], matched[p]) for p in players}
        first = players[(r + 1) % 3]  # ruling D3: the dealer rotates, left of dealer starts
        setups.append(quick_round(finals, first, players))
    t = new_table(3, **setups[0])
    for r in range(5):
        # the command that ends round r also deals round r + 1: fix that deal too
        rng = RiggedRandom(deal_order(setups[r + 1], players) if r < 4 else None)
        play_quick_round(t, lambda p, c, rng=rng: send_with(t, p, c, rng))
    out = t.outcome()
    assert out["finished"] and out["rounds"] == [
        {p: plan[p][r] for p in players} for r in range(5)]
    assert out["scores"] == {"0": 40, "1": 40, "2": 50}
    assert out["winners"] == ["0"] == t.events[-1]["data"]["winners"]
    t.check_replay()


# -- C1-C4 -----------------------------------------------------------------------------------

def test_c1_turns_pass_left_in_seat_order():
    t = new_table(4, seed=2)
    reveal_all(t)
    order = []
    for _ in range(6):
        p = t.state["turn"]
        order.append(p)
        take_turn(t, p, slot=0)  # face up: no board completes
    assert order == ["1", "2", "3", "0", "1", "2"]


def test_c2_randomness_is_in_the_events_and_replay_needs_no_generator(monkeypatch):
    a, b = new_table(3, seed=1), new_table(3, seed=2)
    deal_a, deal_b = a.events[1]["data"]["hidden"], b.events[1]["data"]["hidden"]
    assert deal_a != deal_b
    dealt = [c for cards in deal_a["boards"].values() for c in cards] + deal_a["draw"]
    assert Counter(dealt) == Counter(full_deck())
    play_table(a, seed=1)

    def no_randomness(*args, **kwargs):
        raise AssertionError("apply used randomness")

    for name in ("shuffle", "random", "randrange", "choice", "sample", "randint"):
        monkeypatch.setattr(random.Random, name, no_randomness)
        monkeypatch.setattr(random, name, no_randomness)
    assert a.replayed() == a.state


def test_c3_an_exhausted_draw_pile_is_rebuilt_from_the_discard_but_its_top():
    t = new_table(2, seed=5)
    reveal_all(t)
    while t.state["draw"]:  # both keep replacing face-up slot 0: the round never ends
        take_turn(t, t.state["turn"], slot=0)
    assert len(t.state["discard"]) > 80
    discard = list(t.state["discard"])
    p = t.state["turn"]
    new = t.send(p, {"type": "draw", "source": "deck"})
    assert types(new) == ["DeckReshuffled", "CardDrawn"]
    order = new[0]["data"]["hidden"]["order"]
    assert Counter(order) == Counter(discard[:-1]) and order != discard[:-1]
    assert new[1]["data"]["private"] == {p: {"card": order[0]}}
    assert t.state["discard"] == discard[-1:] and t.state["draw"] == order[1:]
    assert cards_in_play(t.state) == Counter(full_deck())
    for viewer in ("0", "1", None):  # the new order is nobody's to see
        shown = E.redact(new[0], viewer)["data"]
        assert shown["hidden"] == {"order": [None] * len(order)}
        assert shown["count"] == len(order)
    t.check_replay()


def test_c4_refusals_append_nothing_and_use_stable_codes():
    t = new_table(2, draw=["4"])
    assert t.refused("0", {"type": "draw", "source": "deck"}).code == "setup_phase"
    assert t.refused("0", {"type": "place", "slot": 0}).code == "setup_phase"
    assert t.refused("0", {"type": "skip_power"}).code == "no_power"
    assert t.refused("0", {"type": "reveal", "slots": [0, 0]}).code == "same_slot"
    assert t.refused("0", {"type": "reveal", "slots": [0, 6]}).code == "no_such_slot"
    assert t.refused("0", {"type": "reveal", "slots": [0]}).code == "bad_command"
    assert t.refused("0", {"type": "reveal", "slots": [0, True]}).code == "bad_command"
    assert t.refused("5", {"type": "reveal", "slots": [0, 1]}).code == "not_your_turn"
    assert t.refused(None, {"type": "reveal", "slots": [0, 1]}).code == "not_your_turn"
    reveal_all(t)
    assert t.refused("1", {"type": "reveal", "slots": [2, 3]}).code == "not_in_setup"
    assert t.refused("0", {"type": "draw", "source": "deck"}).code == "not_your_turn"
    assert t.refused("1", {"type": "place", "slot": 0}).code == "nothing_drawn"
    assert t.refused("1", {"type": "draw", "source": "top"}).code == "bad_command"
    assert t.refused("1", {"type": "place", "slot": "0"}).code == "bad_command"
    assert t.refused("1", {"type": "peek", "slot": 2}).code == "no_power"
    assert t.refused("1", {"type": "fold"}).code == "unknown_command"
    t.send("1", {"type": "draw", "source": "discard"})
    assert t.refused("1", {"type": "place", "slot": 9}).code == "no_such_slot"


def test_c4_check_order_finished_unknown_turn_fields_rules():
    t = new_table(2, seed=4)
    # unknown command beats not-your-turn; not-your-turn beats malformed fields
    assert t.refused("7", {"type": "fly"}).code == "unknown_command"
    reveal_all(t)
    assert t.refused("0", {"type": "place", "slot": "x"}).code == "not_your_turn"
    # malformed fields beat the rules
    assert t.refused("1", {"type": "recycle", "slot": 0}).code == "bad_command"
    play_table(t, seed=4)
    assert t.refused("1", {"type": "fly"}).code == "game_finished"
    assert E.legal_commands(t.state, "1") == [] and t.outcome()["to_act"] == []


def test_c4_messages_never_name_a_hidden_card():
    secret = ["recycle", "half", "diddly", "10"]  # player 1's face-down cards and drawn card
    boards = {"0": PLAIN, "1": [["1", "2"], ["recycle", "half"], ["diddly", "diddly"]]}
    t = new_table(2, boards=boards, draw=["8", "10"])
    reveal_all(t)
    t.send("1", {"type": "draw", "source": "deck"})
    messages = [t.refused(p, cmd).message for p in ("0", "1") for cmd in (
        {"type": "peek", "slot": 3}, {"type": "swap", "a": 2, "b": 3},
        {"type": "draw", "source": "deck"}, {"type": "recycle", "slot": 2, "index": 0},
        {"type": "place", "slot": 8}, {"type": "reveal", "slots": [2, 3]})]
    assert len(set(messages)) > 3
    assert not [m for m in messages if any(card in m.split() for card in secret)]


# -- options and setup -----------------------------------------------------------------------

@pytest.mark.parametrize("setup, players", [
    ({"draw": ["peek"] * 5}, 3),                                   # too many copies
    ({"boards": {"0": [["8"] * 2] * 3}, "draw": ["8"] * 3}, 3),    # 9 eights
    ({"draw": ["11"]}, 3),                                         # unknown card
    ({"draw": ["Peek"]}, 3),                                       # names are lower case
    ({"draw": [7]}, 3),                                            # names are strings
    ({"boards": {"0": [["1", "2"], ["3", "4"]]}}, 3),              # 2 columns, not 3
    ({"boards": {"0": [["1", "2"], ["3", "4"], ["5"]]}}, 3),       # a column of one
    ({"boards": {"0": [["1", "2", "3"], ["3", "4"], ["5", "6"]]}}, 3),
    ({"boards": {"3": [["1", "2"], ["3", "4"], ["5", "6"]]}}, 3),  # no seat 3 among 3
    ({"boards": {"x": [["1", "2"], ["3", "4"], ["5", "6"]]}}, None),
    ({"boards": [["1", "2"]]}, 3),
    ({"draw": "1 2 3"}, 3),
    ({"hands": {}}, 3),                                            # not a diddly part
])
def test_impossible_setups_are_refused(setup, players):
    with pytest.raises(InvalidOptions) as exc:
        E.validate_options({"setup": setup}, players)
    assert exc.value.code == "invalid_options" and exc.value.message


def test_setup_refused_at_start_too_and_unknown_options():
    with pytest.raises(InvalidOptions):
        E.start(seats(2), {"setup": {"boards": {"2": [["1", "2"]] * 3}}}, random.Random(0))
    with pytest.raises(InvalidOptions):
        E.validate_options({"rows": 3})
    with pytest.raises(InvalidOptions):
        E.validate_options({"setup": [1]})


def test_setup_fixes_round_one_only_and_the_rest_is_random():
    boards = {"1": [["1", "2"], ["3", "4"], ["5", "6"]]}
    t = new_table(3, boards=boards, draw=["9", "half"], seed=8, columns=3)
    assert t.state["boards"]["1"] == ["1", "2", "3", "4", "5", "6"]
    assert t.state["draw"][:2] == ["9", "half"]
    assert cards_in_play(t.state) == Counter(full_deck())
    other = new_table(3, boards=boards, draw=["9", "half"], seed=9)
    assert other.state["boards"]["0"] != t.state["boards"]["0"]  # the rest is shuffled
    reveal_all(t)
    while t.state["round"] == 1:
        take_turn(t, t.state["turn"])
    assert t.state["boards"]["1"] != ["1", "2", "3", "4", "5", "6"]
    assert cards_in_play(t.state) == Counter(full_deck())


def test_setup_with_four_columns():
    boards = {"0": [["1", "1"], ["2", "2"], ["3", "3"], ["4", "4"]]}
    t = new_table(2, boards=boards, columns=4)
    assert t.state["boards"]["0"] == ["1", "1", "2", "2", "3", "3", "4", "4"]
    with pytest.raises(InvalidOptions):
        E.validate_options({"columns": 4, "setup": {"boards": {"0": boards["0"][:3]}}}, 2)
