from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.biddle_bid_called_event import BiddleBidCalledEvent
    from ..models.biddle_bid_placed_event import BiddleBidPlacedEvent
    from ..models.biddle_bidder_dropped_event import BiddleBidderDroppedEvent
    from ..models.biddle_bidding_ended_event import BiddleBiddingEndedEvent
    from ..models.biddle_deck_shuffled_event import BiddleDeckShuffledEvent
    from ..models.biddle_dice_rolled_event import BiddleDiceRolledEvent
    from ..models.biddle_game_ended_event import BiddleGameEndedEvent
    from ..models.biddle_round_ended_event import BiddleRoundEndedEvent
    from ..models.biddle_round_started_event import BiddleRoundStartedEvent
    from ..models.diddly_board_completed_event import DiddlyBoardCompletedEvent
    from ..models.diddly_card_drawn_event import DiddlyCardDrawnEvent
    from ..models.diddly_card_peeked_event import DiddlyCardPeekedEvent
    from ..models.diddly_card_placed_event import DiddlyCardPlacedEvent
    from ..models.diddly_card_recycled_event import DiddlyCardRecycledEvent
    from ..models.diddly_cards_revealed_event import DiddlyCardsRevealedEvent
    from ..models.diddly_cards_swapped_event import DiddlyCardsSwappedEvent
    from ..models.diddly_deck_reshuffled_event import DiddlyDeckReshuffledEvent
    from ..models.diddly_game_ended_event import DiddlyGameEndedEvent
    from ..models.diddly_game_started_event import DiddlyGameStartedEvent
    from ..models.diddly_play_started_event import DiddlyPlayStartedEvent
    from ..models.diddly_power_skipped_event import DiddlyPowerSkippedEvent
    from ..models.diddly_round_dealt_event import DiddlyRoundDealtEvent
    from ..models.diddly_round_ended_event import DiddlyRoundEndedEvent
    from ..models.diddly_turn_passed_event import DiddlyTurnPassedEvent
    from ..models.didi_dotter_cards_turned_event import DidiDotterCardsTurnedEvent
    from ..models.didi_dotter_choice_opened_event import DidiDotterChoiceOpenedEvent
    from ..models.didi_dotter_egg_joined_event import DidiDotterEggJoinedEvent
    from ..models.didi_dotter_game_ended_event import DidiDotterGameEndedEvent
    from ..models.didi_dotter_game_started_event import DidiDotterGameStartedEvent
    from ..models.didi_dotter_half_looked_event import DidiDotterHalfLookedEvent
    from ..models.didi_dotter_half_stolen_event import DidiDotterHalfStolenEvent
    from ..models.didi_dotter_half_taken_event import DidiDotterHalfTakenEvent
    from ..models.didi_dotter_round_ended_event import DidiDotterRoundEndedEvent
    from ..models.didi_dotter_round_scored_event import DidiDotterRoundScoredEvent
    from ..models.didi_dotter_round_started_event import DidiDotterRoundStartedEvent
    from ..models.didi_dotter_steal_clashed_event import DidiDotterStealClashedEvent
    from ..models.dikdik_card_asked_event import DikdikCardAskedEvent
    from ..models.dikdik_card_passed_event import DikdikCardPassedEvent
    from ..models.dikdik_cards_dealt_event import DikdikCardsDealtEvent
    from ..models.dikdik_game_over_event import DikdikGameOverEvent
    from ..models.dikdik_pairs_laid_event import DikdikPairsLaidEvent
    from ..models.dikdik_player_out_event import DikdikPlayerOutEvent
    from ..models.dikdik_roulette_drawn_event import DikdikRouletteDrawnEvent
    from ..models.dikdik_roulette_started_event import DikdikRouletteStartedEvent
    from ..models.dikdik_turn_started_event import DikdikTurnStartedEvent
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
    from ..models.quiddler_card_discarded_event import QuiddlerCardDiscardedEvent
    from ..models.quiddler_card_drawn_event import QuiddlerCardDrawnEvent
    from ..models.quiddler_deck_reshuffled_event import QuiddlerDeckReshuffledEvent
    from ..models.quiddler_game_finished_event import QuiddlerGameFinishedEvent
    from ..models.quiddler_game_started_event import QuiddlerGameStartedEvent
    from ..models.quiddler_round_dealt_event import QuiddlerRoundDealtEvent
    from ..models.quiddler_round_scored_event import QuiddlerRoundScoredEvent
    from ..models.quiddler_round_skipped_event import QuiddlerRoundSkippedEvent
    from ..models.quiddler_went_out_event import QuiddlerWentOutEvent
    from ..models.quiddler_words_laid_down_event import QuiddlerWordsLaidDownEvent


