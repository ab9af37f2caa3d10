from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.biddle_bidding_hint_phase import BiddleBiddingHintPhase

if TYPE_CHECKING:
    from ..models.biddle_chance import BiddleChance


T = TypeVar("T", bound="BiddleBiddingHint")


@_attrs_define
class BiddleBiddingHint:
    """Biddle while bidding

    Attributes:
        phase (BiddleBiddingHintPhase):
        card (str):
        chances (list[BiddleChance]): the chance to meet the card in 1, 2, ... rolls
    """

    phase: BiddleBiddingHintPhase
    card: str
    chances: list[BiddleChance]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase.value

        card = self.card

        chances = []
        for chances_item_data in self.chances:
            chances_item = chances_item_data.to_dict()
            chances.append(chances_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "card": card,
                "chances": chances,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_chance import BiddleChance  # noqa: PLC0415

        d = dict(src_dict)
        phase = BiddleBiddingHintPhase(d.pop("phase"))

        card = d.pop("card")

        chances = []
        _chances = d.pop("chances")
        for chances_item_data in _chances:
            chances_item = BiddleChance.from_dict(chances_item_data)

            chances.append(chances_item)

        biddle_bidding_hint = cls(
            phase=phase,
            card=card,
            chances=chances,
        )

        biddle_bidding_hint.additional_properties = d
        return biddle_bidding_hint

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
