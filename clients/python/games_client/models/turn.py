from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.last_event import LastEvent


T = TypeVar("T", bound="Turn")


@_attrs_define
class Turn:
    """
    Attributes:
        game (UUID):
        kind (str):
        version (int):
        seat (str):
        opponents (list[str]):
        deadline (datetime.datetime | None):
        seconds_left (int | None):
        last_event (LastEvent | None):
    """

    game: UUID
    kind: str
    version: int
    seat: str
    opponents: list[str]
    deadline: datetime.datetime | None
    seconds_left: int | None
    last_event: LastEvent | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.last_event import LastEvent  # noqa: PLC0415

        game = str(self.game)

        kind = self.kind

        version = self.version

        seat = self.seat

        opponents = self.opponents

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        seconds_left: int | None
        seconds_left = self.seconds_left

        last_event: dict[str, Any] | None
        if isinstance(self.last_event, LastEvent):
            last_event = self.last_event.to_dict()
        else:
            last_event = self.last_event

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "kind": kind,
                "version": version,
                "seat": seat,
                "opponents": opponents,
                "deadline": deadline,
                "seconds_left": seconds_left,
                "last_event": last_event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.last_event import LastEvent  # noqa: PLC0415

        d = dict(src_dict)
        game = UUID(d.pop("game"))

        kind = d.pop("kind")

        version = d.pop("version")

        seat = d.pop("seat")

        opponents = cast(list[str], d.pop("opponents"))

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_seconds_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left"))

        def _parse_last_event(data: object) -> LastEvent | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_event_type_1 = LastEvent.from_dict(data)

                return last_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LastEvent | None, data)

        last_event = _parse_last_event(d.pop("last_event"))

        turn = cls(
            game=game,
            kind=kind,
            version=version,
            seat=seat,
            opponents=opponents,
            deadline=deadline,
            seconds_left=seconds_left,
            last_event=last_event,
        )

        turn.additional_properties = d
        return turn

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
