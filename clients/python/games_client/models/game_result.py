from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_result_reason import GameResultReason

if TYPE_CHECKING:
    from ..models.game_result_scores_type_0 import GameResultScoresType0


T = TypeVar("T", bound="GameResult")


@_attrs_define
class GameResult:
    """How the game ended.

    Attributes:
        reason (GameResultReason):
        winners (list[str]):
        ranking (list[list[str]] | None): groups of tied seats, best first (null when void)
        void (bool): the game counts for nothing
        seat (None | str): the seat that resigned, aborted or timed out
        scores (GameResultScoresType0 | None): seat -> total score
        note (None | str):
        dispute (int | None):
    """

    reason: GameResultReason
    winners: list[str]
    ranking: list[list[str]] | None
    void: bool
    seat: None | str
    scores: GameResultScoresType0 | None
    note: None | str
    dispute: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_result_scores_type_0 import GameResultScoresType0  # noqa: PLC0415

        reason = self.reason.value

        winners = self.winners

        ranking: list[list[str]] | None
        if isinstance(self.ranking, list):
            ranking = []
            for ranking_type_0_item_data in self.ranking:
                ranking_type_0_item = ranking_type_0_item_data

                ranking.append(ranking_type_0_item)

        else:
            ranking = self.ranking

        void = self.void

        seat: None | str
        seat = self.seat

        scores: dict[str, Any] | None
        if isinstance(self.scores, GameResultScoresType0):
            scores = self.scores.to_dict()
        else:
            scores = self.scores

        note: None | str
        note = self.note

        dispute: int | None
        dispute = self.dispute

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "winners": winners,
                "ranking": ranking,
                "void": void,
                "seat": seat,
                "scores": scores,
                "note": note,
                "dispute": dispute,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_result_scores_type_0 import GameResultScoresType0  # noqa: PLC0415

        d = dict(src_dict)
        reason = GameResultReason(d.pop("reason"))

        winners = cast(list[str], d.pop("winners"))

        def _parse_ranking(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ranking_type_0 = []
                _ranking_type_0 = data
                for ranking_type_0_item_data in _ranking_type_0:
                    ranking_type_0_item = cast(list[str], ranking_type_0_item_data)

                    ranking_type_0.append(ranking_type_0_item)

                return ranking_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        ranking = _parse_ranking(d.pop("ranking"))

        void = d.pop("void")

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_scores(data: object) -> GameResultScoresType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scores_type_0 = GameResultScoresType0.from_dict(data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameResultScoresType0 | None, data)

        scores = _parse_scores(d.pop("scores"))

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))

        def _parse_dispute(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dispute = _parse_dispute(d.pop("dispute"))

        game_result = cls(
            reason=reason,
            winners=winners,
            ranking=ranking,
            void=void,
            seat=seat,
            scores=scores,
            note=note,
            dispute=dispute,
        )

        game_result.additional_properties = d
        return game_result

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
