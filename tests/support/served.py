"""A served instance on the test database, for tests that talk to a real server."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from tests import live_server


@contextmanager
def served(**kwargs):
    """A running ``live_server.Server`` (``live_server.serve`` with ``kwargs``) on the
    test database this test uses, stopped on exit; the test is skipped where a server
    cannot start."""
    from django.db import connection

    try:
        with live_server.serve(live_server.database_url(connection.settings_dict),
                               **kwargs) as server:
            yield server
    except live_server.ServerUnavailable as exc:
        pytest.skip(f"cannot start a server here: {exc}")
