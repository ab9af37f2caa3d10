"""The Diddly presenter and its template over real engine states (no browser): every legal
command has exactly one button, placed where a player looks for it and labelled in words;
hidden cards are drawn as backs; the table works read-only."""

from __future__ import annotations

from collections import Counter

import pytest
from django.template import engines

from games.kinds.diddly.table import card_name, slot_place
from games.kinds.presenting import present
from tests.web.diddly_helpers import Game, Reader, buttons, command_of, simple_move

HARNESS = ('{% load web %}<section class="table">{% include table.template with data=table.data %}'
           '<div class="moves">{% for c in table.commands %}{% command_button c %}{% endfor %}'
           '</div></section>')


def render(detail: dict, readonly: bool = False):
    table = present(detail)
    html = engines["django"].from_string(HARNESS).render(
        {"table": table, "detail": detail, "readonly": readonly, "csrf_token": "t"})
    return table, Reader(html).root


def key(command: dict) -> str:
    return repr(sorted(command.items()))


def assert_one_button_each(detail: dict):
    table, root = render(detail)
    sent = Counter(key(command_of(b)) for b in buttons(root))
    wanted = Counter(key(c) for c in detail["legal_commands"])
    assert sent == wanted
    return table, root


def slot_node(root, seat: str, slot: int):
    (node,) = root.find_all(lambda n: n.attrs.get("data-seat") == seat
                            and n.attrs.get("data-slot") == str(slot))
    return node


def card_in(node):
    (c,) = [n for n in node.walk() if "card" in n.classes()]
    return c


def in_class(button, cls: str) -> bool:
    return any(cls in a.classes() for a in button.ancestors())


def test_setup_reveals_are_moves_and_every_card_is_a_back():
    game = Game()
    detail = game.detail("0")
    table, root = assert_one_button_each(detail)
    labels = [c.label for c in table.commands]
    assert len(labels) == 15  # any two of six face-down cards
    assert "Turn up column 1, top and column 1, bottom" in labels
    assert "Turn up column 2, bottom and column 3, top" in labels
    for b in buttons(root):
        assert in_class(b, "moves")
    for seat in ("0", "1"):
        for slot in range(6):
            c = card_in(slot_node(root, seat, slot))
            assert "down" in c.classes() and "data-card" not in c.attrs
            assert c.attrs["aria-label"] == f"{slot_place(slot).capitalize()}: face-down card"
    assert "Setup: turn up two of your cards." in root.all_text()


def test_draws_sit_on_their_piles_and_places_on_the_slots():
    game = Game()
    game.finish_setup()
    seat = game.to_act()[0]
    detail = game.detail(seat)
    top = game.state["discard"][-1]
    table, root = assert_one_button_each(detail)
    assert table.commands == []
    by = {b.attrs["aria-label"]: b for b in buttons(root)}
    deck = by["Draw from the deck"]
    assert in_class(deck, "draw-pile")
    take = by[f"Take the {card_name(top)} from the discard pile"]
    assert in_class(take, "discard-pile")
    assert "Your turn: draw a card from the deck or the discard pile." in root.all_text()

    game.act(seat, {"type": "draw", "source": "deck"})
    if game.state["hand"]["power"]:
        game.act(seat, {"type": "skip_power"})
    drawn = game.state["hand"]["card"]
    detail = game.detail(seat)
    table, root = assert_one_button_each(detail)
    hand = root.find_all(lambda n: "hand" in n.classes())[0]
    assert card_in(hand).attrs["aria-label"] == f"Card in hand: {card_name(drawn)}"
    for b in buttons(root):
        command = command_of(b)
        assert command["type"] == "place"
        slot = slot_node(root, seat, command["slot"])
        assert b in list(slot.walk())
        assert b.attrs["aria-label"].startswith(
            f"Place here: the {card_name(drawn)} in {slot_place(command['slot'])}, "
            f"replacing the ")
        assert " ".join(b.text) == "Place here"
    # the other seat sees the card in hand as a back: drawn from the deck, not named
    other = next(p for p in game.players if p != seat)
    _, root = assert_one_button_each(game.detail(other))
    hand = root.find_all(lambda n: "hand" in n.classes())[0]
    c = card_in(hand)
    assert "down" in c.classes() and "data-card" not in c.attrs
    assert c.attrs["aria-label"] == "Card in hand: face-down card (drawn from the deck)"


