from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_card_asked_data_card import DikdikCardAskedDataCard

T = TypeVar("T", bound="DikdikCardAskedData")


@_attrs_define
class DikdikCardAskedData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        target (str): a seat id: "0", "1", ... in join order
        card (DikdikCardAskedDataCard): a card name, lower case
        given (bool):
    """

    player: str
    target: str
    card: DikdikCardAskedDataCard
    given: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        target = self.target

        card = self.card.value

        given = self.given

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "target": target,
                "card": card,
                "given": given,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        target = d.pop("target")

        card = DikdikCardAskedDataCard(d.pop("card"))

        given = d.pop("given")

        dikdik_card_asked_data = cls(
            player=player,
            target=target,
            card=card,
            given=given,
        )

        dikdik_card_asked_data.additional_properties = d
        return dikdik_card_asked_data

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
