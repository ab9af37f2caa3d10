from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.dikdik_ask_command_card import DikdikAskCommandCard
from ..models.dikdik_ask_command_type import DikdikAskCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="DikdikAskCommand")


@_attrs_define
class DikdikAskCommand:
    """dikdik: ask (docs/rules/dikdik.md)

    Attributes:
        type_ (DikdikAskCommandType):
        target (str): the seat you ask
        card (DikdikAskCommandCard): a Dik Dik card name, lower case
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: DikdikAskCommandType
    target: str
    card: DikdikAskCommandCard
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        card = self.card.value

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
                "card": card,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DikdikAskCommandType(d.pop("type"))

        target = d.pop("target")

        card = DikdikAskCommandCard(d.pop("card"))

        expected_version = d.pop("expected_version", UNSET)

        dikdik_ask_command = cls(
            type_=type_,
            target=target,
            card=card,
            expected_version=expected_version,
        )

        return dikdik_ask_command
