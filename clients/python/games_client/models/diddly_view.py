from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_view_discard_item import DiddlyViewDiscardItem
from ..models.diddly_view_kind import DiddlyViewKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.diddly_view_boards import DiddlyViewBoards
    from ..models.diddly_view_hand_type_0 import DiddlyViewHandType0
    from ..models.diddly_view_last_round_type_0 import DiddlyViewLastRoundType0
    from ..models.diddly_view_rounds_item import DiddlyViewRoundsItem
    from ..models.diddly_view_scores import DiddlyViewScores
    from ..models.diddly_view_setup import DiddlyViewSetup


T = TypeVar("T", bound="DiddlyView")


@_attrs_define
class DiddlyView:
    """A diddly game as you may see it (docs/rules/diddly.md).

    Attributes:
        kind (DiddlyViewKind):
        your_seat (None | str): your seat, or null when you watch
        to_act (list[str]): the seats that must act now
        scores (DiddlyViewScores): seat -> total score
        round_ (int): the round under way (1 = first)
        phase (str): the game's phase (values per game in docs/rules/)
        deadline (datetime.datetime | None): a deadline the rules set (Didi Dotter's choice deadline), ISO 8601 UTC;
            correspondence clocks are in the game's clock
        players (list[str] | Unset):
        columns (int | Unset):
        rounds_total (int | Unset):
        dealer (str | Unset): a seat id: "0", "1", ... in join order
        first (str | Unset): a seat id: "0", "1", ... in join order
        turn (None | str | Unset): a seat id: "0", "1", ... in join order
        boards (DiddlyViewBoards | Unset): each seat's slots (column * 2 + row); a face-down card is null unless you
            peeked at it (known)
        draw_count (int | Unset):
        discard (list[DiddlyViewDiscardItem] | Unset): the discard pile, bottom first
        hand (DiddlyViewHandType0 | None | Unset): the card in play (drawn), if any
        setup (DiddlyViewSetup | Unset):
        finisher (None | str | Unset): a seat id: "0", "1", ... in join order
        final_turns (list[str] | Unset):
        rounds (list[DiddlyViewRoundsItem] | Unset): each finished round's points per seat
        last_round (DiddlyViewLastRoundType0 | None | Unset):
        winners (list[str] | Unset):
    """

    kind: DiddlyViewKind
    your_seat: None | str
    to_act: list[str]
    scores: DiddlyViewScores
    round_: int
    phase: str
    deadline: datetime.datetime | None
    players: list[str] | Unset = UNSET
    columns: int | Unset = UNSET
    rounds_total: int | Unset = UNSET
    dealer: str | Unset = UNSET
    first: str | Unset = UNSET
    turn: None | str | Unset = UNSET
    boards: DiddlyViewBoards | Unset = UNSET
    draw_count: int | Unset = UNSET
    discard: list[DiddlyViewDiscardItem] | Unset = UNSET
    hand: DiddlyViewHandType0 | None | Unset = UNSET
    setup: DiddlyViewSetup | Unset = UNSET
    finisher: None | str | Unset = UNSET
    final_turns: list[str] | Unset = UNSET
    rounds: list[DiddlyViewRoundsItem] | Unset = UNSET
    last_round: DiddlyViewLastRoundType0 | None | Unset = UNSET
    winners: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.diddly_view_hand_type_0 import DiddlyViewHandType0  # noqa: PLC0415
        from ..models.diddly_view_last_round_type_0 import DiddlyViewLastRoundType0  # noqa: PLC0415

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

        columns = self.columns

        rounds_total = self.rounds_total

        dealer = self.dealer

        first = self.first

        turn: None | str | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        boards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.boards, Unset):
            boards = self.boards.to_dict()

        draw_count = self.draw_count

        discard: list[str] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = []
            for discard_item_data in self.discard:
                discard_item = discard_item_data.value
                discard.append(discard_item)

        hand: dict[str, Any] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, DiddlyViewHandType0):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        setup: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.to_dict()

        finisher: None | str | Unset
        if isinstance(self.finisher, Unset):
            finisher = UNSET
        else:
            finisher = self.finisher

        final_turns: list[str] | Unset = UNSET
        if not isinstance(self.final_turns, Unset):
            final_turns = self.final_turns

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        last_round: dict[str, Any] | None | Unset
        if isinstance(self.last_round, Unset):
            last_round = UNSET
        elif isinstance(self.last_round, DiddlyViewLastRoundType0):
            last_round = self.last_round.to_dict()
        else:
            last_round = self.last_round

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
        if columns is not UNSET:
            field_dict["columns"] = columns
        if rounds_total is not UNSET:
            field_dict["rounds_total"] = rounds_total
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if first is not UNSET:
            field_dict["first"] = first
        if turn is not UNSET:
            field_dict["turn"] = turn
        if boards is not UNSET:
            field_dict["boards"] = boards
        if draw_count is not UNSET:
            field_dict["draw_count"] = draw_count
        if discard is not UNSET:
            field_dict["discard"] = discard
        if hand is not UNSET:
            field_dict["hand"] = hand
        if setup is not UNSET:
            field_dict["setup"] = setup
        if finisher is not UNSET:
            field_dict["finisher"] = finisher
        if final_turns is not UNSET:
            field_dict["final_turns"] = final_turns
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if last_round is not UNSET:
            field_dict["last_round"] = last_round
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_view_boards import DiddlyViewBoards  # noqa: PLC0415
        from ..models.diddly_view_hand_type_0 import DiddlyViewHandType0  # noqa: PLC0415
        from ..models.diddly_view_last_round_type_0 import DiddlyViewLastRoundType0  # noqa: PLC0415
        from ..models.diddly_view_rounds_item import DiddlyViewRoundsItem  # noqa: PLC0415
        from ..models.diddly_view_scores import DiddlyViewScores  # noqa: PLC0415
        from ..models.diddly_view_setup import DiddlyViewSetup  # noqa: PLC0415

        d = dict(src_dict)
        kind = DiddlyViewKind(d.pop("kind"))

        def _parse_your_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        to_act = cast(list[str], d.pop("to_act"))

        scores = DiddlyViewScores.from_dict(d.pop("scores"))

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

        columns = d.pop("columns", UNSET)

        rounds_total = d.pop("rounds_total", UNSET)

        dealer = d.pop("dealer", UNSET)

        first = d.pop("first", UNSET)

        def _parse_turn(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        _boards = d.pop("boards", UNSET)
        boards: DiddlyViewBoards | Unset
        if isinstance(_boards, Unset):
            boards = UNSET
        else:
            boards = DiddlyViewBoards.from_dict(_boards)

        draw_count = d.pop("draw_count", UNSET)

        _discard = d.pop("discard", UNSET)
        discard: list[DiddlyViewDiscardItem] | Unset = UNSET
        if _discard is not UNSET:
            discard = []
            for discard_item_data in _discard:
                discard_item = DiddlyViewDiscardItem(discard_item_data)

                discard.append(discard_item)

        def _parse_hand(data: object) -> DiddlyViewHandType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = DiddlyViewHandType0.from_dict(data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiddlyViewHandType0 | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        _setup = d.pop("setup", UNSET)
        setup: DiddlyViewSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = DiddlyViewSetup.from_dict(_setup)

        def _parse_finisher(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        finisher = _parse_finisher(d.pop("finisher", UNSET))

        final_turns = cast(list[str], d.pop("final_turns", UNSET))

        _rounds = d.pop("rounds", UNSET)
        rounds: list[DiddlyViewRoundsItem] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = DiddlyViewRoundsItem.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        def _parse_last_round(data: object) -> DiddlyViewLastRoundType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_round_type_0 = DiddlyViewLastRoundType0.from_dict(data)

                return last_round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiddlyViewLastRoundType0 | None | Unset, data)

        last_round = _parse_last_round(d.pop("last_round", UNSET))

        winners = cast(list[str], d.pop("winners", UNSET))

        diddly_view = cls(
            kind=kind,
            your_seat=your_seat,
            to_act=to_act,
            scores=scores,
            round_=round_,
            phase=phase,
            deadline=deadline,
            players=players,
            columns=columns,
            rounds_total=rounds_total,
            dealer=dealer,
            first=first,
            turn=turn,
            boards=boards,
            draw_count=draw_count,
            discard=discard,
            hand=hand,
            setup=setup,
            finisher=finisher,
            final_turns=final_turns,
            rounds=rounds,
            last_round=last_round,
            winners=winners,
        )

        diddly_view.additional_properties = d
        return diddly_view

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
