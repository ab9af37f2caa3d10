from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_view_asks_item_card import DikdikViewAsksItemCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="DikdikViewAsksItem")


@_attrs_define
class DikdikViewAsksItem:
    """
    Attributes:
        player (str | Unset): a seat id: "0", "1", ... in join order
        target (str | Unset): a seat id: "0", "1", ... in join order
        card (DikdikViewAsksItemCard | Unset): a card name, lower case
        given (bool | Unset):
    """

    player: str | Unset = UNSET
    target: str | Unset = UNSET
    card: DikdikViewAsksItemCard | Unset = UNSET
    given: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        target = self.target

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        given = self.given

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player
        if target is not UNSET:
            field_dict["target"] = target
        if card is not UNSET:
            field_dict["card"] = card
        if given is not UNSET:
            field_dict["given"] = given

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        target = d.pop("target", UNSET)

        _card = d.pop("card", UNSET)
        card: DikdikViewAsksItemCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = DikdikViewAsksItemCard(_card)

        given = d.pop("given", UNSET)

        dikdik_view_asks_item = cls(
            player=player,
            target=target,
            card=card,
            given=given,
        )

        dikdik_view_asks_item.additional_properties = d
        return dikdik_view_asks_item

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
