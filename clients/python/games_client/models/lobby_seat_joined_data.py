from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_seat_joined_data_bot import LobbySeatJoinedDataBot
from ..types import UNSET, Unset

T = TypeVar("T", bound="LobbySeatJoinedData")


@_attrs_define
class LobbySeatJoinedData:
    """
    Attributes:
        user (int): a user id
        username (str):
        bot (LobbySeatJoinedDataBot | Unset): the level of the bot taking the seat (bots only)
    """

    user: int
    username: str
    bot: LobbySeatJoinedDataBot | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user = self.user

        username = self.username

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user": user,
                "username": username,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user = d.pop("user")

        username = d.pop("username")

        _bot = d.pop("bot", UNSET)
        bot: LobbySeatJoinedDataBot | Unset
        if isinstance(_bot, Unset):
            bot = UNSET
        else:
            bot = LobbySeatJoinedDataBot(_bot)

        lobby_seat_joined_data = cls(
            user=user,
            username=username,
            bot=bot,
        )

        lobby_seat_joined_data.additional_properties = d
        return lobby_seat_joined_data

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
