from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.challenge_request_bots_item_level import ChallengeRequestBotsItemLevel

T = TypeVar("T", bound="ChallengeRequestBotsItem")


@_attrs_define
class ChallengeRequestBotsItem:
    """
    Attributes:
        level (ChallengeRequestBotsItemLevel):
    """

    level: ChallengeRequestBotsItemLevel

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
        level = ChallengeRequestBotsItemLevel(d.pop("level"))

        challenge_request_bots_item = cls(
            level=level,
        )

        return challenge_request_bots_item
