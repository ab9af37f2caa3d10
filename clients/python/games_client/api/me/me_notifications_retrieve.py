from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.notification_inbox import NotificationInbox
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/me/notifications",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NotificationInbox | None:
    if response.status_code == 200:
        response_200 = NotificationInbox.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NotificationInbox]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Response[Error | NotificationInbox]:
    """Your notifications after an id (long-poll with `wait`)

     Oldest first. Keep `last_id` and pass it as `after` next time: no notification is ever skipped. With
    `wait=S` (at most 25) the answer waits up to S seconds for a notification after `after`.

    Args:
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotificationInbox]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Error | NotificationInbox | None:
    """Your notifications after an id (long-poll with `wait`)

     Oldest first. Keep `last_id` and pass it as `after` next time: no notification is ever skipped. With
    `wait=S` (at most 25) the answer waits up to S seconds for a notification after `after`.

    Args:
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotificationInbox
    """

    return sync_detailed(
        client=client,
        after=after,
        limit=limit,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Response[Error | NotificationInbox]:
    """Your notifications after an id (long-poll with `wait`)

     Oldest first. Keep `last_id` and pass it as `after` next time: no notification is ever skipped. With
    `wait=S` (at most 25) the answer waits up to S seconds for a notification after `after`.

    Args:
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NotificationInbox]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Error | NotificationInbox | None:
    """Your notifications after an id (long-poll with `wait`)

     Oldest first. Keep `last_id` and pass it as `after` next time: no notification is ever skipped. With
    `wait=S` (at most 25) the answer waits up to S seconds for a notification after `after`.

    Args:
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NotificationInbox
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            limit=limit,
            wait=wait,
        )
    ).parsed
