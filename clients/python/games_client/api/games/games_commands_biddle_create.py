from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.abort_command import AbortCommand
from ...models.accept_draw_command import AcceptDrawCommand
from ...models.biddle_bid_command import BiddleBidCommand
from ...models.biddle_call_command import BiddleCallCommand
from ...models.biddle_drop_command import BiddleDropCommand
from ...models.biddle_roll_command import BiddleRollCommand
from ...models.command_result import CommandResult
from ...models.decline_draw_command import DeclineDrawCommand
from ...models.error import Error
from ...models.offer_draw_command import OfferDrawCommand
from ...models.resign_command import ResignCommand
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: UUID,
    *,
    body: AbortCommand
    | AcceptDrawCommand
    | BiddleBidCommand
    | BiddleCallCommand
    | BiddleDropCommand
    | BiddleRollCommand
    | DeclineDrawCommand
    | OfferDrawCommand
    | ResignCommand,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/games/{game_id}/commands/biddle".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, BiddleBidCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BiddleCallCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BiddleDropCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BiddleRollCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ResignCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AbortCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OfferDrawCommand):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AcceptDrawCommand):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CommandResult | Error | None:
    if response.status_code == 201:
        response_201 = CommandResult.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())

        return response_405

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CommandResult | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AbortCommand
    | AcceptDrawCommand
    | BiddleBidCommand
    | BiddleCallCommand
    | BiddleDropCommand
    | BiddleRollCommand
    | DeclineDrawCommand
    | OfferDrawCommand
    | ResignCommand,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[CommandResult | Error]:
    """Send a biddle command for your seat

     The body is a command object with a `type` (docs/rules/ per game; `GET /api/kinds` lists each game's
    commands). Optional `expected_version` field or `If-Match` header: refused with 409 `stale_version`
    unless the game is at that version. Optional `Idempotency-Key` header: a retry answers the first
    response again (header `Idempotent-Replayed: true`). 503 `busy`: the game was too busy, retry. The
    body is one branch of `BiddleCommand` (discriminated by `type`); 400 `wrong_kind` if the game is not
    biddle.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (AbortCommand | AcceptDrawCommand | BiddleBidCommand | BiddleCallCommand |
            BiddleDropCommand | BiddleRollCommand | DeclineDrawCommand | OfferDrawCommand |
            ResignCommand): A biddle command: exactly one branch per `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AbortCommand
    | AcceptDrawCommand
    | BiddleBidCommand
    | BiddleCallCommand
    | BiddleDropCommand
    | BiddleRollCommand
    | DeclineDrawCommand
    | OfferDrawCommand
    | ResignCommand,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> CommandResult | Error | None:
    """Send a biddle command for your seat

     The body is a command object with a `type` (docs/rules/ per game; `GET /api/kinds` lists each game's
    commands). Optional `expected_version` field or `If-Match` header: refused with 409 `stale_version`
    unless the game is at that version. Optional `Idempotency-Key` header: a retry answers the first
    response again (header `Idempotent-Replayed: true`). 503 `busy`: the game was too busy, retry. The
    body is one branch of `BiddleCommand` (discriminated by `type`); 400 `wrong_kind` if the game is not
    biddle.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (AbortCommand | AcceptDrawCommand | BiddleBidCommand | BiddleCallCommand |
            BiddleDropCommand | BiddleRollCommand | DeclineDrawCommand | OfferDrawCommand |
            ResignCommand): A biddle command: exactly one branch per `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AbortCommand
    | AcceptDrawCommand
    | BiddleBidCommand
    | BiddleCallCommand
    | BiddleDropCommand
    | BiddleRollCommand
    | DeclineDrawCommand
    | OfferDrawCommand
    | ResignCommand,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[CommandResult | Error]:
    """Send a biddle command for your seat

     The body is a command object with a `type` (docs/rules/ per game; `GET /api/kinds` lists each game's
    commands). Optional `expected_version` field or `If-Match` header: refused with 409 `stale_version`
    unless the game is at that version. Optional `Idempotency-Key` header: a retry answers the first
    response again (header `Idempotent-Replayed: true`). 503 `busy`: the game was too busy, retry. The
    body is one branch of `BiddleCommand` (discriminated by `type`); 400 `wrong_kind` if the game is not
    biddle.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (AbortCommand | AcceptDrawCommand | BiddleBidCommand | BiddleCallCommand |
            BiddleDropCommand | BiddleRollCommand | DeclineDrawCommand | OfferDrawCommand |
            ResignCommand): A biddle command: exactly one branch per `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
        if_match=if_match,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
    body: AbortCommand
    | AcceptDrawCommand
    | BiddleBidCommand
    | BiddleCallCommand
    | BiddleDropCommand
    | BiddleRollCommand
    | DeclineDrawCommand
    | OfferDrawCommand
    | ResignCommand,
    idempotency_key: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> CommandResult | Error | None:
    """Send a biddle command for your seat

     The body is a command object with a `type` (docs/rules/ per game; `GET /api/kinds` lists each game's
    commands). Optional `expected_version` field or `If-Match` header: refused with 409 `stale_version`
    unless the game is at that version. Optional `Idempotency-Key` header: a retry answers the first
    response again (header `Idempotent-Replayed: true`). 503 `busy`: the game was too busy, retry. The
    body is one branch of `BiddleCommand` (discriminated by `type`); 400 `wrong_kind` if the game is not
    biddle.

    Args:
        game_id (UUID):
        idempotency_key (str | Unset):
        if_match (str | Unset):
        x_request_id (str | Unset):
        body (AbortCommand | AcceptDrawCommand | BiddleBidCommand | BiddleCallCommand |
            BiddleDropCommand | BiddleRollCommand | DeclineDrawCommand | OfferDrawCommand |
            ResignCommand): A biddle command: exactly one branch per `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            if_match=if_match,
            x_request_id=x_request_id,
        )
    ).parsed
