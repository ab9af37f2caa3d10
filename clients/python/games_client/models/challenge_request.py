from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.kind_enum import KindEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.biddle_options import BiddleOptions
    from ..models.challenge_request_bots_item import ChallengeRequestBotsItem
    from ..models.diddly_options import DiddlyOptions
    from ..models.didi_dotter_options import DidiDotterOptions
    from ..models.dikdik_options import DikdikOptions
    from ..models.quiddler_options import QuiddlerOptions


T = TypeVar("T", bound="ChallengeRequest")


@_attrs_define
class ChallengeRequest:
    """
    Attributes:
        kind (KindEnum):
        options (BiddleOptions | DiddlyOptions | DidiDotterOptions | DikdikOptions | QuiddlerOptions | Unset): The
            options of the game's kind (defaults: GET /api/kinds).
        seats (int | None | Unset): how many players the game seats (default: the kind's minimum; limits per kind: GET
            /api/kinds)
        bots (list[ChallengeRequestBotsItem] | Unset): computer players to seat after you (docs/bots.md); the game
            starts at once when they fill the table. At least one seat stays for people besides yours (400 too_many_bots)
    """

    kind: KindEnum
    options: BiddleOptions | DiddlyOptions | DidiDotterOptions | DikdikOptions | QuiddlerOptions | Unset = UNSET
    seats: int | None | Unset = UNSET
    bots: list[ChallengeRequestBotsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.diddly_options import DiddlyOptions  # noqa: PLC0415
        from ..models.didi_dotter_options import DidiDotterOptions  # noqa: PLC0415
        from ..models.dikdik_options import DikdikOptions  # noqa: PLC0415
        from ..models.quiddler_options import QuiddlerOptions  # noqa: PLC0415

        kind = self.kind.value

        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, DiddlyOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, DikdikOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, QuiddlerOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, DidiDotterOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        seats: int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        else:
            seats = self.seats

        bots: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = []
            for bots_item_data in self.bots:
                bots_item = bots_item_data.to_dict()
                bots.append(bots_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seats is not UNSET:
            field_dict["seats"] = seats
        if bots is not UNSET:
            field_dict["bots"] = bots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_options import BiddleOptions  # noqa: PLC0415
        from ..models.challenge_request_bots_item import ChallengeRequestBotsItem  # noqa: PLC0415
        from ..models.diddly_options import DiddlyOptions  # noqa: PLC0415
        from ..models.didi_dotter_options import DidiDotterOptions  # noqa: PLC0415
        from ..models.dikdik_options import DikdikOptions  # noqa: PLC0415
        from ..models.quiddler_options import QuiddlerOptions  # noqa: PLC0415

        d = dict(src_dict)
        kind = KindEnum(d.pop("kind"))

        def _parse_options(
            data: object,
        ) -> BiddleOptions | DiddlyOptions | DidiDotterOptions | DikdikOptions | QuiddlerOptions | Unset:
            if isinstance(data, Unset):
                return data
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

        options = _parse_options(d.pop("options", UNSET))

        def _parse_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))

        _bots = d.pop("bots", UNSET)
        bots: list[ChallengeRequestBotsItem] | Unset = UNSET
        if _bots is not UNSET:
            bots = []
            for bots_item_data in _bots:
                bots_item = ChallengeRequestBotsItem.from_dict(bots_item_data)

                bots.append(bots_item)

        challenge_request = cls(
            kind=kind,
            options=options,
            seats=seats,
            bots=bots,
        )

        challenge_request.additional_properties = d
        return challenge_request

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
