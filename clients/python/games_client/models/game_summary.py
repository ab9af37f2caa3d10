from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level_enum import BotLevelEnum
from ..models.game_status_enum import GameStatusEnum
from ..models.visibility_enum import VisibilityEnum

if TYPE_CHECKING:
    from ..models.to_act import ToAct


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        id (UUID):
        kind (str):
        status (GameStatusEnum): * `lobby` - lobby
            * `active` - active
            * `finished` - finished
        version (int):
        seats_wanted (int):
        visibility (VisibilityEnum):
        players (list[str]):
        bots (list[BotLevelEnum]): the levels of the computer players seated, in seat order (empty: people only)
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        to_act (list[ToAct]):
        your_turn (bool): whether you must act now
        deadline (datetime.datetime | None): the earliest deadline of the seats to act
    """

    id: UUID
    kind: str
    status: GameStatusEnum
    version: int
    seats_wanted: int
    visibility: VisibilityEnum
    players: list[str]
    bots: list[BotLevelEnum]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    to_act: list[ToAct]
    your_turn: bool
    deadline: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        kind = self.kind

        status = self.status.value

        version = self.version

        seats_wanted = self.seats_wanted

        visibility = self.visibility.value

        players = self.players

        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.value
            bots.append(bots_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        to_act = []
        for to_act_item_data in self.to_act:
            to_act_item = to_act_item_data.to_dict()
            to_act.append(to_act_item)

        your_turn = self.your_turn

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "status": status,
                "version": version,
                "seats_wanted": seats_wanted,
                "visibility": visibility,
                "players": players,
                "bots": bots,
                "created_at": created_at,
                "updated_at": updated_at,
                "to_act": to_act,
                "your_turn": your_turn,
                "deadline": deadline,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.to_act import ToAct  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        kind = d.pop("kind")

        status = GameStatusEnum(d.pop("status"))

        version = d.pop("version")

        seats_wanted = d.pop("seats_wanted")

        visibility = VisibilityEnum(d.pop("visibility"))

        players = cast(list[str], d.pop("players"))

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:
            bots_item = BotLevelEnum(bots_item_data)

            bots.append(bots_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        to_act = []
        _to_act = d.pop("to_act")
        for to_act_item_data in _to_act:
            to_act_item = ToAct.from_dict(to_act_item_data)

            to_act.append(to_act_item)

        your_turn = d.pop("your_turn")

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        game_summary = cls(
            id=id,
            kind=kind,
            status=status,
            version=version,
            seats_wanted=seats_wanted,
            visibility=visibility,
            players=players,
            bots=bots,
            created_at=created_at,
            updated_at=updated_at,
            to_act=to_act,
            your_turn=your_turn,
            deadline=deadline,
        )

        game_summary.additional_properties = d
        return game_summary

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
