from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterRoundStartedData")


@_attrs_define
class DidiDotterRoundStartedData:
    """at_ms/at_version: absent on the first round

    Attributes:
        round_ (int):
        slot_count (int): halves laid face down (the layout is nobody's to see)
        at_ms (int | Unset): when it happened (the service's clock)
        at_version (int | Unset): the event's own version in the log
    """

    round_: int
    slot_count: int
    at_ms: int | Unset = UNSET
    at_version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        slot_count = self.slot_count

        at_ms = self.at_ms

        at_version = self.at_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "slot_count": slot_count,
            }
        )
        if at_ms is not UNSET:
            field_dict["at_ms"] = at_ms
        if at_version is not UNSET:
            field_dict["at_version"] = at_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        slot_count = d.pop("slot_count")

        at_ms = d.pop("at_ms", UNSET)

        at_version = d.pop("at_version", UNSET)

        didi_dotter_round_started_data = cls(
            round_=round_,
            slot_count=slot_count,
            at_ms=at_ms,
            at_version=at_version,
        )

        didi_dotter_round_started_data.additional_properties = d
        return didi_dotter_round_started_data

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
