from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dispute_decision_scores_type_0 import DisputeDecisionScoresType0


T = TypeVar("T", bound="DisputeDecision")


@_attrs_define
class DisputeDecision:
    """
    Attributes:
        dispute (int):
        by (int):
        by_name (str):
        kind (str):
        decision (str):
        to_version (int | Unset):
        winners (list[str] | Unset):
        scores (DisputeDecisionScoresType0 | None | Unset):
    """

    dispute: int
    by: int
    by_name: str
    kind: str
    decision: str
    to_version: int | Unset = UNSET
    winners: list[str] | Unset = UNSET
    scores: DisputeDecisionScoresType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dispute_decision_scores_type_0 import DisputeDecisionScoresType0  # noqa: PLC0415

        dispute = self.dispute

        by = self.by

        by_name = self.by_name

        kind = self.kind

        decision = self.decision

        to_version = self.to_version

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        scores: dict[str, Any] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, DisputeDecisionScoresType0):
            scores = self.scores.to_dict()
        else:
            scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dispute": dispute,
                "by": by,
                "by_name": by_name,
                "kind": kind,
                "decision": decision,
            }
        )
        if to_version is not UNSET:
            field_dict["to_version"] = to_version
        if winners is not UNSET:
            field_dict["winners"] = winners
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dispute_decision_scores_type_0 import DisputeDecisionScoresType0  # noqa: PLC0415

        d = dict(src_dict)
        dispute = d.pop("dispute")

        by = d.pop("by")

        by_name = d.pop("by_name")

        kind = d.pop("kind")

        decision = d.pop("decision")

        to_version = d.pop("to_version", UNSET)

        winners = cast(list[str], d.pop("winners", UNSET))

        def _parse_scores(data: object) -> DisputeDecisionScoresType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scores_type_0 = DisputeDecisionScoresType0.from_dict(data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DisputeDecisionScoresType0 | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))

        dispute_decision = cls(
            dispute=dispute,
            by=by,
            by_name=by_name,
            kind=kind,
            decision=decision,
            to_version=to_version,
            winners=winners,
            scores=scores,
        )

        dispute_decision.additional_properties = d
        return dispute_decision

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
