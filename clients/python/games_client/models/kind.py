from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.kind_commands import KindCommands
    from ..models.kind_default_options import KindDefaultOptions


T = TypeVar("T", bound="Kind")


@_attrs_define
class Kind:
    """
    Attributes:
        kind (str):
        min_players (int):
        max_players (int):
        default_options (KindDefaultOptions):
        commands (KindCommands): command type -> {field: description}; the typed schemas are the `<Kind>Command`
            components
    """

    kind: str
    min_players: int
    max_players: int
    default_options: KindDefaultOptions
    commands: KindCommands
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        min_players = self.min_players

        max_players = self.max_players

        default_options = self.default_options.to_dict()

        commands = self.commands.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "min_players": min_players,
                "max_players": max_players,
                "default_options": default_options,
                "commands": commands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_commands import KindCommands  # noqa: PLC0415
        from ..models.kind_default_options import KindDefaultOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = d.pop("kind")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        default_options = KindDefaultOptions.from_dict(d.pop("default_options"))

        commands = KindCommands.from_dict(d.pop("commands"))

        kind = cls(
            kind=kind,
            min_players=min_players,
            max_players=max_players,
            default_options=default_options,
            commands=commands,
        )

        kind.additional_properties = d
        return kind

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
