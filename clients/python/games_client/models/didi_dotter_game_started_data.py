from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.didi_dotter_game_started_data_options import DidiDotterGameStartedDataOptions


T = TypeVar("T", bound="DidiDotterGameStartedData")


@_attrs_define
class DidiDotterGameStartedData:
    """
    Attributes:
        players (list[str]):
        options (DidiDotterGameStartedDataOptions):
    """

    players: list[str]
    options: DidiDotterGameStartedDataOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.didi_dotter_game_started_data_options import DidiDotterGameStartedDataOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        options = DidiDotterGameStartedDataOptions.from_dict(d.pop("options"))

        didi_dotter_game_started_data = cls(
            players=players,
            options=options,
        )

        didi_dotter_game_started_data.additional_properties = d
        return didi_dotter_game_started_data

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
