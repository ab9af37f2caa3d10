from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quiddler_went_out_data_discard import QuiddlerWentOutDataDiscard
from ..models.quiddler_went_out_data_words_item_item import QuiddlerWentOutDataWordsItemItem

T = TypeVar("T", bound="QuiddlerWentOutData")


@_attrs_define
class QuiddlerWentOutData:
    """
    Attributes:
        player (str): a seat id: "0", "1", ... in join order
        words (list[list[QuiddlerWentOutDataWordsItemItem]]): words, each a list of cards
        discard (QuiddlerWentOutDataDiscard): a card name, lower case
    """

    player: str
    words: list[list[QuiddlerWentOutDataWordsItemItem]]
    discard: QuiddlerWentOutDataDiscard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        words = []
        for words_item_data in self.words:
            words_item = []
            for words_item_item_data in words_item_data:
                words_item_item = words_item_item_data.value
                words_item.append(words_item_item)

            words.append(words_item)

        discard = self.discard.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "words": words,
                "discard": discard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        words = []
        _words = d.pop("words")
        for words_item_data in _words:
            words_item = []
            _words_item = words_item_data
            for words_item_item_data in _words_item:
                words_item_item = QuiddlerWentOutDataWordsItemItem(words_item_item_data)

                words_item.append(words_item_item)

            words.append(words_item)

        discard = QuiddlerWentOutDataDiscard(d.pop("discard"))

        quiddler_went_out_data = cls(
            player=player,
            words=words,
            discard=discard,
        )

        quiddler_went_out_data.additional_properties = d
        return quiddler_went_out_data

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
