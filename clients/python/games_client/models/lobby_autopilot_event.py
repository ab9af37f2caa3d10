from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_autopilot_event_type import LobbyAutopilotEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lobby_autopilot_data import LobbyAutopilotData


T = TypeVar("T", bound="LobbyAutopilotEvent")


@_attrs_define
class LobbyAutopilotEvent:
    """game.autopilot: the service's own event (every game)

    Attributes:
        version (int): its place in the game's log
        type_ (LobbyAutopilotEventType):
        data (LobbyAutopilotData): from here on a bot plays the seat
        recorded_at (datetime.datetime):
        summary (str | Unset): staff decisions: a sentence saying what happened
    """

    version: int
    type_: LobbyAutopilotEventType
    data: LobbyAutopilotData
    recorded_at: datetime.datetime
    summary: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        type_ = self.type_.value

        data = self.data.to_dict()

        recorded_at = self.recorded_at.isoformat()

        summary = self.summary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "type": type_,
                "data": data,
                "recorded_at": recorded_at,
            }
        )
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_autopilot_data import LobbyAutopilotData  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = LobbyAutopilotEventType(d.pop("type"))

        data = LobbyAutopilotData.from_dict(d.pop("data"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        summary = d.pop("summary", UNSET)

        lobby_autopilot_event = cls(
            version=version,
            type_=type_,
            data=data,
            recorded_at=recorded_at,
            summary=summary,
        )

        lobby_autopilot_event.additional_properties = d
        return lobby_autopilot_event

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
