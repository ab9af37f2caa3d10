"""Helpers the whole suite shares, written once: plain functions and constants.

Fixtures (users, API clients, the fake clock, ...) are in ``tests/conftest.py``; these modules
hold what a test calls:

- ``http``: games over the API (create, start, join, send, read, play on, refusals).
- ``clock``: the fake service clock behind the ``clock`` fixture, and ``days``.
- ``disputes``: a toy game under dispute (moves, opening one, a moderator's decision).
- ``log``: reading a game's event log behind the API (types, folds, the toy's secrets).
- ``concurrency``: threads started together, and the PostgreSQL-only mark.
"""
