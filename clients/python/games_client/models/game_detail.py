from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.endings_enum import EndingsEnum
from ..models.game_status_enum import GameStatusEnum
from ..models.visibility_enum import VisibilityEnum

if TYPE_CHECKING:
    from ..models.abort_command import AbortCommand
    from ..models.accept_draw_command import AcceptDrawCommand
    from ..models.biddle_bid_command import BiddleBidCommand
    from ..models.biddle_call_command import BiddleCallCommand
    from ..models.biddle_drop_command import BiddleDropCommand
    from ..models.biddle_roll_command import BiddleRollCommand
    from ..models.biddle_view import BiddleView
    from ..models.clock import Clock
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
    from ..models.dispute import Dispute
    from ..models.draw_offer import DrawOffer
    from ..models.game_detail_options import GameDetailOptions
    from ..models.invited import Invited
    from ..models.offer_draw_command import OfferDrawCommand
    from ..models.outcome import Outcome
    from ..models.quiddler_discard_command import QuiddlerDiscardCommand
    from ..models.quiddler_draw_command import QuiddlerDrawCommand
    from ..models.quiddler_go_out_command import QuiddlerGoOutCommand
    from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand
    from ..models.quiddler_view import QuiddlerView
    from ..models.resign_command import ResignCommand
    from ..models.result import Result
    from ..models.seat import Seat
    from ..models.to_act import ToAct


T = TypeVar("T", bound="GameDetail")


