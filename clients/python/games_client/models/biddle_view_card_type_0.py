from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.biddle_view_card_type_0_challenge import BiddleViewCardType0Challenge


T = TypeVar("T", bound="BiddleViewCardType0")


@_attrs_define
class BiddleViewCardType0:
    """the challenge card of this round

    Attributes:
        id (str | Unset):
        text (str | Unset):
        challenge (BiddleViewCardType0Challenge | Unset):
    """

    id: str | Unset = UNSET
    text: str | Unset = UNSET
    challenge: BiddleViewCardType0Challenge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        text = self.text

        challenge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.challenge, Unset):
            challenge = self.challenge.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if text is not UNSET:
            field_dict["text"] = text
        if challenge is not UNSET:
            field_dict["challenge"] = challenge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_view_card_type_0_challenge import BiddleViewCardType0Challenge  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        text = d.pop("text", UNSET)

        _challenge = d.pop("challenge", UNSET)
        challenge: BiddleViewCardType0Challenge | Unset
        if isinstance(_challenge, Unset):
            challenge = UNSET
        else:
            challenge = BiddleViewCardType0Challenge.from_dict(_challenge)

        biddle_view_card_type_0 = cls(
            id=id,
            text=text,
            challenge=challenge,
        )

        biddle_view_card_type_0.additional_properties = d
        return biddle_view_card_type_0

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
