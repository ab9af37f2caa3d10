from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.diddly_round_ended_data_boards import DiddlyRoundEndedDataBoards
    from ..models.diddly_round_ended_data_scores import DiddlyRoundEndedDataScores


T = TypeVar("T", bound="DiddlyRoundEndedData")


@_attrs_define
class DiddlyRoundEndedData:
    """
    Attributes:
        round_ (int):
        boards (DiddlyRoundEndedDataBoards):
        scores (DiddlyRoundEndedDataScores): seat -> total score
    """

    round_: int
    boards: DiddlyRoundEndedDataBoards
    scores: DiddlyRoundEndedDataScores
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        boards = self.boards.to_dict()

        scores = self.scores.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "boards": boards,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_round_ended_data_boards import DiddlyRoundEndedDataBoards  # noqa: PLC0415
        from ..models.diddly_round_ended_data_scores import DiddlyRoundEndedDataScores  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        boards = DiddlyRoundEndedDataBoards.from_dict(d.pop("boards"))

        scores = DiddlyRoundEndedDataScores.from_dict(d.pop("scores"))

        diddly_round_ended_data = cls(
            round_=round_,
            boards=boards,
            scores=scores,
        )

        diddly_round_ended_data.additional_properties = d
        return diddly_round_ended_data

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
