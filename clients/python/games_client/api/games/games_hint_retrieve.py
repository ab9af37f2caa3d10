from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.biddle_bidding_hint import BiddleBiddingHint
from ...models.biddle_rolling_hint import BiddleRollingHint
from ...models.error import Error
from ...models.quiddler_hint import QuiddlerHint
from ...types import Response


def _get_kwargs(
    game_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games/{game_id}/hint".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> BiddleBiddingHint | BiddleRollingHint | QuiddlerHint:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_type_0 = QuiddlerHint.from_dict(data)

                return componentsschemas_hint_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hint_type_1 = BiddleBiddingHint.from_dict(data)

                return componentsschemas_hint_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_hint_type_2 = BiddleRollingHint.from_dict(data)

            return componentsschemas_hint_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

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

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error]:
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
) -> Response[BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error]:
    """Advice for your own seat (games created with hints: true)

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error | None:
    """Advice for your own seat (games created with hints: true)

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error]:
    """Advice for your own seat (games created with hints: true)

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: UUID,
    *,
    client: AuthenticatedClient,
) -> BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error | None:
    """Advice for your own seat (games created with hints: true)

    Args:
        game_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiddleBiddingHint | BiddleRollingHint | QuiddlerHint | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
