from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diddly_deck_reshuffled_data_hidden import DiddlyDeckReshuffledDataHidden


T = TypeVar("T", bound="DiddlyDeckReshuffledData")


@_attrs_define
class DiddlyDeckReshuffledData:
    """
    Attributes:
        count (int):
        hidden (DiddlyDeckReshuffledDataHidden):
    """

    count: int
    hidden: DiddlyDeckReshuffledDataHidden
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        hidden = self.hidden.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "hidden": hidden,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_deck_reshuffled_data_hidden import DiddlyDeckReshuffledDataHidden  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        hidden = DiddlyDeckReshuffledDataHidden.from_dict(d.pop("hidden"))

        diddly_deck_reshuffled_data = cls(
            count=count,
            hidden=hidden,
        )

        diddly_deck_reshuffled_data.additional_properties = d
        return diddly_deck_reshuffled_data

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
