from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_round_dealt_data_hidden_boards_additional_property_item_type_1 import (
    DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1,
)
from ..models.diddly_round_dealt_data_hidden_boards_additional_property_item_type_2_type_1 import (
    DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1,
)
from ..models.diddly_round_dealt_data_hidden_boards_additional_property_item_type_3_type_1 import (
    DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1,
)

T = TypeVar("T", bound="DiddlyRoundDealtDataHiddenBoards")


@_attrs_define
class DiddlyRoundDealtDataHiddenBoards:
    additional_properties: dict[
        str,
        list[
            DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1
            | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1
            | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1
            | None
        ],
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item: None | str
                if isinstance(
                    additional_property_item_data, DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1
                ):
                    additional_property_item = additional_property_item_data.value
                elif isinstance(
                    additional_property_item_data, DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1
                ):
                    additional_property_item = additional_property_item_data.value
                elif isinstance(
                    additional_property_item_data, DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1
                ):
                    additional_property_item = additional_property_item_data.value
                else:
                    additional_property_item = additional_property_item_data
                field_dict[prop_name].append(additional_property_item)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        diddly_round_dealt_data_hidden_boards = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in _additional_property:

                def _parse_additional_property_item(
                    data: object,
                ) -> (
                    DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1
                    | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1
                    | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1
                    | None
                ):
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        additional_property_item_type_1 = DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1(
                            data
                        )

                        return additional_property_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        additional_property_item_type_2_type_1 = (
                            DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1(data)
                        )

                        return additional_property_item_type_2_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        additional_property_item_type_3_type_1 = (
                            DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1(data)
                        )

                        return additional_property_item_type_3_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(
                        DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1
                        | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1
                        | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1
                        | None,
                        data,
                    )

                additional_property_item = _parse_additional_property_item(additional_property_item_data)

                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        diddly_round_dealt_data_hidden_boards.additional_properties = additional_properties
        return diddly_round_dealt_data_hidden_boards

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> list[
        DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1
        | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1
        | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1
        | None
    ]:
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: list[
            DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType1
            | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType2Type1
            | DiddlyRoundDealtDataHiddenBoardsAdditionalPropertyItemType3Type1
            | None
        ],
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
