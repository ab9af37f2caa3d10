from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dikdik_pass_command_card import DikdikPassCommandCard
from ..models.dikdik_pass_command_type import DikdikPassCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DikdikPassCommand")


@_attrs_define
class DikdikPassCommand:
    """dikdik: pass (docs/rules/dikdik.md)

    Attributes:
        type_ (DikdikPassCommandType):
        card (DikdikPassCommandCard): a Dik Dik card name, lower case
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DikdikPassCommandType
    card: DikdikPassCommandCard
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DikdikPassCommandType(d.pop("type"))

        card = DikdikPassCommandCard(d.pop("card"))

        expected_version = d.pop("expected_version", UNSET)

        dikdik_pass_command = cls(
            type_=type_,
            card=card,
            expected_version=expected_version,
        )

        return dikdik_pass_command
