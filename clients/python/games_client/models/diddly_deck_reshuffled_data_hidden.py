from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_deck_reshuffled_data_hidden_order_item_type_1 import DiddlyDeckReshuffledDataHiddenOrderItemType1
from ..models.diddly_deck_reshuffled_data_hidden_order_item_type_2_type_1 import (
    DiddlyDeckReshuffledDataHiddenOrderItemType2Type1,
)
from ..models.diddly_deck_reshuffled_data_hidden_order_item_type_3_type_1 import (
    DiddlyDeckReshuffledDataHiddenOrderItemType3Type1,
)

T = TypeVar("T", bound="DiddlyDeckReshuffledDataHidden")


@_attrs_define
class DiddlyDeckReshuffledDataHidden:
    """
    Attributes:
        order (list[DiddlyDeckReshuffledDataHiddenOrderItemType1 | DiddlyDeckReshuffledDataHiddenOrderItemType2Type1 |
            DiddlyDeckReshuffledDataHiddenOrderItemType3Type1 | None]):
    """

    order: list[
        DiddlyDeckReshuffledDataHiddenOrderItemType1
        | DiddlyDeckReshuffledDataHiddenOrderItemType2Type1
        | DiddlyDeckReshuffledDataHiddenOrderItemType3Type1
        | None
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = []
        for order_item_data in self.order:
            order_item: None | str
            if isinstance(order_item_data, DiddlyDeckReshuffledDataHiddenOrderItemType1):
                order_item = order_item_data.value
            elif isinstance(order_item_data, DiddlyDeckReshuffledDataHiddenOrderItemType2Type1):
                order_item = order_item_data.value
            elif isinstance(order_item_data, DiddlyDeckReshuffledDataHiddenOrderItemType3Type1):
                order_item = order_item_data.value
            else:
                order_item = order_item_data
            order.append(order_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = []
        _order = d.pop("order")
        for order_item_data in _order:

            def _parse_order_item(
                data: object,
            ) -> (
                DiddlyDeckReshuffledDataHiddenOrderItemType1
                | DiddlyDeckReshuffledDataHiddenOrderItemType2Type1
                | DiddlyDeckReshuffledDataHiddenOrderItemType3Type1
                | None
            ):
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    order_item_type_1 = DiddlyDeckReshuffledDataHiddenOrderItemType1(data)

                    return order_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    order_item_type_2_type_1 = DiddlyDeckReshuffledDataHiddenOrderItemType2Type1(data)

                    return order_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    order_item_type_3_type_1 = DiddlyDeckReshuffledDataHiddenOrderItemType3Type1(data)

                    return order_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    DiddlyDeckReshuffledDataHiddenOrderItemType1
                    | DiddlyDeckReshuffledDataHiddenOrderItemType2Type1
                    | DiddlyDeckReshuffledDataHiddenOrderItemType3Type1
                    | None,
                    data,
                )

            order_item = _parse_order_item(order_item_data)

            order.append(order_item)

        diddly_deck_reshuffled_data_hidden = cls(
            order=order,
        )

        diddly_deck_reshuffled_data_hidden.additional_properties = d
        return diddly_deck_reshuffled_data_hidden

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
