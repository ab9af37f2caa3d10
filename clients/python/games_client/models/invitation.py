from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Invitation")


@_attrs_define
class Invitation:
    """
    Attributes:
        game (UUID):
        kind (str):
        visibility (str):
        challenge (bool):
        rematch_of (None | UUID):
        invited_by (None | str):
        seats_wanted (int):
        players (list[str]):
        created_at (datetime.datetime):
    """

    game: UUID
    kind: str
    visibility: str
    challenge: bool
    rematch_of: None | UUID
    invited_by: None | str
    seats_wanted: int
    players: list[str]
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = str(self.game)

        kind = self.kind

        visibility = self.visibility

        challenge = self.challenge

        rematch_of: None | str
        if isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        invited_by: None | str
        invited_by = self.invited_by

        seats_wanted = self.seats_wanted

        players = self.players

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "kind": kind,
                "visibility": visibility,
                "challenge": challenge,
                "rematch_of": rematch_of,
                "invited_by": invited_by,
                "seats_wanted": seats_wanted,
                "players": players,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = UUID(d.pop("game"))

        kind = d.pop("kind")

        visibility = d.pop("visibility")

        challenge = d.pop("challenge")

        def _parse_rematch_of(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)

                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        def _parse_invited_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invited_by = _parse_invited_by(d.pop("invited_by"))

        seats_wanted = d.pop("seats_wanted")

        players = cast(list[str], d.pop("players"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        invitation = cls(
            game=game,
            kind=kind,
            visibility=visibility,
            challenge=challenge,
            rematch_of=rematch_of,
            invited_by=invited_by,
            seats_wanted=seats_wanted,
            players=players,
            created_at=created_at,
        )

        invitation.additional_properties = d
        return invitation

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
