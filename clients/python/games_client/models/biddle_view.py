from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.biddle_view_kind import BiddleViewKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.biddle_view_bids import BiddleViewBids
    from ..models.biddle_view_card_type_0 import BiddleViewCardType0
    from ..models.biddle_view_options import BiddleViewOptions
    from ..models.biddle_view_results_item import BiddleViewResultsItem
    from ..models.biddle_view_rounds_item import BiddleViewRoundsItem
    from ..models.biddle_view_scores import BiddleViewScores


T = TypeVar("T", bound="BiddleView")


@_attrs_define
class BiddleView:
    """A biddle game as you may see it (docs/rules/biddle.md).

    Attributes:
        kind (BiddleViewKind):
        your_seat (None | str): your seat, or null when you watch
        to_act (list[str]): the seats that must act now
        scores (BiddleViewScores): seat -> total score
        round_ (int): the round under way (1 = first)
        phase (str): the game's phase (values per game in docs/rules/)
        deadline (datetime.datetime | None): a deadline the rules set (Didi Dotter's choice deadline), ISO 8601 UTC;
            correspondence clocks are in the game's clock
        players (list[str] | Unset):
        rounds_total (int | Unset):
        starter (None | str | Unset): a seat id: "0", "1", ... in join order
        turn (None | str | Unset): a seat id: "0", "1", ... in join order
        card (BiddleViewCardType0 | None | Unset): the challenge card of this round
        bids (BiddleViewBids | Unset):
        lowest_bid (int | None | Unset):
        dropped (list[str] | Unset):
        team (list[str] | Unset):
        rolls_bid (int | Unset):
        rolls_used (int | Unset):
        rolls_left (int | None | Unset):
        dice (list[int] | Unset):
        rounds (list[BiddleViewRoundsItem] | Unset): each finished round's points per seat
        results (list[BiddleViewResultsItem] | Unset):
        options (BiddleViewOptions | Unset):
        winners (list[str] | Unset):
    """

    kind: BiddleViewKind
    your_seat: None | str
    to_act: list[str]
    scores: BiddleViewScores
    round_: int
    phase: str
    deadline: datetime.datetime | None
    players: list[str] | Unset = UNSET
    rounds_total: int | Unset = UNSET
    starter: None | str | Unset = UNSET
    turn: None | str | Unset = UNSET
    card: BiddleViewCardType0 | None | Unset = UNSET
    bids: BiddleViewBids | Unset = UNSET
    lowest_bid: int | None | Unset = UNSET
    dropped: list[str] | Unset = UNSET
    team: list[str] | Unset = UNSET
    rolls_bid: int | Unset = UNSET
    rolls_used: int | Unset = UNSET
    rolls_left: int | None | Unset = UNSET
    dice: list[int] | Unset = UNSET
    rounds: list[BiddleViewRoundsItem] | Unset = UNSET
    results: list[BiddleViewResultsItem] | Unset = UNSET
    options: BiddleViewOptions | Unset = UNSET
    winners: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.biddle_view_card_type_0 import BiddleViewCardType0  # noqa: PLC0415

        kind = self.kind.value

        your_seat: None | str
        your_seat = self.your_seat

        to_act = self.to_act

        scores = self.scores.to_dict()

        round_ = self.round_

        phase = self.phase

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        rounds_total = self.rounds_total

        starter: None | str | Unset
        if isinstance(self.starter, Unset):
            starter = UNSET
        else:
            starter = self.starter

        turn: None | str | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        card: dict[str, Any] | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, BiddleViewCardType0):
            card = self.card.to_dict()
        else:
            card = self.card

        bids: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bids, Unset):
            bids = self.bids.to_dict()

        lowest_bid: int | None | Unset
        if isinstance(self.lowest_bid, Unset):
            lowest_bid = UNSET
        else:
            lowest_bid = self.lowest_bid

        dropped: list[str] | Unset = UNSET
        if not isinstance(self.dropped, Unset):
            dropped = self.dropped

        team: list[str] | Unset = UNSET
        if not isinstance(self.team, Unset):
            team = self.team

        rolls_bid = self.rolls_bid

        rolls_used = self.rolls_used

        rolls_left: int | None | Unset
        if isinstance(self.rolls_left, Unset):
            rolls_left = UNSET
        else:
            rolls_left = self.rolls_left

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        results: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = []
            for results_item_data in self.results:
                results_item = results_item_data.to_dict()
                results.append(results_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "your_seat": your_seat,
                "to_act": to_act,
                "scores": scores,
                "round": round_,
                "phase": phase,
                "deadline": deadline,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players
        if rounds_total is not UNSET:
            field_dict["rounds_total"] = rounds_total
        if starter is not UNSET:
            field_dict["starter"] = starter
        if turn is not UNSET:
            field_dict["turn"] = turn
        if card is not UNSET:
            field_dict["card"] = card
        if bids is not UNSET:
            field_dict["bids"] = bids
        if lowest_bid is not UNSET:
            field_dict["lowest_bid"] = lowest_bid
        if dropped is not UNSET:
            field_dict["dropped"] = dropped
        if team is not UNSET:
            field_dict["team"] = team
        if rolls_bid is not UNSET:
            field_dict["rolls_bid"] = rolls_bid
        if rolls_used is not UNSET:
            field_dict["rolls_used"] = rolls_used
        if rolls_left is not UNSET:
            field_dict["rolls_left"] = rolls_left
        if dice is not UNSET:
            field_dict["dice"] = dice
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if results is not UNSET:
            field_dict["results"] = results
        if options is not UNSET:
            field_dict["options"] = options
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_view_bids import BiddleViewBids  # noqa: PLC0415
        from ..models.biddle_view_card_type_0 import BiddleViewCardType0  # noqa: PLC0415
        from ..models.biddle_view_options import BiddleViewOptions  # noqa: PLC0415
        from ..models.biddle_view_results_item import BiddleViewResultsItem  # noqa: PLC0415
        from ..models.biddle_view_rounds_item import BiddleViewRoundsItem  # noqa: PLC0415
        from ..models.biddle_view_scores import BiddleViewScores  # noqa: PLC0415

        d = dict(src_dict)
        kind = BiddleViewKind(d.pop("kind"))

        def _parse_your_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        to_act = cast(list[str], d.pop("to_act"))

        scores = BiddleViewScores.from_dict(d.pop("scores"))

        round_ = d.pop("round")

        phase = d.pop("phase")

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        players = cast(list[str], d.pop("players", UNSET))

        rounds_total = d.pop("rounds_total", UNSET)

        def _parse_starter(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        starter = _parse_starter(d.pop("starter", UNSET))

        def _parse_turn(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        def _parse_card(data: object) -> BiddleViewCardType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = BiddleViewCardType0.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiddleViewCardType0 | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        _bids = d.pop("bids", UNSET)
        bids: BiddleViewBids | Unset
        if isinstance(_bids, Unset):
            bids = UNSET
        else:
            bids = BiddleViewBids.from_dict(_bids)

        def _parse_lowest_bid(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lowest_bid = _parse_lowest_bid(d.pop("lowest_bid", UNSET))

        dropped = cast(list[str], d.pop("dropped", UNSET))

        team = cast(list[str], d.pop("team", UNSET))

        rolls_bid = d.pop("rolls_bid", UNSET)

        rolls_used = d.pop("rolls_used", UNSET)

        def _parse_rolls_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rolls_left = _parse_rolls_left(d.pop("rolls_left", UNSET))

        dice = cast(list[int], d.pop("dice", UNSET))

        _rounds = d.pop("rounds", UNSET)
        rounds: list[BiddleViewRoundsItem] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = BiddleViewRoundsItem.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        _results = d.pop("results", UNSET)
        results: list[BiddleViewResultsItem] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = BiddleViewResultsItem.from_dict(results_item_data)

                results.append(results_item)

        _options = d.pop("options", UNSET)
        options: BiddleViewOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = BiddleViewOptions.from_dict(_options)

        winners = cast(list[str], d.pop("winners", UNSET))

        biddle_view = cls(
            kind=kind,
            your_seat=your_seat,
            to_act=to_act,
            scores=scores,
            round_=round_,
            phase=phase,
            deadline=deadline,
            players=players,
            rounds_total=rounds_total,
            starter=starter,
            turn=turn,
            card=card,
            bids=bids,
            lowest_bid=lowest_bid,
            dropped=dropped,
            team=team,
            rolls_bid=rolls_bid,
            rolls_used=rolls_used,
            rolls_left=rolls_left,
            dice=dice,
            rounds=rounds,
            results=results,
            options=options,
            winners=winners,
        )

        biddle_view.additional_properties = d
        return biddle_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
