from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quiddler_round_dealt_data_discard import QuiddlerRoundDealtDataDiscard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quiddler_round_dealt_data_hand_sizes import QuiddlerRoundDealtDataHandSizes
    from ..models.quiddler_round_dealt_data_private import QuiddlerRoundDealtDataPrivate


T = TypeVar("T", bound="QuiddlerRoundDealtData")


@_attrs_define
class QuiddlerRoundDealtData:
    """
    Attributes:
        round_ (int):
        dealer (str): a seat id: "0", "1", ... in join order
        first (str): a seat id: "0", "1", ... in join order
        discard (QuiddlerRoundDealtDataDiscard): the card turned up
        deck_size (int):
        hand_sizes (QuiddlerRoundDealtDataHandSizes):
        private (QuiddlerRoundDealtDataPrivate | Unset): your own seat's secret (absent for the other seats and
            watchers)
    """

    round_: int
    dealer: str
    first: str
    discard: QuiddlerRoundDealtDataDiscard
    deck_size: int
    hand_sizes: QuiddlerRoundDealtDataHandSizes
    private: QuiddlerRoundDealtDataPrivate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        first = self.first

        discard = self.discard.value

        deck_size = self.deck_size

        hand_sizes = self.hand_sizes.to_dict()

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "first": first,
                "discard": discard,
                "deck_size": deck_size,
                "hand_sizes": hand_sizes,
            }
        )
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quiddler_round_dealt_data_hand_sizes import QuiddlerRoundDealtDataHandSizes  # noqa: PLC0415
        from ..models.quiddler_round_dealt_data_private import QuiddlerRoundDealtDataPrivate  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        first = d.pop("first")

        discard = QuiddlerRoundDealtDataDiscard(d.pop("discard"))

        deck_size = d.pop("deck_size")

        hand_sizes = QuiddlerRoundDealtDataHandSizes.from_dict(d.pop("hand_sizes"))

        _private = d.pop("private", UNSET)
        private: QuiddlerRoundDealtDataPrivate | Unset
        if isinstance(_private, Unset):
            private = UNSET
        else:
            private = QuiddlerRoundDealtDataPrivate.from_dict(_private)

        quiddler_round_dealt_data = cls(
            round_=round_,
            dealer=dealer,
            first=first,
            discard=discard,
            deck_size=deck_size,
            hand_sizes=hand_sizes,
            private=private,
        )

        quiddler_round_dealt_data.additional_properties = d
        return quiddler_round_dealt_data

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
