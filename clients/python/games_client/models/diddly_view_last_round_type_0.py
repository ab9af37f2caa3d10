from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.diddly_view_last_round_type_0_boards import DiddlyViewLastRoundType0Boards
    from ..models.diddly_view_last_round_type_0_scores import DiddlyViewLastRoundType0Scores


T = TypeVar("T", bound="DiddlyViewLastRoundType0")


@_attrs_define
class DiddlyViewLastRoundType0:
    """
    Attributes:
        round_ (int | Unset):
        scores (DiddlyViewLastRoundType0Scores | Unset): seat -> total score
        boards (DiddlyViewLastRoundType0Boards | Unset):
    """

    round_: int | Unset = UNSET
    scores: DiddlyViewLastRoundType0Scores | Unset = UNSET
    boards: DiddlyViewLastRoundType0Boards | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        boards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.boards, Unset):
            boards = self.boards.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if scores is not UNSET:
            field_dict["scores"] = scores
        if boards is not UNSET:
            field_dict["boards"] = boards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diddly_view_last_round_type_0_boards import DiddlyViewLastRoundType0Boards  # noqa: PLC0415
        from ..models.diddly_view_last_round_type_0_scores import DiddlyViewLastRoundType0Scores  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        _scores = d.pop("scores", UNSET)
        scores: DiddlyViewLastRoundType0Scores | Unset
        if isinstance(_scores, Unset):
            scores = UNSET
        else:
            scores = DiddlyViewLastRoundType0Scores.from_dict(_scores)

        _boards = d.pop("boards", UNSET)
        boards: DiddlyViewLastRoundType0Boards | Unset
        if isinstance(_boards, Unset):
            boards = UNSET
        else:
            boards = DiddlyViewLastRoundType0Boards.from_dict(_boards)

        diddly_view_last_round_type_0 = cls(
            round_=round_,
            scores=scores,
            boards=boards,
        )

        diddly_view_last_round_type_0.additional_properties = d
        return diddly_view_last_round_type_0

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
