from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.quiddler_game_started_data_dictionary import QuiddlerGameStartedDataDictionary


T = TypeVar("T", bound="QuiddlerGameStartedData")


@_attrs_define
class QuiddlerGameStartedData:
    """
    Attributes:
        players (list[str]):
        first_round (int):
        dictionary (QuiddlerGameStartedDataDictionary):
        hints (bool):
    """

    players: list[str]
    first_round: int
    dictionary: QuiddlerGameStartedDataDictionary
    hints: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        first_round = self.first_round

        dictionary = self.dictionary.to_dict()

        hints = self.hints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "first_round": first_round,
                "dictionary": dictionary,
                "hints": hints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quiddler_game_started_data_dictionary import QuiddlerGameStartedDataDictionary  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        first_round = d.pop("first_round")

        dictionary = QuiddlerGameStartedDataDictionary.from_dict(d.pop("dictionary"))

        hints = d.pop("hints")

        quiddler_game_started_data = cls(
            players=players,
            first_round=first_round,
            dictionary=dictionary,
            hints=hints,
        )

        quiddler_game_started_data.additional_properties = d
        return quiddler_game_started_data

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
