from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_round_dealt_data_hidden_draw_item_type_1 import DiddlyRoundDealtDataHiddenDrawItemType1
from ..models.diddly_round_dealt_data_hidden_draw_item_type_2_type_1 import DiddlyRoundDealtDataHiddenDrawItemType2Type1
from ..models.diddly_round_dealt_data_hidden_draw_item_type_3_type_1 import DiddlyRoundDealtDataHiddenDrawItemType3Type1

if TYPE_CHECKING:
    from ..models.diddly_round_dealt_data_hidden_boards import DiddlyRoundDealtDataHiddenBoards


T = TypeVar("T", bound="DiddlyRoundDealtDataHidden")


@_attrs_define
class DiddlyRoundDealtDataHidden:
    """the deal: face down for everyone (the sizes show)

    Attributes:
        boards (DiddlyRoundDealtDataHiddenBoards):
        draw (list[DiddlyRoundDealtDataHiddenDrawItemType1 | DiddlyRoundDealtDataHiddenDrawItemType2Type1 |
            DiddlyRoundDealtDataHiddenDrawItemType3Type1 | None]):
    """

    boards: DiddlyRoundDealtDataHiddenBoards
    draw: list[
        DiddlyRoundDealtDataHiddenDrawItemType1
        | DiddlyRoundDealtDataHiddenDrawItemType2Type1
        | DiddlyRoundDealtDataHiddenDrawItemType3Type1
        | None
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        boards = self.boards.to_dict()

        draw = []
        for draw_item_data in self.draw:
            draw_item: None | str
            if isinstance(draw_item_data, DiddlyRoundDealtDataHiddenDrawItemType1):
                draw_item = draw_item_data.value
            elif isinstance(draw_item_data, DiddlyRoundDealtDataHiddenDrawItemType2Type1):
                draw_item = draw_item_data.value
            elif isinstance(draw_item_data, DiddlyRoundDealtDataHiddenDrawItemType3Type1):
                draw_item = draw_item_data.value
            else:
                draw_item = draw_item_data
            draw.append(draw_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "boards": boards,
                "draw": draw,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_round_dealt_data_hidden_boards import DiddlyRoundDealtDataHiddenBoards  # noqa: PLC0415

        d = dict(src_dict)
        boards = DiddlyRoundDealtDataHiddenBoards.from_dict(d.pop("boards"))

        draw = []
        _draw = d.pop("draw")
        for draw_item_data in _draw:

            def _parse_draw_item(
                data: object,
            ) -> (
                DiddlyRoundDealtDataHiddenDrawItemType1
                | DiddlyRoundDealtDataHiddenDrawItemType2Type1
                | DiddlyRoundDealtDataHiddenDrawItemType3Type1
                | None
            ):
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    draw_item_type_1 = DiddlyRoundDealtDataHiddenDrawItemType1(data)

                    return draw_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    draw_item_type_2_type_1 = DiddlyRoundDealtDataHiddenDrawItemType2Type1(data)

                    return draw_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    draw_item_type_3_type_1 = DiddlyRoundDealtDataHiddenDrawItemType3Type1(data)

                    return draw_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(
                    DiddlyRoundDealtDataHiddenDrawItemType1
                    | DiddlyRoundDealtDataHiddenDrawItemType2Type1
                    | DiddlyRoundDealtDataHiddenDrawItemType3Type1
                    | None,
                    data,
                )

            draw_item = _parse_draw_item(draw_item_data)

            draw.append(draw_item)

        diddly_round_dealt_data_hidden = cls(
            boards=boards,
            draw=draw,
        )

        diddly_round_dealt_data_hidden.additional_properties = d
        return diddly_round_dealt_data_hidden

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
