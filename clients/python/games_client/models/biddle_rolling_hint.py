from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.biddle_rolling_hint_phase import BiddleRollingHintPhase

T = TypeVar("T", bound="BiddleRollingHint")


@_attrs_define
class BiddleRollingHint:
    """Biddle while rolling

    Attributes:
        phase (BiddleRollingHintPhase):
        card (str):
        rolls_left (int):
        chance (float):
        reroll (list[int]): the dice to re-roll next
    """

    phase: BiddleRollingHintPhase
    card: str
    rolls_left: int
    chance: float
    reroll: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase.value

        card = self.card

        rolls_left = self.rolls_left

        chance = self.chance

        reroll = self.reroll

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "card": card,
                "rolls_left": rolls_left,
                "chance": chance,
                "reroll": reroll,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phase = BiddleRollingHintPhase(d.pop("phase"))

        card = d.pop("card")

        rolls_left = d.pop("rolls_left")

        chance = d.pop("chance")

        reroll = cast(list[int], d.pop("reroll"))

        biddle_rolling_hint = cls(
            phase=phase,
            card=card,
            rolls_left=rolls_left,
            chance=chance,
            reroll=reroll,
        )

        biddle_rolling_hint.additional_properties = d
        return biddle_rolling_hint

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
