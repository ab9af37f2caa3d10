"""Signals the service sends after a commit (the relay, notifications and bots listen)."""

from django.dispatch import Signal

# sent on commit after events were appended: kwargs game_id, kind, version, deadline (the
# game's next deadline after them, an aware datetime, or None), state (the fold at version,
# secrets included: for the server's own planning, never to be shown)
events_appended = Signal()
