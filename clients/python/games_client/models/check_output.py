from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.check_output_results import CheckOutputResults


T = TypeVar("T", bound="CheckOutput")


@_attrs_define
class CheckOutput:
    """
    Attributes:
        results (CheckOutputResults): lower-cased word -> valid
        all_valid (bool):
    """

    results: CheckOutputResults
    all_valid: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        results = self.results.to_dict()

        all_valid = self.all_valid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "results": results,
                "all_valid": all_valid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_output_results import CheckOutputResults  # noqa: PLC0415

        d = dict(src_dict)
        results = CheckOutputResults.from_dict(d.pop("results"))

        all_valid = d.pop("all_valid")

        check_output = cls(
            results=results,
            all_valid=all_valid,
        )

        check_output.additional_properties = d
        return check_output

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
