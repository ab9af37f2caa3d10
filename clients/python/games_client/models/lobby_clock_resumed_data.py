from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LobbyClockResumedData")


@_attrs_define
class LobbyClockResumedData:
    """
    Attributes:
        seat (str): a seat id: "0", "1", ... in join order
        at_ms (int): milliseconds since the epoch
        paused_ms (int):
    """

    seat: str
    at_ms: int
    paused_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        at_ms = self.at_ms

        paused_ms = self.paused_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "at_ms": at_ms,
                "paused_ms": paused_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        at_ms = d.pop("at_ms")

        paused_ms = d.pop("paused_ms")

        lobby_clock_resumed_data = cls(
            seat=seat,
            at_ms=at_ms,
            paused_ms=paused_ms,
        )

        lobby_clock_resumed_data.additional_properties = d
        return lobby_clock_resumed_data

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
