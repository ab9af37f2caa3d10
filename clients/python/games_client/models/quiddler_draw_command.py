from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quiddler_draw_command_source import QuiddlerDrawCommandSource
from ..models.quiddler_draw_command_type import QuiddlerDrawCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuiddlerDrawCommand")


@_attrs_define
class QuiddlerDrawCommand:
    """quiddler: draw (docs/rules/quiddler.md)

    Attributes:
        type_ (QuiddlerDrawCommandType):
        source (QuiddlerDrawCommandSource): where to draw from
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: QuiddlerDrawCommandType
    source: QuiddlerDrawCommandSource
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        source = self.source.value

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "source": source,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = QuiddlerDrawCommandType(d.pop("type"))

        source = QuiddlerDrawCommandSource(d.pop("source"))

        expected_version = d.pop("expected_version", UNSET)

        quiddler_draw_command = cls(
            type_=type_,
            source=source,
            expected_version=expected_version,
        )

        return quiddler_draw_command
