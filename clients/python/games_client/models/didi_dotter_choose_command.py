from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.didi_dotter_choose_command_birds_item import DidiDotterChooseCommandBirdsItem
from ..models.didi_dotter_choose_command_type import DidiDotterChooseCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterChooseCommand")


@_attrs_define
class DidiDotterChooseCommand:
    """didi_dotter: choose (docs/rules/didi_dotter.md)

    Attributes:
        type_ (DidiDotterChooseCommandType):
        birds (list[DidiDotterChooseCommandBirdsItem]): the birds you choose (fox joker, wrong egg)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DidiDotterChooseCommandType
    birds: list[DidiDotterChooseCommandBirdsItem]
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        birds = []
        for birds_item_data in self.birds:
            birds_item = birds_item_data.value
            birds.append(birds_item)

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "birds": birds,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DidiDotterChooseCommandType(d.pop("type"))

        birds = []
        _birds = d.pop("birds")
        for birds_item_data in _birds:
            birds_item = DidiDotterChooseCommandBirdsItem(birds_item_data)

            birds.append(birds_item)

        expected_version = d.pop("expected_version", UNSET)

        didi_dotter_choose_command = cls(
            type_=type_,
            birds=birds,
            expected_version=expected_version,
        )

        return didi_dotter_choose_command
