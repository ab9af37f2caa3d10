from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.didi_dotter_game_ended_data_scores import DidiDotterGameEndedDataScores


T = TypeVar("T", bound="DidiDotterGameEndedData")


@_attrs_define
class DidiDotterGameEndedData:
    """
    Attributes:
        scores (DidiDotterGameEndedDataScores): seat -> total score
        winners (list[str]):
        at_ms (int): when it happened (the service's clock)
        at_version (int): the event's own version in the log
    """

    scores: DidiDotterGameEndedDataScores
    winners: list[str]
    at_ms: int
    at_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores.to_dict()

        winners = self.winners

        at_ms = self.at_ms

        at_version = self.at_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scores": scores,
                "winners": winners,
                "at_ms": at_ms,
                "at_version": at_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.didi_dotter_game_ended_data_scores import DidiDotterGameEndedDataScores  # noqa: PLC0415

        d = dict(src_dict)
        scores = DidiDotterGameEndedDataScores.from_dict(d.pop("scores"))

        winners = cast(list[str], d.pop("winners"))

        at_ms = d.pop("at_ms")

        at_version = d.pop("at_version")

        didi_dotter_game_ended_data = cls(
            scores=scores,
            winners=winners,
            at_ms=at_ms,
            at_version=at_version,
        )

        didi_dotter_game_ended_data.additional_properties = d
        return didi_dotter_game_ended_data

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
