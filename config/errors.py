"""Every error code the service answers, with its HTTP status and meaning: ``CODES``, one table.

Every refusal the API gives is JSON ``{"code": <stable snake_case>, "detail": <human text>}``
(plus optional extra fields); ``config.exception_handler`` renders it. A code's HTTP status is
written once, here, next to the code: ``ServiceError(code, detail, **extra)`` takes it from the
table, and so do the error handler (DRF's own exceptions, a database out of reach) and the
request guards. A code missing from the table is a bug and fails loudly (``UnknownCode``;
tests/config/test_errors.py finds every code raised in the source in the table, and checks
docs/api.md's table of codes against it).

The games' rule codes (refusals by a game's engine) are the games' to define: ``games.errors``
contributes them (``contribute``); an engine's code listed nowhere answers 422 (invalid options:
400), see ``ServiceError.unlisted_status``.

This module imports nothing from DRF, so any layer (services, selectors, permissions) can raise
``ServiceError`` without an import cycle through DRF's settings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Code:
    """An error code's HTTP ``status`` and what it means (one line).

    ``http``: whether an HTTP request can get it (False: only a management command or the
    service's own bots see it; docs/api.md lists the others)."""

    status: int
    meaning: str
    http: bool = True


CODES: dict[str, Code] = {
    # -- requests in general (config: parsers, request guards, pagination, the handler) --
    "malformed_json": Code(400, "the body is not UTF-8 JSON within the limits (nesting depth, "
                                "finite numbers within +-(2**53 - 1))"),
    "invalid_string": Code(400, "a string or key of the body holds NUL or a lone surrogate"),
    "invalid": Code(400, "the body's shape is not valid (a JSON object with the fields the "
                         "endpoint takes; `fields` says which)"),
    "invalid_parameter": Code(400, "a query parameter is out of range or not an integer, or the "
                                   "path or a parameter holds a forbidden character"),
    "bad_request": Code(400, "the Content-Length header is not a number, the request is not "
                             "valid HTTP (its headers over the size limit too), or Django "
                             "refused it as suspicious"),
    "ambiguous_body_length": Code(400, "the request has both Content-Length and "
                                       "Transfer-Encoding (its end is ambiguous: refused, the "
                                       "connection closed)"),
    "disallowed_host": Code(400, "the Host header names no host this service answers for "
                                 "(ALLOWED_HOSTS)"),
    "too_many_fields": Code(400, "more query (or form) fields than the server takes "
                                 "(DATA_UPLOAD_MAX_NUMBER_FIELDS)"),
    "request_timeout": Code(408, "the body did not arrive in time (REQUEST_BODY_TIMEOUT_SECONDS; "
                                 "the connection is closed)"),
    "too_large": Code(413, "the body is over the request size limit (the connection is closed "
                           "when the body was not read)"),
    "not_found": Code(404, "no such resource (a private game you may not see is not found "
                           "either); a path that is no endpoint"),
    "busy": Code(503, "the database is momentarily out of reach or too busy, or a command lost "
                      "the race for its game too often, or the server process holds as many "
                      "connections as it may; nothing was written, try again (Retry-After)"),
    "server_error": Code(500, "an internal error (a bug; it is logged)"),
    # DRF's own exceptions (config.exception_handler maps each class to its code)
    "authentication_failed": Code(401, "the token is wrong or revoked"),
    "not_authenticated": Code(401, "the endpoint needs a token and the request has none"),
    "permission_denied": Code(403, "the request may not do this (DRF's permission checks)"),
    "csrf_failed": Code(403, "a request made with the session cookie (a web page's form, the API "
                             "from a page) without the site's CSRF token: refused, nothing "
                             "written"),
    "method_not_allowed": Code(405, "the endpoint does not take this HTTP method"),
    "not_acceptable": Code(406, "the endpoint cannot answer in a format the Accept header "
                                "allows"),
    "unsupported_media_type": Code(415, "the body is not JSON (Content-Type)"),
    "throttled": Code(429, "too many requests of this kind (rate limits; Retry-After)"),
    "error": Code(500, "a framework exception the service has no code for (a bug)"),
    # -- long-polls (events) --
    "too_many_waits": Code(429, "the user already holds as many long-polls as one may "
                                "(Retry-After)"),
    # -- accounts --
    "invalid_username": Code(400, "not a valid username (the rule in the detail)"),
    "username_reserved": Code(400, "the name reads as a bot's (`bot-...`, any case, `_` or `.` "
                                   "for `-`): kept for the computer players; or starts "
                                   "`deleted-`: kept for erased accounts"),
    "invalid_password": Code(400, "the new password is too weak (the reasons in the detail)"),
    "invalid_credentials": Code(400, "wrong username or password"),
    "wrong_password": Code(400, "the current password given is wrong"),
    "staff_account": Code(403, "a staff account cannot delete itself (an administrator "
                               "removes its staff rights first)"),
    "username_taken": Code(409, "the username is taken (whatever its case)"),
    "token_expired": Code(401, "the API token is past its expiry (unused for too long): log in "
                               "again"),
    "session_not_found": Code(404, "you have no session (API token) with that id"),
    "invalid_email": Code(400, "not an email address (Django's EmailValidator; at most 254 "
                               "characters)"),
    "email_taken": Code(409, "another account has verified this address (whatever its case)"),
    "email_unchanged": Code(409, "that is your address already (whatever its case)"),
    "no_email": Code(409, "the account has no email address to verify"),
    "email_already_verified": Code(409, "your address is verified already"),
    "invalid_link": Code(400, "the verification or password-reset link is expired, used "
                              "already, superseded, or not one this service sent"),
    "too_many_emails": Code(429, "as many verification or password-reset mails for this account "
                                 "or address as one may for now (Retry-After)"),
    "login_locked": Code(429, "too many failed logins for the name from this address: locked "
                              "for a while (Retry-After)"),
    # -- accounts: blocks --
    "cannot_block_self": Code(400, "you cannot block yourself"),
    "invalid_query": Code(400, "a player search's `q` is not 2 to 30 characters"),
    "not_blocked": Code(404, "you have not blocked a player of that name"),
    "too_many_blocks": Code(409, "you have blocked as many players as one may (`limit`)"),
    "blocked": Code(403, "one of the two players has blocked the other: no invitation, "
                         "challenge, pairing or chat between them"),
    # -- chat: rooms, reports, moderation --
    "not_in_room": Code(403, "you may not use this chat room: the players' room is for the "
                             "seated players, the watchers' room for the others (players read "
                             "it once the game has finished); bot accounts do not chat"),
    "empty_message": Code(400, "a chat message needs some text (after stripping spaces)"),
    "message_too_long": Code(400, "a chat message is at most 500 characters"),
    "muted": Code(403, "a moderator has muted you in the chat until `until`"),
    "message_not_found": Code(404, "no chat message with that id that you can read"),
    "own_message": Code(400, "you cannot report your own chat message"),
    "already_reported": Code(409, "you have reported this chat message already"),
    "reason_too_long": Code(400, "a report's or a moderator's reason is at most 500 characters"),
    # -- quick pairing (pairing/) --
    "invalid_rating_range": Code(400, "a seek's rating_range is not null or {min?, max?} whole "
                                      "numbers with min <= max"),
    "not_your_seek": Code(403, "only the player who posted a seek may cancel it"),
    "too_many_seeks": Code(409, "you hold as many open seeks as one may (`limit`)"),
    "duplicate_seek": Code(409, "you already hold an open seek for the same game"),
    "seek_matched": Code(409, "the seek has already been paired (`game`)"),
    "seek_closed": Code(409, "the seek has expired"),
    # -- notifications --
    "invalid_read": Code(400, "mark read with `ids` (a list) or `through` (an id)"),
    "invalid_webhook_url": Code(400, "the webhook URL is not https, or not a public address"),
    "no_webhook_endpoint": Code(409, "webhook notifications need a registered endpoint first"),
    "too_many_webhooks": Code(409, "the user has as many webhook endpoints as one may"),
    "invalid_device": Code(400, "a push device of the wrong shape: unknown or unconfigured "
                                "platform, a token or key that is not the platform's"),
    "invalid_push_endpoint": Code(400, "a push subscription's endpoint is not https, or not a "
                                       "public address"),
    "too_many_devices": Code(409, "the user has as many push devices as one may"),
    # -- dictionaries --
    "unknown_dictionary": Code(404, "no dictionary of that name (a path's, or a game option's)"),
    "invalid_word": Code(400, "a word must be a string of letters a-z"),
    "word_too_long": Code(400, "the word is longer than any word a dictionary holds"),
    "too_many_words": Code(400, "too many words in one check"),
    "invalid_name": Code(400, "not a valid dictionary name", http=False),
    "reserved_name": Code(400, "the default dictionary's name is kept for the committed list",
                          http=False),
    "empty_list": Code(400, "the word list has no usable words", http=False),
    "dictionary_exists": Code(409, "the name already holds another list (replace it "
                                   "explicitly)", http=False),
    # -- ratings: leaderboards and profiles --
    "unknown_leaderboard": Code(404, "no leaderboard of that kind (the service hosts no such "
                                     "game)"),
    "player_not_found": Code(404, "no player of that name (an erased account has no profile)"),
    "invalid_date_range": Code(400, "since or until is not a day (YYYY-MM-DD), or since is "
                                    "after until"),
    # -- games: requests and commands --
    "unknown_kind": Code(400, "this service hosts no game of that kind"),
    "wrong_kind": Code(400, "a command sent to another kind's path (/commands/{kind})"),
    "bad_command": Code(400, "not a command: a JSON object with a string `type`, no field "
                             "starting with `_`, fields the game can read"),
    "unknown_field": Code(400, "the body (or the command's type) takes no such field "
                                "(`field`)"),
    "bad_expected_version": Code(400, "expected_version is not an integer, or If-Match says "
                                      "another version"),
    "bad_if_match": Code(400, "If-Match is not a game version such as \"12\""),
    "bad_idempotency_key": Code(400, "Idempotency-Key must be 1 to 200 printable ASCII "
                                     "characters"),
    "bad_request_id": Code(400, "X-Request-ID must be 1 to 200 printable ASCII characters"),
    "invalid_filter": Code(400, "a list filter has a value it does not take"),
    "stale_version": Code(409, "the game is not at the version the command expects "
                               "(`version`: where it is)"),
    "idempotency_key_reused": Code(422, "this Idempotency-Key was used for another request"),
    "no_effect": Code(422, "the command changes nothing"),
    "not_a_player": Code(403, "you have no seat at this game"),
    "seat_on_autopilot": Code(409, "a bot plays your seat since you resigned or ran out of "
                                   "time"),
    "not_a_bot_seat": Code(409, "a bot's move for a seat no bot of its level plays",
                           http=False),
    "game_not_started": Code(409, "the game has not started yet"),
    "game_finished": Code(409, "the game is over (the service's check, or a game's rules)"),
    "game_not_active": Code(409, "only during play (hints)"),
    "hints_disabled": Code(403, "the game was created without hints"),
    # -- games: the lobby --
    "invalid_seats": Code(400, "the kind does not seat that many players"),
    "invalid_visibility": Code(400, "visibility is \"public\" or \"private\""),
    "invalid_options": Code(400, "options the game cannot use (a game's own checks too)"),
    "invalid_clock": Code(400, "not a usable ISO 8601 duration or clock object, or a clock on a "
                               "real-time game"),
    "clock_out_of_range": Code(400, "per_move outside PT1H..P14D, or a bank over P60D"),
    "invalid_on_timeout": Code(400, "on_timeout is \"forfeit\" or \"autopilot\""),
    "invalid_bots": Code(400, "bots is not a list of {\"level\"} objects, names an unknown "
                              "level, or no bot of that level plays the game"),
    "too_many_bots": Code(400, "more bots and invitees than the seats besides the creator's"),
    "setup_staff_only": Code(403, "only staff may fix a game's setup"),
    "game_already_started": Code(409, "the game has left its lobby"),
    "already_joined": Code(409, "you already have a seat at this game"),
    "game_full": Code(409, "every seat is taken or promised to an invited player"),
    "creator_cannot_leave": Code(409, "the creator cannot leave their own game"),
    "not_creator": Code(403, "only the game's creator may do this"),
    "not_enough_players": Code(409, "the game needs more players to start"),
    "too_many_open_games": Code(409, "you have as many games waiting in their lobby as one may "
                                     "(`limit`): start, fill or cancel one first"),
    # -- games: invitations, join codes, challenges, rematches --
    "cannot_invite_self": Code(400, "you cannot invite yourself"),
    "user_not_found": Code(404, "no user of that name (invite, challenge)"),
    "already_seated": Code(409, "the user already has a seat at this game"),
    "already_invited": Code(409, "the user is already invited"),
    "not_invited": Code(409, "no pending invitation (accept, decline, revoke); staff joining a "
                             "private game uninvited"),
    "no_join_code": Code(409, "the game has no join code"),
    "join_code_invalid": Code(404, "a wrong, replaced, revoked or stale join code"),
    "game_not_finished": Code(409, "a rematch follows a finished game; a game's record "
                                   "(export) is kept once it is over"),
    "too_many_invitations": Code(409, "you have as many pending invitations out (challenges and "
                                      "rematches too) as one may (`limit`)"),
    "too_many_invitations_to_user": Code(409, "you have as many pending invitations out to this "
                                              "user as one may (`limit`)"),
    "invitee_has_too_many_invitations": Code(409, "the invitee holds as many pending "
                                                  "invitations as one may (`limit`)"),
    # -- ratings: game records and exports --
    "invalid_export_format": Code(400, "a record's format is json or text"),
    # -- games: endings --
    "abort_window_closed": Code(409, "every seat has moved: resign instead"),
    "draw_unavailable": Code(422, "this game has no draws (Dik Dik, Didi Dotter)"),
    "draw_already_offered": Code(409, "a draw offer is on the table: accept or decline it"),
    "no_draw_offer": Code(409, "no draw has been offered"),
    "draw_already_accepted": Code(409, "you have already agreed to this draw"),
    "draw_offer_spent": Code(409, "you have offered a draw since the game's last move: offer "
                                  "again after a move"),
    # -- games: correspondence clocks and vacations --
    "already_on_vacation": Code(409, "you are already on vacation"),
    "not_on_vacation": Code(409, "you are not on vacation"),
    "vacation_exhausted": Code(409, "this year's vacation allowance is used up"),
    "too_many_vacations": Code(429, "you have started as many vacations in 24 hours as one may "
                                    "(`limit`; Retry-After)"),
    "vacation_clock_low": Code(409, "a clock of yours has under an hour left (`game`, "
                                    "`seconds_left`): move first"),
    # -- games: disputes --
    "invalid_reason": Code(400, "a dispute's reason must be 1 to 2000 characters"),
    "dispute_already_open": Code(409, "you already have an open dispute on this game"),
    "staff_only": Code(403, "only staff may settle disputes"),
    "missing_permission": Code(403, "staff without the games.resolve_dispute permission"),
    "invalid_decision": Code(400, "a decision's reason must be 1 to 2000 characters"),
    "invalid_decision_kind": Code(400, "the decision kind is not one of annul, set_result, "
                                       "rewind, dismiss"),
    "dispute_closed": Code(409, "the dispute is already resolved"),
    "invalid_result": Code(400, "winners must be distinct seat ids, scores integers per seat"),
    "unknown_seat": Code(400, "the game has no such seat (`seat`)"),
    "rewind_finished_game": Code(409, "only an active game can be rewound (a finished one has "
                                      "revealed its seed)"),
    "invalid_rewind_version": Code(400, "to_version must be an integer"),
    "rewind_beyond_current": Code(400, "rewind to an earlier version than the game's "
                                       "(`version`)"),
    "rewind_before_start": Code(400, "rewind to the end of the opening or later (`first`)"),
    "rewind_mid_batch": Code(400, "that version is inside one decision: pick its last event"),
    "rewind_superseded": Code(400, "that version was already superseded by an earlier rewind"),
}


class UnknownCode(LookupError):
    """An error code that is in no table: a bug (add it to ``CODES`` with its status)."""


def contribute(table: Mapping[str, Code]) -> None:
    """Add an app's codes to ``CODES`` (``games.errors``: the games' rule codes). Each code is
    defined once: a code already in the table is refused, unless it is the same entry (the
    module contributing it was imported again)."""
    clash = sorted(c for c in table if c in CODES and CODES[c] != table[c])
    if clash:
        raise ValueError(f"error codes defined twice: {clash}")
    CODES.update(table)


# The refusal of a request with both Content-Length and Transfer-Encoding, said by the app
# (config.asgi) and by the server's parser (config.server), which meets it first.
AMBIGUOUS_BODY_LENGTH_DETAIL = "A request may not have both Content-Length and Transfer-Encoding."


def status_of(code: str, default: int | None = None) -> int:
    """The HTTP status of ``code``; ``default`` when the table does not list it (None: such a
    code is a bug, ``UnknownCode``)."""
    entry = CODES.get(code)
    if entry is not None:
        return entry.status
    if default is None:
        raise UnknownCode(f"error code {code!r} is not in config.errors.CODES")
    return default


class ServiceError(Exception):
    """A refusal with a stable ``code``, a human ``detail`` and optional extra fields; its HTTP
    ``status`` is the code's in ``CODES``."""

    #: the status of a code no table lists (None: every code must be listed); the games'
    #: engine refusals set it (``games.errors.RuleRefusal``: 422)
    unlisted_status: int | None = None

    def __init__(self, code: str, detail: str, **extra: Any):
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.status = status_of(code, self.unlisted_status)
        self.extra = extra
