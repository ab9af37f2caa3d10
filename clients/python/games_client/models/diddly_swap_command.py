from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.diddly_swap_command_type import DiddlySwapCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlySwapCommand")


@_attrs_define
class DiddlySwapCommand:
    """diddly: swap (docs/rules/diddly.md)

    Attributes:
        type_ (DiddlySwapCommandType):
        a (int): column * 2 + row, row 0 on top (3 columns: 0..5; 4 columns: 0..7)
        b (int): column * 2 + row, row 0 on top (3 columns: 0..5; 4 columns: 0..7)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DiddlySwapCommandType
    a: int
    b: int
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        a = self.a

        b = self.b

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "a": a,
                "b": b,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DiddlySwapCommandType(d.pop("type"))

        a = d.pop("a")

        b = d.pop("b")

        expected_version = d.pop("expected_version", UNSET)

        diddly_swap_command = cls(
            type_=type_,
            a=a,
            b=b,
            expected_version=expected_version,
        )

        return diddly_swap_command
