from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_dispute_resolved_data_kind import LobbyDisputeResolvedDataKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lobby_dispute_resolved_data_scores_type_0 import LobbyDisputeResolvedDataScoresType0


T = TypeVar("T", bound="LobbyDisputeResolvedData")


@_attrs_define
class LobbyDisputeResolvedData:
    """
    Attributes:
        dispute (int):
        by (int): a user id
        kind (LobbyDisputeResolvedDataKind):
        decision (str): the staff member's reason
        by_name (str | Unset):
        winners (list[str] | Unset):
        scores (LobbyDisputeResolvedDataScoresType0 | None | Unset): seat -> total score
        to_version (int | Unset):
    """

    dispute: int
    by: int
    kind: LobbyDisputeResolvedDataKind
    decision: str
    by_name: str | Unset = UNSET
    winners: list[str] | Unset = UNSET
    scores: LobbyDisputeResolvedDataScoresType0 | None | Unset = UNSET
    to_version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lobby_dispute_resolved_data_scores_type_0 import LobbyDisputeResolvedDataScoresType0  # noqa: PLC0415

        dispute = self.dispute

        by = self.by

        kind = self.kind.value

        decision = self.decision

        by_name = self.by_name

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        scores: dict[str, Any] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, LobbyDisputeResolvedDataScoresType0):
            scores = self.scores.to_dict()
        else:
            scores = self.scores

        to_version = self.to_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dispute": dispute,
                "by": by,
                "kind": kind,
                "decision": decision,
            }
        )
        if by_name is not UNSET:
            field_dict["by_name"] = by_name
        if winners is not UNSET:
            field_dict["winners"] = winners
        if scores is not UNSET:
            field_dict["scores"] = scores
        if to_version is not UNSET:
            field_dict["to_version"] = to_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_dispute_resolved_data_scores_type_0 import LobbyDisputeResolvedDataScoresType0  # noqa: PLC0415

        d = dict(src_dict)
        dispute = d.pop("dispute")

        by = d.pop("by")

        kind = LobbyDisputeResolvedDataKind(d.pop("kind"))

        decision = d.pop("decision")

        by_name = d.pop("by_name", UNSET)

        winners = cast(list[str], d.pop("winners", UNSET))

        def _parse_scores(data: object) -> LobbyDisputeResolvedDataScoresType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scores_type_0 = LobbyDisputeResolvedDataScoresType0.from_dict(data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LobbyDisputeResolvedDataScoresType0 | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))

        to_version = d.pop("to_version", UNSET)

        lobby_dispute_resolved_data = cls(
            dispute=dispute,
            by=by,
            kind=kind,
            decision=decision,
            by_name=by_name,
            winners=winners,
            scores=scores,
            to_version=to_version,
        )

        lobby_dispute_resolved_data.additional_properties = d
        return lobby_dispute_resolved_data

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
