"""Contains all the data models used in inputs/outputs"""

from .abort_command import AbortCommand
from .abort_command_type import AbortCommandType
from .accept_draw_command import AcceptDrawCommand
from .accept_draw_command_type import AcceptDrawCommandType
from .biddle_bid_command import BiddleBidCommand
from .biddle_bid_command_type import BiddleBidCommandType
from .biddle_bidding_hint import BiddleBiddingHint
from .biddle_bidding_hint_phase import BiddleBiddingHintPhase
from .biddle_call_command import BiddleCallCommand
from .biddle_call_command_type import BiddleCallCommandType
from .biddle_chance import BiddleChance
from .biddle_drop_command import BiddleDropCommand
from .biddle_drop_command_type import BiddleDropCommandType
from .biddle_event_type import BiddleEventType
from .biddle_options import BiddleOptions
from .biddle_roll_command import BiddleRollCommand
from .biddle_roll_command_type import BiddleRollCommandType
from .biddle_rolling_hint import BiddleRollingHint
from .biddle_rolling_hint_phase import BiddleRollingHintPhase
from .biddle_view import BiddleView
from .biddle_view_bids import BiddleViewBids
from .biddle_view_card_type_0 import BiddleViewCardType0
from .biddle_view_card_type_0_challenge import BiddleViewCardType0Challenge
from .biddle_view_kind import BiddleViewKind
from .biddle_view_options import BiddleViewOptions
from .biddle_view_results_item import BiddleViewResultsItem
from .biddle_view_rounds_item import BiddleViewRoundsItem
from .biddle_view_scores import BiddleViewScores
from .bot_level_enum import BotLevelEnum
from .challenge_request import ChallengeRequest
from .challenge_request_bots_item import ChallengeRequestBotsItem
from .challenge_request_bots_item_level import ChallengeRequestBotsItemLevel
from .check_input_request import CheckInputRequest
from .check_output import CheckOutput
from .check_output_results import CheckOutputResults
from .clock import Clock
from .clock_options import ClockOptions
from .clock_seats import ClockSeats
from .command_result import CommandResult
from .credentials_request import CredentialsRequest
from .decline_draw_command import DeclineDrawCommand
from .decline_draw_command_type import DeclineDrawCommandType
from .dictionary_output import DictionaryOutput
from .diddly_draw_command import DiddlyDrawCommand
from .diddly_draw_command_source import DiddlyDrawCommandSource
from .diddly_draw_command_type import DiddlyDrawCommandType
from .diddly_event_type import DiddlyEventType
from .diddly_options import DiddlyOptions
from .diddly_options_columns import DiddlyOptionsColumns
from .diddly_peek_command import DiddlyPeekCommand
from .diddly_peek_command_type import DiddlyPeekCommandType
from .diddly_place_command import DiddlyPlaceCommand
from .diddly_place_command_type import DiddlyPlaceCommandType
from .diddly_recycle_command import DiddlyRecycleCommand
from .diddly_recycle_command_type import DiddlyRecycleCommandType
from .diddly_reveal_command import DiddlyRevealCommand
from .diddly_reveal_command_type import DiddlyRevealCommandType
from .diddly_skip_power_command import DiddlySkipPowerCommand
from .diddly_skip_power_command_type import DiddlySkipPowerCommandType
from .diddly_swap_command import DiddlySwapCommand
from .diddly_swap_command_type import DiddlySwapCommandType
from .diddly_view import DiddlyView
from .diddly_view_boards import DiddlyViewBoards
from .diddly_view_boards_additional_property_item import DiddlyViewBoardsAdditionalPropertyItem
from .diddly_view_boards_additional_property_item_card_type_1 import DiddlyViewBoardsAdditionalPropertyItemCardType1
from .diddly_view_boards_additional_property_item_card_type_2_type_1 import (
    DiddlyViewBoardsAdditionalPropertyItemCardType2Type1,
)
from .diddly_view_boards_additional_property_item_card_type_3_type_1 import (
    DiddlyViewBoardsAdditionalPropertyItemCardType3Type1,
)
from .diddly_view_discard_item import DiddlyViewDiscardItem
from .diddly_view_hand_type_0 import DiddlyViewHandType0
from .diddly_view_hand_type_0_card_type_1 import DiddlyViewHandType0CardType1
from .diddly_view_hand_type_0_card_type_2_type_1 import DiddlyViewHandType0CardType2Type1
from .diddly_view_hand_type_0_card_type_3_type_1 import DiddlyViewHandType0CardType3Type1
from .diddly_view_kind import DiddlyViewKind
from .diddly_view_last_round_type_0 import DiddlyViewLastRoundType0
from .diddly_view_last_round_type_0_boards import DiddlyViewLastRoundType0Boards
from .diddly_view_last_round_type_0_boards_additional_property_item import (
    DiddlyViewLastRoundType0BoardsAdditionalPropertyItem,
)
from .diddly_view_last_round_type_0_scores import DiddlyViewLastRoundType0Scores
from .diddly_view_rounds_item import DiddlyViewRoundsItem
from .diddly_view_scores import DiddlyViewScores
from .diddly_view_setup import DiddlyViewSetup
from .diddly_view_setup_additional_property import DiddlyViewSetupAdditionalProperty
from .didi_dotter_choose_command import DidiDotterChooseCommand
from .didi_dotter_choose_command_birds_item import DidiDotterChooseCommandBirdsItem
from .didi_dotter_choose_command_type import DidiDotterChooseCommandType
from .didi_dotter_event_type import DidiDotterEventType
from .didi_dotter_join_command import DidiDotterJoinCommand
from .didi_dotter_join_command_type import DidiDotterJoinCommandType
from .didi_dotter_look_command import DidiDotterLookCommand
from .didi_dotter_look_command_type import DidiDotterLookCommandType
from .didi_dotter_options import DidiDotterOptions
from .didi_dotter_steal_command import DidiDotterStealCommand
from .didi_dotter_steal_command_type import DidiDotterStealCommandType
from .didi_dotter_take_command import DidiDotterTakeCommand
from .didi_dotter_take_command_type import DidiDotterTakeCommandType
from .didi_dotter_view import DidiDotterView
from .didi_dotter_view_baskets import DidiDotterViewBaskets
from .didi_dotter_view_baskets_additional_property_item import DidiDotterViewBasketsAdditionalPropertyItem
from .didi_dotter_view_baskets_additional_property_item_halves_item import (
    DidiDotterViewBasketsAdditionalPropertyItemHalvesItem,
)
from .didi_dotter_view_cards import DidiDotterViewCards
from .didi_dotter_view_cards_additional_property import DidiDotterViewCardsAdditionalProperty
from .didi_dotter_view_cards_additional_property_face_down_item import DidiDotterViewCardsAdditionalPropertyFaceDownItem
from .didi_dotter_view_cards_additional_property_face_up_item import DidiDotterViewCardsAdditionalPropertyFaceUpItem
from .didi_dotter_view_kind import DidiDotterViewKind
from .didi_dotter_view_last_action_ms import DidiDotterViewLastActionMs
from .didi_dotter_view_pending import DidiDotterViewPending
from .didi_dotter_view_pending_additional_property import DidiDotterViewPendingAdditionalProperty
from .didi_dotter_view_pending_additional_property_eligible_item import (
    DidiDotterViewPendingAdditionalPropertyEligibleItem,
)
from .didi_dotter_view_rounds_item import DidiDotterViewRoundsItem
from .didi_dotter_view_scores import DidiDotterViewScores
from .didi_dotter_view_stands import DidiDotterViewStands
from .didi_dotter_view_stands_additional_property_type_1 import DidiDotterViewStandsAdditionalPropertyType1
from .didi_dotter_view_stands_additional_property_type_2_type_1 import DidiDotterViewStandsAdditionalPropertyType2Type1
from .didi_dotter_view_stands_additional_property_type_3_type_1 import DidiDotterViewStandsAdditionalPropertyType3Type1
from .didi_dotter_view_table_item_type_1 import DidiDotterViewTableItemType1
from .didi_dotter_view_table_item_type_2_type_1 import DidiDotterViewTableItemType2Type1
from .didi_dotter_view_table_item_type_3_type_1 import DidiDotterViewTableItemType3Type1
from .dikdik_ask_command import DikdikAskCommand
from .dikdik_ask_command_card import DikdikAskCommandCard
from .dikdik_ask_command_type import DikdikAskCommandType
from .dikdik_draw_command import DikdikDrawCommand
from .dikdik_draw_command_type import DikdikDrawCommandType
from .dikdik_event_type import DikdikEventType
from .dikdik_options import DikdikOptions
from .dikdik_pass_command import DikdikPassCommand
from .dikdik_pass_command_card import DikdikPassCommandCard
from .dikdik_pass_command_type import DikdikPassCommandType
from .dikdik_view import DikdikView
from .dikdik_view_asks_item import DikdikViewAsksItem
from .dikdik_view_asks_item_card import DikdikViewAsksItemCard
from .dikdik_view_hand_sizes import DikdikViewHandSizes
from .dikdik_view_hand_type_0_item import DikdikViewHandType0Item
from .dikdik_view_kind import DikdikViewKind
from .dikdik_view_pairs import DikdikViewPairs
from .dikdik_view_pairs_additional_property_item import DikdikViewPairsAdditionalPropertyItem
from .dikdik_view_roulette_type_0 import DikdikViewRouletteType0
from .dikdik_view_roulette_type_0_card_type_1 import DikdikViewRouletteType0CardType1
from .dikdik_view_roulette_type_0_card_type_2_type_1 import DikdikViewRouletteType0CardType2Type1
from .dikdik_view_roulette_type_0_card_type_3_type_1 import DikdikViewRouletteType0CardType3Type1
from .dikdik_view_scores import DikdikViewScores
from .dispute import Dispute
from .dispute_decision import DisputeDecision
from .dispute_decision_scores_type_0 import DisputeDecisionScoresType0
from .dispute_open_request import DisputeOpenRequest
from .dispute_opened import DisputeOpened
from .dispute_resolve_request import DisputeResolveRequest
from .dispute_status_enum import DisputeStatusEnum
from .draw_offer import DrawOffer
from .email_enum import EmailEnum
from .endings_enum import EndingsEnum
from .endpoint import Endpoint
from .error import Error
from .error_fields import ErrorFields
from .event_feed import EventFeed
from .fixed_setup import FixedSetup
from .game_create_request import GameCreateRequest
from .game_create_request_bots_item import GameCreateRequestBotsItem
from .game_create_request_bots_item_level import GameCreateRequestBotsItemLevel
from .game_detail import GameDetail
from .game_detail_options import GameDetailOptions
from .game_event import GameEvent
from .game_event_data import GameEventData
from .game_status_enum import GameStatusEnum
from .game_summary import GameSummary
from .games_list_kind import GamesListKind
from .games_list_status import GamesListStatus
from .games_list_visibility import GamesListVisibility
from .invitation import Invitation
from .invite_request import InviteRequest
from .invited import Invited
from .join_code import JoinCode
from .join_code_request import JoinCodeRequest
from .kind import Kind
from .kind_commands import KindCommands
from .kind_commands_additional_property import KindCommandsAdditionalProperty
from .kind_default_options import KindDefaultOptions
from .kind_enum import KindEnum
from .last_event import LastEvent
from .lobby_event_type import LobbyEventType
from .mark_read_request import MarkReadRequest
from .marked_read import MarkedRead
from .me import Me
from .notification import Notification
from .notification_data import NotificationData
from .notification_inbox import NotificationInbox
from .notification_kind_enum import NotificationKindEnum
from .notification_settings import NotificationSettings
from .offer_draw_command import OfferDrawCommand
from .offer_draw_command_type import OfferDrawCommandType
from .on_timeout import OnTimeout
from .outcome import Outcome
from .outcome_rounds_item import OutcomeRoundsItem
from .outcome_scores import OutcomeScores
from .paginated_dictionary_output_list import PaginatedDictionaryOutputList
from .paginated_game_summary_list import PaginatedGameSummaryList
from .paginated_invitation_list import PaginatedInvitationList
from .password_change_request import PasswordChangeRequest
from .quiddler_discard_command import QuiddlerDiscardCommand
from .quiddler_discard_command_card import QuiddlerDiscardCommandCard
from .quiddler_discard_command_type import QuiddlerDiscardCommandType
from .quiddler_draw_command import QuiddlerDrawCommand
from .quiddler_draw_command_source import QuiddlerDrawCommandSource
from .quiddler_draw_command_type import QuiddlerDrawCommandType
from .quiddler_event_type import QuiddlerEventType
from .quiddler_go_out_command import QuiddlerGoOutCommand
from .quiddler_go_out_command_discard import QuiddlerGoOutCommandDiscard
from .quiddler_go_out_command_type import QuiddlerGoOutCommandType
from .quiddler_go_out_command_words_item_item import QuiddlerGoOutCommandWordsItemItem
from .quiddler_hint import QuiddlerHint
from .quiddler_lay_down_command import QuiddlerLayDownCommand
from .quiddler_lay_down_command_discard import QuiddlerLayDownCommandDiscard
from .quiddler_lay_down_command_type import QuiddlerLayDownCommandType
from .quiddler_lay_down_command_words_item_item import QuiddlerLayDownCommandWordsItemItem
from .quiddler_options import QuiddlerOptions
from .quiddler_view import QuiddlerView
from .quiddler_view_dictionary import QuiddlerViewDictionary
from .quiddler_view_discard_item import QuiddlerViewDiscardItem
from .quiddler_view_discard_top_type_1 import QuiddlerViewDiscardTopType1
from .quiddler_view_discard_top_type_2_type_1 import QuiddlerViewDiscardTopType2Type1
from .quiddler_view_discard_top_type_3_type_1 import QuiddlerViewDiscardTopType3Type1
from .quiddler_view_hand_item import QuiddlerViewHandItem
from .quiddler_view_hand_sizes import QuiddlerViewHandSizes
from .quiddler_view_kind import QuiddlerViewKind
from .quiddler_view_laid import QuiddlerViewLaid
from .quiddler_view_laid_additional_property_item_item import QuiddlerViewLaidAdditionalPropertyItemItem
from .quiddler_view_last_round_type_0 import QuiddlerViewLastRoundType0
from .quiddler_view_rounds_item import QuiddlerViewRoundsItem
from .quiddler_view_scores import QuiddlerViewScores
from .reason_enum import ReasonEnum
from .register_request import RegisterRequest
from .resign_command import ResignCommand
from .resign_command_type import ResignCommandType
from .result import Result
from .result_scores_type_0 import ResultScoresType0
from .seat import Seat
from .seat_clock import SeatClock
from .settings_request import SettingsRequest
from .to_act import ToAct
from .token import Token
from .turn import Turn
from .turn_counts import TurnCounts
from .turns import Turns
from .unread_count import UnreadCount
from .vacation import Vacation
from .visibility_enum import VisibilityEnum
from .webhook_created import WebhookCreated
from .webhook_request import WebhookRequest
from .word_output import WordOutput

