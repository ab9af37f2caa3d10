from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_create_request_bots_item_level import GameCreateRequestBotsItemLevel

T = TypeVar("T", bound="GameCreateRequestBotsItem")


@_attrs_define
class GameCreateRequestBotsItem:
    """
    Attributes:
        level (GameCreateRequestBotsItemLevel):
    """

    level: GameCreateRequestBotsItemLevel

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = GameCreateRequestBotsItemLevel(d.pop("level"))

        game_create_request_bots_item = cls(
            level=level,
        )

        return game_create_request_bots_item
