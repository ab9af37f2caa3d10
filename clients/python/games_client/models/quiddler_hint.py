from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.abort_command import AbortCommand
    from ..models.accept_draw_command import AcceptDrawCommand
    from ..models.decline_draw_command import DeclineDrawCommand
    from ..models.offer_draw_command import OfferDrawCommand
    from ..models.quiddler_discard_command import QuiddlerDiscardCommand
    from ..models.quiddler_draw_command import QuiddlerDrawCommand
    from ..models.quiddler_go_out_command import QuiddlerGoOutCommand
    from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand
    from ..models.resign_command import ResignCommand


T = TypeVar("T", bound="QuiddlerHint")


@_attrs_define
class QuiddlerHint:
    """Quiddler: the solver's best command now (score without bonuses)

    Attributes:
        command (AbortCommand | AcceptDrawCommand | DeclineDrawCommand | OfferDrawCommand | QuiddlerDiscardCommand |
            QuiddlerDrawCommand | QuiddlerGoOutCommand | QuiddlerLayDownCommand | ResignCommand): A quiddler command:
            exactly one branch per `type`.
        score (int | None):
    """

    command: (
        AbortCommand
        | AcceptDrawCommand
        | DeclineDrawCommand
        | OfferDrawCommand
        | QuiddlerDiscardCommand
        | QuiddlerDrawCommand
        | QuiddlerGoOutCommand
        | QuiddlerLayDownCommand
        | ResignCommand
    )
    score: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_command import AbortCommand  # noqa: PLC0415
        from ..models.accept_draw_command import AcceptDrawCommand  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415

        command: dict[str, Any]
        if isinstance(self.command, QuiddlerDrawCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, QuiddlerDiscardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, QuiddlerGoOutCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, QuiddlerLayDownCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, ResignCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AbortCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, OfferDrawCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcceptDrawCommand):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        score: int | None
        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command": command,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_command import AbortCommand  # noqa: PLC0415
        from ..models.accept_draw_command import AcceptDrawCommand  # noqa: PLC0415
        from ..models.decline_draw_command import DeclineDrawCommand  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            AbortCommand
            | AcceptDrawCommand
            | DeclineDrawCommand
            | OfferDrawCommand
            | QuiddlerDiscardCommand
            | QuiddlerDrawCommand
            | QuiddlerGoOutCommand
            | QuiddlerLayDownCommand
            | ResignCommand
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_0 = QuiddlerDrawCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_1 = QuiddlerDiscardCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_2 = QuiddlerGoOutCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_3 = QuiddlerLayDownCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_4 = ResignCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_5 = AbortCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_6 = OfferDrawCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_quiddler_command_type_7 = AcceptDrawCommand.from_dict(data)

                return componentsschemas_quiddler_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_quiddler_command_type_8 = DeclineDrawCommand.from_dict(data)

            return componentsschemas_quiddler_command_type_8

        command = _parse_command(d.pop("command"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        quiddler_hint = cls(
            command=command,
            score=score,
        )

        quiddler_hint.additional_properties = d
        return quiddler_hint

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
