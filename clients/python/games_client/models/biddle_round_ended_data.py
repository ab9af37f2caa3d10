from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.biddle_round_ended_data_points import BiddleRoundEndedDataPoints


T = TypeVar("T", bound="BiddleRoundEndedData")


@_attrs_define
class BiddleRoundEndedData:
    """
    Attributes:
        round_ (int):
        card (str): a challenge card id
        met (bool):
        rolls (int):
        rolls_used (int):
        team (list[str]):
        dropped (list[str]):
        points (BiddleRoundEndedDataPoints): seat -> total score
    """

    round_: int
    card: str
    met: bool
    rolls: int
    rolls_used: int
    team: list[str]
    dropped: list[str]
    points: BiddleRoundEndedDataPoints
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        card = self.card

        met = self.met

        rolls = self.rolls

        rolls_used = self.rolls_used

        team = self.team

        dropped = self.dropped

        points = self.points.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "card": card,
                "met": met,
                "rolls": rolls,
                "rolls_used": rolls_used,
                "team": team,
                "dropped": dropped,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_round_ended_data_points import BiddleRoundEndedDataPoints  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        card = d.pop("card")

        met = d.pop("met")

        rolls = d.pop("rolls")

        rolls_used = d.pop("rolls_used")

        team = cast(list[str], d.pop("team"))

        dropped = cast(list[str], d.pop("dropped"))

        points = BiddleRoundEndedDataPoints.from_dict(d.pop("points"))

        biddle_round_ended_data = cls(
            round_=round_,
            card=card,
            met=met,
            rolls=rolls,
            rolls_used=rolls_used,
            team=team,
            dropped=dropped,
            points=points,
        )

        biddle_round_ended_data.additional_properties = d
        return biddle_round_ended_data

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
