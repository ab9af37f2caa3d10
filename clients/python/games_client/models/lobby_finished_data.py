from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_result import GameResult
    from ..models.outcome import Outcome


T = TypeVar("T", bound="LobbyFinishedData")


@_attrs_define
class LobbyFinishedData:
    """
    Attributes:
        seed (str): the secret seed, revealed (it hashes to seed_sha256)
        outcome (None | Outcome):
        result (GameResult | Unset): How the game ended.
    """

    seed: str
    outcome: None | Outcome
    result: GameResult | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome  # noqa: PLC0415

        seed = self.seed

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed": seed,
                "outcome": outcome,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_result import GameResult  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415

        d = dict(src_dict)
        seed = d.pop("seed")

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        _result = d.pop("result", UNSET)
        result: GameResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = GameResult.from_dict(_result)

        lobby_finished_data = cls(
            seed=seed,
            outcome=outcome,
            result=result,
        )

        lobby_finished_data.additional_properties = d
        return lobby_finished_data

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
