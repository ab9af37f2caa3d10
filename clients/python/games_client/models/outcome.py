from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.outcome_rounds_item import OutcomeRoundsItem
    from ..models.outcome_scores import OutcomeScores


T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """Where the game stands, the same shape for every game (as in game.finished).

    Attributes:
        phase (str):
        round_ (int):
        to_act (list[str]):
        finished (bool):
        scores (OutcomeScores): seat -> total score
        rounds (list[OutcomeRoundsItem]): each finished round's points per seat
        winners (list[str]):
        loser (None | str | Unset): Dik Dik: the loser
        deadline_ms (int | None | Unset): Didi Dotter: the choice deadline, ms since the epoch
    """

    phase: str
    round_: int
    to_act: list[str]
    finished: bool
    scores: OutcomeScores
    rounds: list[OutcomeRoundsItem]
    winners: list[str]
    loser: None | str | Unset = UNSET
    deadline_ms: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        round_ = self.round_

        to_act = self.to_act

        finished = self.finished

        scores = self.scores.to_dict()

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        winners = self.winners

        loser: None | str | Unset
        if isinstance(self.loser, Unset):
            loser = UNSET
        else:
            loser = self.loser

        deadline_ms: int | None | Unset
        if isinstance(self.deadline_ms, Unset):
            deadline_ms = UNSET
        else:
            deadline_ms = self.deadline_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "round": round_,
                "to_act": to_act,
                "finished": finished,
                "scores": scores,
                "rounds": rounds,
                "winners": winners,
            }
        )
        if loser is not UNSET:
            field_dict["loser"] = loser
        if deadline_ms is not UNSET:
            field_dict["deadline_ms"] = deadline_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_rounds_item import OutcomeRoundsItem  # noqa: PLC0415
        from ..models.outcome_scores import OutcomeScores  # noqa: PLC0415

        d = dict(src_dict)
        phase = d.pop("phase")

        round_ = d.pop("round")

        to_act = cast(list[str], d.pop("to_act"))

        finished = d.pop("finished")

        scores = OutcomeScores.from_dict(d.pop("scores"))

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = OutcomeRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        winners = cast(list[str], d.pop("winners"))

        def _parse_loser(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        loser = _parse_loser(d.pop("loser", UNSET))

        def _parse_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deadline_ms = _parse_deadline_ms(d.pop("deadline_ms", UNSET))

        outcome = cls(
            phase=phase,
            round_=round_,
            to_act=to_act,
            finished=finished,
            scores=scores,
            rounds=rounds,
            winners=winners,
            loser=loser,
            deadline_ms=deadline_ms,
        )

        outcome.additional_properties = d
        return outcome

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
