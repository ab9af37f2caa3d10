from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quiddler_discard_command_card import QuiddlerDiscardCommandCard
from ..models.quiddler_discard_command_type import QuiddlerDiscardCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuiddlerDiscardCommand")


@_attrs_define
class QuiddlerDiscardCommand:
    """quiddler: discard (docs/rules/quiddler.md)

    Attributes:
        type_ (QuiddlerDiscardCommandType):
        card (QuiddlerDiscardCommandCard): a Quiddler card, lower case (qu, in, er, cl, th are one card each)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: QuiddlerDiscardCommandType
    card: QuiddlerDiscardCommandCard
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
        type_ = QuiddlerDiscardCommandType(d.pop("type"))

        card = QuiddlerDiscardCommandCard(d.pop("card"))

        expected_version = d.pop("expected_version", UNSET)

        quiddler_discard_command = cls(
            type_=type_,
            card=card,
            expected_version=expected_version,
        )

        return quiddler_discard_command
