from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.abort_command import AbortCommand
    from ..models.accept_draw_command import AcceptDrawCommand
    from ..models.biddle_bid_command import BiddleBidCommand
    from ..models.biddle_call_command import BiddleCallCommand
    from ..models.biddle_drop_command import BiddleDropCommand
    from ..models.biddle_roll_command import BiddleRollCommand
    from ..models.biddle_view import BiddleView
    from ..models.decline_draw_command import DeclineDrawCommand
    from ..models.diddly_draw_command import DiddlyDrawCommand
    from ..models.diddly_peek_command import DiddlyPeekCommand
    from ..models.diddly_place_command import DiddlyPlaceCommand
    from ..models.diddly_recycle_command import DiddlyRecycleCommand
    from ..models.diddly_reveal_command import DiddlyRevealCommand
    from ..models.diddly_skip_power_command import DiddlySkipPowerCommand
    from ..models.diddly_swap_command import DiddlySwapCommand
    from ..models.diddly_view import DiddlyView
    from ..models.didi_dotter_choose_command import DidiDotterChooseCommand
    from ..models.didi_dotter_join_command import DidiDotterJoinCommand
    from ..models.didi_dotter_look_command import DidiDotterLookCommand
    from ..models.didi_dotter_steal_command import DidiDotterStealCommand
    from ..models.didi_dotter_take_command import DidiDotterTakeCommand
    from ..models.didi_dotter_view import DidiDotterView
    from ..models.dikdik_ask_command import DikdikAskCommand
    from ..models.dikdik_draw_command import DikdikDrawCommand
    from ..models.dikdik_pass_command import DikdikPassCommand
    from ..models.dikdik_view import DikdikView
    from ..models.game_event import GameEvent
    from ..models.offer_draw_command import OfferDrawCommand
    from ..models.outcome import Outcome
    from ..models.quiddler_discard_command import QuiddlerDiscardCommand
    from ..models.quiddler_draw_command import QuiddlerDrawCommand
    from ..models.quiddler_go_out_command import QuiddlerGoOutCommand
    from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand
    from ..models.quiddler_view import QuiddlerView
    from ..models.resign_command import ResignCommand
    from ..models.result import Result


T = TypeVar("T", bound="CommandResult")


