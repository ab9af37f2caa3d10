"""What a Dik Dik seat's feed says about the other hands (``Feed``): the cards each holds and
lacks, as chances, and where the DIK DIK is. Read by the ``strong`` bot (``bots``)
for its determinizations and the asks it knows will be granted.

Pure Python: no Django import.
"""

from __future__ import annotations

from games.bots.base import Observation

from ..rules import DIK_DIK

# the share of a player's odds of holding the DIK DIK that stays when they pass an unseen card
# (a player who passes and holds it nearly always passes it)
STAY = 0.05


def _private(d: dict, me: str) -> dict:
    """The part of an event's data that only seat ``me`` sees (empty if none)."""
    return (d.get("private") or {}).get(me, {})


class Feed:
    """What this seat's feed says about the other hands now, read event by event: the hand
    sizes, where the DIK DIK is (``odds``: weights per seat), the cards each hand holds
    (``held``: card -> the chance it is still there) and the species each hand lacks
    (``lacks``: species -> the chance it still does).

    A refused ask proves the asker holds the species and the target lacks it; a card this seat
    passed is held by its receiver. An unseen pass moves one card: the DIK DIK if the giver
    holds it (a holder passes it on), else any card of the giver's hand. So each card known in
    the giver's hand left with the chance ``(1 - giver's DIK DIK odds) / hand size`` — and went
    to the receiver — and a species the receiver lacked may have come with it. At a table of
    ``basic`` bots the DIK DIK travels with the turn (refused, its holder passes it to the next
    player), so most unseen passes are the DIK DIK and what was proven stays proven. An unseen
    pass that makes a pair at once (``PairsLaid`` via a pass) shows its card: nothing else left
    the giver, and the giver very likely does not hold the DIK DIK."""

    def __init__(self, obs: Observation):
        self.me = obs.seat
        players = obs.view["players"]
        self.sizes: dict[str, int] = {p: 0 for p in players}
        self.held: dict[str, dict[str, float]] = {p: {} for p in players}
        self.lacks: dict[str, dict[str, float]] = {p: {} for p in players}
        self.odds: dict[str, float] = {}
        self.last_pass: dict | None = None
        unseen: dict | None = None  # an unseen pass, read with the event after it
        for e in obs.feed:
            if unseen is not None:
                d = e["data"]
                shown = (e["type"] == "PairsLaid" and d.get("via") == "pass"
                         and d["player"] == unseen["to"])
                self._unseen_pass(unseen, d["cards"][0] if shown else None)
                unseen = None
            if e["type"] == "CardPassed" and self._card(e["data"]) is None:
                self.last_pass = unseen = e["data"]
                continue
            handler = getattr(self, "_" + e["type"], None)
            if handler is not None:
                handler(e["data"])
        if unseen is not None:
            self._unseen_pass(unseen, None)
        self.held[self.me], self.lacks[self.me] = {}, {}  # the view shows this hand

    def _card(self, d: dict) -> str | None:
        """The card of a pass, if this seat saw it."""
        return _private(d, self.me).get("card")

    def _CardsDealt(self, d: dict) -> None:
        me = self.me
        self.sizes.update(d["sizes"])
        hand = _private(d, me).get("hand") or []
        if DIK_DIK in hand:
            self.odds = {p: float(p == me) for p in d["players"]}
        else:
            self.odds = {p: float(n) if p != me else 0.0 for p, n in d["sizes"].items()}

    def _PairsLaid(self, d: dict) -> None:
        self.sizes[d["player"]] -= 2 * len(d["cards"])
        for card in d["cards"]:
            self.held[d["player"]].pop(card, None)

    def _CardAsked(self, d: dict) -> None:
        asker, target, card = d["player"], d["target"], d["card"]
        self.lacks[target][card] = 1.0  # given: it no longer does; refused: it never did
        self.held[target].pop(card, None)
        if d["given"]:
            self.sizes[target] -= 1
            self.sizes[asker] += 1
        else:
            self.held[asker][card] = 1.0

    def _CardPassed(self, d: dict) -> None:
        """A pass this seat saw (gave or received)."""
        giver, to, card = d["player"], d["to"], self._card(d)
        assert card is not None  # an unseen pass goes to ``_unseen_pass``
        self.last_pass = d
        self.sizes[giver] -= 1
        self.sizes[to] += 1
        if giver == self.me:
            if card != DIK_DIK:  # where the DIK DIK is, is ``odds``'s to say
                self.held[to][card] = 1.0
            self.lacks[to].pop(card, None)
        else:
            self.held[giver].pop(card, None)
        self.odds = odds_after_pass(self.odds, d, self.me)

    def _unseen_pass(self, d: dict, shown: str | None) -> None:
        """A pass between two other seats; ``shown``: its card, when it made a pair."""
        giver, to = d["player"], d["to"]
        hand = max(1, self.sizes[giver])
        self.sizes[giver] -= 1
        self.sizes[to] += 1
        if shown is not None:
            # the card was ``shown``, not the DIK DIK: it did not move, and a giver holding it
            # would have passed it
            self.held[giver].pop(shown, None)
            self.odds = {**self.odds, giver: self.odds.get(giver, 0.0) * STAY}
            return
        total = sum(self.odds.values())
        dik_dik = self.odds.get(giver, 0.0) / total if total > 0 else 0.0
        leaves = (1 - dik_dik) / hand  # the chance that a given card of the giver's left
        others = max(1, sum(n for p, n in self.sizes.items() if p != self.me))
        for card, chance in list(self.held[giver].items()):
            moved = chance * leaves
            self.held[giver][card] = chance - moved
            self.held[to][card] = min(1.0, self.held[to].get(card, 0.0) + moved)
        for card, chance in list(self.lacks[to].items()):
            # it came only if the giver had it: known, or by its share of the unseen cards
            had = self.held[giver].get(card, hand / others)
            self.lacks[to][card] = chance * (1 - leaves * had)
        self.odds = odds_after_pass(self.odds, d, self.me)

    def _PlayerOut(self, d: dict) -> None:
        self.held[d["player"]] = {}
        if d.get("reason") == "only_dik_dik" and self.last_pass is not None:
            self.odds = {p: float(p == self.last_pass["to"]) for p in self.odds}
        else:
            self.odds[d["player"]] = 0.0

    def _RouletteDrawn(self, d: dict) -> None:
        self.held[d["holder"]].pop(d["card"], None)
        if d["card"] == DIK_DIK:
            self.odds = {p: float(p == d["player"]) for p in self.odds}


