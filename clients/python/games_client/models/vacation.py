from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Vacation")


@_attrs_define
class Vacation:
    """
    Attributes:
        on_vacation (bool):
        started_at (datetime.datetime | None):
        until (datetime.datetime | None): when it ends at the latest (allowance)
        year (int):
        allowance_days (int):
        used_seconds (int):
        remaining_seconds (int):
    """

    on_vacation: bool
    started_at: datetime.datetime | None
    until: datetime.datetime | None
    year: int
    allowance_days: int
    used_seconds: int
    remaining_seconds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        on_vacation = self.on_vacation

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        until: None | str
        if isinstance(self.until, datetime.datetime):
            until = self.until.isoformat()
        else:
            until = self.until

        year = self.year

        allowance_days = self.allowance_days

        used_seconds = self.used_seconds

        remaining_seconds = self.remaining_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "on_vacation": on_vacation,
                "started_at": started_at,
                "until": until,
                "year": year,
                "allowance_days": allowance_days,
                "used_seconds": used_seconds,
                "remaining_seconds": remaining_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        on_vacation = d.pop("on_vacation")

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                until_type_0 = datetime.datetime.fromisoformat(data)

                return until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        until = _parse_until(d.pop("until"))

        year = d.pop("year")

        allowance_days = d.pop("allowance_days")

        used_seconds = d.pop("used_seconds")

        remaining_seconds = d.pop("remaining_seconds")

        vacation = cls(
            on_vacation=on_vacation,
            started_at=started_at,
            until=until,
            year=year,
            allowance_days=allowance_days,
            used_seconds=used_seconds,
            remaining_seconds=remaining_seconds,
        )

        vacation.additional_properties = d
        return vacation

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
