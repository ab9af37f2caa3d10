from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DidiDotterGameStartedDataOptions")


@_attrs_define
class DidiDotterGameStartedDataOptions:
    """
    Attributes:
        min_action_ms (int | Unset):
        deadline_ms (int | Unset):
        hide_cards (bool | Unset):
        hints (bool | Unset):
    """

    min_action_ms: int | Unset = UNSET
    deadline_ms: int | Unset = UNSET
    hide_cards: bool | Unset = UNSET
    hints: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        min_action_ms = self.min_action_ms

        deadline_ms = self.deadline_ms

        hide_cards = self.hide_cards

        hints = self.hints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if min_action_ms is not UNSET:
            field_dict["min_action_ms"] = min_action_ms
        if deadline_ms is not UNSET:
            field_dict["deadline_ms"] = deadline_ms
        if hide_cards is not UNSET:
            field_dict["hide_cards"] = hide_cards
        if hints is not UNSET:
            field_dict["hints"] = hints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        min_action_ms = d.pop("min_action_ms", UNSET)

        deadline_ms = d.pop("deadline_ms", UNSET)

        hide_cards = d.pop("hide_cards", UNSET)

        hints = d.pop("hints", UNSET)

        didi_dotter_game_started_data_options = cls(
            min_action_ms=min_action_ms,
            deadline_ms=deadline_ms,
            hide_cards=hide_cards,
            hints=hints,
        )

        didi_dotter_game_started_data_options.additional_properties = d
        return didi_dotter_game_started_data_options

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
