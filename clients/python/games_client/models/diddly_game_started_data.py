from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.diddly_game_started_data_columns import DiddlyGameStartedDataColumns

T = TypeVar("T", bound="DiddlyGameStartedData")


@_attrs_define
class DiddlyGameStartedData:
    """
    Attributes:
        players (list[str]):
        columns (DiddlyGameStartedDataColumns):
        rounds (int):
    """

    players: list[str]
    columns: DiddlyGameStartedDataColumns
    rounds: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        columns = self.columns.value

        rounds = self.rounds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "columns": columns,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        columns = DiddlyGameStartedDataColumns(d.pop("columns"))

        rounds = d.pop("rounds")

        diddly_game_started_data = cls(
            players=players,
            columns=columns,
            rounds=rounds,
        )

        diddly_game_started_data.additional_properties = d
        return diddly_game_started_data

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
