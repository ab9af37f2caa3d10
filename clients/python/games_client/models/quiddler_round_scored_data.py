from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.quiddler_round_scored_data_details import QuiddlerRoundScoredDataDetails
    from ..models.quiddler_round_scored_data_scores import QuiddlerRoundScoredDataScores
    from ..models.quiddler_round_scored_data_totals import QuiddlerRoundScoredDataTotals


T = TypeVar("T", bound="QuiddlerRoundScoredData")


@_attrs_define
class QuiddlerRoundScoredData:
    """
    Attributes:
        round_ (int):
        scores (QuiddlerRoundScoredDataScores): seat -> total score
        totals (QuiddlerRoundScoredDataTotals): seat -> total score
        details (QuiddlerRoundScoredDataDetails):
    """

    round_: int
    scores: QuiddlerRoundScoredDataScores
    totals: QuiddlerRoundScoredDataTotals
    details: QuiddlerRoundScoredDataDetails
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        scores = self.scores.to_dict()

        totals = self.totals.to_dict()

        details = self.details.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "scores": scores,
                "totals": totals,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quiddler_round_scored_data_details import QuiddlerRoundScoredDataDetails  # noqa: PLC0415
        from ..models.quiddler_round_scored_data_scores import QuiddlerRoundScoredDataScores  # noqa: PLC0415
        from ..models.quiddler_round_scored_data_totals import QuiddlerRoundScoredDataTotals  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        scores = QuiddlerRoundScoredDataScores.from_dict(d.pop("scores"))

        totals = QuiddlerRoundScoredDataTotals.from_dict(d.pop("totals"))

        details = QuiddlerRoundScoredDataDetails.from_dict(d.pop("details"))

        quiddler_round_scored_data = cls(
            round_=round_,
            scores=scores,
            totals=totals,
            details=details,
        )

        quiddler_round_scored_data.additional_properties = d
        return quiddler_round_scored_data

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
