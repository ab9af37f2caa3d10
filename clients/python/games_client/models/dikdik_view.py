from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_view_hand_type_0_item import DikdikViewHandType0Item
from ..models.dikdik_view_kind import DikdikViewKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dikdik_view_asks_item import DikdikViewAsksItem
    from ..models.dikdik_view_hand_sizes import DikdikViewHandSizes
    from ..models.dikdik_view_pairs import DikdikViewPairs
    from ..models.dikdik_view_roulette_type_0 import DikdikViewRouletteType0
    from ..models.dikdik_view_scores import DikdikViewScores


T = TypeVar("T", bound="DikdikView")


@_attrs_define
class DikdikView:
    """A dikdik game as you may see it (docs/rules/dikdik.md).

    Attributes:
        kind (DikdikViewKind):
        your_seat (None | str): your seat, or null when you watch
        to_act (list[str]): the seats that must act now
        scores (DikdikViewScores): seat -> total score
        round_ (int): the round under way (1 = first)
        phase (str): the game's phase (values per game in docs/rules/)
        deadline (datetime.datetime | None): a deadline the rules set (Didi Dotter's choice deadline), ISO 8601 UTC;
            correspondence clocks are in the game's clock
        players (list[str] | Unset):
        turn (None | str | Unset): a seat id: "0", "1", ... in join order
        turns (int | Unset):
        cards (int | Unset):
        hand (list[DikdikViewHandType0Item] | None | Unset): your hand (null when you watch)
        hand_sizes (DikdikViewHandSizes | Unset):
        pairs (DikdikViewPairs | Unset):
        out (list[str] | Unset):
        asks (list[DikdikViewAsksItem] | Unset):
        roulette (DikdikViewRouletteType0 | None | Unset):
        loser (None | str | Unset): a seat id: "0", "1", ... in join order
        winners (list[str] | Unset):
        ending (None | str | Unset):
    """

    kind: DikdikViewKind
    your_seat: None | str
    to_act: list[str]
    scores: DikdikViewScores
    round_: int
    phase: str
    deadline: datetime.datetime | None
    players: list[str] | Unset = UNSET
    turn: None | str | Unset = UNSET
    turns: int | Unset = UNSET
    cards: int | Unset = UNSET
    hand: list[DikdikViewHandType0Item] | None | Unset = UNSET
    hand_sizes: DikdikViewHandSizes | Unset = UNSET
    pairs: DikdikViewPairs | Unset = UNSET
    out: list[str] | Unset = UNSET
    asks: list[DikdikViewAsksItem] | Unset = UNSET
    roulette: DikdikViewRouletteType0 | None | Unset = UNSET
    loser: None | str | Unset = UNSET
    winners: list[str] | Unset = UNSET
    ending: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dikdik_view_roulette_type_0 import DikdikViewRouletteType0  # noqa: PLC0415

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

        turn: None | str | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        turns = self.turns

        cards = self.cards

        hand: list[str] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.value
                hand.append(hand_type_0_item)

        else:
            hand = self.hand

        hand_sizes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hand_sizes, Unset):
            hand_sizes = self.hand_sizes.to_dict()

        pairs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pairs, Unset):
            pairs = self.pairs.to_dict()

        out: list[str] | Unset = UNSET
        if not isinstance(self.out, Unset):
            out = self.out

        asks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.asks, Unset):
            asks = []
            for asks_item_data in self.asks:
                asks_item = asks_item_data.to_dict()
                asks.append(asks_item)

        roulette: dict[str, Any] | None | Unset
        if isinstance(self.roulette, Unset):
            roulette = UNSET
        elif isinstance(self.roulette, DikdikViewRouletteType0):
            roulette = self.roulette.to_dict()
        else:
            roulette = self.roulette

        loser: None | str | Unset
        if isinstance(self.loser, Unset):
            loser = UNSET
        else:
            loser = self.loser

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        ending: None | str | Unset
        if isinstance(self.ending, Unset):
            ending = UNSET
        else:
            ending = self.ending

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
        if turn is not UNSET:
            field_dict["turn"] = turn
        if turns is not UNSET:
            field_dict["turns"] = turns
        if cards is not UNSET:
            field_dict["cards"] = cards
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_sizes is not UNSET:
            field_dict["hand_sizes"] = hand_sizes
        if pairs is not UNSET:
            field_dict["pairs"] = pairs
        if out is not UNSET:
            field_dict["out"] = out
        if asks is not UNSET:
            field_dict["asks"] = asks
        if roulette is not UNSET:
            field_dict["roulette"] = roulette
        if loser is not UNSET:
            field_dict["loser"] = loser
        if winners is not UNSET:
            field_dict["winners"] = winners
        if ending is not UNSET:
            field_dict["ending"] = ending

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dikdik_view_asks_item import DikdikViewAsksItem  # noqa: PLC0415
        from ..models.dikdik_view_hand_sizes import DikdikViewHandSizes  # noqa: PLC0415
        from ..models.dikdik_view_pairs import DikdikViewPairs  # noqa: PLC0415
        from ..models.dikdik_view_roulette_type_0 import DikdikViewRouletteType0  # noqa: PLC0415
        from ..models.dikdik_view_scores import DikdikViewScores  # noqa: PLC0415

        d = dict(src_dict)
        kind = DikdikViewKind(d.pop("kind"))

        def _parse_your_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        to_act = cast(list[str], d.pop("to_act"))

        scores = DikdikViewScores.from_dict(d.pop("scores"))

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

        def _parse_turn(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        turns = d.pop("turns", UNSET)

        cards = d.pop("cards", UNSET)

        def _parse_hand(data: object) -> list[DikdikViewHandType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in _hand_type_0:
                    hand_type_0_item = DikdikViewHandType0Item(hand_type_0_item_data)

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[DikdikViewHandType0Item] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        _hand_sizes = d.pop("hand_sizes", UNSET)
        hand_sizes: DikdikViewHandSizes | Unset
        if isinstance(_hand_sizes, Unset):
            hand_sizes = UNSET
        else:
            hand_sizes = DikdikViewHandSizes.from_dict(_hand_sizes)

        _pairs = d.pop("pairs", UNSET)
        pairs: DikdikViewPairs | Unset
        if isinstance(_pairs, Unset):
            pairs = UNSET
        else:
            pairs = DikdikViewPairs.from_dict(_pairs)

        out = cast(list[str], d.pop("out", UNSET))

        _asks = d.pop("asks", UNSET)
        asks: list[DikdikViewAsksItem] | Unset = UNSET
        if _asks is not UNSET:
            asks = []
            for asks_item_data in _asks:
                asks_item = DikdikViewAsksItem.from_dict(asks_item_data)

                asks.append(asks_item)

        def _parse_roulette(data: object) -> DikdikViewRouletteType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roulette_type_0 = DikdikViewRouletteType0.from_dict(data)

                return roulette_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DikdikViewRouletteType0 | None | Unset, data)

        roulette = _parse_roulette(d.pop("roulette", UNSET))

        def _parse_loser(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        loser = _parse_loser(d.pop("loser", UNSET))

        winners = cast(list[str], d.pop("winners", UNSET))

        def _parse_ending(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ending = _parse_ending(d.pop("ending", UNSET))

        dikdik_view = cls(
            kind=kind,
            your_seat=your_seat,
            to_act=to_act,
            scores=scores,
            round_=round_,
            phase=phase,
            deadline=deadline,
            players=players,
            turn=turn,
            turns=turns,
            cards=cards,
            hand=hand,
            hand_sizes=hand_sizes,
            pairs=pairs,
            out=out,
            asks=asks,
            roulette=roulette,
            loser=loser,
            winners=winners,
            ending=ending,
        )

        dikdik_view.additional_properties = d
        return dikdik_view

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
