from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.didi_dotter_view_pending_additional_property_eligible_item import (
    DidiDotterViewPendingAdditionalPropertyEligibleItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterViewPendingAdditionalProperty")


@_attrs_define
class DidiDotterViewPendingAdditionalProperty:
    """
    Attributes:
        choice (str | Unset):
        count (int | Unset):
        eligible (list[DidiDotterViewPendingAdditionalPropertyEligibleItem] | Unset):
    """

    choice: str | Unset = UNSET
    count: int | Unset = UNSET
    eligible: list[DidiDotterViewPendingAdditionalPropertyEligibleItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        choice = self.choice

        count = self.count

        eligible: list[str] | Unset = UNSET
        if not isinstance(self.eligible, Unset):
            eligible = []
            for eligible_item_data in self.eligible:
                eligible_item = eligible_item_data.value
                eligible.append(eligible_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if choice is not UNSET:
            field_dict["choice"] = choice
        if count is not UNSET:
            field_dict["count"] = count
        if eligible is not UNSET:
            field_dict["eligible"] = eligible

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choice = d.pop("choice", UNSET)

        count = d.pop("count", UNSET)

        _eligible = d.pop("eligible", UNSET)
        eligible: list[DidiDotterViewPendingAdditionalPropertyEligibleItem] | Unset = UNSET
        if _eligible is not UNSET:
            eligible = []
            for eligible_item_data in _eligible:
                eligible_item = DidiDotterViewPendingAdditionalPropertyEligibleItem(eligible_item_data)

                eligible.append(eligible_item)

        didi_dotter_view_pending_additional_property = cls(
            choice=choice,
            count=count,
            eligible=eligible,
        )

        didi_dotter_view_pending_additional_property.additional_properties = d
        return didi_dotter_view_pending_additional_property

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