def dik_dik_odds(obs: Observation) -> dict[str, float]:
    """Where the DIK DIK is, as weights per seat, from the feed: dealt anywhere (by hand size)
    unless this seat holds it; known where this seat passed it or from whom it came; and since
    a player who must pass nearly always passes the DIK DIK if they hold it, an unseen pass
    carries the giver's share to the receiver (all but ``STAY``), and a player who passes this
    seat another card is very likely not holding it."""
    return Feed(obs).odds


def odds_after_pass(odds: dict[str, float], d: dict, me: str) -> dict[str, float]:
    """The DIK DIK's odds after the pass ``d``, as seat ``me`` saw it (see ``dik_dik_odds``)."""
    giver, to = d["player"], d["to"]
    card = _private(d, me).get("card")
    if card == DIK_DIK:
        return {p: float(p == to) for p in odds}
    odds = dict(odds)
    if card is not None:  # this seat saw the card: the DIK DIK did not move
        if to == me:  # and the giver would have passed it: very likely not holding it
            odds[giver] = odds.get(giver, 0.0) * STAY
        return odds
    moved = odds.get(giver, 0.0) * (1 - STAY)
    odds[giver] = odds.get(giver, 0.0) - moved
    odds[to] = odds.get(to, 0.0) + moved
    return odds
