from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.biddle_deck_shuffled_data_options import BiddleDeckShuffledDataOptions


T = TypeVar("T", bound="BiddleDeckShuffledData")


@_attrs_define
class BiddleDeckShuffledData:
    """the order of the deck stays secret

    Attributes:
        players (list[str]):
        options (BiddleDeckShuffledDataOptions):
    """

    players: list[str]
    options: BiddleDeckShuffledDataOptions
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
        from ..models.biddle_deck_shuffled_data_options import BiddleDeckShuffledDataOptions  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        options = BiddleDeckShuffledDataOptions.from_dict(d.pop("options"))

        biddle_deck_shuffled_data = cls(
            players=players,
            options=options,
        )

        biddle_deck_shuffled_data.additional_properties = d
        return biddle_deck_shuffled_data

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
