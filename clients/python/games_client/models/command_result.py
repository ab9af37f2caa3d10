from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.abort_command import AbortCommand
    from ..models.accept_draw_command import AcceptDrawCommand
    from ..models.biddle_bid_called_event import BiddleBidCalledEvent
    from ..models.biddle_bid_command import BiddleBidCommand
    from ..models.biddle_bid_placed_event import BiddleBidPlacedEvent
    from ..models.biddle_bidder_dropped_event import BiddleBidderDroppedEvent
    from ..models.biddle_bidding_ended_event import BiddleBiddingEndedEvent
    from ..models.biddle_call_command import BiddleCallCommand
    from ..models.biddle_deck_shuffled_event import BiddleDeckShuffledEvent
    from ..models.biddle_dice_rolled_event import BiddleDiceRolledEvent
    from ..models.biddle_drop_command import BiddleDropCommand
    from ..models.biddle_game_ended_event import BiddleGameEndedEvent
    from ..models.biddle_roll_command import BiddleRollCommand
    from ..models.biddle_round_ended_event import BiddleRoundEndedEvent
    from ..models.biddle_round_started_event import BiddleRoundStartedEvent
    from ..models.biddle_view import BiddleView
    from ..models.decline_draw_command import DeclineDrawCommand
    from ..models.diddly_board_completed_event import DiddlyBoardCompletedEvent
    from ..models.diddly_card_drawn_event import DiddlyCardDrawnEvent
    from ..models.diddly_card_peeked_event import DiddlyCardPeekedEvent
    from ..models.diddly_card_placed_event import DiddlyCardPlacedEvent
    from ..models.diddly_card_recycled_event import DiddlyCardRecycledEvent
    from ..models.diddly_cards_revealed_event import DiddlyCardsRevealedEvent
    from ..models.diddly_cards_swapped_event import DiddlyCardsSwappedEvent
    from ..models.diddly_deck_reshuffled_event import DiddlyDeckReshuffledEvent
    from ..models.diddly_draw_command import DiddlyDrawCommand
    from ..models.diddly_game_ended_event import DiddlyGameEndedEvent
    from ..models.diddly_game_started_event import DiddlyGameStartedEvent
    from ..models.diddly_peek_command import DiddlyPeekCommand
    from ..models.diddly_place_command import DiddlyPlaceCommand
    from ..models.diddly_play_started_event import DiddlyPlayStartedEvent
    from ..models.diddly_power_skipped_event import DiddlyPowerSkippedEvent
    from ..models.diddly_recycle_command import DiddlyRecycleCommand
    from ..models.diddly_reveal_command import DiddlyRevealCommand
    from ..models.diddly_round_dealt_event import DiddlyRoundDealtEvent
    from ..models.diddly_round_ended_event import DiddlyRoundEndedEvent
    from ..models.diddly_skip_power_command import DiddlySkipPowerCommand
    from ..models.diddly_swap_command import DiddlySwapCommand
    from ..models.diddly_turn_passed_event import DiddlyTurnPassedEvent
    from ..models.diddly_view import DiddlyView
    from ..models.didi_dotter_cards_turned_event import DidiDotterCardsTurnedEvent
    from ..models.didi_dotter_choice_opened_event import DidiDotterChoiceOpenedEvent
    from ..models.didi_dotter_choose_command import DidiDotterChooseCommand
    from ..models.didi_dotter_egg_joined_event import DidiDotterEggJoinedEvent
    from ..models.didi_dotter_game_ended_event import DidiDotterGameEndedEvent
    from ..models.didi_dotter_game_started_event import DidiDotterGameStartedEvent
    from ..models.didi_dotter_half_looked_event import DidiDotterHalfLookedEvent
    from ..models.didi_dotter_half_stolen_event import DidiDotterHalfStolenEvent
    from ..models.didi_dotter_half_taken_event import DidiDotterHalfTakenEvent
    from ..models.didi_dotter_join_command import DidiDotterJoinCommand
    from ..models.didi_dotter_look_command import DidiDotterLookCommand
    from ..models.didi_dotter_round_ended_event import DidiDotterRoundEndedEvent
    from ..models.didi_dotter_round_scored_event import DidiDotterRoundScoredEvent
    from ..models.didi_dotter_round_started_event import DidiDotterRoundStartedEvent
    from ..models.didi_dotter_steal_clashed_event import DidiDotterStealClashedEvent
    from ..models.didi_dotter_steal_command import DidiDotterStealCommand
    from ..models.didi_dotter_take_command import DidiDotterTakeCommand
    from ..models.didi_dotter_view import DidiDotterView
    from ..models.dikdik_ask_command import DikdikAskCommand
    from ..models.dikdik_card_asked_event import DikdikCardAskedEvent
    from ..models.dikdik_card_passed_event import DikdikCardPassedEvent
    from ..models.dikdik_cards_dealt_event import DikdikCardsDealtEvent
    from ..models.dikdik_draw_command import DikdikDrawCommand
    from ..models.dikdik_game_over_event import DikdikGameOverEvent
    from ..models.dikdik_pairs_laid_event import DikdikPairsLaidEvent
    from ..models.dikdik_pass_command import DikdikPassCommand
    from ..models.dikdik_player_out_event import DikdikPlayerOutEvent
    from ..models.dikdik_roulette_drawn_event import DikdikRouletteDrawnEvent
    from ..models.dikdik_roulette_started_event import DikdikRouletteStartedEvent
    from ..models.dikdik_turn_started_event import DikdikTurnStartedEvent
    from ..models.dikdik_view import DikdikView
    from ..models.lobby_autopilot_event import LobbyAutopilotEvent
    from ..models.lobby_clock_paused_event import LobbyClockPausedEvent
    from ..models.lobby_clock_resumed_event import LobbyClockResumedEvent
    from ..models.lobby_clock_started_event import LobbyClockStartedEvent
    from ..models.lobby_created_event import LobbyCreatedEvent
    from ..models.lobby_dispute_opened_event import LobbyDisputeOpenedEvent
    from ..models.lobby_dispute_resolved_event import LobbyDisputeResolvedEvent
    from ..models.lobby_draw_accepted_event import LobbyDrawAcceptedEvent
    from ..models.lobby_draw_declined_event import LobbyDrawDeclinedEvent
    from ..models.lobby_draw_offered_event import LobbyDrawOfferedEvent
    from ..models.lobby_finished_event import LobbyFinishedEvent
    from ..models.lobby_invite_declined_event import LobbyInviteDeclinedEvent
    from ..models.lobby_invite_revoked_event import LobbyInviteRevokedEvent
    from ..models.lobby_invited_event import LobbyInvitedEvent
    from ..models.lobby_join_code_revoked_event import LobbyJoinCodeRevokedEvent
    from ..models.lobby_join_code_set_event import LobbyJoinCodeSetEvent
    from ..models.lobby_rematch_created_event import LobbyRematchCreatedEvent
    from ..models.lobby_rewound_event import LobbyRewoundEvent
    from ..models.lobby_seat_joined_event import LobbySeatJoinedEvent
    from ..models.lobby_seat_left_event import LobbySeatLeftEvent
    from ..models.lobby_started_event import LobbyStartedEvent
    from ..models.offer_draw_command import OfferDrawCommand
    from ..models.outcome import Outcome
    from ..models.quiddler_card_discarded_event import QuiddlerCardDiscardedEvent
    from ..models.quiddler_card_drawn_event import QuiddlerCardDrawnEvent
    from ..models.quiddler_deck_reshuffled_event import QuiddlerDeckReshuffledEvent
    from ..models.quiddler_discard_command import QuiddlerDiscardCommand
    from ..models.quiddler_draw_command import QuiddlerDrawCommand
    from ..models.quiddler_game_finished_event import QuiddlerGameFinishedEvent
    from ..models.quiddler_game_started_event import QuiddlerGameStartedEvent
    from ..models.quiddler_go_out_command import QuiddlerGoOutCommand
    from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand
    from ..models.quiddler_round_dealt_event import QuiddlerRoundDealtEvent
    from ..models.quiddler_round_scored_event import QuiddlerRoundScoredEvent
    from ..models.quiddler_round_skipped_event import QuiddlerRoundSkippedEvent
    from ..models.quiddler_view import QuiddlerView
    from ..models.quiddler_went_out_event import QuiddlerWentOutEvent
    from ..models.quiddler_words_laid_down_event import QuiddlerWordsLaidDownEvent
    from ..models.resign_command import ResignCommand
    from ..models.result import Result


