from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.turns import Turns
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/me/turns",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Error | Turns | None:
    if response.status_code == 200:
        response_200 = Turns.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Error | Turns]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Error | Turns]:
    """Your inbox: the active games where you must act, most urgent first

     `ETag` is a hash of the set of games (and their versions) where you must act. With `If-None-Match`
    equal to it: 304 at once, or with `wait=S` the answer waits up to S seconds (at most 25) for the set
    to change, then answers 200 with the new inbox or 304 if nothing changed. A user may hold a few
    waits at once (429 `too_many_waits` past that).

    Args:
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Turns]
    """

    kwargs = _get_kwargs(
        wait=wait,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Error | Turns | None:
    """Your inbox: the active games where you must act, most urgent first

     `ETag` is a hash of the set of games (and their versions) where you must act. With `If-None-Match`
    equal to it: 304 at once, or with `wait=S` the answer waits up to S seconds (at most 25) for the set
    to change, then answers 200 with the new inbox or 304 if nothing changed. A user may hold a few
    waits at once (429 `too_many_waits` past that).

    Args:
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Turns
    """

    return sync_detailed(
        client=client,
        wait=wait,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Error | Turns]:
    """Your inbox: the active games where you must act, most urgent first

     `ETag` is a hash of the set of games (and their versions) where you must act. With `If-None-Match`
    equal to it: 304 at once, or with `wait=S` the answer waits up to S seconds (at most 25) for the set
    to change, then answers 200 with the new inbox or 304 if nothing changed. A user may hold a few
    waits at once (429 `too_many_waits` past that).

    Args:
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Turns]
    """

    kwargs = _get_kwargs(
        wait=wait,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Error | Turns | None:
    """Your inbox: the active games where you must act, most urgent first

     `ETag` is a hash of the set of games (and their versions) where you must act. With `If-None-Match`
    equal to it: 304 at once, or with `wait=S` the answer waits up to S seconds (at most 25) for the set
    to change, then answers 200 with the new inbox or 304 if nothing changed. A user may hold a few
    waits at once (429 `too_many_waits` past that).

    Args:
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Turns
    """

    return (
        await asyncio_detailed(
            client=client,
            wait=wait,
            if_none_match=if_none_match,
        )
    ).parsed
