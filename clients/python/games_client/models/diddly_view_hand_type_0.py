from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_view_hand_type_0_card_type_1 import DiddlyViewHandType0CardType1
from ..models.diddly_view_hand_type_0_card_type_2_type_1 import DiddlyViewHandType0CardType2Type1
from ..models.diddly_view_hand_type_0_card_type_3_type_1 import DiddlyViewHandType0CardType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyViewHandType0")


@_attrs_define
class DiddlyViewHandType0:
    """the card in play (drawn), if any

    Attributes:
        player (str | Unset): a seat id: "0", "1", ... in join order
        source (str | Unset):
        card (DiddlyViewHandType0CardType1 | DiddlyViewHandType0CardType2Type1 | DiddlyViewHandType0CardType3Type1 |
            None | Unset): a card name, lower case
        power (None | str | Unset):
    """

    player: str | Unset = UNSET
    source: str | Unset = UNSET
    card: (
        DiddlyViewHandType0CardType1
        | DiddlyViewHandType0CardType2Type1
        | DiddlyViewHandType0CardType3Type1
        | None
        | Unset
    ) = UNSET
    power: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        source = self.source

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, DiddlyViewHandType0CardType1):
            card = self.card.value
        elif isinstance(self.card, DiddlyViewHandType0CardType2Type1):
            card = self.card.value
        elif isinstance(self.card, DiddlyViewHandType0CardType3Type1):
            card = self.card.value
        else:
            card = self.card

        power: None | str | Unset
        if isinstance(self.power, Unset):
            power = UNSET
        else:
            power = self.power

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player
        if source is not UNSET:
            field_dict["source"] = source
        if card is not UNSET:
            field_dict["card"] = card
        if power is not UNSET:
            field_dict["power"] = power

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        source = d.pop("source", UNSET)

        def _parse_card(
            data: object,
        ) -> (
            DiddlyViewHandType0CardType1
            | DiddlyViewHandType0CardType2Type1
            | DiddlyViewHandType0CardType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = DiddlyViewHandType0CardType1(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_2_type_1 = DiddlyViewHandType0CardType2Type1(data)

                return card_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_3_type_1 = DiddlyViewHandType0CardType3Type1(data)

                return card_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DiddlyViewHandType0CardType1
                | DiddlyViewHandType0CardType2Type1
                | DiddlyViewHandType0CardType3Type1
                | None
                | Unset,
                data,
            )

        card = _parse_card(d.pop("card", UNSET))

        def _parse_power(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        power = _parse_power(d.pop("power", UNSET))

        diddly_view_hand_type_0 = cls(
            player=player,
            source=source,
            card=card,
            power=power,
        )

        diddly_view_hand_type_0.additional_properties = d
        return diddly_view_hand_type_0

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
