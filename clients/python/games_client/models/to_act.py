from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ToAct")


@_attrs_define
class ToAct:
    """
    Attributes:
        seat (str):
        username (str):
        deadline (datetime.datetime | None):
        seconds_left (int | None):
    """

    seat: str
    username: str
    deadline: datetime.datetime | None
    seconds_left: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        username = self.username

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        seconds_left: int | None
        seconds_left = self.seconds_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "username": username,
                "deadline": deadline,
                "seconds_left": seconds_left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        username = d.pop("username")

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

        to_act = cls(
            seat=seat,
            username=username,
            deadline=deadline,
            seconds_left=seconds_left,
        )

        to_act.additional_properties = d
        return to_act

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
