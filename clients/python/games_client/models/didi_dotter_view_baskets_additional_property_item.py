from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_view_baskets_additional_property_item_halves_item import (
    DidiDotterViewBasketsAdditionalPropertyItemHalvesItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterViewBasketsAdditionalPropertyItem")


@_attrs_define
class DidiDotterViewBasketsAdditionalPropertyItem:
    """
    Attributes:
        id (int | Unset):
        how (str | Unset):
        halves (list[DidiDotterViewBasketsAdditionalPropertyItemHalvesItem] | Unset):
        from_ (str | Unset): a seat id: "0", "1", ... in join order
    """

    id: int | Unset = UNSET
    how: str | Unset = UNSET
    halves: list[DidiDotterViewBasketsAdditionalPropertyItemHalvesItem] | Unset = UNSET
    from_: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        how = self.how

        halves: list[str] | Unset = UNSET
        if not isinstance(self.halves, Unset):
            halves = []
            for halves_item_data in self.halves:
                halves_item = halves_item_data.value
                halves.append(halves_item)

        from_ = self.from_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if how is not UNSET:
            field_dict["how"] = how
        if halves is not UNSET:
            field_dict["halves"] = halves
        if from_ is not UNSET:
            field_dict["from"] = from_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        how = d.pop("how", UNSET)

        _halves = d.pop("halves", UNSET)
        halves: list[DidiDotterViewBasketsAdditionalPropertyItemHalvesItem] | Unset = UNSET
        if _halves is not UNSET:
            halves = []
            for halves_item_data in _halves:
                halves_item = DidiDotterViewBasketsAdditionalPropertyItemHalvesItem(halves_item_data)

                halves.append(halves_item)

        from_ = d.pop("from", UNSET)

        didi_dotter_view_baskets_additional_property_item = cls(
            id=id,
            how=how,
            halves=halves,
            from_=from_,
        )

        didi_dotter_view_baskets_additional_property_item.additional_properties = d
        return didi_dotter_view_baskets_additional_property_item

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
