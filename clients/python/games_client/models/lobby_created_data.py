from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lobby_created_data_kind import LobbyCreatedDataKind
from ..models.lobby_created_data_visibility import LobbyCreatedDataVisibility
from ..models.on_timeout import OnTimeout
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.biddle_options import BiddleOptions
    from ..models.diddly_options import DiddlyOptions
    from ..models.didi_dotter_options import DidiDotterOptions
    from ..models.dikdik_options import DikdikOptions
    from ..models.lobby_created_data_clock_type_0 import LobbyCreatedDataClockType0
    from ..models.quiddler_options import QuiddlerOptions


T = TypeVar("T", bound="LobbyCreatedData")


@_attrs_define
class LobbyCreatedData:
    """options without the staff-only setup

    Attributes:
        kind (LobbyCreatedDataKind):
        options (BiddleOptions | DiddlyOptions | DidiDotterOptions | DikdikOptions | QuiddlerOptions): The options of
            the game's kind (defaults: GET /api/kinds).
        seats (int):
        creator (int): a user id
        seed_sha256 (str):
        creator_name (str | Unset):
        engine_version (int | Unset):
        visibility (LobbyCreatedDataVisibility | Unset):
        clock (LobbyCreatedDataClockType0 | None | Unset): the correspondence clock (null: untimed), durations as
            written and in ms
        on_timeout (OnTimeout | Unset): what a clock running out does: forfeit, or autopilot (3+ seats: a basic bot
            plays on)
        challenge (bool | Unset):
        rematch_of (None | Unset | UUID):
    """

    kind: LobbyCreatedDataKind
    options: BiddleOptions | DiddlyOptions | DidiDotterOptions | DikdikOptions | QuiddlerOptions
    seats: int
    creator: int
    seed_sha256: str
    creator_name: str | Unset = UNSET
    engine_version: int | Unset = UNSET
    visibility: LobbyCreatedDataVisibility | Unset = UNSET
    clock: LobbyCreatedDataClockType0 | None | Unset = UNSET
    on_timeout: OnTimeout | Unset = UNSET
    challenge: bool | Unset = UNSET
    rematch_of: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.diddly_options import DiddlyOptions  # noqa: PLC0415
        from ..models.didi_dotter_options import DidiDotterOptions  # noqa: PLC0415
        from ..models.dikdik_options import DikdikOptions  # noqa: PLC0415
        from ..models.lobby_created_data_clock_type_0 import LobbyCreatedDataClockType0  # noqa: PLC0415
        from ..models.quiddler_options import QuiddlerOptions  # noqa: PLC0415

        kind = self.kind.value

        options: dict[str, Any]
        if isinstance(self.options, DiddlyOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, DikdikOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, QuiddlerOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, DidiDotterOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        seats = self.seats

        creator = self.creator

        seed_sha256 = self.seed_sha256

        creator_name = self.creator_name

        engine_version = self.engine_version

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, LobbyCreatedDataClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        challenge = self.challenge

        rematch_of: None | str | Unset
        if isinstance(self.rematch_of, Unset):
            rematch_of = UNSET
        elif isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "options": options,
                "seats": seats,
                "creator": creator,
                "seed_sha256": seed_sha256,
            }
        )
        if creator_name is not UNSET:
            field_dict["creator_name"] = creator_name
        if engine_version is not UNSET:
            field_dict["engine_version"] = engine_version
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if clock is not UNSET:
            field_dict["clock"] = clock
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if challenge is not UNSET:
            field_dict["challenge"] = challenge
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_options import BiddleOptions  # noqa: PLC0415
        from ..models.diddly_options import DiddlyOptions  # noqa: PLC0415
        from ..models.didi_dotter_options import DidiDotterOptions  # noqa: PLC0415
        from ..models.dikdik_options import DikdikOptions  # noqa: PLC0415
        from ..models.lobby_created_data_clock_type_0 import LobbyCreatedDataClockType0  # noqa: PLC0415
        from ..models.quiddler_options import QuiddlerOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = LobbyCreatedDataKind(d.pop("kind"))

        def _parse_options(
            data: object,
        ) -> BiddleOptions | DiddlyOptions | DidiDotterOptions | DikdikOptions | QuiddlerOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_0 = DiddlyOptions.from_dict(data)

                return componentsschemas_game_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_1 = DikdikOptions.from_dict(data)

                return componentsschemas_game_options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_2 = QuiddlerOptions.from_dict(data)

                return componentsschemas_game_options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_options_type_3 = DidiDotterOptions.from_dict(data)

                return componentsschemas_game_options_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_options_type_4 = BiddleOptions.from_dict(data)

            return componentsschemas_game_options_type_4

        options = _parse_options(d.pop("options"))

        seats = d.pop("seats")

        creator = d.pop("creator")

        seed_sha256 = d.pop("seed_sha256")

        creator_name = d.pop("creator_name", UNSET)

        engine_version = d.pop("engine_version", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: LobbyCreatedDataVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = LobbyCreatedDataVisibility(_visibility)

        def _parse_clock(data: object) -> LobbyCreatedDataClockType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = LobbyCreatedDataClockType0.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LobbyCreatedDataClockType0 | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: OnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = OnTimeout(_on_timeout)

        challenge = d.pop("challenge", UNSET)

        def _parse_rematch_of(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)

                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of", UNSET))

        lobby_created_data = cls(
            kind=kind,
            options=options,
            seats=seats,
            creator=creator,
            seed_sha256=seed_sha256,
            creator_name=creator_name,
            engine_version=engine_version,
            visibility=visibility,
            clock=clock,
            on_timeout=on_timeout,
            challenge=challenge,
            rematch_of=rematch_of,
        )

        lobby_created_data.additional_properties = d
        return lobby_created_data

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
