from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_view_kind import DidiDotterViewKind
from ..models.didi_dotter_view_table_item_type_1 import DidiDotterViewTableItemType1
from ..models.didi_dotter_view_table_item_type_2_type_1 import DidiDotterViewTableItemType2Type1
from ..models.didi_dotter_view_table_item_type_3_type_1 import DidiDotterViewTableItemType3Type1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.didi_dotter_view_baskets import DidiDotterViewBaskets
    from ..models.didi_dotter_view_cards import DidiDotterViewCards
    from ..models.didi_dotter_view_last_action_ms import DidiDotterViewLastActionMs
    from ..models.didi_dotter_view_pending import DidiDotterViewPending
    from ..models.didi_dotter_view_rounds_item import DidiDotterViewRoundsItem
    from ..models.didi_dotter_view_scores import DidiDotterViewScores
    from ..models.didi_dotter_view_stands import DidiDotterViewStands


T = TypeVar("T", bound="DidiDotterView")


@_attrs_define
class DidiDotterView:
    """A didi_dotter game as you may see it (docs/rules/didi_dotter.md).

    Attributes:
        kind (DidiDotterViewKind):
        your_seat (None | str): your seat, or null when you watch
        to_act (list[str]): the seats that must act now
        scores (DidiDotterViewScores): seat -> total score
        round_ (int): the round under way (1 = first)
        phase (str): the game's phase (values per game in docs/rules/)
        deadline (datetime.datetime | None): a deadline the rules set (Didi Dotter's choice deadline), ISO 8601 UTC;
            correspondence clocks are in the game's clock
        players (list[str] | Unset):
        version (int | Unset):
        table (list[DidiDotterViewTableItemType1 | DidiDotterViewTableItemType2Type1 | DidiDotterViewTableItemType3Type1
            | None] | Unset): 24 slots: null empty, "?" a face-down half you do not know
        stands (DidiDotterViewStands | Unset):
        baskets (DidiDotterViewBaskets | Unset):
        cards (DidiDotterViewCards | Unset):
        pending (DidiDotterViewPending | Unset):
        min_action_ms (int | Unset):
        last_action_ms (DidiDotterViewLastActionMs | Unset):
        rounds (list[DidiDotterViewRoundsItem] | Unset): each finished round's points per seat
        winners (list[str] | Unset):
    """

    kind: DidiDotterViewKind
    your_seat: None | str
    to_act: list[str]
    scores: DidiDotterViewScores
    round_: int
    phase: str
    deadline: datetime.datetime | None
    players: list[str] | Unset = UNSET
    version: int | Unset = UNSET
    table: (
        list[
            DidiDotterViewTableItemType1 | DidiDotterViewTableItemType2Type1 | DidiDotterViewTableItemType3Type1 | None
        ]
        | Unset
    ) = UNSET
    stands: DidiDotterViewStands | Unset = UNSET
    baskets: DidiDotterViewBaskets | Unset = UNSET
    cards: DidiDotterViewCards | Unset = UNSET
    pending: DidiDotterViewPending | Unset = UNSET
    min_action_ms: int | Unset = UNSET
    last_action_ms: DidiDotterViewLastActionMs | Unset = UNSET
    rounds: list[DidiDotterViewRoundsItem] | Unset = UNSET
    winners: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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

        version = self.version

        table: list[None | str] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item: None | str
                if isinstance(table_item_data, DidiDotterViewTableItemType1):
                    table_item = table_item_data.value
                elif isinstance(table_item_data, DidiDotterViewTableItemType2Type1):
                    table_item = table_item_data.value
                elif isinstance(table_item_data, DidiDotterViewTableItemType3Type1):
                    table_item = table_item_data.value
                else:
                    table_item = table_item_data
                table.append(table_item)

        stands: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stands, Unset):
            stands = self.stands.to_dict()

        baskets: dict[str, Any] | Unset = UNSET
        if not isinstance(self.baskets, Unset):
            baskets = self.baskets.to_dict()

        cards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards.to_dict()

        pending: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pending, Unset):
            pending = self.pending.to_dict()

        min_action_ms = self.min_action_ms

        last_action_ms: dict[str, Any] | Unset = UNSET
        if not isinstance(self.last_action_ms, Unset):
            last_action_ms = self.last_action_ms.to_dict()

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

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
        if version is not UNSET:
            field_dict["version"] = version
        if table is not UNSET:
            field_dict["table"] = table
        if stands is not UNSET:
            field_dict["stands"] = stands
        if baskets is not UNSET:
            field_dict["baskets"] = baskets
        if cards is not UNSET:
            field_dict["cards"] = cards
        if pending is not UNSET:
            field_dict["pending"] = pending
        if min_action_ms is not UNSET:
            field_dict["min_action_ms"] = min_action_ms
        if last_action_ms is not UNSET:
            field_dict["last_action_ms"] = last_action_ms
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.didi_dotter_view_baskets import DidiDotterViewBaskets  # noqa: PLC0415
        from ..models.didi_dotter_view_cards import DidiDotterViewCards  # noqa: PLC0415
        from ..models.didi_dotter_view_last_action_ms import DidiDotterViewLastActionMs  # noqa: PLC0415
        from ..models.didi_dotter_view_pending import DidiDotterViewPending  # noqa: PLC0415
        from ..models.didi_dotter_view_rounds_item import DidiDotterViewRoundsItem  # noqa: PLC0415
        from ..models.didi_dotter_view_scores import DidiDotterViewScores  # noqa: PLC0415
        from ..models.didi_dotter_view_stands import DidiDotterViewStands  # noqa: PLC0415

        d = dict(src_dict)
        kind = DidiDotterViewKind(d.pop("kind"))

        def _parse_your_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        to_act = cast(list[str], d.pop("to_act"))

        scores = DidiDotterViewScores.from_dict(d.pop("scores"))

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

        version = d.pop("version", UNSET)

        _table = d.pop("table", UNSET)
        table: (
            list[
                DidiDotterViewTableItemType1
                | DidiDotterViewTableItemType2Type1
                | DidiDotterViewTableItemType3Type1
                | None
            ]
            | Unset
        ) = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:

                def _parse_table_item(
                    data: object,
                ) -> (
                    DidiDotterViewTableItemType1
                    | DidiDotterViewTableItemType2Type1
                    | DidiDotterViewTableItemType3Type1
                    | None
                ):
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        table_item_type_1 = DidiDotterViewTableItemType1(data)

                        return table_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        table_item_type_2_type_1 = DidiDotterViewTableItemType2Type1(data)

                        return table_item_type_2_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        table_item_type_3_type_1 = DidiDotterViewTableItemType3Type1(data)

                        return table_item_type_3_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(
                        DidiDotterViewTableItemType1
                        | DidiDotterViewTableItemType2Type1
                        | DidiDotterViewTableItemType3Type1
                        | None,
                        data,
                    )

                table_item = _parse_table_item(table_item_data)

                table.append(table_item)

        _stands = d.pop("stands", UNSET)
        stands: DidiDotterViewStands | Unset
        if isinstance(_stands, Unset):
            stands = UNSET
        else:
            stands = DidiDotterViewStands.from_dict(_stands)

        _baskets = d.pop("baskets", UNSET)
        baskets: DidiDotterViewBaskets | Unset
        if isinstance(_baskets, Unset):
            baskets = UNSET
        else:
            baskets = DidiDotterViewBaskets.from_dict(_baskets)

        _cards = d.pop("cards", UNSET)
        cards: DidiDotterViewCards | Unset
        if isinstance(_cards, Unset):
            cards = UNSET
        else:
            cards = DidiDotterViewCards.from_dict(_cards)

        _pending = d.pop("pending", UNSET)
        pending: DidiDotterViewPending | Unset
        if isinstance(_pending, Unset):
            pending = UNSET
        else:
            pending = DidiDotterViewPending.from_dict(_pending)

        min_action_ms = d.pop("min_action_ms", UNSET)

        _last_action_ms = d.pop("last_action_ms", UNSET)
        last_action_ms: DidiDotterViewLastActionMs | Unset
        if isinstance(_last_action_ms, Unset):
            last_action_ms = UNSET
        else:
            last_action_ms = DidiDotterViewLastActionMs.from_dict(_last_action_ms)

        _rounds = d.pop("rounds", UNSET)
        rounds: list[DidiDotterViewRoundsItem] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = DidiDotterViewRoundsItem.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        winners = cast(list[str], d.pop("winners", UNSET))

        didi_dotter_view = cls(
            kind=kind,
            your_seat=your_seat,
            to_act=to_act,
            scores=scores,
            round_=round_,
            phase=phase,
            deadline=deadline,
            players=players,
            version=version,
            table=table,
            stands=stands,
            baskets=baskets,
            cards=cards,
            pending=pending,
            min_action_ms=min_action_ms,
            last_action_ms=last_action_ms,
            rounds=rounds,
            winners=winners,
        )

        didi_dotter_view.additional_properties = d
        return didi_dotter_view

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