T = TypeVar("T", bound="EventFeed")


@_attrs_define
class EventFeed:
    """
    Attributes:
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
            QuiddlerWordsLaidDownEvent]):
        last_version (int): follow with after=<last_version>
        has_more (bool):
    """

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
    last_version: int
    has_more: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.biddle_bid_called_event import BiddleBidCalledEvent  # noqa: PLC0415
        from ..models.biddle_bid_placed_event import BiddleBidPlacedEvent  # noqa: PLC0415
        from ..models.biddle_bidder_dropped_event import BiddleBidderDroppedEvent  # noqa: PLC0415
        from ..models.biddle_bidding_ended_event import BiddleBiddingEndedEvent  # noqa: PLC0415
        from ..models.biddle_deck_shuffled_event import BiddleDeckShuffledEvent  # noqa: PLC0415
        from ..models.biddle_dice_rolled_event import BiddleDiceRolledEvent  # noqa: PLC0415
        from ..models.biddle_round_ended_event import BiddleRoundEndedEvent  # noqa: PLC0415
        from ..models.biddle_round_started_event import BiddleRoundStartedEvent  # noqa: PLC0415
        from ..models.diddly_board_completed_event import DiddlyBoardCompletedEvent  # noqa: PLC0415
        from ..models.diddly_card_drawn_event import DiddlyCardDrawnEvent  # noqa: PLC0415
        from ..models.diddly_card_peeked_event import DiddlyCardPeekedEvent  # noqa: PLC0415
        from ..models.diddly_card_placed_event import DiddlyCardPlacedEvent  # noqa: PLC0415
        from ..models.diddly_card_recycled_event import DiddlyCardRecycledEvent  # noqa: PLC0415
        from ..models.diddly_cards_revealed_event import DiddlyCardsRevealedEvent  # noqa: PLC0415
        from ..models.diddly_cards_swapped_event import DiddlyCardsSwappedEvent  # noqa: PLC0415
        from ..models.diddly_deck_reshuffled_event import DiddlyDeckReshuffledEvent  # noqa: PLC0415
        from ..models.diddly_game_ended_event import DiddlyGameEndedEvent  # noqa: PLC0415
        from ..models.diddly_game_started_event import DiddlyGameStartedEvent  # noqa: PLC0415
        from ..models.diddly_play_started_event import DiddlyPlayStartedEvent  # noqa: PLC0415
        from ..models.diddly_power_skipped_event import DiddlyPowerSkippedEvent  # noqa: PLC0415
        from ..models.diddly_round_dealt_event import DiddlyRoundDealtEvent  # noqa: PLC0415
        from ..models.diddly_round_ended_event import DiddlyRoundEndedEvent  # noqa: PLC0415
        from ..models.diddly_turn_passed_event import DiddlyTurnPassedEvent  # noqa: PLC0415
        from ..models.didi_dotter_cards_turned_event import DidiDotterCardsTurnedEvent  # noqa: PLC0415
        from ..models.didi_dotter_choice_opened_event import DidiDotterChoiceOpenedEvent  # noqa: PLC0415
        from ..models.didi_dotter_egg_joined_event import DidiDotterEggJoinedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_ended_event import DidiDotterGameEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_started_event import DidiDotterGameStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_looked_event import DidiDotterHalfLookedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_stolen_event import DidiDotterHalfStolenEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_taken_event import DidiDotterHalfTakenEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_ended_event import DidiDotterRoundEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_scored_event import DidiDotterRoundScoredEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_started_event import DidiDotterRoundStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_steal_clashed_event import DidiDotterStealClashedEvent  # noqa: PLC0415
        from ..models.dikdik_card_asked_event import DikdikCardAskedEvent  # noqa: PLC0415
        from ..models.dikdik_card_passed_event import DikdikCardPassedEvent  # noqa: PLC0415
        from ..models.dikdik_cards_dealt_event import DikdikCardsDealtEvent  # noqa: PLC0415
        from ..models.dikdik_game_over_event import DikdikGameOverEvent  # noqa: PLC0415
        from ..models.dikdik_pairs_laid_event import DikdikPairsLaidEvent  # noqa: PLC0415
        from ..models.dikdik_player_out_event import DikdikPlayerOutEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_drawn_event import DikdikRouletteDrawnEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_started_event import DikdikRouletteStartedEvent  # noqa: PLC0415
        from ..models.dikdik_turn_started_event import DikdikTurnStartedEvent  # noqa: PLC0415
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
        from ..models.quiddler_card_discarded_event import QuiddlerCardDiscardedEvent  # noqa: PLC0415
        from ..models.quiddler_card_drawn_event import QuiddlerCardDrawnEvent  # noqa: PLC0415
        from ..models.quiddler_deck_reshuffled_event import QuiddlerDeckReshuffledEvent  # noqa: PLC0415
        from ..models.quiddler_game_finished_event import QuiddlerGameFinishedEvent  # noqa: PLC0415
        from ..models.quiddler_game_started_event import QuiddlerGameStartedEvent  # noqa: PLC0415
        from ..models.quiddler_round_dealt_event import QuiddlerRoundDealtEvent  # noqa: PLC0415
        from ..models.quiddler_round_scored_event import QuiddlerRoundScoredEvent  # noqa: PLC0415
        from ..models.quiddler_round_skipped_event import QuiddlerRoundSkippedEvent  # noqa: PLC0415
        from ..models.quiddler_went_out_event import QuiddlerWentOutEvent  # noqa: PLC0415
        from ..models.quiddler_words_laid_down_event import QuiddlerWordsLaidDownEvent  # noqa: PLC0415

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

        last_version = self.last_version

        has_more = self.has_more

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "last_version": last_version,
                "has_more": has_more,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biddle_bid_called_event import BiddleBidCalledEvent  # noqa: PLC0415
        from ..models.biddle_bid_placed_event import BiddleBidPlacedEvent  # noqa: PLC0415
        from ..models.biddle_bidder_dropped_event import BiddleBidderDroppedEvent  # noqa: PLC0415
        from ..models.biddle_bidding_ended_event import BiddleBiddingEndedEvent  # noqa: PLC0415
        from ..models.biddle_deck_shuffled_event import BiddleDeckShuffledEvent  # noqa: PLC0415
        from ..models.biddle_dice_rolled_event import BiddleDiceRolledEvent  # noqa: PLC0415
        from ..models.biddle_game_ended_event import BiddleGameEndedEvent  # noqa: PLC0415
        from ..models.biddle_round_ended_event import BiddleRoundEndedEvent  # noqa: PLC0415
        from ..models.biddle_round_started_event import BiddleRoundStartedEvent  # noqa: PLC0415
        from ..models.diddly_board_completed_event import DiddlyBoardCompletedEvent  # noqa: PLC0415
        from ..models.diddly_card_drawn_event import DiddlyCardDrawnEvent  # noqa: PLC0415
        from ..models.diddly_card_peeked_event import DiddlyCardPeekedEvent  # noqa: PLC0415
        from ..models.diddly_card_placed_event import DiddlyCardPlacedEvent  # noqa: PLC0415
        from ..models.diddly_card_recycled_event import DiddlyCardRecycledEvent  # noqa: PLC0415
        from ..models.diddly_cards_revealed_event import DiddlyCardsRevealedEvent  # noqa: PLC0415
        from ..models.diddly_cards_swapped_event import DiddlyCardsSwappedEvent  # noqa: PLC0415
        from ..models.diddly_deck_reshuffled_event import DiddlyDeckReshuffledEvent  # noqa: PLC0415
        from ..models.diddly_game_ended_event import DiddlyGameEndedEvent  # noqa: PLC0415
        from ..models.diddly_game_started_event import DiddlyGameStartedEvent  # noqa: PLC0415
        from ..models.diddly_play_started_event import DiddlyPlayStartedEvent  # noqa: PLC0415
        from ..models.diddly_power_skipped_event import DiddlyPowerSkippedEvent  # noqa: PLC0415
        from ..models.diddly_round_dealt_event import DiddlyRoundDealtEvent  # noqa: PLC0415
        from ..models.diddly_round_ended_event import DiddlyRoundEndedEvent  # noqa: PLC0415
        from ..models.diddly_turn_passed_event import DiddlyTurnPassedEvent  # noqa: PLC0415
        from ..models.didi_dotter_cards_turned_event import DidiDotterCardsTurnedEvent  # noqa: PLC0415
        from ..models.didi_dotter_choice_opened_event import DidiDotterChoiceOpenedEvent  # noqa: PLC0415
        from ..models.didi_dotter_egg_joined_event import DidiDotterEggJoinedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_ended_event import DidiDotterGameEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_game_started_event import DidiDotterGameStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_looked_event import DidiDotterHalfLookedEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_stolen_event import DidiDotterHalfStolenEvent  # noqa: PLC0415
        from ..models.didi_dotter_half_taken_event import DidiDotterHalfTakenEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_ended_event import DidiDotterRoundEndedEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_scored_event import DidiDotterRoundScoredEvent  # noqa: PLC0415
        from ..models.didi_dotter_round_started_event import DidiDotterRoundStartedEvent  # noqa: PLC0415
        from ..models.didi_dotter_steal_clashed_event import DidiDotterStealClashedEvent  # noqa: PLC0415
        from ..models.dikdik_card_asked_event import DikdikCardAskedEvent  # noqa: PLC0415
        from ..models.dikdik_card_passed_event import DikdikCardPassedEvent  # noqa: PLC0415
        from ..models.dikdik_cards_dealt_event import DikdikCardsDealtEvent  # noqa: PLC0415
        from ..models.dikdik_game_over_event import DikdikGameOverEvent  # noqa: PLC0415
        from ..models.dikdik_pairs_laid_event import DikdikPairsLaidEvent  # noqa: PLC0415
        from ..models.dikdik_player_out_event import DikdikPlayerOutEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_drawn_event import DikdikRouletteDrawnEvent  # noqa: PLC0415
        from ..models.dikdik_roulette_started_event import DikdikRouletteStartedEvent  # noqa: PLC0415
        from ..models.dikdik_turn_started_event import DikdikTurnStartedEvent  # noqa: PLC0415
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
        from ..models.quiddler_card_discarded_event import QuiddlerCardDiscardedEvent  # noqa: PLC0415
        from ..models.quiddler_card_drawn_event import QuiddlerCardDrawnEvent  # noqa: PLC0415
        from ..models.quiddler_deck_reshuffled_event import QuiddlerDeckReshuffledEvent  # noqa: PLC0415
        from ..models.quiddler_game_finished_event import QuiddlerGameFinishedEvent  # noqa: PLC0415
        from ..models.quiddler_game_started_event import QuiddlerGameStartedEvent  # noqa: PLC0415
        from ..models.quiddler_round_dealt_event import QuiddlerRoundDealtEvent  # noqa: PLC0415
        from ..models.quiddler_round_scored_event import QuiddlerRoundScoredEvent  # noqa: PLC0415
        from ..models.quiddler_round_skipped_event import QuiddlerRoundSkippedEvent  # noqa: PLC0415
        from ..models.quiddler_went_out_event import QuiddlerWentOutEvent  # noqa: PLC0415
        from ..models.quiddler_words_laid_down_event import QuiddlerWordsLaidDownEvent  # noqa: PLC0415

        d = dict(src_dict)
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

        last_version = d.pop("last_version")

        has_more = d.pop("has_more")

        event_feed = cls(
            events=events,
            last_version=last_version,
            has_more=has_more,
        )

        event_feed.additional_properties = d
        return event_feed

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
