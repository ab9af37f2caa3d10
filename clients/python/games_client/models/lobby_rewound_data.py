from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LobbyRewoundData")


@_attrs_define
class LobbyRewoundData:
    """
    Attributes:
        to_version (int):
        dispute (int):
        by (int): a user id
        by_name (str | Unset):
    """

    to_version: int
    dispute: int
    by: int
    by_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        to_version = self.to_version

        dispute = self.dispute

        by = self.by

        by_name = self.by_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "to_version": to_version,
                "dispute": dispute,
                "by": by,
            }
        )
        if by_name is not UNSET:
            field_dict["by_name"] = by_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to_version = d.pop("to_version")

        dispute = d.pop("dispute")

        by = d.pop("by")

        by_name = d.pop("by_name", UNSET)

        lobby_rewound_data = cls(
            to_version=to_version,
            dispute=dispute,
            by=by,
            by_name=by_name,
        )

        lobby_rewound_data.additional_properties = d
        return lobby_rewound_data

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
