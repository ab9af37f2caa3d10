from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_view_boards_additional_property_item_card_type_1 import (
    DiddlyViewBoardsAdditionalPropertyItemCardType1,
)
from ..models.diddly_view_boards_additional_property_item_card_type_2_type_1 import (
    DiddlyViewBoardsAdditionalPropertyItemCardType2Type1,
)
from ..models.diddly_view_boards_additional_property_item_card_type_3_type_1 import (
    DiddlyViewBoardsAdditionalPropertyItemCardType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiddlyViewBoardsAdditionalPropertyItem")


@_attrs_define
class DiddlyViewBoardsAdditionalPropertyItem:
    """
    Attributes:
        card (DiddlyViewBoardsAdditionalPropertyItemCardType1 | DiddlyViewBoardsAdditionalPropertyItemCardType2Type1 |
            DiddlyViewBoardsAdditionalPropertyItemCardType3Type1 | None): a card name, lower case
        up (bool):
        known (bool | Unset):
    """

    card: (
        DiddlyViewBoardsAdditionalPropertyItemCardType1
        | DiddlyViewBoardsAdditionalPropertyItemCardType2Type1
        | DiddlyViewBoardsAdditionalPropertyItemCardType3Type1
        | None
    )
    up: bool
    known: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, DiddlyViewBoardsAdditionalPropertyItemCardType1):
            card = self.card.value
        elif isinstance(self.card, DiddlyViewBoardsAdditionalPropertyItemCardType2Type1):
            card = self.card.value
        elif isinstance(self.card, DiddlyViewBoardsAdditionalPropertyItemCardType3Type1):
            card = self.card.value
        else:
            card = self.card

        up = self.up

        known = self.known

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "up": up,
            }
        )
        if known is not UNSET:
            field_dict["known"] = known

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(
            data: object,
        ) -> (
            DiddlyViewBoardsAdditionalPropertyItemCardType1
            | DiddlyViewBoardsAdditionalPropertyItemCardType2Type1
            | DiddlyViewBoardsAdditionalPropertyItemCardType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = DiddlyViewBoardsAdditionalPropertyItemCardType1(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_2_type_1 = DiddlyViewBoardsAdditionalPropertyItemCardType2Type1(data)

                return card_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_3_type_1 = DiddlyViewBoardsAdditionalPropertyItemCardType3Type1(data)

                return card_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                DiddlyViewBoardsAdditionalPropertyItemCardType1
                | DiddlyViewBoardsAdditionalPropertyItemCardType2Type1
                | DiddlyViewBoardsAdditionalPropertyItemCardType3Type1
                | None,
                data,
            )

        card = _parse_card(d.pop("card"))

        up = d.pop("up")

        known = d.pop("known", UNSET)

        diddly_view_boards_additional_property_item = cls(
            card=card,
            up=up,
            known=known,
        )

        diddly_view_boards_additional_property_item.additional_properties = d
        return diddly_view_boards_additional_property_item

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