@_attrs_define
class GameDetail:
    """
    Attributes:
        id (UUID):
        kind (str):
        status (GameStatusEnum): * `lobby` - lobby
            * `active` - active
            * `finished` - finished
        version (int):
        creator (int): the creator's user id
        seats_wanted (int):
        options (GameDetailOptions): the game's options, with clock and on_timeout
        seed_sha256 (str):
        seed (None | str): revealed when the game ends
        seats (list[Seat]):
        your_seat (None | str):
        view (BiddleView | DiddlyView | DidiDotterView | DikdikView | None | QuiddlerView): null in the lobby; else the
            game as you may see it
        legal_commands (list[AbortCommand | AcceptDrawCommand | BiddleBidCommand | BiddleCallCommand | BiddleDropCommand
            | BiddleRollCommand | DeclineDrawCommand | DiddlyDrawCommand | DiddlyPeekCommand | DiddlyPlaceCommand |
            DiddlyRecycleCommand | DiddlyRevealCommand | DiddlySkipPowerCommand | DiddlySwapCommand |
            DidiDotterChooseCommand | DidiDotterJoinCommand | DidiDotterLookCommand | DidiDotterStealCommand |
            DidiDotterTakeCommand | DikdikAskCommand | DikdikDrawCommand | DikdikPassCommand | OfferDrawCommand |
            QuiddlerDiscardCommand | QuiddlerDrawCommand | QuiddlerGoOutCommand | QuiddlerLayDownCommand | ResignCommand]):
        outcome (None | Outcome):
        deadline (datetime.datetime | None): the earliest moment anything is due
        disputes (list[Dispute]):
        visibility (VisibilityEnum):
        challenge (bool):
        invited (list[Invited]): pending invitations
        join_code_active (bool):
        rematch_of (None | UUID):
        rematch (None | UUID):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        result (None | Result): how the game ended (null during play)
        clock (Clock | None): null for untimed games
        to_act (list[ToAct]):
        draw_offer (DrawOffer | None):
        endings (list[EndingsEnum]): the ending commands you may send now
    """

    id: UUID
    kind: str
    status: GameStatusEnum
    version: int
    creator: int
    seats_wanted: int
    options: GameDetailOptions
    seed_sha256: str
    seed: None | str
    seats: list[Seat]
    your_seat: None | str
    view: BiddleView | DiddlyView | DidiDotterView | DikdikView | None | QuiddlerView
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
    outcome: None | Outcome
    deadline: datetime.datetime | None
    disputes: list[Dispute]
    visibility: VisibilityEnum
    challenge: bool
    invited: list[Invited]
    join_code_active: bool
    rematch_of: None | UUID
    rematch: None | UUID
    created_at: datetime.datetime
    updated_at: datetime.datetime
    result: None | Result
    clock: Clock | None
    to_act: list[ToAct]
    draw_offer: DrawOffer | None
    endings: list[EndingsEnum]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_command import AbortCommand  # noqa: PLC0415
        from ..models.accept_draw_command import AcceptDrawCommand  # noqa: PLC0415
        from ..models.biddle_bid_command import BiddleBidCommand  # noqa: PLC0415
        from ..models.biddle_call_command import BiddleCallCommand  # noqa: PLC0415
        from ..models.biddle_drop_command import BiddleDropCommand  # noqa: PLC0415
        from ..models.biddle_view import BiddleView  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
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
        from ..models.draw_offer import DrawOffer  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.quiddler_view import QuiddlerView  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        id = str(self.id)

        kind = self.kind

        status = self.status.value

        version = self.version

        creator = self.creator

        seats_wanted = self.seats_wanted

        options = self.options.to_dict()

        seed_sha256 = self.seed_sha256

        seed: None | str
        seed = self.seed

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        your_seat: None | str
        your_seat = self.your_seat

        view: dict[str, Any] | None
        if isinstance(self.view, DiddlyView):
            view = self.view.to_dict()
        elif isinstance(self.view, DikdikView):
            view = self.view.to_dict()
        elif isinstance(self.view, QuiddlerView):
            view = self.view.to_dict()
        elif isinstance(self.view, DidiDotterView):
            view = self.view.to_dict()
        elif isinstance(self.view, BiddleView):
            view = self.view.to_dict()
        else:
            view = self.view

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

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        disputes = []
        for disputes_item_data in self.disputes:
            disputes_item = disputes_item_data.to_dict()
            disputes.append(disputes_item)

        visibility = self.visibility.value

        challenge = self.challenge

        invited = []
        for invited_item_data in self.invited:
            invited_item = invited_item_data.to_dict()
            invited.append(invited_item)

        join_code_active = self.join_code_active

        rematch_of: None | str
        if isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        rematch: None | str
        if isinstance(self.rematch, UUID):
            rematch = str(self.rematch)
        else:
            rematch = self.rematch

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        to_act = []
        for to_act_item_data in self.to_act:
            to_act_item = to_act_item_data.to_dict()
            to_act.append(to_act_item)

        draw_offer: dict[str, Any] | None
        if isinstance(self.draw_offer, DrawOffer):
            draw_offer = self.draw_offer.to_dict()
        else:
            draw_offer = self.draw_offer

        endings = []
        for endings_item_data in self.endings:
            endings_item = endings_item_data.value
            endings.append(endings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "status": status,
                "version": version,
                "creator": creator,
                "seats_wanted": seats_wanted,
                "options": options,
                "seed_sha256": seed_sha256,
                "seed": seed,
                "seats": seats,
                "your_seat": your_seat,
                "view": view,
                "legal_commands": legal_commands,
                "outcome": outcome,
                "deadline": deadline,
                "disputes": disputes,
                "visibility": visibility,
                "challenge": challenge,
                "invited": invited,
                "join_code_active": join_code_active,
                "rematch_of": rematch_of,
                "rematch": rematch,
                "created_at": created_at,
                "updated_at": updated_at,
                "result": result,
                "clock": clock,
                "to_act": to_act,
                "draw_offer": draw_offer,
                "endings": endings,
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
        from ..models.clock import Clock  # noqa: PLC0415
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
        from ..models.dispute import Dispute  # noqa: PLC0415
        from ..models.draw_offer import DrawOffer  # noqa: PLC0415
        from ..models.game_detail_options import GameDetailOptions  # noqa: PLC0415
        from ..models.invited import Invited  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.quiddler_view import QuiddlerView  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415
        from ..models.to_act import ToAct  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        kind = d.pop("kind")

        status = GameStatusEnum(d.pop("status"))

        version = d.pop("version")

        creator = d.pop("creator")

        seats_wanted = d.pop("seats_wanted")

        options = GameDetailOptions.from_dict(d.pop("options"))

        seed_sha256 = d.pop("seed_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_your_seat(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        def _parse_view(data: object) -> BiddleView | DiddlyView | DidiDotterView | DikdikView | None | QuiddlerView:
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_4 = BiddleView.from_dict(data)

                return componentsschemas_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiddleView | DiddlyView | DidiDotterView | DikdikView | None | QuiddlerView, data)

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

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

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

        disputes = []
        _disputes = d.pop("disputes")
        for disputes_item_data in _disputes:
            disputes_item = Dispute.from_dict(disputes_item_data)

            disputes.append(disputes_item)

        visibility = VisibilityEnum(d.pop("visibility"))

        challenge = d.pop("challenge")

        invited = []
        _invited = d.pop("invited")
        for invited_item_data in _invited:
            invited_item = Invited.from_dict(invited_item_data)

            invited.append(invited_item)

        join_code_active = d.pop("join_code_active")

        def _parse_rematch_of(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)

                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        def _parse_rematch(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_type_0 = UUID(data)

                return rematch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch = _parse_rematch(d.pop("rematch"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

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

        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1 = Clock.from_dict(data)

                return clock_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))

        to_act = []
        _to_act = d.pop("to_act")
        for to_act_item_data in _to_act:
            to_act_item = ToAct.from_dict(to_act_item_data)

            to_act.append(to_act_item)

        def _parse_draw_offer(data: object) -> DrawOffer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draw_offer_type_1 = DrawOffer.from_dict(data)

                return draw_offer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DrawOffer | None, data)

        draw_offer = _parse_draw_offer(d.pop("draw_offer"))

        endings = []
        _endings = d.pop("endings")
        for endings_item_data in _endings:
            endings_item = EndingsEnum(endings_item_data)

            endings.append(endings_item)

        game_detail = cls(
            id=id,
            kind=kind,
            status=status,
            version=version,
            creator=creator,
            seats_wanted=seats_wanted,
            options=options,
            seed_sha256=seed_sha256,
            seed=seed,
            seats=seats,
            your_seat=your_seat,
            view=view,
            legal_commands=legal_commands,
            outcome=outcome,
            deadline=deadline,
            disputes=disputes,
            visibility=visibility,
            challenge=challenge,
            invited=invited,
            join_code_active=join_code_active,
            rematch_of=rematch_of,
            rematch=rematch,
            created_at=created_at,
            updated_at=updated_at,
            result=result,
            clock=clock,
            to_act=to_act,
            draw_offer=draw_offer,
            endings=endings,
        )

        game_detail.additional_properties = d
        return game_detail

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
