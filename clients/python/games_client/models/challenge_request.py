from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChallengeRequest")


@_attrs_define
class ChallengeRequest:
    """
    Attributes:
        kind (str):
        options (Any | Unset): Game options; see GET /api/kinds for defaults. `setup` is staff-only.
        seats (Any | Unset): How many players the game seats (default: the minimum).
    """

    kind: str
    options: Any | Unset = UNSET
    seats: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        options = self.options

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        options = d.pop("options", UNSET)

        seats = d.pop("seats", UNSET)

        challenge_request = cls(
            kind=kind,
            options=options,
            seats=seats,
        )

        challenge_request.additional_properties = d
        return challenge_request

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
