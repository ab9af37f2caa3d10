from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockOptions")


@_attrs_define
class ClockOptions:
    """a correspondence clock (not for Didi Dotter)

    Attributes:
        per_move (str): PT1H..P14D
        bank (None | str | Unset): extra time, up to P60D
    """

    per_move: str
    bank: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        per_move = self.per_move

        bank: None | str | Unset
        if isinstance(self.bank, Unset):
            bank = UNSET
        else:
            bank = self.bank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "per_move": per_move,
            }
        )
        if bank is not UNSET:
            field_dict["bank"] = bank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_move = d.pop("per_move")

        def _parse_bank(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bank = _parse_bank(d.pop("bank", UNSET))

        clock_options = cls(
            per_move=per_move,
            bank=bank,
        )

        return clock_options
