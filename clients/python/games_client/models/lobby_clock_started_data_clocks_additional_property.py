from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LobbyClockStartedDataClocksAdditionalProperty")


@_attrs_define
class LobbyClockStartedDataClocksAdditionalProperty:
    """
    Attributes:
        deadline_ms (int | None): milliseconds since the epoch
        bank_ms (int):
        paused_at_ms (int | None): milliseconds since the epoch
        paused_until_ms (int | None): milliseconds since the epoch
    """

    deadline_ms: int | None
    bank_ms: int
    paused_at_ms: int | None
    paused_until_ms: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline_ms: int | None
        deadline_ms = self.deadline_ms

        bank_ms = self.bank_ms

        paused_at_ms: int | None
        paused_at_ms = self.paused_at_ms

        paused_until_ms: int | None
        paused_until_ms = self.paused_until_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline_ms": deadline_ms,
                "bank_ms": bank_ms,
                "paused_at_ms": paused_at_ms,
                "paused_until_ms": paused_until_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_deadline_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deadline_ms = _parse_deadline_ms(d.pop("deadline_ms"))

        bank_ms = d.pop("bank_ms")

        def _parse_paused_at_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        paused_at_ms = _parse_paused_at_ms(d.pop("paused_at_ms"))

        def _parse_paused_until_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        paused_until_ms = _parse_paused_until_ms(d.pop("paused_until_ms"))

        lobby_clock_started_data_clocks_additional_property = cls(
            deadline_ms=deadline_ms,
            bank_ms=bank_ms,
            paused_at_ms=paused_at_ms,
            paused_until_ms=paused_until_ms,
        )

        lobby_clock_started_data_clocks_additional_property.additional_properties = d
        return lobby_clock_started_data_clocks_additional_property

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
