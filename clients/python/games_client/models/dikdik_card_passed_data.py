from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dikdik_card_passed_data_private import DikdikCardPassedDataPrivate


T = TypeVar("T", bound="DikdikCardPassedData")


@_attrs_define
class DikdikCardPassedData:
    """the card is a secret of the giver and the receiver

    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        to (str): a seat id: "0", "1", ... in join order
        auto (bool):
        private (DikdikCardPassedDataPrivate | Unset): your own seat's secret (absent for the other seats and watchers)
    """

    player: str
    to: str
    auto: bool
    private: DikdikCardPassedDataPrivate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        to = self.to

        auto = self.auto

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "to": to,
                "auto": auto,
            }
        )
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dikdik_card_passed_data_private import DikdikCardPassedDataPrivate  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        to = d.pop("to")

        auto = d.pop("auto")

        _private = d.pop("private", UNSET)
        private: DikdikCardPassedDataPrivate | Unset
        if isinstance(_private, Unset):
            private = UNSET
        else:
            private = DikdikCardPassedDataPrivate.from_dict(_private)

        dikdik_card_passed_data = cls(
            player=player,
            to=to,
            auto=auto,
            private=private,
        )

        dikdik_card_passed_data.additional_properties = d
        return dikdik_card_passed_data

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
