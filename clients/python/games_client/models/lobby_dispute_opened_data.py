from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LobbyDisputeOpenedData")


@_attrs_define
class LobbyDisputeOpenedData:
    """
    Attributes:
        dispute (int):
        by (int): a user id
        seat (str): a seat id: "0", "1", ... in join order
        reason (str):
        at_version (int):
    """

    dispute: int
    by: int
    seat: str
    reason: str
    at_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dispute = self.dispute

        by = self.by

        seat = self.seat

        reason = self.reason

        at_version = self.at_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dispute": dispute,
                "by": by,
                "seat": seat,
                "reason": reason,
                "at_version": at_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dispute = d.pop("dispute")

        by = d.pop("by")

        seat = d.pop("seat")

        reason = d.pop("reason")

        at_version = d.pop("at_version")

        lobby_dispute_opened_data = cls(
            dispute=dispute,
            by=by,
            seat=seat,
            reason=reason,
            at_version=at_version,
        )

        lobby_dispute_opened_data.additional_properties = d
        return lobby_dispute_opened_data

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