__all__ = (
    "AbortCommand",
    "AbortCommandType",
    "AcceptDrawCommand",
    "AcceptDrawCommandType",
    "BiddleBidCommand",
    "BiddleBidCommandType",
    "BiddleBiddingHint",
    "BiddleBiddingHintPhase",
    "BiddleCallCommand",
    "BiddleCallCommandType",
    "BiddleChance",
    "BiddleDropCommand",
    "BiddleDropCommandType",
    "BiddleEventType",
    "BiddleOptions",
    "BiddleRollCommand",
    "BiddleRollCommandType",
    "BiddleRollingHint",
    "BiddleRollingHintPhase",
    "BiddleView",
    "BiddleViewBids",
    "BiddleViewCardType0",
    "BiddleViewCardType0Challenge",
    "BiddleViewKind",
    "BiddleViewOptions",
    "BiddleViewResultsItem",
    "BiddleViewRoundsItem",
    "BiddleViewScores",
    "BotLevelEnum",
    "ChallengeRequest",
    "ChallengeRequestBotsItem",
    "ChallengeRequestBotsItemLevel",
    "CheckInputRequest",
    "CheckOutput",
    "CheckOutputResults",
    "Clock",
    "ClockOptions",
    "ClockSeats",
    "CommandResult",
    "CredentialsRequest",
    "DeclineDrawCommand",
    "DeclineDrawCommandType",
    "DictionaryOutput",
    "DiddlyDrawCommand",
    "DiddlyDrawCommandSource",
    "DiddlyDrawCommandType",
    "DiddlyEventType",
    "DiddlyOptions",
    "DiddlyOptionsColumns",
    "DiddlyPeekCommand",
    "DiddlyPeekCommandType",
    "DiddlyPlaceCommand",
    "DiddlyPlaceCommandType",
    "DiddlyRecycleCommand",
    "DiddlyRecycleCommandType",
    "DiddlyRevealCommand",
    "DiddlyRevealCommandType",
    "DiddlySkipPowerCommand",
    "DiddlySkipPowerCommandType",
    "DiddlySwapCommand",
    "DiddlySwapCommandType",
    "DiddlyView",
    "DiddlyViewBoards",
    "DiddlyViewBoardsAdditionalPropertyItem",
    "DiddlyViewBoardsAdditionalPropertyItemCardType1",
    "DiddlyViewBoardsAdditionalPropertyItemCardType2Type1",
    "DiddlyViewBoardsAdditionalPropertyItemCardType3Type1",
    "DiddlyViewDiscardItem",
    "DiddlyViewHandType0",
    "DiddlyViewHandType0CardType1",
    "DiddlyViewHandType0CardType2Type1",
    "DiddlyViewHandType0CardType3Type1",
    "DiddlyViewKind",
    "DiddlyViewLastRoundType0",
    "DiddlyViewLastRoundType0Boards",
    "DiddlyViewLastRoundType0BoardsAdditionalPropertyItem",
    "DiddlyViewLastRoundType0Scores",
    "DiddlyViewRoundsItem",
    "DiddlyViewScores",
    "DiddlyViewSetup",
    "DiddlyViewSetupAdditionalProperty",
    "DidiDotterChooseCommand",
    "DidiDotterChooseCommandBirdsItem",
    "DidiDotterChooseCommandType",
    "DidiDotterEventType",
    "DidiDotterJoinCommand",
    "DidiDotterJoinCommandType",
    "DidiDotterLookCommand",
    "DidiDotterLookCommandType",
    "DidiDotterOptions",
    "DidiDotterStealCommand",
    "DidiDotterStealCommandType",
    "DidiDotterTakeCommand",
    "DidiDotterTakeCommandType",
    "DidiDotterView",
    "DidiDotterViewBaskets",
    "DidiDotterViewBasketsAdditionalPropertyItem",
    "DidiDotterViewBasketsAdditionalPropertyItemHalvesItem",
    "DidiDotterViewCards",
    "DidiDotterViewCardsAdditionalProperty",
    "DidiDotterViewCardsAdditionalPropertyFaceDownItem",
    "DidiDotterViewCardsAdditionalPropertyFaceUpItem",
    "DidiDotterViewKind",
    "DidiDotterViewLastActionMs",
    "DidiDotterViewPending",
    "DidiDotterViewPendingAdditionalProperty",
    "DidiDotterViewPendingAdditionalPropertyEligibleItem",
    "DidiDotterViewRoundsItem",
    "DidiDotterViewScores",
    "DidiDotterViewStands",
    "DidiDotterViewStandsAdditionalPropertyType1",
    "DidiDotterViewStandsAdditionalPropertyType2Type1",
    "DidiDotterViewStandsAdditionalPropertyType3Type1",
    "DidiDotterViewTableItemType1",
    "DidiDotterViewTableItemType2Type1",
    "DidiDotterViewTableItemType3Type1",
    "DikdikAskCommand",
    "DikdikAskCommandCard",
    "DikdikAskCommandType",
    "DikdikDrawCommand",
    "DikdikDrawCommandType",
    "DikdikEventType",
    "DikdikOptions",
    "DikdikPassCommand",
    "DikdikPassCommandCard",
    "DikdikPassCommandType",
    "DikdikView",
    "DikdikViewAsksItem",
    "DikdikViewAsksItemCard",
    "DikdikViewHandSizes",
    "DikdikViewHandType0Item",
    "DikdikViewKind",
    "DikdikViewPairs",
    "DikdikViewPairsAdditionalPropertyItem",
    "DikdikViewRouletteType0",
    "DikdikViewRouletteType0CardType1",
    "DikdikViewRouletteType0CardType2Type1",
    "DikdikViewRouletteType0CardType3Type1",
    "DikdikViewScores",
    "Dispute",
    "DisputeDecision",
    "DisputeDecisionScoresType0",
    "DisputeOpened",
    "DisputeOpenRequest",
    "DisputeResolveRequest",
    "DisputeStatusEnum",
    "DrawOffer",
    "EmailEnum",
    "EndingsEnum",
    "Endpoint",
    "Error",
    "ErrorFields",
    "EventFeed",
    "FixedSetup",
    "GameCreateRequest",
    "GameCreateRequestBotsItem",
    "GameCreateRequestBotsItemLevel",
    "GameDetail",
    "GameDetailOptions",
    "GameEvent",
    "GameEventData",
    "GamesListKind",
    "GamesListStatus",
    "GamesListVisibility",
    "GameStatusEnum",
    "GameSummary",
    "Invitation",
    "Invited",
    "InviteRequest",
    "JoinCode",
    "JoinCodeRequest",
    "Kind",
    "KindCommands",
    "KindCommandsAdditionalProperty",
    "KindDefaultOptions",
    "KindEnum",
    "LastEvent",
    "LobbyEventType",
    "MarkedRead",
    "MarkReadRequest",
    "Me",
    "Notification",
    "NotificationData",
    "NotificationInbox",
    "NotificationKindEnum",
    "NotificationSettings",
    "OfferDrawCommand",
    "OfferDrawCommandType",
    "OnTimeout",
    "Outcome",
    "OutcomeRoundsItem",
    "OutcomeScores",
    "PaginatedDictionaryOutputList",
    "PaginatedGameSummaryList",
    "PaginatedInvitationList",
    "PasswordChangeRequest",
    "QuiddlerDiscardCommand",
    "QuiddlerDiscardCommandCard",
    "QuiddlerDiscardCommandType",
    "QuiddlerDrawCommand",
    "QuiddlerDrawCommandSource",
    "QuiddlerDrawCommandType",
    "QuiddlerEventType",
    "QuiddlerGoOutCommand",
    "QuiddlerGoOutCommandDiscard",
    "QuiddlerGoOutCommandType",
    "QuiddlerGoOutCommandWordsItemItem",
    "QuiddlerHint",
    "QuiddlerLayDownCommand",
    "QuiddlerLayDownCommandDiscard",
    "QuiddlerLayDownCommandType",
    "QuiddlerLayDownCommandWordsItemItem",
    "QuiddlerOptions",
    "QuiddlerView",
    "QuiddlerViewDictionary",
    "QuiddlerViewDiscardItem",
    "QuiddlerViewDiscardTopType1",
    "QuiddlerViewDiscardTopType2Type1",
    "QuiddlerViewDiscardTopType3Type1",
    "QuiddlerViewHandItem",
    "QuiddlerViewHandSizes",
    "QuiddlerViewKind",
    "QuiddlerViewLaid",
    "QuiddlerViewLaidAdditionalPropertyItemItem",
    "QuiddlerViewLastRoundType0",
    "QuiddlerViewRoundsItem",
    "QuiddlerViewScores",
    "ReasonEnum",
    "RegisterRequest",
    "ResignCommand",
    "ResignCommandType",
    "Result",
    "ResultScoresType0",
    "Seat",
    "SeatClock",
    "SettingsRequest",
    "ToAct",
    "Token",
    "Turn",
    "TurnCounts",
    "Turns",
    "UnreadCount",
    "Vacation",
    "VisibilityEnum",
    "WebhookCreated",
    "WebhookRequest",
    "WordOutput",
)
