from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BiddleDeckShuffledDataOptions")


@_attrs_define
class BiddleDeckShuffledDataOptions:
    """
    Attributes:
        max_bid (int | Unset):
        blue_row (list[int] | Unset):
        purple_row (list[int] | Unset):
        hints (bool | Unset):
    """

    max_bid: int | Unset = UNSET
    blue_row: list[int] | Unset = UNSET
    purple_row: list[int] | Unset = UNSET
    hints: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_bid = self.max_bid

        blue_row: list[int] | Unset = UNSET
        if not isinstance(self.blue_row, Unset):
            blue_row = self.blue_row

        purple_row: list[int] | Unset = UNSET
        if not isinstance(self.purple_row, Unset):
            purple_row = self.purple_row

        hints = self.hints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if max_bid is not UNSET:
            field_dict["max_bid"] = max_bid
        if blue_row is not UNSET:
            field_dict["blue_row"] = blue_row
        if purple_row is not UNSET:
            field_dict["purple_row"] = purple_row
        if hints is not UNSET:
            field_dict["hints"] = hints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_bid = d.pop("max_bid", UNSET)

        blue_row = cast(list[int], d.pop("blue_row", UNSET))

        purple_row = cast(list[int], d.pop("purple_row", UNSET))

        hints = d.pop("hints", UNSET)

        biddle_deck_shuffled_data_options = cls(
            max_bid=max_bid,
            blue_row=blue_row,
            purple_row=purple_row,
            hints=hints,
        )

        biddle_deck_shuffled_data_options.additional_properties = d
        return biddle_deck_shuffled_data_options

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
