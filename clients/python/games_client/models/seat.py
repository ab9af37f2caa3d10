from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level_enum import BotLevelEnum

T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """
    Attributes:
        seat (None | str): null in the lobby (seats are given at start)
        user (int):
        username (str):
        bot (BotLevelEnum | None): the level of a computer player's seat, else null

            * `random` - random
            * `basic` - basic
            * `strong` - strong
        autopilot (bool): a basic bot plays this seat since its player resigned or ran out of time
    """

    seat: None | str
    user: int
    username: str
    bot: BotLevelEnum | None
    autopilot: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: None | str
        seat = self.seat

        user = self.user

        username = self.username

        bot: None | str
        if isinstance(self.bot, BotLevelEnum):
            bot = self.bot.value
        else:
            bot = self.bot

        autopilot = self.autopilot

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "user": user,
                "username": username,
                "bot": bot,
                "autopilot": autopilot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat = _parse_seat(d.pop("seat"))

        user = d.pop("user")

        username = d.pop("username")

        def _parse_bot(data: object) -> BotLevelEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotLevelEnum(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotLevelEnum | None, data)

        bot = _parse_bot(d.pop("bot"))

        autopilot = d.pop("autopilot")

        seat = cls(
            seat=seat,
            user=user,
            username=username,
            bot=bot,
            autopilot=autopilot,
        )

        seat.additional_properties = d
        return seat

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