def test_a_peeked_card_is_known_to_its_owner_only():
    setup = {"boards": {"0": [["peek", "swap"], ["7", "3"], ["9", "diddly"]]}}
    game = Game(setup=setup)
    game.act("0", {"type": "reveal", "slots": [0, 1]})
    table, root = assert_one_button_each(game.detail("0"))
    peeks = [b for b in buttons(root) if command_of(b)["type"] == "peek"]
    assert sorted(command_of(b)["slot"] for b in peeks) == [2, 3, 4, 5]
    for b in peeks:
        assert b in list(slot_node(root, "0", command_of(b)["slot"]).walk())
        assert " ".join(b.text) == "Peek"
    swaps = [c for c in table.commands if c.command["type"] == "swap"]
    assert len(swaps) == 15 and "Swap column 1, top with column 3, bottom" in \
        [c.label for c in swaps]
    (skip,) = [c for c in table.commands if c.command["type"] == "skip_power"]
    assert skip.label == "Skip the Peek and Swap powers"

    game.act("0", {"type": "peek", "slot": 3})
    _, root = render(game.detail("0"))
    c = card_in(slot_node(root, "0", 3))
    assert {"down", "known"} <= c.classes() and c.attrs["data-card"] == "3"
    assert c.attrs["aria-label"] == "Column 2, bottom: face-down card; you peeked: 3"
    for seat in ("1", None):
        _, root = render(game.detail(seat))
        c = card_in(slot_node(root, "0", 3))
        assert "known" not in c.classes() and "data-card" not in c.attrs
        assert c.attrs["aria-label"] == "Column 2, bottom: face-down card"


def test_recycle_is_offered_on_each_discard_card():
    setup = {"boards": {"1": [["recycle", "4"], ["7", "3"], ["9", "diddly"]]},
             "draw": ["5", "6", "8", "2"]}
    game = Game(setup=setup)
    game.act("0", {"type": "reveal", "slots": [0, 1]})
    game.act("1", {"type": "reveal", "slots": [0, 1]})
    # bob (seat 1) starts: left of the dealer
    assert game.to_act() == ["1"]
    game.act("1", {"type": "draw", "source": "deck"})
    game.act("1", {"type": "place", "slot": 2})  # the 7 goes on the discard
    game.act("0", {"type": "draw", "source": "deck"})
    game.act("0", {"type": "place", "slot": 5})
    detail = game.detail("1")
    discard = game.state["discard"]
    assert len(discard) == 3
    table, root = assert_one_button_each(detail)
    recycles = [b for b in buttons(root) if command_of(b)["type"] == "recycle"]
    assert sorted(command_of(b)["index"] for b in recycles) == [0, 1, 2]
    for b in recycles:
        i = command_of(b)["index"]
        assert " ".join(b.text) == "Recycle"
        assert b.attrs["aria-label"] == (
            f"Recycle: take the {card_name(discard[i])} (discard card {i + 1} from the bottom)"
            f" with your Recycle in column 1, top")
        assert in_class(b, "discard-pile")
    rest = root.find_all(lambda n: n.tag == "details" and "discard-rest" in n.classes())
    assert rest and "open" in rest[0].attrs  # the buttons are not hidden in a closed list


