from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lobby_started_data_bots import LobbyStartedDataBots
    from ..models.lobby_started_data_names import LobbyStartedDataNames
    from ..models.lobby_started_data_players import LobbyStartedDataPlayers


T = TypeVar("T", bound="LobbyStartedData")


@_attrs_define
class LobbyStartedData:
    """
    Attributes:
        players (LobbyStartedDataPlayers): seat -> user id
        names (LobbyStartedDataNames): seat -> username
        bots (LobbyStartedDataBots | Unset): seat -> bot level, for the seats bots play
    """

    players: LobbyStartedDataPlayers
    names: LobbyStartedDataNames
    bots: LobbyStartedDataBots | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players.to_dict()

        names = self.names.to_dict()

        bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "names": names,
            }
        )
        if bots is not UNSET:
            field_dict["bots"] = bots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lobby_started_data_bots import LobbyStartedDataBots  # noqa: PLC0415
        from ..models.lobby_started_data_names import LobbyStartedDataNames  # noqa: PLC0415
        from ..models.lobby_started_data_players import LobbyStartedDataPlayers  # noqa: PLC0415

        d = dict(src_dict)
        players = LobbyStartedDataPlayers.from_dict(d.pop("players"))

        names = LobbyStartedDataNames.from_dict(d.pop("names"))

        _bots = d.pop("bots", UNSET)
        bots: LobbyStartedDataBots | Unset
        if isinstance(_bots, Unset):
            bots = UNSET
        else:
            bots = LobbyStartedDataBots.from_dict(_bots)

        lobby_started_data = cls(
            players=players,
            names=names,
            bots=bots,
        )

        lobby_started_data.additional_properties = d
        return lobby_started_data

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
