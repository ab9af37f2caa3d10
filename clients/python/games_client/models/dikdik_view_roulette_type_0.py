from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dikdik_view_roulette_type_0_card_type_1 import DikdikViewRouletteType0CardType1
from ..models.dikdik_view_roulette_type_0_card_type_2_type_1 import DikdikViewRouletteType0CardType2Type1
from ..models.dikdik_view_roulette_type_0_card_type_3_type_1 import DikdikViewRouletteType0CardType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="DikdikViewRouletteType0")


@_attrs_define
class DikdikViewRouletteType0:
    """
    Attributes:
        drawer (str | Unset): a seat id: "0", "1", ... in join order
        holder (str | Unset): a seat id: "0", "1", ... in join order
        index (int | None | Unset):
        card (DikdikViewRouletteType0CardType1 | DikdikViewRouletteType0CardType2Type1 |
            DikdikViewRouletteType0CardType3Type1 | None | Unset): a card name, lower case
    """

    drawer: str | Unset = UNSET
    holder: str | Unset = UNSET
    index: int | None | Unset = UNSET
    card: (
        DikdikViewRouletteType0CardType1
        | DikdikViewRouletteType0CardType2Type1
        | DikdikViewRouletteType0CardType3Type1
        | None
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        drawer = self.drawer

        holder = self.holder

        index: int | None | Unset
        if isinstance(self.index, Unset):
            index = UNSET
        else:
            index = self.index

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, DikdikViewRouletteType0CardType1):
            card = self.card.value
        elif isinstance(self.card, DikdikViewRouletteType0CardType2Type1):
            card = self.card.value
        elif isinstance(self.card, DikdikViewRouletteType0CardType3Type1):
            card = self.card.value
        else:
            card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if drawer is not UNSET:
            field_dict["drawer"] = drawer
        if holder is not UNSET:
            field_dict["holder"] = holder
        if index is not UNSET:
            field_dict["index"] = index
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        drawer = d.pop("drawer", UNSET)

        holder = d.pop("holder", UNSET)

        def _parse_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        index = _parse_index(d.pop("index", UNSET))

        def _parse_card(
            data: object,
        ) -> (
            DikdikViewRouletteType0CardType1
            | DikdikViewRouletteType0CardType2Type1
            | DikdikViewRouletteType0CardType3Type1
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
                card_type_1 = DikdikViewRouletteType0CardType1(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_2_type_1 = DikdikViewRouletteType0CardType2Type1(data)

                return card_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_3_type_1 = DikdikViewRouletteType0CardType3Type1(data)

                return card_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DikdikViewRouletteType0CardType1
                | DikdikViewRouletteType0CardType2Type1
                | DikdikViewRouletteType0CardType3Type1
                | None
                | Unset,
                data,
            )

        card = _parse_card(d.pop("card", UNSET))

        dikdik_view_roulette_type_0 = cls(
            drawer=drawer,
            holder=holder,
            index=index,
            card=card,
        )

        dikdik_view_roulette_type_0.additional_properties = d
        return dikdik_view_roulette_type_0

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
