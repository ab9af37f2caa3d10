from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_view_cards_additional_property_face_down_item import (
    DidiDotterViewCardsAdditionalPropertyFaceDownItem,
)
from ..models.didi_dotter_view_cards_additional_property_face_up_item import (
    DidiDotterViewCardsAdditionalPropertyFaceUpItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterViewCardsAdditionalProperty")


@_attrs_define
class DidiDotterViewCardsAdditionalProperty:
    """
    Attributes:
        hidden (bool):
        face_down (list[DidiDotterViewCardsAdditionalPropertyFaceDownItem] | Unset):
        face_up (list[DidiDotterViewCardsAdditionalPropertyFaceUpItem] | Unset):
        face_down_count (int | Unset):
        face_up_count (int | Unset):
    """

    hidden: bool
    face_down: list[DidiDotterViewCardsAdditionalPropertyFaceDownItem] | Unset = UNSET
    face_up: list[DidiDotterViewCardsAdditionalPropertyFaceUpItem] | Unset = UNSET
    face_down_count: int | Unset = UNSET
    face_up_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hidden = self.hidden

        face_down: list[str] | Unset = UNSET
        if not isinstance(self.face_down, Unset):
            face_down = []
            for face_down_item_data in self.face_down:
                face_down_item = face_down_item_data.value
                face_down.append(face_down_item)

        face_up: list[str] | Unset = UNSET
        if not isinstance(self.face_up, Unset):
            face_up = []
            for face_up_item_data in self.face_up:
                face_up_item = face_up_item_data.value
                face_up.append(face_up_item)

        face_down_count = self.face_down_count

        face_up_count = self.face_up_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hidden": hidden,
            }
        )
        if face_down is not UNSET:
            field_dict["face_down"] = face_down
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if face_down_count is not UNSET:
            field_dict["face_down_count"] = face_down_count
        if face_up_count is not UNSET:
            field_dict["face_up_count"] = face_up_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hidden = d.pop("hidden")

        _face_down = d.pop("face_down", UNSET)
        face_down: list[DidiDotterViewCardsAdditionalPropertyFaceDownItem] | Unset = UNSET
        if _face_down is not UNSET:
            face_down = []
            for face_down_item_data in _face_down:
                face_down_item = DidiDotterViewCardsAdditionalPropertyFaceDownItem(face_down_item_data)

                face_down.append(face_down_item)

        _face_up = d.pop("face_up", UNSET)
        face_up: list[DidiDotterViewCardsAdditionalPropertyFaceUpItem] | Unset = UNSET
        if _face_up is not UNSET:
            face_up = []
            for face_up_item_data in _face_up:
                face_up_item = DidiDotterViewCardsAdditionalPropertyFaceUpItem(face_up_item_data)

                face_up.append(face_up_item)

        face_down_count = d.pop("face_down_count", UNSET)

        face_up_count = d.pop("face_up_count", UNSET)

        didi_dotter_view_cards_additional_property = cls(
            hidden=hidden,
            face_down=face_down,
            face_up=face_up,
            face_down_count=face_down_count,
            face_up_count=face_up_count,
        )

        didi_dotter_view_cards_additional_property.additional_properties = d
        return didi_dotter_view_cards_additional_property

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