T = TypeVar("T", bound="CommandResult")


@_attrs_define
class CommandResult:
    """
    Attributes:
        version (int): the game's version after the command
        events (list[BiddleBidCalledEvent | BiddleBidderDroppedEvent | BiddleBiddingEndedEvent | BiddleBidPlacedEvent |
            BiddleDeckShuffledEvent | BiddleDiceRolledEvent | BiddleGameEndedEvent | BiddleRoundEndedEvent |
            BiddleRoundStartedEvent | DiddlyBoardCompletedEvent | DiddlyCardDrawnEvent | DiddlyCardPeekedEvent |
            DiddlyCardPlacedEvent | DiddlyCardRecycledEvent | DiddlyCardsRevealedEvent | DiddlyCardsSwappedEvent |
            DiddlyDeckReshuffledEvent | DiddlyGameEndedEvent | DiddlyGameStartedEvent | DiddlyPlayStartedEvent |
            DiddlyPowerSkippedEvent | DiddlyRoundDealtEvent | DiddlyRoundEndedEvent | DiddlyTurnPassedEvent |
            DidiDotterCardsTurnedEvent | DidiDotterChoiceOpenedEvent | DidiDotterEggJoinedEvent | DidiDotterGameEndedEvent |
            DidiDotterGameStartedEvent | DidiDotterHalfLookedEvent | DidiDotterHalfStolenEvent | DidiDotterHalfTakenEvent |
            DidiDotterRoundEndedEvent | DidiDotterRoundScoredEvent | DidiDotterRoundStartedEvent |
            DidiDotterStealClashedEvent | DikdikCardAskedEvent | DikdikCardPassedEvent | DikdikCardsDealtEvent |
            DikdikGameOverEvent | DikdikPairsLaidEvent | DikdikPlayerOutEvent | DikdikRouletteDrawnEvent |
            DikdikRouletteStartedEvent | DikdikTurnStartedEvent | LobbyAutopilotEvent | LobbyClockPausedEvent |
            LobbyClockResumedEvent | LobbyClockStartedEvent | LobbyCreatedEvent | LobbyDisputeOpenedEvent |
            LobbyDisputeResolvedEvent | LobbyDrawAcceptedEvent | LobbyDrawDeclinedEvent | LobbyDrawOfferedEvent |
            LobbyFinishedEvent | LobbyInviteDeclinedEvent | LobbyInvitedEvent | LobbyInviteRevokedEvent |
            LobbyJoinCodeRevokedEvent | LobbyJoinCodeSetEvent | LobbyRematchCreatedEvent | LobbyRewoundEvent |
            LobbySeatJoinedEvent | LobbySeatLeftEvent | LobbyStartedEvent | QuiddlerCardDiscardedEvent |
            QuiddlerCardDrawnEvent | QuiddlerDeckReshuffledEvent | QuiddlerGameFinishedEvent | QuiddlerGameStartedEvent |
            QuiddlerRoundDealtEvent | QuiddlerRoundScoredEvent | QuiddlerRoundSkippedEvent | QuiddlerWentOutEvent |
            QuiddlerWordsLaidDownEvent]): the new events, redacted for you
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
    events: list[
        BiddleBidCalledEvent
        | BiddleBidderDroppedEvent
        | BiddleBiddingEndedEvent
        | BiddleBidPlacedEvent
        | BiddleDeckShuffledEvent
        | BiddleDiceRolledEvent
        | BiddleGameEndedEvent
        | BiddleRoundEndedEvent
        | BiddleRoundStartedEvent
        | DiddlyBoardCompletedEvent
        | DiddlyCardDrawnEvent
        | DiddlyCardPeekedEvent
        | DiddlyCardPlacedEvent
        | DiddlyCardRecycledEvent
        | DiddlyCardsRevealedEvent
        | DiddlyCardsSwappedEvent
        | DiddlyDeckReshuffledEvent
        | DiddlyGameEndedEvent
        | DiddlyGameStartedEvent
        | DiddlyPlayStartedEvent
        | DiddlyPowerSkippedEvent
        | DiddlyRoundDealtEvent
        | DiddlyRoundEndedEvent
        | DiddlyTurnPassedEvent
        | DidiDotterCardsTurnedEvent
        | DidiDotterChoiceOpenedEvent
        | DidiDotterEggJoinedEvent
        | DidiDotterGameEndedEvent
        | DidiDotterGameStartedEvent
        | DidiDotterHalfLookedEvent
        | DidiDotterHalfStolenEvent
        | DidiDotterHalfTakenEvent
        | DidiDotterRoundEndedEvent
        | DidiDotterRoundScoredEvent
        | DidiDotterRoundStartedEvent
        | DidiDotterStealClashedEvent
        | DikdikCardAskedEvent
        | DikdikCardPassedEvent
        | DikdikCardsDealtEvent
        | DikdikGameOverEvent
        | DikdikPairsLaidEvent
        | DikdikPlayerOutEvent
        | DikdikRouletteDrawnEvent
        | DikdikRouletteStartedEvent
        | DikdikTurnStartedEvent
        | LobbyAutopilotEvent
        | LobbyClockPausedEvent
        | LobbyClockResumedEvent
        | LobbyClockStartedEvent
        | LobbyCreatedEvent
        | LobbyDisputeOpenedEvent
        | LobbyDisputeResolvedEvent
        | LobbyDrawAcceptedEvent
        | LobbyDrawDeclinedEvent
        | LobbyDrawOfferedEvent
        | LobbyFinishedEvent
        | LobbyInviteDeclinedEvent
        | LobbyInvitedEvent
        | LobbyInviteRevokedEvent
        | LobbyJoinCodeRevokedEvent
        | LobbyJoinCodeSetEvent
        | LobbyRematchCreatedEvent
        | LobbyRewoundEvent
        | LobbySeatJoinedEvent
        | LobbySeatLeftEvent
        | LobbyStartedEvent
        | QuiddlerCardDiscardedEvent
        | QuiddlerCardDrawnEvent
        | QuiddlerDeckReshuffledEvent
        | QuiddlerGameFinishedEvent
        | QuiddlerGameStartedEvent
        | QuiddlerRoundDealtEvent
        | QuiddlerRoundScoredEvent
        | QuiddlerRoundSkippedEvent
        | QuiddlerWentOutEvent
        | QuiddlerWordsLaidDownEvent
    ]
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
        from ..models.biddle_bid_called_event import BiddleBidCalledEvent  # noqa: PLC0415
        from ..models.biddle_bid_command import BiddleBidCommand  # noqa: PLC0415
        from ..models.biddle_bid_placed_event import BiddleBidPlacedEvent  # noqa: PLC0415
        from ..models.biddle_bidder_dropped_event import BiddleBidderDroppedEvent  # noqa: PLC0415
        from ..models.biddle_bidding_ended_event import BiddleBiddingEndedEvent  # noqa: PLC0415
        from ..models.biddle_call_command import BiddleCallCommand  # noqa: PLC0415
        from ..models.biddle_deck_shuffled_event import BiddleDeckShuffledEvent  # noqa: PLC0415
        from ..models.biddle_dice_rolled_event import BiddleDiceRolledEvent  # noqa: PLC0415
        from ..models.biddle_drop_command import BiddleDropCommand  # noqa: PLC0415
        from ..models.biddle_round_ended_event import BiddleRoundEndedEvent  # noqa: PLC0415
        from ..models.biddle_round_started_event import BiddleRoundStartedEvent  # noqa: PLC0415
        from ..models.decline_draw_command import DeclineDrawCommand  # noqa: PLC0415
        from ..models.diddly_board_completed_event import DiddlyBoardCompletedEvent  # noqa: PLC0415
        from ..models.diddly_card_drawn_event import DiddlyCardDrawnEvent  # noqa: PLC0415
        from ..models.diddly_card_peeked_event import DiddlyCardPeekedEvent  # noqa: PLC0415
        from ..models.diddly_card_placed_event import DiddlyCardPlacedEvent  # noqa: PLC0415
        from ..models.diddly_card_recycled_event import DiddlyCardRecycledEvent  # noqa: PLC0415
        from ..models.diddly_cards_revealed_event import DiddlyCardsRevealedEvent  # noqa: PLC0415
        from ..models.diddly_cards_swapped_event import DiddlyCardsSwappedEvent  # noqa: PLC0415
        from ..models.diddly_deck_reshuffled_event import DiddlyDeckReshuffledEvent  # noqa: PLC0415
        from ..models.diddly_draw_command import DiddlyDrawCommand  # noqa: PLC0415
        from ..models.diddly_game_ended_event import DiddlyGameEndedEvent  # noqa: PLC0415
        from ..models.diddly_game_started_event import DiddlyGameStartedEvent  # noqa: PLC0415
        from ..models.diddly_peek_command import DiddlyPeekCommand  # noqa: PLC0415
        from ..models.diddly_place_command import DiddlyPlaceCommand  # noqa: PLC0415
        from ..models.diddly_play_started_event import DiddlyPlayStartedEvent  # noqa: PLC0415
        from ..models.diddly_power_skipped_event import DiddlyPowerSkippedEvent  # noqa: PLC0415
        from ..models.diddly_recycle_command import DiddlyRecycleCommand  # noqa: PLC0415
        from ..models.diddly_reveal_command import DiddlyRevealCommand  # noqa: PLC0415
        from ..models.diddly_round_dealt_event import DiddlyRoundDealtEvent  # noqa: PLC0415
        from ..models.diddly_round_ended_event import DiddlyRoundEndedEvent  # noqa: PLC0415
        from ..models.diddly_skip_power_command import DiddlySkipPowerCommand  # noqa: PLC0415
        from ..models.diddly_swap_command import DiddlySwapCommand  # noqa: PLC0415
        from ..models.diddly_turn_passed_event import DiddlyTurnPassedEvent  # noqa: PLC0415
        from ..models.diddly_view import DiddlyView  # noqa: PLC0415
        from ..models.didi_dotter_cards_turned_event import DidiDotterCardsTurnedEvent  # noqa: PLC0415
        from ..models.didi_dotter_choice_opened_event import DidiDotterChoiceOpenedEvent  # noqa: PLC0415
        from ..models.didi_dotter_choose_command import DidiDotterChooseCommand  # noqa: PLC0415
        from ..models.didi_dotter_egg_joined_event import DidiDotterEggJoinedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_ended_event import DidiDotterGameEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_started_event import DidiDotterGameStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_looked_event import DidiDotterHalfLookedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_stolen_event import DidiDotterHalfStolenEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_taken_event import DidiDotterHalfTakenEvent  # noqa: PLC0415
        from ..models.didi_dotter_join_command import DidiDotterJoinCommand  # noqa: PLC0415
        from ..models.didi_dotter_look_command import DidiDotterLookCommand  # noqa: PLC0415
        from ..models.didi_dotter_round_ended_event import DidiDotterRoundEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_scored_event import DidiDotterRoundScoredEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_started_event import DidiDotterRoundStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_steal_clashed_event import DidiDotterStealClashedEvent  # noqa: PLC0415
        from ..models.didi_dotter_steal_command import DidiDotterStealCommand  # noqa: PLC0415
        from ..models.didi_dotter_take_command import DidiDotterTakeCommand  # noqa: PLC0415
        from ..models.didi_dotter_view import DidiDotterView  # noqa: PLC0415
        from ..models.dikdik_ask_command import DikdikAskCommand  # noqa: PLC0415
        from ..models.dikdik_card_asked_event import DikdikCardAskedEvent  # noqa: PLC0415
        from ..models.dikdik_card_passed_event import DikdikCardPassedEvent  # noqa: PLC0415
        from ..models.dikdik_cards_dealt_event import DikdikCardsDealtEvent  # noqa: PLC0415
        from ..models.dikdik_draw_command import DikdikDrawCommand  # noqa: PLC0415
        from ..models.dikdik_game_over_event import DikdikGameOverEvent  # noqa: PLC0415
        from ..models.dikdik_pairs_laid_event import DikdikPairsLaidEvent  # noqa: PLC0415
        from ..models.dikdik_pass_command import DikdikPassCommand  # noqa: PLC0415
        from ..models.dikdik_player_out_event import DikdikPlayerOutEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_drawn_event import DikdikRouletteDrawnEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_started_event import DikdikRouletteStartedEvent  # noqa: PLC0415
        from ..models.dikdik_turn_started_event import DikdikTurnStartedEvent  # noqa: PLC0415
        from ..models.dikdik_view import DikdikView  # noqa: PLC0415
        from ..models.lobby_autopilot_event import LobbyAutopilotEvent  # noqa: PLC0415
        from ..models.lobby_clock_paused_event import LobbyClockPausedEvent  # noqa: PLC0415
        from ..models.lobby_clock_resumed_event import LobbyClockResumedEvent  # noqa: PLC0415
        from ..models.lobby_clock_started_event import LobbyClockStartedEvent  # noqa: PLC0415
        from ..models.lobby_created_event import LobbyCreatedEvent  # noqa: PLC0415
        from ..models.lobby_dispute_opened_event import LobbyDisputeOpenedEvent  # noqa: PLC0415
        from ..models.lobby_dispute_resolved_event import LobbyDisputeResolvedEvent  # noqa: PLC0415
        from ..models.lobby_draw_accepted_event import LobbyDrawAcceptedEvent  # noqa: PLC0415
        from ..models.lobby_draw_declined_event import LobbyDrawDeclinedEvent  # noqa: PLC0415
        from ..models.lobby_draw_offered_event import LobbyDrawOfferedEvent  # noqa: PLC0415
        from ..models.lobby_finished_event import LobbyFinishedEvent  # noqa: PLC0415
        from ..models.lobby_invite_declined_event import LobbyInviteDeclinedEvent  # noqa: PLC0415
        from ..models.lobby_invite_revoked_event import LobbyInviteRevokedEvent  # noqa: PLC0415
        from ..models.lobby_invited_event import LobbyInvitedEvent  # noqa: PLC0415
        from ..models.lobby_join_code_revoked_event import LobbyJoinCodeRevokedEvent  # noqa: PLC0415
        from ..models.lobby_join_code_set_event import LobbyJoinCodeSetEvent  # noqa: PLC0415
        from ..models.lobby_rematch_created_event import LobbyRematchCreatedEvent  # noqa: PLC0415
        from ..models.lobby_rewound_event import LobbyRewoundEvent  # noqa: PLC0415
        from ..models.lobby_seat_joined_event import LobbySeatJoinedEvent  # noqa: PLC0415
        from ..models.lobby_seat_left_event import LobbySeatLeftEvent  # noqa: PLC0415
        from ..models.lobby_started_event import LobbyStartedEvent  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.quiddler_card_discarded_event import QuiddlerCardDiscardedEvent  # noqa: PLC0415
        from ..models.quiddler_card_drawn_event import QuiddlerCardDrawnEvent  # noqa: PLC0415
        from ..models.quiddler_deck_reshuffled_event import QuiddlerDeckReshuffledEvent  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_game_finished_event import QuiddlerGameFinishedEvent  # noqa: PLC0415
        from ..models.quiddler_game_started_event import QuiddlerGameStartedEvent  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.quiddler_round_dealt_event import QuiddlerRoundDealtEvent  # noqa: PLC0415
        from ..models.quiddler_round_scored_event import QuiddlerRoundScoredEvent  # noqa: PLC0415
        from ..models.quiddler_round_skipped_event import QuiddlerRoundSkippedEvent  # noqa: PLC0415
        from ..models.quiddler_view import QuiddlerView  # noqa: PLC0415
        from ..models.quiddler_went_out_event import QuiddlerWentOutEvent  # noqa: PLC0415
        from ..models.quiddler_words_laid_down_event import QuiddlerWordsLaidDownEvent  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DiddlyGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyRoundDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyCardsRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyCardPeekedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyCardsSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyPowerSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyPlayStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyDeckReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyCardPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyCardRecycledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyBoardCompletedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyTurnPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyRoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DiddlyGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbySeatJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbySeatLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyAutopilotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyClockStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyClockPausedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyClockResumedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyDrawOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyDrawAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyDrawDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyDisputeOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyDisputeResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyRewoundEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyInvitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyInviteDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyInviteRevokedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyJoinCodeSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyJoinCodeRevokedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LobbyRematchCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikCardsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikPairsLaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikPlayerOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikCardAskedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikCardPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikRouletteStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikRouletteDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DikdikGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerRoundSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerRoundDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerDeckReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerCardDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerWentOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerWordsLaidDownEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, QuiddlerGameFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterHalfTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterHalfLookedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterEggJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterHalfStolenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterStealClashedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterRoundEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterCardsTurnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterChoiceOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DidiDotterGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleDeckShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleBidPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleBidCalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleBidderDroppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleBiddingEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleDiceRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BiddleRoundEndedEvent):
                events_item = events_item_data.to_dict()
            else:
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
        from ..models.biddle_bid_called_event import BiddleBidCalledEvent  # noqa: PLC0415
        from ..models.biddle_bid_command import BiddleBidCommand  # noqa: PLC0415
        from ..models.biddle_bid_placed_event import BiddleBidPlacedEvent  # noqa: PLC0415
        from ..models.biddle_bidder_dropped_event import BiddleBidderDroppedEvent  # noqa: PLC0415
        from ..models.biddle_bidding_ended_event import BiddleBiddingEndedEvent  # noqa: PLC0415
        from ..models.biddle_call_command import BiddleCallCommand  # noqa: PLC0415
        from ..models.biddle_deck_shuffled_event import BiddleDeckShuffledEvent  # noqa: PLC0415
        from ..models.biddle_dice_rolled_event import BiddleDiceRolledEvent  # noqa: PLC0415
        from ..models.biddle_drop_command import BiddleDropCommand  # noqa: PLC0415
        from ..models.biddle_game_ended_event import BiddleGameEndedEvent  # noqa: PLC0415
        from ..models.biddle_roll_command import BiddleRollCommand  # noqa: PLC0415
        from ..models.biddle_round_ended_event import BiddleRoundEndedEvent  # noqa: PLC0415
        from ..models.biddle_round_started_event import BiddleRoundStartedEvent  # noqa: PLC0415
        from ..models.biddle_view import BiddleView  # noqa: PLC0415
        from ..models.decline_draw_command import DeclineDrawCommand  # noqa: PLC0415
        from ..models.diddly_board_completed_event import DiddlyBoardCompletedEvent  # noqa: PLC0415
        from ..models.diddly_card_drawn_event import DiddlyCardDrawnEvent  # noqa: PLC0415
        from ..models.diddly_card_peeked_event import DiddlyCardPeekedEvent  # noqa: PLC0415
        from ..models.diddly_card_placed_event import DiddlyCardPlacedEvent  # noqa: PLC0415
        from ..models.diddly_card_recycled_event import DiddlyCardRecycledEvent  # noqa: PLC0415
        from ..models.diddly_cards_revealed_event import DiddlyCardsRevealedEvent  # noqa: PLC0415
        from ..models.diddly_cards_swapped_event import DiddlyCardsSwappedEvent  # noqa: PLC0415
        from ..models.diddly_deck_reshuffled_event import DiddlyDeckReshuffledEvent  # noqa: PLC0415
        from ..models.diddly_draw_command import DiddlyDrawCommand  # noqa: PLC0415
        from ..models.diddly_game_ended_event import DiddlyGameEndedEvent  # noqa: PLC0415
        from ..models.diddly_game_started_event import DiddlyGameStartedEvent  # noqa: PLC0415
        from ..models.diddly_peek_command import DiddlyPeekCommand  # noqa: PLC0415
        from ..models.diddly_place_command import DiddlyPlaceCommand  # noqa: PLC0415
        from ..models.diddly_play_started_event import DiddlyPlayStartedEvent  # noqa: PLC0415
        from ..models.diddly_power_skipped_event import DiddlyPowerSkippedEvent  # noqa: PLC0415
        from ..models.diddly_recycle_command import DiddlyRecycleCommand  # noqa: PLC0415
        from ..models.diddly_reveal_command import DiddlyRevealCommand  # noqa: PLC0415
        from ..models.diddly_round_dealt_event import DiddlyRoundDealtEvent  # noqa: PLC0415
        from ..models.diddly_round_ended_event import DiddlyRoundEndedEvent  # noqa: PLC0415
        from ..models.diddly_skip_power_command import DiddlySkipPowerCommand  # noqa: PLC0415
        from ..models.diddly_swap_command import DiddlySwapCommand  # noqa: PLC0415
        from ..models.diddly_turn_passed_event import DiddlyTurnPassedEvent  # noqa: PLC0415
        from ..models.diddly_view import DiddlyView  # noqa: PLC0415
        from ..models.didi_dotter_cards_turned_event import DidiDotterCardsTurnedEvent  # noqa: PLC0415
        from ..models.didi_dotter_choice_opened_event import DidiDotterChoiceOpenedEvent  # noqa: PLC0415
        from ..models.didi_dotter_choose_command import DidiDotterChooseCommand  # noqa: PLC0415
        from ..models.didi_dotter_egg_joined_event import DidiDotterEggJoinedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_ended_event import DidiDotterGameEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_started_event import DidiDotterGameStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_looked_event import DidiDotterHalfLookedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_stolen_event import DidiDotterHalfStolenEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_taken_event import DidiDotterHalfTakenEvent  # noqa: PLC0415
        from ..models.didi_dotter_join_command import DidiDotterJoinCommand  # noqa: PLC0415
        from ..models.didi_dotter_look_command import DidiDotterLookCommand  # noqa: PLC0415
        from ..models.didi_dotter_round_ended_event import DidiDotterRoundEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_scored_event import DidiDotterRoundScoredEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_started_event import DidiDotterRoundStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_steal_clashed_event import DidiDotterStealClashedEvent  # noqa: PLC0415
        from ..models.didi_dotter_steal_command import DidiDotterStealCommand  # noqa: PLC0415
        from ..models.didi_dotter_take_command import DidiDotterTakeCommand  # noqa: PLC0415
        from ..models.didi_dotter_view import DidiDotterView  # noqa: PLC0415
        from ..models.dikdik_ask_command import DikdikAskCommand  # noqa: PLC0415
        from ..models.dikdik_card_asked_event import DikdikCardAskedEvent  # noqa: PLC0415
        from ..models.dikdik_card_passed_event import DikdikCardPassedEvent  # noqa: PLC0415
        from ..models.dikdik_cards_dealt_event import DikdikCardsDealtEvent  # noqa: PLC0415
        from ..models.dikdik_draw_command import DikdikDrawCommand  # noqa: PLC0415
        from ..models.dikdik_game_over_event import DikdikGameOverEvent  # noqa: PLC0415
        from ..models.dikdik_pairs_laid_event import DikdikPairsLaidEvent  # noqa: PLC0415
        from ..models.dikdik_pass_command import DikdikPassCommand  # noqa: PLC0415
        from ..models.dikdik_player_out_event import DikdikPlayerOutEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_drawn_event import DikdikRouletteDrawnEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_started_event import DikdikRouletteStartedEvent  # noqa: PLC0415
        from ..models.dikdik_turn_started_event import DikdikTurnStartedEvent  # noqa: PLC0415
        from ..models.dikdik_view import DikdikView  # noqa: PLC0415
        from ..models.lobby_autopilot_event import LobbyAutopilotEvent  # noqa: PLC0415
        from ..models.lobby_clock_paused_event import LobbyClockPausedEvent  # noqa: PLC0415
        from ..models.lobby_clock_resumed_event import LobbyClockResumedEvent  # noqa: PLC0415
        from ..models.lobby_clock_started_event import LobbyClockStartedEvent  # noqa: PLC0415
        from ..models.lobby_created_event import LobbyCreatedEvent  # noqa: PLC0415
        from ..models.lobby_dispute_opened_event import LobbyDisputeOpenedEvent  # noqa: PLC0415
        from ..models.lobby_dispute_resolved_event import LobbyDisputeResolvedEvent  # noqa: PLC0415
        from ..models.lobby_draw_accepted_event import LobbyDrawAcceptedEvent  # noqa: PLC0415
        from ..models.lobby_draw_declined_event import LobbyDrawDeclinedEvent  # noqa: PLC0415
        from ..models.lobby_draw_offered_event import LobbyDrawOfferedEvent  # noqa: PLC0415
        from ..models.lobby_finished_event import LobbyFinishedEvent  # noqa: PLC0415
        from ..models.lobby_invite_declined_event import LobbyInviteDeclinedEvent  # noqa: PLC0415
        from ..models.lobby_invite_revoked_event import LobbyInviteRevokedEvent  # noqa: PLC0415
        from ..models.lobby_invited_event import LobbyInvitedEvent  # noqa: PLC0415
        from ..models.lobby_join_code_revoked_event import LobbyJoinCodeRevokedEvent  # noqa: PLC0415
        from ..models.lobby_join_code_set_event import LobbyJoinCodeSetEvent  # noqa: PLC0415
        from ..models.lobby_rematch_created_event import LobbyRematchCreatedEvent  # noqa: PLC0415
        from ..models.lobby_rewound_event import LobbyRewoundEvent  # noqa: PLC0415
        from ..models.lobby_seat_joined_event import LobbySeatJoinedEvent  # noqa: PLC0415
        from ..models.lobby_seat_left_event import LobbySeatLeftEvent  # noqa: PLC0415
        from ..models.lobby_started_event import LobbyStartedEvent  # noqa: PLC0415
        from ..models.offer_draw_command import OfferDrawCommand  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.quiddler_card_discarded_event import QuiddlerCardDiscardedEvent  # noqa: PLC0415
        from ..models.quiddler_card_drawn_event import QuiddlerCardDrawnEvent  # noqa: PLC0415
        from ..models.quiddler_deck_reshuffled_event import QuiddlerDeckReshuffledEvent  # noqa: PLC0415
        from ..models.quiddler_discard_command import QuiddlerDiscardCommand  # noqa: PLC0415
        from ..models.quiddler_draw_command import QuiddlerDrawCommand  # noqa: PLC0415
        from ..models.quiddler_game_finished_event import QuiddlerGameFinishedEvent  # noqa: PLC0415
        from ..models.quiddler_game_started_event import QuiddlerGameStartedEvent  # noqa: PLC0415
        from ..models.quiddler_go_out_command import QuiddlerGoOutCommand  # noqa: PLC0415
        from ..models.quiddler_lay_down_command import QuiddlerLayDownCommand  # noqa: PLC0415
        from ..models.quiddler_round_dealt_event import QuiddlerRoundDealtEvent  # noqa: PLC0415
        from ..models.quiddler_round_scored_event import QuiddlerRoundScoredEvent  # noqa: PLC0415
        from ..models.quiddler_round_skipped_event import QuiddlerRoundSkippedEvent  # noqa: PLC0415
        from ..models.quiddler_view import QuiddlerView  # noqa: PLC0415
        from ..models.quiddler_went_out_event import QuiddlerWentOutEvent  # noqa: PLC0415
        from ..models.quiddler_words_laid_down_event import QuiddlerWordsLaidDownEvent  # noqa: PLC0415
        from ..models.resign_command import ResignCommand  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                BiddleBidCalledEvent
                | BiddleBidderDroppedEvent
                | BiddleBiddingEndedEvent
                | BiddleBidPlacedEvent
                | BiddleDeckShuffledEvent
                | BiddleDiceRolledEvent
                | BiddleGameEndedEvent
                | BiddleRoundEndedEvent
                | BiddleRoundStartedEvent
                | DiddlyBoardCompletedEvent
                | DiddlyCardDrawnEvent
                | DiddlyCardPeekedEvent
                | DiddlyCardPlacedEvent
                | DiddlyCardRecycledEvent
                | DiddlyCardsRevealedEvent
                | DiddlyCardsSwappedEvent
                | DiddlyDeckReshuffledEvent
                | DiddlyGameEndedEvent
                | DiddlyGameStartedEvent
                | DiddlyPlayStartedEvent
                | DiddlyPowerSkippedEvent
                | DiddlyRoundDealtEvent
                | DiddlyRoundEndedEvent
                | DiddlyTurnPassedEvent
                | DidiDotterCardsTurnedEvent
                | DidiDotterChoiceOpenedEvent
                | DidiDotterEggJoinedEvent
                | DidiDotterGameEndedEvent
                | DidiDotterGameStartedEvent
                | DidiDotterHalfLookedEvent
                | DidiDotterHalfStolenEvent
                | DidiDotterHalfTakenEvent
                | DidiDotterRoundEndedEvent
                | DidiDotterRoundScoredEvent
                | DidiDotterRoundStartedEvent
                | DidiDotterStealClashedEvent
                | DikdikCardAskedEvent
                | DikdikCardPassedEvent
                | DikdikCardsDealtEvent
                | DikdikGameOverEvent
                | DikdikPairsLaidEvent
                | DikdikPlayerOutEvent
                | DikdikRouletteDrawnEvent
                | DikdikRouletteStartedEvent
                | DikdikTurnStartedEvent
                | LobbyAutopilotEvent
                | LobbyClockPausedEvent
                | LobbyClockResumedEvent
                | LobbyClockStartedEvent
                | LobbyCreatedEvent
                | LobbyDisputeOpenedEvent
                | LobbyDisputeResolvedEvent
                | LobbyDrawAcceptedEvent
                | LobbyDrawDeclinedEvent
                | LobbyDrawOfferedEvent
                | LobbyFinishedEvent
                | LobbyInviteDeclinedEvent
                | LobbyInvitedEvent
                | LobbyInviteRevokedEvent
                | LobbyJoinCodeRevokedEvent
                | LobbyJoinCodeSetEvent
                | LobbyRematchCreatedEvent
                | LobbyRewoundEvent
                | LobbySeatJoinedEvent
                | LobbySeatLeftEvent
                | LobbyStartedEvent
                | QuiddlerCardDiscardedEvent
                | QuiddlerCardDrawnEvent
                | QuiddlerDeckReshuffledEvent
                | QuiddlerGameFinishedEvent
                | QuiddlerGameStartedEvent
                | QuiddlerRoundDealtEvent
                | QuiddlerRoundScoredEvent
                | QuiddlerRoundSkippedEvent
                | QuiddlerWentOutEvent
                | QuiddlerWordsLaidDownEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_0 = DiddlyGameStartedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_1 = DiddlyRoundDealtEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_2 = DiddlyCardsRevealedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_3 = DiddlyCardPeekedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_4 = DiddlyCardsSwappedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_5 = DiddlyPowerSkippedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_6 = DiddlyPlayStartedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_7 = DiddlyDeckReshuffledEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_8 = DiddlyCardDrawnEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_9 = DiddlyCardPlacedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_10 = DiddlyCardRecycledEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_11 = DiddlyBoardCompletedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_12 = DiddlyTurnPassedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_13 = DiddlyRoundEndedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_14 = DiddlyGameEndedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_15 = LobbyCreatedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_16 = LobbySeatJoinedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_17 = LobbySeatLeftEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_18 = LobbyStartedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_19 = LobbyAutopilotEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_20 = LobbyFinishedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_21 = LobbyClockStartedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_22 = LobbyClockPausedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_23 = LobbyClockResumedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_24 = LobbyDrawOfferedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_25 = LobbyDrawAcceptedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_26 = LobbyDrawDeclinedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_27 = LobbyDisputeOpenedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_28 = LobbyDisputeResolvedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_29 = LobbyRewoundEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_30 = LobbyInvitedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_31 = LobbyInviteDeclinedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_32 = LobbyInviteRevokedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_33 = LobbyJoinCodeSetEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_34 = LobbyJoinCodeRevokedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_diddly_event_type_35 = LobbyRematchCreatedEvent.from_dict(data)

                    return componentsschemas_diddly_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_0 = DikdikCardsDealtEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_1 = DikdikPairsLaidEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_2 = DikdikPlayerOutEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_3 = DikdikTurnStartedEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_4 = DikdikCardAskedEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_5 = DikdikCardPassedEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_6 = DikdikRouletteStartedEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_7 = DikdikRouletteDrawnEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dikdik_event_type_8 = DikdikGameOverEvent.from_dict(data)

                    return componentsschemas_dikdik_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_0 = QuiddlerGameStartedEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_1 = QuiddlerRoundSkippedEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_2 = QuiddlerRoundDealtEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_3 = QuiddlerDeckReshuffledEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_4 = QuiddlerCardDrawnEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_5 = QuiddlerCardDiscardedEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_6 = QuiddlerWentOutEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_7 = QuiddlerWordsLaidDownEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_8 = QuiddlerRoundScoredEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_quiddler_event_type_9 = QuiddlerGameFinishedEvent.from_dict(data)

                    return componentsschemas_quiddler_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_0 = DidiDotterGameStartedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_1 = DidiDotterRoundStartedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_2 = DidiDotterHalfTakenEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_3 = DidiDotterHalfLookedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_4 = DidiDotterEggJoinedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_5 = DidiDotterHalfStolenEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_6 = DidiDotterStealClashedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_7 = DidiDotterRoundEndedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_8 = DidiDotterCardsTurnedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_9 = DidiDotterChoiceOpenedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_10 = DidiDotterRoundScoredEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_didi_dotter_event_type_11 = DidiDotterGameEndedEvent.from_dict(data)

                    return componentsschemas_didi_dotter_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_0 = BiddleDeckShuffledEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_1 = BiddleRoundStartedEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_2 = BiddleBidPlacedEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_3 = BiddleBidCalledEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_4 = BiddleBidderDroppedEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_5 = BiddleBiddingEndedEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_6 = BiddleDiceRolledEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_biddle_event_type_7 = BiddleRoundEndedEvent.from_dict(data)

                    return componentsschemas_biddle_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biddle_event_type_8 = BiddleGameEndedEvent.from_dict(data)

                return componentsschemas_biddle_event_type_8

            events_item = _parse_events_item(events_item_data)

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
