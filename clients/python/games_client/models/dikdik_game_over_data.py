from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_game_over_data_reason import DikdikGameOverDataReason

T = TypeVar("T", bound="DikdikGameOverData")


@_attrs_define
class DikdikGameOverData:
    """
    Attributes:
        loser (str): a seat id: "0", "1", ... in join order
        winners (list[str]):
        reason (DikdikGameOverDataReason):
    """

    loser: str
    winners: list[str]
    reason: DikdikGameOverDataReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        loser = self.loser

        winners = self.winners

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "loser": loser,
                "winners": winners,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        loser = d.pop("loser")

        winners = cast(list[str], d.pop("winners"))

        reason = DikdikGameOverDataReason(d.pop("reason"))

        dikdik_game_over_data = cls(
            loser=loser,
            winners=winners,
            reason=reason,
        )

        dikdik_game_over_data.additional_properties = d
        return dikdik_game_over_data

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
