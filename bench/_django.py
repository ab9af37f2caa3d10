"""Shared set-up for benchmarks that need Django: a throw-away database, then ``django.setup``.

SQLite: a file in a temporary directory. PostgreSQL (``DATABASE_URL=postgres://...``): a fresh
database named by the caller, created now and dropped by ``teardown()``.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_pg_base: str | None = None
_pg_name: str | None = None


def setup(db_name: str) -> None:
    """Point Django at a fresh database ``db_name``, migrate it, quiet expected 4xx logs."""
    global _pg_base, _pg_name
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("VAR_DIR", tempfile.mkdtemp(prefix="bench-"))
    url = os.environ.get("DATABASE_URL", "")
    if url.startswith("postgres"):
        _pg_base, _pg_name = url.rsplit("/", 1)[0], db_name
        _admin(f"DROP DATABASE IF EXISTS {db_name} WITH (FORCE)", f"CREATE DATABASE {db_name}")
        os.environ["DATABASE_URL"] = f"{_pg_base}/{db_name}"
    import django
    from django.core.management import call_command

    django.setup()
    logging.getLogger("django.request").setLevel(logging.ERROR)  # refusals are expected
    call_command("migrate", verbosity=0)


def teardown() -> None:
    """Drop the PostgreSQL database made by ``setup`` (nothing to do for SQLite)."""
    if _pg_name is None:
        return
    from django.db import connections

    connections.close_all()
    _admin(f"DROP DATABASE IF EXISTS {_pg_name} WITH (FORCE)")


def _admin(*statements: str) -> None:
    import psycopg

    with psycopg.connect(f"{_pg_base}/postgres", autocommit=True) as conn:
        for sql in statements:
            conn.execute(sql)
