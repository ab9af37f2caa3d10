from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diddly_card_peeked_data_private import DiddlyCardPeekedDataPrivate


T = TypeVar("T", bound="DiddlyCardPeekedData")


@_attrs_define
class DiddlyCardPeekedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        slot (int):
        private (DiddlyCardPeekedDataPrivate): your own seat's secret (absent for the other seats and watchers)
    """

    player: str
    slot: int
    private: DiddlyCardPeekedDataPrivate
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        slot = self.slot

        private = self.private.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "slot": slot,
                "private": private,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_card_peeked_data_private import DiddlyCardPeekedDataPrivate  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        slot = d.pop("slot")

        private = DiddlyCardPeekedDataPrivate.from_dict(d.pop("private"))

        diddly_card_peeked_data = cls(
            player=player,
            slot=slot,
            private=private,
        )

        diddly_card_peeked_data.additional_properties = d
        return diddly_card_peeked_data

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
