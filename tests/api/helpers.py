"""The former import path of the HTTP helpers, for tests still written against it: new tests
import ``tests.support.http``."""

from tests.support.http import create_game, play_to_end, seat_clients, send, started_game

__all__ = ["create_game", "play_to_end", "seat_clients", "send", "started_game"]
