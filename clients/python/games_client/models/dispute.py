from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dispute_status_enum import DisputeStatusEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="Dispute")


@_attrs_define
class Dispute:
    """
    Attributes:
        dispute (int): its number in this game, 1, 2, ...
        by (int): the user who opened it
        seat (str):
        reason (str):
        at_version (int):
        opened_version (int):
        status (DisputeStatusEnum): * `open` - open
            * `resolved` - resolved
        kind (None | str): the decision, once resolved
        decision (None | str):
        resolved_by (int | Unset):
        resolved_version (int | Unset):
    """

    dispute: int
    by: int
    seat: str
    reason: str
    at_version: int
    opened_version: int
    status: DisputeStatusEnum
    kind: None | str
    decision: None | str
    resolved_by: int | Unset = UNSET
    resolved_version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dispute = self.dispute

        by = self.by

        seat = self.seat

        reason = self.reason

        at_version = self.at_version

        opened_version = self.opened_version

        status = self.status.value

        kind: None | str
        kind = self.kind

        decision: None | str
        decision = self.decision

        resolved_by = self.resolved_by

        resolved_version = self.resolved_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dispute": dispute,
                "by": by,
                "seat": seat,
                "reason": reason,
                "at_version": at_version,
                "opened_version": opened_version,
                "status": status,
                "kind": kind,
                "decision": decision,
            }
        )
        if resolved_by is not UNSET:
            field_dict["resolved_by"] = resolved_by
        if resolved_version is not UNSET:
            field_dict["resolved_version"] = resolved_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dispute = d.pop("dispute")

        by = d.pop("by")

        seat = d.pop("seat")

        reason = d.pop("reason")

        at_version = d.pop("at_version")

        opened_version = d.pop("opened_version")

        status = DisputeStatusEnum(d.pop("status"))

        def _parse_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kind = _parse_kind(d.pop("kind"))

        def _parse_decision(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decision = _parse_decision(d.pop("decision"))

        resolved_by = d.pop("resolved_by", UNSET)

        resolved_version = d.pop("resolved_version", UNSET)

        dispute = cls(
            dispute=dispute,
            by=by,
            seat=seat,
            reason=reason,
            at_version=at_version,
            opened_version=opened_version,
            status=status,
            kind=kind,
            decision=decision,
            resolved_by=resolved_by,
            resolved_version=resolved_version,
        )

        dispute.additional_properties = d
        return dispute

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
