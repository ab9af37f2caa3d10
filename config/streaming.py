"""Streamed downloads, under either server: ``download(request, chunks, ...)``.

Under ASGI, Django's sync code and its database connection live in one thread: a sync
iterator handed to the server would be read in another thread (or all at once). So there the
chunks are read ``batch`` at a time in that thread (``sync_to_async``, thread-sensitive) and
sent as they come; under WSGI the iterator is served as it is. Either way nothing has to fit
in memory at once.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterable

from asgiref.sync import sync_to_async
from django.http import StreamingHttpResponse


async def _asynchronously(chunks: Iterable[str], batch: int) -> AsyncIterator[str]:
    iterator = iter(chunks)
    take = sync_to_async(lambda: list(itertools.islice(iterator, batch)), thread_sensitive=True)
    while pieces := await take():
        for piece in pieces:
            yield piece


def download(request, chunks: Iterable[str], *, content_type: str, filename: str,
             batch: int) -> StreamingHttpResponse:
    """``chunks`` streamed as an attachment named ``filename`` (never cached)."""
    served = _asynchronously(chunks, batch) if hasattr(request, "scope") else chunks
    response = StreamingHttpResponse(served, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "no-store"
    return response
