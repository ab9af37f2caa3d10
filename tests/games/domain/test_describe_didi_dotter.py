"""games.domain.describe: Didi Dotter's events read as the hunt (slots counted from 1, birds by
the names the rules suggest, and no half named that the event as served does not carry)."""

from __future__ import annotations

from games.domain.describe import describe

NAMES = {"0": "alice", "1": "bob"}


def test_didi_dotter_reads_as_the_hunt_and_names_no_half_it_was_not_given():
    def say(type_, **data):
        return describe("didi_dotter", type_, data, NAMES)
    assert say("HalfTaken", player="0", slot=4, half="bird3") == \
        "alice took Finch from slot 5 onto their stand."
    # a look or blind join as the others are served it (no half) and as the looker reads it
    assert say("HalfLooked", player="1", slot=0, move_to=7) == \
        "bob looked at slot 1 and moved it to slot 8."
    assert say("HalfLooked", player="1", slot=0, move_to=None, half="fox") == \
        "bob looked at slot 1 (Fox)."
    assert say("EggJoined", player="0", slot=9, egg=2, stand="bird1") == \
        "alice joined the half in slot 10 to their Robin: one more egg in their basket."
    assert say("HalfStolen", player="1", egg=3, half="bird2", stand="bird4", seen_version=9,
               **{"from": "0"}) == "bob stole alice's Wren to join to their Lark."
    assert say("CardsTurned", player="0", reason="right_egg", by="rule",
               down=["bird1", "bird2"], up=[], hidden=False) == \
        "alice turned Robin and Wren face down (right eggs)."
    assert say("CardsTurned", player="0", reason="fox", by="choice", turned_down=1,
               turned_up=0, hidden=True) == \
        "alice turned 1 card face down (the fox egg, by choice)."
    assert say("ChoiceOpened", player="1", choice="wrong_egg", count=2, deadline_ms=1) == \
        "bob chooses 2 cards to turn face up (a wrong egg)."
    assert say("GameEnded", winners=["0"], scores={"0": 11, "1": 2}) == \
        "Didi Dotter is over: alice won with every card face down."
