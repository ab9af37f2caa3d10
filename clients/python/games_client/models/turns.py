from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.turn import Turn
    from ..models.turn_counts import TurnCounts


T = TypeVar("T", bound="Turns")


@_attrs_define
class Turns:
    """
    Attributes:
        turns (list[Turn]): the earliest deadline first, untimed last
        counts (TurnCounts):
        etag (str): a hash of the turn set (also the ETag header)
    """

    turns: list[Turn]
    counts: TurnCounts
    etag: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        turns = []
        for turns_item_data in self.turns:
            turns_item = turns_item_data.to_dict()
            turns.append(turns_item)

        counts = self.counts.to_dict()

        etag = self.etag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "turns": turns,
                "counts": counts,
                "etag": etag,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.turn import Turn  # noqa: PLC0415
        from ..models.turn_counts import TurnCounts  # noqa: PLC0415

        d = dict(src_dict)
        turns = []
        _turns = d.pop("turns")
        for turns_item_data in _turns:
            turns_item = Turn.from_dict(turns_item_data)

            turns.append(turns_item)

        counts = TurnCounts.from_dict(d.pop("counts"))

        etag = d.pop("etag")

        turns = cls(
            turns=turns,
            counts=counts,
            etag=etag,
        )

        turns.additional_properties = d
        return turns

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
