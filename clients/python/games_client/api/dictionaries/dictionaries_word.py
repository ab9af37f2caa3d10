from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.word_output import WordOutput
from ...types import Response


def _get_kwargs(
    name: str,
    word: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/dictionaries/{name}/words/{word}".format(
            name=quote(str(name), safe=""),
            word=quote(str(word), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | WordOutput | None:
    if response.status_code == 200:
        response_200 = WordOutput.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())

        return response_405

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | WordOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    word: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | WordOutput]:
    """Is this a word?

     At most 200 words per request, each 1-64 letters a-z (either case; answers are keyed in lower case).

    Args:
        name (str):
        word (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WordOutput]
    """

    kwargs = _get_kwargs(
        name=name,
        word=word,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name: str,
    word: str,
    *,
    client: AuthenticatedClient,
) -> Error | WordOutput | None:
    """Is this a word?

     At most 200 words per request, each 1-64 letters a-z (either case; answers are keyed in lower case).

    Args:
        name (str):
        word (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WordOutput
    """

    return sync_detailed(
        name=name,
        word=word,
        client=client,
    ).parsed


async def asyncio_detailed(
    name: str,
    word: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | WordOutput]:
    """Is this a word?

     At most 200 words per request, each 1-64 letters a-z (either case; answers are keyed in lower case).

    Args:
        name (str):
        word (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WordOutput]
    """

    kwargs = _get_kwargs(
        name=name,
        word=word,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    word: str,
    *,
    client: AuthenticatedClient,
) -> Error | WordOutput | None:
    """Is this a word?

     At most 200 words per request, each 1-64 letters a-z (either case; answers are keyed in lower case).

    Args:
        name (str):
        word (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WordOutput
    """

    return (
        await asyncio_detailed(
            name=name,
            word=word,
            client=client,
        )
    ).parsed
