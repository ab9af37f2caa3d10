from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_autopilot_data_level import LobbyAutopilotDataLevel
from ..models.lobby_autopilot_data_reason import LobbyAutopilotDataReason

T = TypeVar("T", bound="LobbyAutopilotData")


@_attrs_define
class LobbyAutopilotData:
    """from here on a bot plays the seat

    Attributes:
        seat (str): a seat id: "0", "1", ... in join order
        reason (LobbyAutopilotDataReason): why the seat's player left it
        level (LobbyAutopilotDataLevel):
    """

    seat: str
    reason: LobbyAutopilotDataReason
    level: LobbyAutopilotDataLevel
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reason = self.reason.value

        level = self.level.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        reason = LobbyAutopilotDataReason(d.pop("reason"))

        level = LobbyAutopilotDataLevel(d.pop("level"))

        lobby_autopilot_data = cls(
            seat=seat,
            reason=reason,
            level=level,
        )

        lobby_autopilot_data.additional_properties = d
        return lobby_autopilot_data

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