def test_read_only_and_watchers_get_no_buttons():
    game = Game()
    game.finish_setup()
    seat = game.to_act()[0]
    _, root = render(game.detail(seat), readonly=True)
    assert buttons(root) and all("disabled" in b.attrs for b in buttons(root))
    table, root = render(game.detail(None))
    assert buttons(root) == [] and table.commands == []
    assert len(root.find_all(lambda n: "diddly-board" in n.classes())) == 2


@pytest.mark.parametrize("columns", [3, 4])
def test_a_whole_game_keeps_one_button_per_command_and_ends_with_the_scores(columns):
    game = Game(seed=3, columns=columns)
    for _ in range(2000):
        if game.state["phase"] == "finished":
            break
        seat = game.to_act()[0]
        detail = game.detail(seat)
        assert_one_button_each(detail)
        face_down = [i for i, up in enumerate(game.state["up"][seat]) if not up]
        game.act(seat, simple_move(game.legal(seat), face_down))
    assert game.state["phase"] == "finished"
    table, root = render(game.detail("0"))
    assert table.data["finished"] and buttons(root) == []
    rows = root.find_all(lambda n: n.tag == "tr")
    assert len(rows) == 1 + 5 + 1  # head, five rounds, totals
    (totals,) = root.find_all(lambda n: n.tag == "tfoot")
    expected = [sum(r[p] for r in game.state["rounds"]) for p in ("0", "1")]
    assert totals.all_text() == "Total " + " ".join(map(str, expected))
    for seat in ("0", "1"):
        for slot in range(columns * 2):
            c = card_in(slot_node(root, seat, slot))
            assert "down" not in c.classes() and c.attrs.get("data-card")


def test_the_history_reads_columns_and_rows_and_keeps_secrets():
    from games.domain.describe import describe
    from games.kinds.diddly.rules import ENGINE
    names = {"0": "alice", "1": "bob"}
    assert describe("diddly", "CardPlaced", {"player": "1", "slot": 3, "card": "7",
                                             "replaced": "peek"}, names) == \
        "bob placed 7 in column 2, bottom, discarding Peek."
    assert describe("diddly", "CardsSwapped", {"player": "0", "a": 0, "b": 5}, names) == \
        "alice swapped column 1, top with column 3, bottom."
    setup = {"boards": {"0": [["peek", "2"], ["7", "3"], ["9", "diddly"]]}}
    game = Game(setup=setup)
    game.act("0", {"type": "reveal", "slots": [0, 1]})
    (peeked,) = [e for e in game.act("0", {"type": "peek", "slot": 3})
                 if e["type"] == "CardPeeked"]
    for seat in ("0", "1", None):  # as each seat's history reads it: no card named
        text = describe("diddly", "CardPeeked", ENGINE.redact(peeked, seat)["data"], names)
        assert text == "alice peeked at the face-down card in column 2, bottom."


def test_the_browser_check_catches_a_table_that_prints_a_hidden_card():
    """tests/web/diddly_browser.check_html_hides, the check the browser tests run on every
    page: it passes the real table and fails a table drawn from the unredacted state."""
    from tests.web.diddly_browser import check_html_hides
    game = Game()
    game.finish_setup()
    seat = game.to_act()[0]
    game.act(seat, {"type": "draw", "source": "deck"})
    other = next(p for p in game.players if p != seat)
    detail = game.detail(other)
    html = engines["django"].from_string(HARNESS).render(
        {"table": present(detail), "detail": detail, "csrf_token": "t"})
    # 4 + 4 backs on the boards and the card in hand...
    assert check_html_hides(html, game.state, other) == 9
    leaky = game.detail(other)  # ...and a view that names seat's face-down cards
    for slot, cell in enumerate(leaky["view"]["boards"][seat]):
        if not cell["up"]:
            cell.update(card=game.state["boards"][seat][slot], known=True)
    html = engines["django"].from_string(HARNESS).render(
        {"table": present(leaky), "detail": leaky, "csrf_token": "t"})
    with pytest.raises(AssertionError):
        check_html_hides(html, game.state, other)
