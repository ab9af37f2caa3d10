"""An account's data as one JSON archive (``GET /api/me/export``), written piece by piece.

Accounts stand below the other apps, so they add their own sections: a receiver of
``account_exporting(sender, user)`` returns a list of ``(section name, iterable of JSON-ready
items)`` and the archive holds ``"<name>": [items...]`` for each, in the order the receivers
were connected.
Items are encoded one at a time as the response is sent, so memory stays bounded by the
largest item (one game), not by the archive.

The account's own section: username, email, when it joined, its API sessions (when each was
made; never a token).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import cast

from django.core.serializers.json import DjangoJSONEncoder
from django.dispatch import Signal

from accounts import selectors, sessions

account_exporting = Signal()

FORMAT = 1


def _dumps(value) -> str:
    return json.dumps(value, cls=DjangoJSONEncoder, ensure_ascii=False)


def account_section(user) -> dict:
    """The account's own part of the archive."""
    return {"id": user.pk, "username": user.get_username(), "email": user.email,
            "date_joined": user.date_joined,
            "email_verified": selectors.email_json(user)["email_verified"],
            "sessions": [{k: v for k, v in s.items() if k != "current"}
                         for s in sessions.sessions_list(user)]}


def export_chunks(user) -> Iterator[str]:
    """The archive of ``user`` as pieces of JSON text (joined: one JSON object)."""
    yield f'{{"format": {FORMAT}, "account": {_dumps(account_section(user))}'
    for _receiver, sections in account_exporting.send(sender=type(user), user=user):
        # (django-stubs types a receiver's answer as a text: these answer sections)
        for name, items in cast(Iterable[tuple[str, Iterable]], sections or ()):
            yield f", {_dumps(name)}: ["
            for i, item in enumerate(items):
                yield ("," if i else "") + _dumps(item)
            yield "]"
    yield "}\n"
