from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LobbyCreatedDataClockType0")


@_attrs_define
class LobbyCreatedDataClockType0:
    """the correspondence clock (null: untimed), durations as written and in ms

    Attributes:
        per_move (str | Unset):
        bank (None | str | Unset):
        per_move_ms (int | Unset):
        bank_ms (int | Unset):
    """

    per_move: str | Unset = UNSET
    bank: None | str | Unset = UNSET
    per_move_ms: int | Unset = UNSET
    bank_ms: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        per_move = self.per_move

        bank: None | str | Unset
        if isinstance(self.bank, Unset):
            bank = UNSET
        else:
            bank = self.bank

        per_move_ms = self.per_move_ms

        bank_ms = self.bank_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if per_move is not UNSET:
            field_dict["per_move"] = per_move
        if bank is not UNSET:
            field_dict["bank"] = bank
        if per_move_ms is not UNSET:
            field_dict["per_move_ms"] = per_move_ms
        if bank_ms is not UNSET:
            field_dict["bank_ms"] = bank_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_move = d.pop("per_move", UNSET)

        def _parse_bank(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bank = _parse_bank(d.pop("bank", UNSET))

        per_move_ms = d.pop("per_move_ms", UNSET)

        bank_ms = d.pop("bank_ms", UNSET)

        lobby_created_data_clock_type_0 = cls(
            per_move=per_move,
            bank=bank,
            per_move_ms=per_move_ms,
            bank_ms=bank_ms,
        )

        lobby_created_data_clock_type_0.additional_properties = d
        return lobby_created_data_clock_type_0

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
