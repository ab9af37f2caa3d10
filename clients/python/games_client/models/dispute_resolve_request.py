from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DisputeResolveRequest")


@_attrs_define
class DisputeResolveRequest:
    """
    Attributes:
        decision (str): staff's reason for the decision, for the record
        kind (str | Unset): what the decision does: annul | set_result | rewind | dismiss (default: dismiss) Default:
            'dismiss'.
        to_version (Any | Unset): rewind: the version play continues from
        winners (Any | Unset): set_result: the winning seat ids, e.g. ["0"]
        scores (Any | Unset): set_result (optional): {"0": 12, "1": 9}
    """

    decision: str
    kind: str | Unset = "dismiss"
    to_version: Any | Unset = UNSET
    winners: Any | Unset = UNSET
    scores: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision

        kind = self.kind

        to_version = self.to_version

        winners = self.winners

        scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decision": decision,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if to_version is not UNSET:
            field_dict["to_version"] = to_version
        if winners is not UNSET:
            field_dict["winners"] = winners
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision = d.pop("decision")

        kind = d.pop("kind", UNSET)

        to_version = d.pop("to_version", UNSET)

        winners = d.pop("winners", UNSET)

        scores = d.pop("scores", UNSET)

        dispute_resolve_request = cls(
            decision=decision,
            kind=kind,
            to_version=to_version,
            winners=winners,
            scores=scores,
        )

        dispute_resolve_request.additional_properties = d
        return dispute_resolve_request

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
