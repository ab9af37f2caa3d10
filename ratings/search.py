"""Player search (``GET /api/players?q=``): accounts whose username starts with what was typed.

The rule: ``q`` is NFKC-normalised and stripped as a username is, then must be 2 to 30
characters (else 400 ``invalid_query``); it matches a username's prefix ignoring case
(``LOWER(username) LIKE 'q%'``, served on PostgreSQL by the ``auth_user_username_prefix``
index of ratings migration 0002; on SQLite, whose ``LIKE`` uses no index, the prefix is also
asked as a range of ``LOWER(username)``, which games 0004's index serves). The exact name comes
first, then the others by name. Erased and inactive accounts never appear; computer players
do, flagged. Players separated from the searcher by a block (``accounts.blocks``), either way,
are left out. Each result carries the displayed rating per kind the player has one in.

Reads only, a bounded number of queries whatever the page holds: the searcher's blocks, the
page of accounts (their bot marks joined), and the page's ratings.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.db.models import Case, IntegerField, Value, When
from django.db.models.functions import Lower

from accounts.blocks import separated_from
from accounts.services import normalise_username
from config.errors import ServiceError
from games import kinds
from ratings import skill
from ratings.models import Rating

MIN_QUERY = 2
MAX_QUERY = 30  # the longest username
DEFAULT_LIMIT = 20
MAX_LIMIT = 50


def search_query(raw: Any) -> str:
    """``q`` as searched: NFKC, stripped, lower case; 400 ``invalid_query`` unless 2 to 30
    characters."""
    text = normalise_username(raw).strip()
    if not MIN_QUERY <= len(text) <= MAX_QUERY:
        raise ServiceError("invalid_query", f"Type {MIN_QUERY} to {MAX_QUERY} characters of a "
                           "username to search for.")
    return text.lower()


def players_search(query: str, *, searcher=None, limit: int = DEFAULT_LIMIT) -> list[dict]:
    """Up to ``limit`` players whose username starts with ``query`` (from ``search_query``), as
    ``{username, bot, ratings: [{kind, rating, provisional}]}`` (see the module)."""
    users = (get_user_model().objects.alias(name_lower=Lower("username"))
             .filter(name_lower__startswith=query, is_active=True))
    if connection.vendor == "sqlite" and ord(query[-1]) < sys.maxunicode:
        # SQLite's LIKE uses no index; the same prefix as a range of LOWER(username) in its
        # binary order is served by games 0004's index (PostgreSQL: the pattern index)
        users = users.filter(name_lower__gte=query,
                             name_lower__lt=query[:-1] + chr(ord(query[-1]) + 1))
    users = (users
             .alias(exact=Case(When(name_lower=query, then=Value(0)), default=Value(1),
                               output_field=IntegerField())))
    if searcher is not None and searcher.is_authenticated:
        hidden = separated_from(searcher.pk)
        if hidden:
            users = users.exclude(pk__in=hidden)
    page = list(users.select_related("bot_account").order_by("exact", "name_lower", "id")
                .only("id", "username", "bot_account__level")[:limit])
    ratings: dict = defaultdict(list)
    for r in (Rating.objects.filter(user_id__in=[u.pk for u in page])
              .only("user_id", "kind", "mu", "sigma", "provisional")):
        ratings[r.user_id].append(r)
    order = {kind: i for i, kind in enumerate(kinds.KINDS)}
    return [{"username": u.get_username(),
             "bot": getattr(u, "bot_account", None) is not None,
             "ratings": [{"kind": r.kind, "rating": skill.display(r.mu, r.sigma),
                          "provisional": r.provisional}
                         for r in sorted(ratings[u.pk], key=lambda r: (order.get(r.kind, 99),
                                                                         r.kind))]}
            for u in page]
