from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.quiddler_round_scored_data_details_additional_property_left_item import (
    QuiddlerRoundScoredDataDetailsAdditionalPropertyLeftItem,
)
from ..models.quiddler_round_scored_data_details_additional_property_words_item_item import (
    QuiddlerRoundScoredDataDetailsAdditionalPropertyWordsItemItem,
)

T = TypeVar("T", bound="QuiddlerRoundScoredDataDetailsAdditionalProperty")


@_attrs_define
class QuiddlerRoundScoredDataDetailsAdditionalProperty:
    """
    Attributes:
        words (list[list[QuiddlerRoundScoredDataDetailsAdditionalPropertyWordsItemItem]]): words, each a list of cards
        left (list[QuiddlerRoundScoredDataDetailsAdditionalPropertyLeftItem]):
        laid_points (int):
        left_points (int):
        longest_word_bonus (int):
        most_words_bonus (int):
        score (int):
    """

    words: list[list[QuiddlerRoundScoredDataDetailsAdditionalPropertyWordsItemItem]]
    left: list[QuiddlerRoundScoredDataDetailsAdditionalPropertyLeftItem]
    laid_points: int
    left_points: int
    longest_word_bonus: int
    most_words_bonus: int
    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        words = []
        for words_item_data in self.words:
            words_item = []
            for words_item_item_data in words_item_data:
                words_item_item = words_item_item_data.value
                words_item.append(words_item_item)

            words.append(words_item)

        left = []
        for left_item_data in self.left:
            left_item = left_item_data.value
            left.append(left_item)

        laid_points = self.laid_points

        left_points = self.left_points

        longest_word_bonus = self.longest_word_bonus

        most_words_bonus = self.most_words_bonus

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "words": words,
                "left": left,
                "laid_points": laid_points,
                "left_points": left_points,
                "longest_word_bonus": longest_word_bonus,
                "most_words_bonus": most_words_bonus,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        words = []
        _words = d.pop("words")
        for words_item_data in _words:
            words_item = []
            _words_item = words_item_data
            for words_item_item_data in _words_item:
                words_item_item = QuiddlerRoundScoredDataDetailsAdditionalPropertyWordsItemItem(words_item_item_data)

                words_item.append(words_item_item)

            words.append(words_item)

        left = []
        _left = d.pop("left")
        for left_item_data in _left:
            left_item = QuiddlerRoundScoredDataDetailsAdditionalPropertyLeftItem(left_item_data)

            left.append(left_item)

        laid_points = d.pop("laid_points")

        left_points = d.pop("left_points")

        longest_word_bonus = d.pop("longest_word_bonus")

        most_words_bonus = d.pop("most_words_bonus")

        score = d.pop("score")

        quiddler_round_scored_data_details_additional_property = cls(
            words=words,
            left=left,
            laid_points=laid_points,
            left_points=left_points,
            longest_word_bonus=longest_word_bonus,
            most_words_bonus=most_words_bonus,
            score=score,
        )

        quiddler_round_scored_data_details_additional_property.additional_properties = d
        return quiddler_round_scored_data_details_additional_property

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
