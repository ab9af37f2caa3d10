from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatClock")


@_attrs_define
class SeatClock:
    """
    Attributes:
        running (bool):
        deadline (datetime.datetime | None):
        seconds_left (int | None):
        bank_seconds (int):
        paused_until (datetime.datetime | None):
    """

    running: bool
    deadline: datetime.datetime | None
    seconds_left: int | None
    bank_seconds: int
    paused_until: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        running = self.running

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        seconds_left: int | None
        seconds_left = self.seconds_left

        bank_seconds = self.bank_seconds

        paused_until: None | str
        if isinstance(self.paused_until, datetime.datetime):
            paused_until = self.paused_until.isoformat()
        else:
            paused_until = self.paused_until

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "running": running,
                "deadline": deadline,
                "seconds_left": seconds_left,
                "bank_seconds": bank_seconds,
                "paused_until": paused_until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        running = d.pop("running")

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

        bank_seconds = d.pop("bank_seconds")

        def _parse_paused_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_until_type_0 = datetime.datetime.fromisoformat(data)

                return paused_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        paused_until = _parse_paused_until(d.pop("paused_until"))

        seat_clock = cls(
            running=running,
            deadline=deadline,
            seconds_left=seconds_left,
            bank_seconds=bank_seconds,
            paused_until=paused_until,
        )

        seat_clock.additional_properties = d
        return seat_clock

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
