from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_turn_started_data_chosen import DikdikTurnStartedDataChosen
from ..types import UNSET, Unset

T = TypeVar("T", bound="DikdikTurnStartedData")


@_attrs_define
class DikdikTurnStartedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        first (bool | Unset):
        chosen (DikdikTurnStartedDataChosen | Unset): how the first player was chosen (first turn only)
    """

    player: str
    first: bool | Unset = UNSET
    chosen: DikdikTurnStartedDataChosen | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        first = self.first

        chosen: str | Unset = UNSET
        if not isinstance(self.chosen, Unset):
            chosen = self.chosen.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if chosen is not UNSET:
            field_dict["chosen"] = chosen

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        first = d.pop("first", UNSET)

        _chosen = d.pop("chosen", UNSET)
        chosen: DikdikTurnStartedDataChosen | Unset
        if isinstance(_chosen, Unset):
            chosen = UNSET
        else:
            chosen = DikdikTurnStartedDataChosen(_chosen)

        dikdik_turn_started_data = cls(
            player=player,
            first=first,
            chosen=chosen,
        )

        dikdik_turn_started_data.additional_properties = d
        return dikdik_turn_started_data

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
