from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.clock_seats import ClockSeats


T = TypeVar("T", bound="Clock")


@_attrs_define
class Clock:
    """
    Attributes:
        per_move (str): ISO 8601 duration, e.g. P3D
        bank (None | str): ISO 8601 duration or null
        on_timeout (str):
        seats (ClockSeats):
    """

    per_move: str
    bank: None | str
    on_timeout: str
    seats: ClockSeats
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        per_move = self.per_move

        bank: None | str
        bank = self.bank

        on_timeout = self.on_timeout

        seats = self.seats.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "per_move": per_move,
                "bank": bank,
                "on_timeout": on_timeout,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_seats import ClockSeats  # noqa: PLC0415

        d = dict(src_dict)
        per_move = d.pop("per_move")

        def _parse_bank(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bank = _parse_bank(d.pop("bank"))

        on_timeout = d.pop("on_timeout")

        seats = ClockSeats.from_dict(d.pop("seats"))

        clock = cls(
            per_move=per_move,
            bank=bank,
            on_timeout=on_timeout,
            seats=seats,
        )

        clock.additional_properties = d
        return clock

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
