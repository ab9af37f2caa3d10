from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_kind_enum import NotificationKindEnum

if TYPE_CHECKING:
    from ..models.notification_data import NotificationData


T = TypeVar("T", bound="Notification")


@_attrs_define
class Notification:
    """
    Attributes:
        id (int): increasing; the `after` cursor
        kind (NotificationKindEnum): * `your_turn` - your_turn
            * `game_started` - game_started
            * `invited` - invited
            * `opponent_resigned` - opponent_resigned
            * `opponent_timed_out` - opponent_timed_out
            * `game_ended` - game_ended
            * `clock_low` - clock_low
            * `dispute_resolved` - dispute_resolved
        game (None | UUID):
        data (NotificationData): per kind, see docs/notifications.md
        created_at (datetime.datetime):
        read (bool):
    """

    id: int
    kind: NotificationKindEnum
    game: None | UUID
    data: NotificationData
    created_at: datetime.datetime
    read: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        game: None | str
        if isinstance(self.game, UUID):
            game = str(self.game)
        else:
            game = self.game

        data = self.data.to_dict()

        created_at = self.created_at.isoformat()

        read = self.read

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "game": game,
                "data": data,
                "created_at": created_at,
                "read": read,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification_data import NotificationData  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = NotificationKindEnum(d.pop("kind"))

        def _parse_game(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_type_0 = UUID(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        game = _parse_game(d.pop("game"))

        data = NotificationData.from_dict(d.pop("data"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        read = d.pop("read")

        notification = cls(
            id=id,
            kind=kind,
            game=game,
            data=data,
            created_at=created_at,
            read=read,
        )

        notification.additional_properties = d
        return notification

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
