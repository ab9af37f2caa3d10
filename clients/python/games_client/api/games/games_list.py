from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.games_list_kind import GamesListKind
from ...models.games_list_status import GamesListStatus
from ...models.games_list_visibility import GamesListVisibility
from ...models.paginated_game_summary_list import PaginatedGameSummaryList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    ended: bool | Unset = UNSET,
    invited: bool | Unset = UNSET,
    kind: GamesListKind | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    visibility: GamesListVisibility | Unset = UNSET,
    your_turn: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["ended"] = ended

    params["invited"] = invited

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["limit"] = limit

    params["mine"] = mine

    params["offset"] = offset

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_visibility: str | Unset = UNSET
    if not isinstance(visibility, Unset):
        json_visibility = visibility.value

    params["visibility"] = json_visibility

    params["your_turn"] = your_turn

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedGameSummaryList | None:
    if response.status_code == 200:
        response_200 = PaginatedGameSummaryList.from_dict(response.json())

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
) -> Response[Error | PaginatedGameSummaryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    ended: bool | Unset = UNSET,
    invited: bool | Unset = UNSET,
    kind: GamesListKind | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    visibility: GamesListVisibility | Unset = UNSET,
    your_turn: bool | Unset = UNSET,
) -> Response[Error | PaginatedGameSummaryList]:
    """List games

     Public games, and the private games where you have a seat or an invitation.

    Args:
        ended (bool | Unset):
        invited (bool | Unset):
        kind (GamesListKind | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        visibility (GamesListVisibility | Unset):
        your_turn (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedGameSummaryList]
    """

    kwargs = _get_kwargs(
        ended=ended,
        invited=invited,
        kind=kind,
        limit=limit,
        mine=mine,
        offset=offset,
        status=status,
        visibility=visibility,
        your_turn=your_turn,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    ended: bool | Unset = UNSET,
    invited: bool | Unset = UNSET,
    kind: GamesListKind | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    visibility: GamesListVisibility | Unset = UNSET,
    your_turn: bool | Unset = UNSET,
) -> Error | PaginatedGameSummaryList | None:
    """List games

     Public games, and the private games where you have a seat or an invitation.

    Args:
        ended (bool | Unset):
        invited (bool | Unset):
        kind (GamesListKind | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        visibility (GamesListVisibility | Unset):
        your_turn (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedGameSummaryList
    """

    return sync_detailed(
        client=client,
        ended=ended,
        invited=invited,
        kind=kind,
        limit=limit,
        mine=mine,
        offset=offset,
        status=status,
        visibility=visibility,
        your_turn=your_turn,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    ended: bool | Unset = UNSET,
    invited: bool | Unset = UNSET,
    kind: GamesListKind | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    visibility: GamesListVisibility | Unset = UNSET,
    your_turn: bool | Unset = UNSET,
) -> Response[Error | PaginatedGameSummaryList]:
    """List games

     Public games, and the private games where you have a seat or an invitation.

    Args:
        ended (bool | Unset):
        invited (bool | Unset):
        kind (GamesListKind | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        visibility (GamesListVisibility | Unset):
        your_turn (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedGameSummaryList]
    """

    kwargs = _get_kwargs(
        ended=ended,
        invited=invited,
        kind=kind,
        limit=limit,
        mine=mine,
        offset=offset,
        status=status,
        visibility=visibility,
        your_turn=your_turn,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    ended: bool | Unset = UNSET,
    invited: bool | Unset = UNSET,
    kind: GamesListKind | Unset = UNSET,
    limit: int | Unset = UNSET,
    mine: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    status: GamesListStatus | Unset = UNSET,
    visibility: GamesListVisibility | Unset = UNSET,
    your_turn: bool | Unset = UNSET,
) -> Error | PaginatedGameSummaryList | None:
    """List games

     Public games, and the private games where you have a seat or an invitation.

    Args:
        ended (bool | Unset):
        invited (bool | Unset):
        kind (GamesListKind | Unset):
        limit (int | Unset):
        mine (bool | Unset):
        offset (int | Unset):
        status (GamesListStatus | Unset):
        visibility (GamesListVisibility | Unset):
        your_turn (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedGameSummaryList
    """

    return (
        await asyncio_detailed(
            client=client,
            ended=ended,
            invited=invited,
            kind=kind,
            limit=limit,
            mine=mine,
            offset=offset,
            status=status,
            visibility=visibility,
            your_turn=your_turn,
        )
    ).parsed
