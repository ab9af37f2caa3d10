from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diddly_round_dealt_data_hidden import DiddlyRoundDealtDataHidden


T = TypeVar("T", bound="DiddlyRoundDealtData")


@_attrs_define
class DiddlyRoundDealtData:
    """
    Attributes:
        round_ (int):
        dealer (str): a seat id: "0", "1", ... in join order
        first (str): a seat id: "0", "1", ... in join order
        hidden (DiddlyRoundDealtDataHidden): the deal: face down for everyone (the sizes show)
    """

    round_: int
    dealer: str
    first: str
    hidden: DiddlyRoundDealtDataHidden
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        first = self.first

        hidden = self.hidden.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "first": first,
                "hidden": hidden,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_round_dealt_data_hidden import DiddlyRoundDealtDataHidden  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        first = d.pop("first")

        hidden = DiddlyRoundDealtDataHidden.from_dict(d.pop("hidden"))

        diddly_round_dealt_data = cls(
            round_=round_,
            dealer=dealer,
            first=first,
            hidden=hidden,
        )

        diddly_round_dealt_data.additional_properties = d
        return diddly_round_dealt_data

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
