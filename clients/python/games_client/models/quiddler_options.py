from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.on_timeout import OnTimeout
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_options import ClockOptions
    from ..models.fixed_setup import FixedSetup


T = TypeVar("T", bound="QuiddlerOptions")


@_attrs_define
class QuiddlerOptions:
    """quiddler options (docs/rules/quiddler.md)

    Attributes:
        hints (bool | Unset): advice for the player to act (GET /api/games/{id}/hint) Default: False.
        setup (FixedSetup | Unset): staff only: fixed outcomes of the first round (docs/rules/<kind>.md)
        clock (ClockOptions | None | Unset): absent: P3D per move; null: untimed
        on_timeout (OnTimeout | Unset): what a clock running out does: forfeit, or autopilot (3+ seats: a basic bot
            plays on)
        dictionary (str | Unset): a dictionary listed by GET /api/dictionaries Default: 'scowl80'.
    """

    hints: bool | Unset = False
    setup: FixedSetup | Unset = UNSET
    clock: ClockOptions | None | Unset = UNSET
    on_timeout: OnTimeout | Unset = UNSET
    dictionary: str | Unset = "scowl80"

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_options import ClockOptions  # noqa: PLC0415

        hints = self.hints

        setup: dict[str, Any] | Unset = UNSET
        if not isinstance(self.setup, Unset):
            setup = self.setup.to_dict()

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockOptions):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        dictionary = self.dictionary

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if hints is not UNSET:
            field_dict["hints"] = hints
        if setup is not UNSET:
            field_dict["setup"] = setup
        if clock is not UNSET:
            field_dict["clock"] = clock
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if dictionary is not UNSET:
            field_dict["dictionary"] = dictionary

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_options import ClockOptions  # noqa: PLC0415
        from ..models.fixed_setup import FixedSetup  # noqa: PLC0415

        d = dict(src_dict)
        hints = d.pop("hints", UNSET)

        _setup = d.pop("setup", UNSET)
        setup: FixedSetup | Unset
        if isinstance(_setup, Unset):
            setup = UNSET
        else:
            setup = FixedSetup.from_dict(_setup)

        def _parse_clock(data: object) -> ClockOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockOptions.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockOptions | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: OnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = OnTimeout(_on_timeout)

        dictionary = d.pop("dictionary", UNSET)

        quiddler_options = cls(
            hints=hints,
            setup=setup,
            clock=clock,
            on_timeout=on_timeout,
            dictionary=dictionary,
        )

        return quiddler_options
