from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_player_out_data_reason import DikdikPlayerOutDataReason

T = TypeVar("T", bound="DikdikPlayerOutData")


@_attrs_define
class DikdikPlayerOutData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        reason (DikdikPlayerOutDataReason):
    """

    player: str
    reason: DikdikPlayerOutDataReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        reason = DikdikPlayerOutDataReason(d.pop("reason"))

        dikdik_player_out_data = cls(
            player=player,
            reason=reason,
        )

        dikdik_player_out_data.additional_properties = d
        return dikdik_player_out_data

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
