from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.quiddler_game_finished_data_totals import QuiddlerGameFinishedDataTotals


T = TypeVar("T", bound="QuiddlerGameFinishedData")


@_attrs_define
class QuiddlerGameFinishedData:
    """
    Attributes:
        totals (QuiddlerGameFinishedDataTotals): seat -> total score
        winners (list[str]):
    """

    totals: QuiddlerGameFinishedDataTotals
    winners: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        totals = self.totals.to_dict()

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "totals": totals,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quiddler_game_finished_data_totals import QuiddlerGameFinishedDataTotals  # noqa: PLC0415

        d = dict(src_dict)
        totals = QuiddlerGameFinishedDataTotals.from_dict(d.pop("totals"))

        winners = cast(list[str], d.pop("winners"))

        quiddler_game_finished_data = cls(
            totals=totals,
            winners=winners,
        )

        quiddler_game_finished_data.additional_properties = d
        return quiddler_game_finished_data

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
