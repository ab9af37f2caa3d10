from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_card_drawn_data_card import DiddlyCardDrawnDataCard
from ..models.diddly_card_drawn_data_source import DiddlyCardDrawnDataSource
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.diddly_card_drawn_data_private import DiddlyCardDrawnDataPrivate


T = TypeVar("T", bound="DiddlyCardDrawnData")


@_attrs_define
class DiddlyCardDrawnData:
    """a card drawn from the deck is the drawer's secret

    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        source (DiddlyCardDrawnDataSource):
        card (DiddlyCardDrawnDataCard | Unset): from the discard pile only
        private (DiddlyCardDrawnDataPrivate | Unset): your own seat's secret (absent for the other seats and watchers)
    """

    player: str
    source: DiddlyCardDrawnDataSource
    card: DiddlyCardDrawnDataCard | Unset = UNSET
    private: DiddlyCardDrawnDataPrivate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        source = self.source.value

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "source": source,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_card_drawn_data_private import DiddlyCardDrawnDataPrivate  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        source = DiddlyCardDrawnDataSource(d.pop("source"))

        _card = d.pop("card", UNSET)
        card: DiddlyCardDrawnDataCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = DiddlyCardDrawnDataCard(_card)

        _private = d.pop("private", UNSET)
        private: DiddlyCardDrawnDataPrivate | Unset
        if isinstance(_private, Unset):
            private = UNSET
        else:
            private = DiddlyCardDrawnDataPrivate.from_dict(_private)

        diddly_card_drawn_data = cls(
            player=player,
            source=source,
            card=card,
            private=private,
        )

        diddly_card_drawn_data.additional_properties = d
        return diddly_card_drawn_data

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
