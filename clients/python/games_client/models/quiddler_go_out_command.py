from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quiddler_go_out_command_discard import QuiddlerGoOutCommandDiscard
from ..models.quiddler_go_out_command_type import QuiddlerGoOutCommandType
from ..models.quiddler_go_out_command_words_item_item import QuiddlerGoOutCommandWordsItemItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuiddlerGoOutCommand")


@_attrs_define
class QuiddlerGoOutCommand:
    """quiddler: go_out (docs/rules/quiddler.md)

    Attributes:
        type_ (QuiddlerGoOutCommandType):
        words (list[list[QuiddlerGoOutCommandWordsItemItem]]): words, each a list of cards
        discard (QuiddlerGoOutCommandDiscard): a Quiddler card, lower case (qu, in, er, cl, th are one card each)
        expected_version (int | Unset): optional: refuse with 409 stale_version unless the game is at this version
    """

    type_: QuiddlerGoOutCommandType
    words: list[list[QuiddlerGoOutCommandWordsItemItem]]
    discard: QuiddlerGoOutCommandDiscard
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        words = []
        for words_item_data in self.words:
            words_item = []
            for words_item_item_data in words_item_data:
                words_item_item = words_item_item_data.value
                words_item.append(words_item_item)

            words.append(words_item)

        discard = self.discard.value

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "words": words,
                "discard": discard,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = QuiddlerGoOutCommandType(d.pop("type"))

        words = []
        _words = d.pop("words")
        for words_item_data in _words:
            words_item = []
            _words_item = words_item_data
            for words_item_item_data in _words_item:
                words_item_item = QuiddlerGoOutCommandWordsItemItem(words_item_item_data)

                words_item.append(words_item_item)

            words.append(words_item)

        discard = QuiddlerGoOutCommandDiscard(d.pop("discard"))

        expected_version = d.pop("expected_version", UNSET)

        quiddler_go_out_command = cls(
            type_=type_,
            words=words,
            discard=discard,
            expected_version=expected_version,
        )

        return quiddler_go_out_command
