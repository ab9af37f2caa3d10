"""Signals the service sends after a commit (the relay, notifications and bots listen)."""

from django.dispatch import Signal

# sent on commit after events were appended: kwargs game_id, kind, version
events_appended = Signal()
