from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyViewSetupAdditionalProperty")


@_attrs_define
class DiddlyViewSetupAdditionalProperty:
    """
    Attributes:
        revealed (bool | Unset):
        powers (list[str] | Unset):
    """

    revealed: bool | Unset = UNSET
    powers: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        revealed = self.revealed

        powers: list[str] | Unset = UNSET
        if not isinstance(self.powers, Unset):
            powers = self.powers

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if revealed is not UNSET:
            field_dict["revealed"] = revealed
        if powers is not UNSET:
            field_dict["powers"] = powers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revealed = d.pop("revealed", UNSET)

        powers = cast(list[str], d.pop("powers", UNSET))

        diddly_view_setup_additional_property = cls(
            revealed=revealed,
            powers=powers,
        )

        diddly_view_setup_additional_property.additional_properties = d
        return diddly_view_setup_additional_property

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
