from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.lobby_clock_started_data_clocks import LobbyClockStartedDataClocks


T = TypeVar("T", bound="LobbyClockStartedData")


@_attrs_define
class LobbyClockStartedData:
    """
    Attributes:
        at_ms (int): milliseconds since the epoch
        started (list[str]):
        stopped (list[str]):
        clocks (LobbyClockStartedDataClocks): the clocks that changed
    """

    at_ms: int
    started: list[str]
    stopped: list[str]
    clocks: LobbyClockStartedDataClocks
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at_ms = self.at_ms

        started = self.started

        stopped = self.stopped

        clocks = self.clocks.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at_ms": at_ms,
                "started": started,
                "stopped": stopped,
                "clocks": clocks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_clock_started_data_clocks import LobbyClockStartedDataClocks  # noqa: PLC0415

        d = dict(src_dict)
        at_ms = d.pop("at_ms")

        started = cast(list[str], d.pop("started"))

        stopped = cast(list[str], d.pop("stopped"))

        clocks = LobbyClockStartedDataClocks.from_dict(d.pop("clocks"))

        lobby_clock_started_data = cls(
            at_ms=at_ms,
            started=started,
            stopped=stopped,
            clocks=clocks,
        )

        lobby_clock_started_data.additional_properties = d
        return lobby_clock_started_data

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