@_attrs_define
class CommandResult:
    """
    Attributes:
        version (int): the game's version after the command
        events (list[GameEvent]): the new events, redacted for you
        view (BiddleView | DiddlyView | DidiDotterView | DikdikView | QuiddlerView): The game as you may see it; `kind`
            says which game's view it is.
        legal_commands (list[AbortCommand | AcceptDrawCommand | BiddleBidCommand | BiddleCallCommand | BiddleDropCommand
            | BiddleRollCommand | DeclineDrawCommand | DiddlyDrawCommand | DiddlyPeekCommand | DiddlyPlaceCommand |
            DiddlyRecycleCommand | DiddlyRevealCommand | DiddlySkipPowerCommand | DiddlySwapCommand |
            DidiDotterChooseCommand | DidiDotterJoinCommand | DidiDotterLookCommand | DidiDotterStealCommand |
            DidiDotterTakeCommand | DikdikAskCommand | DikdikDrawCommand | DikdikPassCommand | OfferDrawCommand |
            QuiddlerDiscardCommand | QuiddlerDrawCommand | QuiddlerGoOutCommand | QuiddlerLayDownCommand | ResignCommand]):
        outcome (Outcome): Where the game stands, the same shape for every game (as in game.finished).
        result (None | Result): how the game ended (null while it goes on)
    """

    version: int
    events: list[GameEvent]
    view: BiddleView | DiddlyView | DidiDotterView | DikdikView | QuiddlerView
    legal_commands: list[
        AbortCommand
        | AcceptDrawCommand
        | BiddleBidCommand
        | BiddleCallCommand
        | BiddleDropCommand
        | BiddleRollCommand
        | DeclineDrawCommand
        | DiddlyDrawCommand
        | DiddlyPeekCommand
        | DiddlyPlaceCommand
        | DiddlyRecycleCommand
        | DiddlyRevealCommand
        | DiddlySkipPowerCommand
        | DiddlySwapCommand
        | DidiDotterChooseCommand
        | DidiDotterJoinCommand
        | DidiDotterLookCommand
        | DidiDotterStealCommand
        | DidiDotterTakeCommand
        | DikdikAskCommand
        | DikdikDrawCommand
        | DikdikPassCommand
        | OfferDrawCommand
        | QuiddlerDiscardCommand
        | QuiddlerDrawCommand
        | QuiddlerGoOutCommand
        | QuiddlerLayDownCommand
        | ResignCommand
    ]
    outcome: Outcome
    result: None | Result
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_command import AbortCommand  # noqa: PLC0415
        from ..models.accept_draw_command import AcceptDrawCommand  # noqa: PLC0415
        from ..models.biddle_bid_command import BiddleBidCommand  # noqa: PLC0415
        from ..models.biddle_call_command import BiddleCallCommand  # noqa: PLC0415
        from ..models.biddle_drop_command import BiddleDropCommand  # noqa: PLC0415
        from ..models.decline_draw_command import DeclineDrawCommand  # noqa: PLC0415
        from ..models.diddly_draw_command import DiddlyDrawCommand  # noqa: PLC0415
        from ..models.diddly_peek_command import DiddlyPeekCommand  # noqa: PLC0415
        from ..models.diddly_place_command import DiddlyPlaceCommand  # noqa: PLC0415
        from ..models.diddly_recycle_command import DiddlyRecycleCommand  # noqa: PLC0415
        from ..models.diddly_reveal_command import DiddlyRevealCommand  # noqa: PLC0415
        from ..models.diddly_skip_power_command import DiddlySkipPowerCommand  # noqa: PLC0415
        from ..models.diddly_swap_command import DiddlySwapCommand  # noqa: PLC0415
        from ..models.diddly_view import DiddlyView  # noqa: PLC0415
        from ..models.didi_dotter_choose_command import DidiDotterChooseCommand  # noqa: PLC0415
        from ..models.didi_dotter_join_command import DidiDotterJoinCommand  # noqa: PLC0415
        from ..models.didi_dotter_look_command import DidiDotterLookCommand  # noqa: PLC0415
        from ..models.didi_dotter_steal_command import DidiDotterStealCommand  # noqa: PLC0415
        from ..models.didi_dotter_take_command import DidiDotterTakeCommand  # noqa: PLC0415
        from ..models.didi_dotter_view import DidiDotterView  # noqa: PLC0415
        from ..models.dikdik_ask_command import DikdikAskCommand  # noqa: PLC0415
        from ..models.dikdik_draw_command import DikdikDrawCommand  # noqa: PLC0415
        from ..models.dikdik_pass_command import DikdikPassCommand  # noqa: PLC0415
        from ..models.dikdik_view import DikdikView  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.quiddler_view import QuiddlerView  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        view: dict[str, Any]
        if isinstance(self.view, DiddlyView):
            view = self.view.to_dict()
        elif isinstance(self.view, DikdikView):
            view = self.view.to_dict()
        elif isinstance(self.view, QuiddlerView):
            view = self.view.to_dict()
        elif isinstance(self.view, DidiDotterView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        legal_commands = []
        for legal_commands_item_data in self.legal_commands:
            legal_commands_item: dict[str, Any]
            if isinstance(legal_commands_item_data, DiddlyRevealCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DiddlyPeekCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DiddlySwapCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DiddlySkipPowerCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DiddlyDrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DiddlyPlaceCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DiddlyRecycleCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, ResignCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AbortCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, OfferDrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcceptDrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DeclineDrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DikdikAskCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DikdikPassCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DikdikDrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, QuiddlerDrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, QuiddlerDiscardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, QuiddlerGoOutCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, QuiddlerLayDownCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DidiDotterTakeCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DidiDotterLookCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DidiDotterJoinCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DidiDotterStealCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, DidiDotterChooseCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, BiddleBidCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, BiddleCallCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, BiddleDropCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            else:
                legal_commands_item = legal_commands_item_data.to_dict()

            legal_commands.append(legal_commands_item)

        outcome = self.outcome.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "events": events,
                "view": view,
                "legal_commands": legal_commands,
                "outcome": outcome,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_command import AbortCommand  # noqa: PLC0415
        from ..models.accept_draw_command import AcceptDrawCommand  # noqa: PLC0415
        from ..models.biddle_bid_command import BiddleBidCommand  # noqa: PLC0415
        from ..models.biddle_call_command import BiddleCallCommand  # noqa: PLC0415
        from ..models.biddle_drop_command import BiddleDropCommand  # noqa: PLC0415
        from ..models.biddle_roll_command import BiddleRollCommand  # noqa: PLC0415
        from ..models.biddle_view import BiddleView  # noqa: PLC0415
        from ..models.decline_draw_command import DeclineDrawCommand  # noqa: PLC0415
        from ..models.diddly_draw_command import DiddlyDrawCommand  # noqa: PLC0415
        from ..models.diddly_peek_command import DiddlyPeekCommand  # noqa: PLC0415
        from ..models.diddly_place_command import DiddlyPlaceCommand  # noqa: PLC0415
        from ..models.diddly_recycle_command import DiddlyRecycleCommand  # noqa: PLC0415
        from ..models.diddly_reveal_command import DiddlyRevealCommand  # noqa: PLC0415
        from ..models.diddly_skip_power_command import DiddlySkipPowerCommand  # noqa: PLC0415
        from ..models.diddly_swap_command import DiddlySwapCommand  # noqa: PLC0415
        from ..models.diddly_view import DiddlyView  # noqa: PLC0415
        from ..models.didi_dotter_choose_command import DidiDotterChooseCommand  # noqa: PLC0415
        from ..models.didi_dotter_join_command import DidiDotterJoinCommand  # noqa: PLC0415
        from ..models.didi_dotter_look_command import DidiDotterLookCommand  # noqa: PLC0415
        from ..models.didi_dotter_steal_command import DidiDotterStealCommand  # noqa: PLC0415
        from ..models.didi_dotter_take_command import DidiDotterTakeCommand  # noqa: PLC0415
        from ..models.didi_dotter_view import DidiDotterView  # noqa: PLC0415
        from ..models.dikdik_ask_command import DikdikAskCommand  # noqa: PLC0415
        from ..models.dikdik_draw_command import DikdikDrawCommand  # noqa: PLC0415
        from ..models.dikdik_pass_command import DikdikPassCommand  # noqa: PLC0415
        from ..models.dikdik_view import DikdikView  # noqa: PLC0415
        from ..models.game_event import GameEvent  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.quiddler_view import QuiddlerView  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = GameEvent.from_dict(events_item_data)

            events.append(events_item)

        def _parse_view(data: object) -> BiddleView | DiddlyView | DidiDotterView | DikdikView | QuiddlerView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = DiddlyView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = DikdikView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = QuiddlerView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = DidiDotterView.from_dict(data)

                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_4 = BiddleView.from_dict(data)

            return componentsschemas_game_view_type_4

        view = _parse_view(d.pop("view"))

        legal_commands = []
        _legal_commands = d.pop("legal_commands")
        for legal_commands_item_data in _legal_commands:

            def _parse_legal_commands_item(
                data: object,
            ) -> (
                AbortCommand
                | AcceptDrawCommand
                | BiddleBidCommand
                | BiddleCallCommand
                | BiddleDropCommand
                | BiddleRollCommand
                | DeclineDrawCommand
                | DiddlyDrawCommand
                | DiddlyPeekCommand
                | DiddlyPlaceCommand
                | DiddlyRecycleCommand
                | DiddlyRevealCommand
                | DiddlySkipPowerCommand
                | DiddlySwapCommand
                | DidiDotterChooseCommand
                | DidiDotterJoinCommand
                | DidiDotterLookCommand
                | DidiDotterStealCommand
                | DidiDotterTakeCommand
                | DikdikAskCommand
                | DikdikDrawCommand
                | DikdikPassCommand
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
                    componentsschemas_diddly_command_type_0 = DiddlyRevealCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_1 = DiddlyPeekCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_2 = DiddlySwapCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_3 = DiddlySkipPowerCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_4 = DiddlyDrawCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_5 = DiddlyPlaceCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_6 = DiddlyRecycleCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_7 = ResignCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_8 = AbortCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_9 = OfferDrawCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_10 = AcceptDrawCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_command_type_11 = DeclineDrawCommand.from_dict(data)

                    return componentsschemas_diddly_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_command_type_0 = DikdikAskCommand.from_dict(data)

                    return componentsschemas_dikdik_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_command_type_1 = DikdikPassCommand.from_dict(data)

                    return componentsschemas_dikdik_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_command_type_2 = DikdikDrawCommand.from_dict(data)

                    return componentsschemas_dikdik_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                    componentsschemas_didi_dotter_command_type_0 = DidiDotterTakeCommand.from_dict(data)

                    return componentsschemas_didi_dotter_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_command_type_1 = DidiDotterLookCommand.from_dict(data)

                    return componentsschemas_didi_dotter_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_command_type_2 = DidiDotterJoinCommand.from_dict(data)

                    return componentsschemas_didi_dotter_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_command_type_3 = DidiDotterStealCommand.from_dict(data)

                    return componentsschemas_didi_dotter_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_command_type_4 = DidiDotterChooseCommand.from_dict(data)

                    return componentsschemas_didi_dotter_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_command_type_0 = BiddleBidCommand.from_dict(data)

                    return componentsschemas_biddle_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_command_type_1 = BiddleCallCommand.from_dict(data)

                    return componentsschemas_biddle_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_command_type_2 = BiddleDropCommand.from_dict(data)

                    return componentsschemas_biddle_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biddle_command_type_3 = BiddleRollCommand.from_dict(data)

                return componentsschemas_biddle_command_type_3

            legal_commands_item = _parse_legal_commands_item(legal_commands_item_data)

            legal_commands.append(legal_commands_item)

        outcome = Outcome.from_dict(d.pop("outcome"))

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = Result.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        command_result = cls(
            version=version,
            events=events,
            view=view,
            legal_commands=legal_commands,
            outcome=outcome,
            result=result,
        )

        command_result.additional_properties = d
        return command_result

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
