from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_cards_dealt_data_private_additional_property_hand_item import (
    DikdikCardsDealtDataPrivateAdditionalPropertyHandItem,
)

T = TypeVar("T", bound="DikdikCardsDealtDataPrivateAdditionalProperty")


@_attrs_define
class DikdikCardsDealtDataPrivateAdditionalProperty:
    """
    Attributes:
        hand (list[DikdikCardsDealtDataPrivateAdditionalPropertyHandItem]):
    """

    hand: list[DikdikCardsDealtDataPrivateAdditionalPropertyHandItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.value
            hand.append(hand_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = []
        _hand = d.pop("hand")
        for hand_item_data in _hand:
            hand_item = DikdikCardsDealtDataPrivateAdditionalPropertyHandItem(hand_item_data)

            hand.append(hand_item)

        dikdik_cards_dealt_data_private_additional_property = cls(
            hand=hand,
        )

        dikdik_cards_dealt_data_private_additional_property.additional_properties = d
        return dikdik_cards_dealt_data_private_additional_property

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
