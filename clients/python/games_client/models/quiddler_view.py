from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quiddler_view_discard_item import QuiddlerViewDiscardItem
from ..models.quiddler_view_discard_top_type_1 import QuiddlerViewDiscardTopType1
from ..models.quiddler_view_discard_top_type_2_type_1 import QuiddlerViewDiscardTopType2Type1
from ..models.quiddler_view_discard_top_type_3_type_1 import QuiddlerViewDiscardTopType3Type1
from ..models.quiddler_view_hand_item import QuiddlerViewHandItem
from ..models.quiddler_view_kind import QuiddlerViewKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quiddler_view_dictionary import QuiddlerViewDictionary
    from ..models.quiddler_view_hand_sizes import QuiddlerViewHandSizes
    from ..models.quiddler_view_laid import QuiddlerViewLaid
    from ..models.quiddler_view_last_round_type_0 import QuiddlerViewLastRoundType0
    from ..models.quiddler_view_rounds_item import QuiddlerViewRoundsItem
    from ..models.quiddler_view_scores import QuiddlerViewScores


T = TypeVar("T", bound="QuiddlerView")


@_attrs_define
class QuiddlerView:
    """A quiddler game as you may see it (docs/rules/quiddler.md).

    Attributes:
        kind (QuiddlerViewKind):
        your_seat (None | str): your seat, or null when you watch
        to_act (list[str]): the seats that must act now
        scores (QuiddlerViewScores): seat -> total score
        round_ (int): the round under way (1 = first)
        phase (str): the game's phase (values per game in docs/rules/)
        deadline (datetime.datetime | None): a deadline the rules set (Didi Dotter's choice deadline), ISO 8601 UTC;
            correspondence clocks are in the game's clock
        players (list[str] | Unset):
        rounds_total (int | Unset):
        dealer (str | Unset): a seat id: "0", "1", ... in join order
        turn (None | str | Unset): a seat id: "0", "1", ... in join order
        drawn (bool | Unset):
        hand_sizes (QuiddlerViewHandSizes | Unset):
        deck_size (int | Unset):
        discard (list[QuiddlerViewDiscardItem] | Unset):
        discard_top (None | QuiddlerViewDiscardTopType1 | QuiddlerViewDiscardTopType2Type1 |
            QuiddlerViewDiscardTopType3Type1 | Unset): a card name, lower case
        went_out (None | str | Unset): a seat id: "0", "1", ... in join order
        final_turns_left (list[str] | Unset):
        laid (QuiddlerViewLaid | Unset): words laid down this round
        rounds (list[QuiddlerViewRoundsItem] | Unset):
        last_round (None | QuiddlerViewLastRoundType0 | Unset):
        winners (list[str] | Unset):
        dictionary (QuiddlerViewDictionary | Unset):
        hints (bool | Unset):
        hand (list[QuiddlerViewHandItem] | Unset): your hand (players only)
    """

    kind: QuiddlerViewKind
    your_seat: None | str
    to_act: list[str]
    scores: QuiddlerViewScores
    round_: int
    phase: str
    deadline: datetime.datetime | None
    players: list[str] | Unset = UNSET
    rounds_total: int | Unset = UNSET
    dealer: str | Unset = UNSET
    turn: None | str | Unset = UNSET
    drawn: bool | Unset = UNSET
    hand_sizes: QuiddlerViewHandSizes | Unset = UNSET
    deck_size: int | Unset = UNSET
    discard: list[QuiddlerViewDiscardItem] | Unset = UNSET
    discard_top: (
        None | QuiddlerViewDiscardTopType1 | QuiddlerViewDiscardTopType2Type1 | QuiddlerViewDiscardTopType3Type1 | Unset
    ) = UNSET
    went_out: None | str | Unset = UNSET
    final_turns_left: list[str] | Unset = UNSET
    laid: QuiddlerViewLaid | Unset = UNSET
    rounds: list[QuiddlerViewRoundsItem] | Unset = UNSET
    last_round: None | QuiddlerViewLastRoundType0 | Unset = UNSET
    winners: list[str] | Unset = UNSET
    dictionary: QuiddlerViewDictionary | Unset = UNSET
    hints: bool | Unset = UNSET
    hand: list[QuiddlerViewHandItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.quiddler_view_last_round_type_0 import QuiddlerViewLastRoundType0  # noqa: PLC0415

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

        dealer = self.dealer

        turn: None | str | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        drawn = self.drawn

        hand_sizes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hand_sizes, Unset):
            hand_sizes = self.hand_sizes.to_dict()

        deck_size = self.deck_size

        discard: list[str] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = []
            for discard_item_data in self.discard:
                discard_item = discard_item_data.value
                discard.append(discard_item)

        discard_top: None | str | Unset
        if isinstance(self.discard_top, Unset):
            discard_top = UNSET
        elif isinstance(self.discard_top, QuiddlerViewDiscardTopType1):
            discard_top = self.discard_top.value
        elif isinstance(self.discard_top, QuiddlerViewDiscardTopType2Type1):
            discard_top = self.discard_top.value
        elif isinstance(self.discard_top, QuiddlerViewDiscardTopType3Type1):
            discard_top = self.discard_top.value
        else:
            discard_top = self.discard_top

        went_out: None | str | Unset
        if isinstance(self.went_out, Unset):
            went_out = UNSET
        else:
            went_out = self.went_out

        final_turns_left: list[str] | Unset = UNSET
        if not isinstance(self.final_turns_left, Unset):
            final_turns_left = self.final_turns_left

        laid: dict[str, Any] | Unset = UNSET
        if not isinstance(self.laid, Unset):
            laid = self.laid.to_dict()

        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        last_round: dict[str, Any] | None | Unset
        if isinstance(self.last_round, Unset):
            last_round = UNSET
        elif isinstance(self.last_round, QuiddlerViewLastRoundType0):
            last_round = self.last_round.to_dict()
        else:
            last_round = self.last_round

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        dictionary: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dictionary, Unset):
            dictionary = self.dictionary.to_dict()

        hints = self.hints

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = []
            for hand_item_data in self.hand:
                hand_item = hand_item_data.value
                hand.append(hand_item)

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
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if turn is not UNSET:
            field_dict["turn"] = turn
        if drawn is not UNSET:
            field_dict["drawn"] = drawn
        if hand_sizes is not UNSET:
            field_dict["hand_sizes"] = hand_sizes
        if deck_size is not UNSET:
            field_dict["deck_size"] = deck_size
        if discard is not UNSET:
            field_dict["discard"] = discard
        if discard_top is not UNSET:
            field_dict["discard_top"] = discard_top
        if went_out is not UNSET:
            field_dict["went_out"] = went_out
        if final_turns_left is not UNSET:
            field_dict["final_turns_left"] = final_turns_left
        if laid is not UNSET:
            field_dict["laid"] = laid
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if last_round is not UNSET:
            field_dict["last_round"] = last_round
        if winners is not UNSET:
            field_dict["winners"] = winners
        if dictionary is not UNSET:
            field_dict["dictionary"] = dictionary
        if hints is not UNSET:
            field_dict["hints"] = hints
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quiddler_view_dictionary import QuiddlerViewDictionary  # noqa: PLC0415
        from ..models.quiddler_view_hand_sizes import QuiddlerViewHandSizes  # noqa: PLC0415
        from ..models.quiddler_view_laid import QuiddlerViewLaid  # noqa: PLC0415
        from ..models.quiddler_view_last_round_type_0 import QuiddlerViewLastRoundType0  # noqa: PLC0415
        from ..models.quiddler_view_rounds_item import QuiddlerViewRoundsItem  # noqa: PLC0415
        from ..models.quiddler_view_scores import QuiddlerViewScores  # noqa: PLC0415

        d = dict(src_dict)
        kind = QuiddlerViewKind(d.pop("kind"))

        def _parse_your_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        to_act = cast(list[str], d.pop("to_act"))

        scores = QuiddlerViewScores.from_dict(d.pop("scores"))

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

        dealer = d.pop("dealer", UNSET)

        def _parse_turn(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        drawn = d.pop("drawn", UNSET)

        _hand_sizes = d.pop("hand_sizes", UNSET)
        hand_sizes: QuiddlerViewHandSizes | Unset
        if isinstance(_hand_sizes, Unset):
            hand_sizes = UNSET
        else:
            hand_sizes = QuiddlerViewHandSizes.from_dict(_hand_sizes)

        deck_size = d.pop("deck_size", UNSET)

        _discard = d.pop("discard", UNSET)
        discard: list[QuiddlerViewDiscardItem] | Unset = UNSET
        if _discard is not UNSET:
            discard = []
            for discard_item_data in _discard:
                discard_item = QuiddlerViewDiscardItem(discard_item_data)

                discard.append(discard_item)

        def _parse_discard_top(
            data: object,
        ) -> (
            None
            | QuiddlerViewDiscardTopType1
            | QuiddlerViewDiscardTopType2Type1
            | QuiddlerViewDiscardTopType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                discard_top_type_1 = QuiddlerViewDiscardTopType1(data)

                return discard_top_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                discard_top_type_2_type_1 = QuiddlerViewDiscardTopType2Type1(data)

                return discard_top_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                discard_top_type_3_type_1 = QuiddlerViewDiscardTopType3Type1(data)

                return discard_top_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | QuiddlerViewDiscardTopType1
                | QuiddlerViewDiscardTopType2Type1
                | QuiddlerViewDiscardTopType3Type1
                | Unset,
                data,
            )

        discard_top = _parse_discard_top(d.pop("discard_top", UNSET))

        def _parse_went_out(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        went_out = _parse_went_out(d.pop("went_out", UNSET))

        final_turns_left = cast(list[str], d.pop("final_turns_left", UNSET))

        _laid = d.pop("laid", UNSET)
        laid: QuiddlerViewLaid | Unset
        if isinstance(_laid, Unset):
            laid = UNSET
        else:
            laid = QuiddlerViewLaid.from_dict(_laid)

        _rounds = d.pop("rounds", UNSET)
        rounds: list[QuiddlerViewRoundsItem] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = QuiddlerViewRoundsItem.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        def _parse_last_round(data: object) -> None | QuiddlerViewLastRoundType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_round_type_0 = QuiddlerViewLastRoundType0.from_dict(data)

                return last_round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuiddlerViewLastRoundType0 | Unset, data)

        last_round = _parse_last_round(d.pop("last_round", UNSET))

        winners = cast(list[str], d.pop("winners", UNSET))

        _dictionary = d.pop("dictionary", UNSET)
        dictionary: QuiddlerViewDictionary | Unset
        if isinstance(_dictionary, Unset):
            dictionary = UNSET
        else:
            dictionary = QuiddlerViewDictionary.from_dict(_dictionary)

        hints = d.pop("hints", UNSET)

        _hand = d.pop("hand", UNSET)
        hand: list[QuiddlerViewHandItem] | Unset = UNSET
        if _hand is not UNSET:
            hand = []
            for hand_item_data in _hand:
                hand_item = QuiddlerViewHandItem(hand_item_data)

                hand.append(hand_item)

        quiddler_view = cls(
            kind=kind,
            your_seat=your_seat,
            to_act=to_act,
            scores=scores,
            round_=round_,
            phase=phase,
            deadline=deadline,
            players=players,
            rounds_total=rounds_total,
            dealer=dealer,
            turn=turn,
            drawn=drawn,
            hand_sizes=hand_sizes,
            deck_size=deck_size,
            discard=discard,
            discard_top=discard_top,
            went_out=went_out,
            final_turns_left=final_turns_left,
            laid=laid,
            rounds=rounds,
            last_round=last_round,
            winners=winners,
            dictionary=dictionary,
            hints=hints,
            hand=hand,
        )

        quiddler_view.additional_properties = d
        return quiddler_view

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
