from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.visibility_enum import VisibilityEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameCreateRequest")


@_attrs_define
class GameCreateRequest:
    """
    Attributes:
        kind (str):
        options (Any | Unset): Game options; see GET /api/kinds for defaults. `setup` is staff-only.
        seats (Any | Unset): How many players the game seats (default: the minimum).
        visibility (VisibilityEnum | Unset):  Default: VisibilityEnum.PUBLIC.
    """

    kind: str
    options: Any | Unset = UNSET
    seats: Any | Unset = UNSET
    visibility: VisibilityEnum | Unset = VisibilityEnum.PUBLIC
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        options = self.options

        seats = self.seats

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

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
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        options = d.pop("options", UNSET)

        seats = d.pop("seats", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: VisibilityEnum | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = VisibilityEnum(_visibility)

        game_create_request = cls(
            kind=kind,
            options=options,
            seats=seats,
            visibility=visibility,
        )

        game_create_request.additional_properties = d
        return game_create_request

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
