from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dikdik_cards_dealt_data_private import DikdikCardsDealtDataPrivate
    from ..models.dikdik_cards_dealt_data_sizes import DikdikCardsDealtDataSizes


T = TypeVar("T", bound="DikdikCardsDealtData")


@_attrs_define
class DikdikCardsDealtData:
    """
    Attributes:
        players (list[str]):
        cards (int):
        sizes (DikdikCardsDealtDataSizes):
        private (DikdikCardsDealtDataPrivate | Unset): your own seat's secret (absent for the other seats and watchers)
    """

    players: list[str]
    cards: int
    sizes: DikdikCardsDealtDataSizes
    private: DikdikCardsDealtDataPrivate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        cards = self.cards

        sizes = self.sizes.to_dict()

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "cards": cards,
                "sizes": sizes,
            }
        )
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dikdik_cards_dealt_data_private import DikdikCardsDealtDataPrivate  # noqa: PLC0415
        from ..models.dikdik_cards_dealt_data_sizes import DikdikCardsDealtDataSizes  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        cards = d.pop("cards")

        sizes = DikdikCardsDealtDataSizes.from_dict(d.pop("sizes"))

        _private = d.pop("private", UNSET)
        private: DikdikCardsDealtDataPrivate | Unset
        if isinstance(_private, Unset):
            private = UNSET
        else:
            private = DikdikCardsDealtDataPrivate.from_dict(_private)

        dikdik_cards_dealt_data = cls(
            players=players,
            cards=cards,
            sizes=sizes,
            private=private,
        )

        dikdik_cards_dealt_data.additional_properties = d
        return dikdik_cards_dealt_data

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
