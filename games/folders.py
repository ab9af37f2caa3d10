"""A game's stream as the event store folds it: the folders ``events.store.load_state`` runs.

The fold itself is pure and lives in ``games.domain.stream`` (``fold_lobby``, ``note_move``,
``effective_history``); this module is what ties it to the store: a ``game.rewound`` event
makes a folder read the log up to the rewind and re-fold its effective history, and the
upcaster of old dispute decisions is registered with the store here (``games.apps`` imports
this module at start-up, before any event is read).

The fold of a game is a ``Fold``: the plain ``{"lobby", "engine"}`` dict, which also carries
the engine's ``outcome`` of it once something has asked (``GameFolder.outcome``). So "who must
act" is computed once per fold state, whatever asks for it afterwards: the command's answer,
the correspondence clocks, the projection, the bots, the notifications. The outcome rides
along unseen: it is no key of the dict (equality, JSON snapshots and the admin replay see only
``lobby`` and ``engine``), the state cache's pickles keep it, and a fold step that changes the
engine state drops it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast, overload

from events import store
from events.store import RecordedEvent
from games import kinds
from games.domain.stream import (
    DISPUTE_RESOLVED,
    GAME_REWOUND,
    LOBBY_SCHEMA,
    LOBBY_TYPES,
    effective_history,
    fold_lobby,
    note_move,
)


def _upcast_resolved_v1(data: dict) -> dict:
    """Decisions written before decisions could act were notes: they read as ``dismiss``."""
    return {**data, "kind": data.get("kind", "dismiss")}


store.register_upcaster(DISPUTE_RESOLVED, 1, _upcast_resolved_v1)


class Fold(dict):
    """A game's fold ``{"lobby", "engine"}`` that remembers the engine's outcome of it.

    ``memo`` is ``(engine state, outcome)``: the outcome holds while the dict's ``engine`` is
    that very object (engines never change a state in place; a fold step makes a new one).
    """

    memo: tuple | None = None


@overload
def as_fold(state: dict) -> Fold: ...


@overload
def as_fold(state: None) -> None: ...


def as_fold(state: dict | None) -> Fold | None:
    """``state`` as a ``Fold`` (a plain dict, read from a snapshot, becomes one)."""
    return state if state is None or isinstance(state, Fold) else Fold(state)


def _actor(e) -> str | None:
    """The seat whose command produced event ``e`` (from its meta), or None."""
    return (getattr(e, "meta", None) or {}).get("seat")


class _RewindAware:
    """Shared by the folders: a ``game.rewound`` event re-folds the effective history.

    The folder reads the stream's events up to the rewind from the store (they are immutable),
    so the state it returns never depends on the state it was handed: a snapshot taken inside
    the superseded stretch cannot leak into the state after the rewind.
    """

    def step(self, state, type_: str, data: dict, version: int, actor: str | None = None):
        """One event folded on (each folder has its own)."""
        raise NotImplementedError

    def apply(self, state, recorded: RecordedEvent):
        if recorded.type == GAME_REWOUND:
            upto = store.load(recorded.stream, limit=recorded.version)
            return self.fold(upto)
        return self.step(state, recorded.type, recorded.data, recorded.version,
                         _actor(recorded))

    def fold(self, events: Iterable):
        """Fold ``events`` (the log from version 1, possibly with unstored ones at the end)."""
        state = None
        for e in effective_history(events):
            state = self.step(state, e.type, e.data, e.version, _actor(e))
        return state


class GameFolder(_RewindAware):
    """Folds a game's stream for ``events.store.load_state``; snapshot key = kind/engine version."""

    def __init__(self, kind: str, erasures: int = 0):
        self.kind = kind
        self.engine = kinds.engine(kind)
        self.key = f"{kind}/{self.engine.version}/lobby{LOBBY_SCHEMA}"
        if erasures:
            # an erasure rewrote names in the log: folds cached before it (in any process's
            # memory, or as snapshots) hold the old names and must not be found
            self.key += f"/erased{erasures}"

    @classmethod
    def of(cls, game) -> GameFolder:
        """The folder for the index row ``game`` (its kind and its ``erasures``)."""
        return cls(game.kind, getattr(game, "erasures", 0))

    def step(self, state: dict | None, type_: str, data: dict, version: int,
             actor: str | None = None) -> Fold:
        """One event folded on, as if nothing were superseded (``apply`` handles rewinds).

        ``actor`` is the seat whose command produced it (None: the service). A lobby event
        leaves the engine state as it is, and so its outcome."""
        state = state or {"lobby": None, "engine": None}
        if type_ in LOBBY_TYPES:
            out = Fold(lobby=fold_lobby(state["lobby"], type_, data, version),
                       engine=state["engine"])
            out.memo = getattr(state, "memo", None)
            return out
        # the event's stream version rides along (``Engine.apply``): the opening's events are
        # made by ``start``, which knows no version, so only the fold can tell an engine theirs
        return Fold(lobby=note_move(state["lobby"], actor),
                    engine=self.engine.apply(state["engine"],
                                             {"type": type_, "data": data, "version": version}))

    def apply_event(self, state: dict | None, type_: str, data: dict, version: int,
                    actor: str | None = None) -> Fold:
        """Fold an event not yet stored onto ``state`` (a rewind needs the log: use ``fold``)."""
        if type_ == GAME_REWOUND:
            raise ValueError("a rewind re-folds the log: use GameFolder.fold")
        return self.step(state, type_, data, version, actor)

    def outcome(self, state: dict | None) -> dict | None:
        """The engine's ``outcome`` of the fold ``state`` (None before the engine's first
        event), computed once per fold state: a ``Fold`` keeps it (see the module doc)."""
        if not state or state["engine"] is None:
            return None
        memo = getattr(state, "memo", None)
        if memo is not None and memo[0] is state["engine"]:
            return memo[1]
        outcome = self.engine.outcome(state["engine"])
        if isinstance(state, Fold):
            state.memo = (state["engine"], outcome)
        return outcome

    def to_act(self, state: dict | None) -> list[str]:
        """The seats due to act in the fold ``state`` of an active game (none outside play)."""
        if not state or state["engine"] is None or state["lobby"]["status"] != "active":
            return []
        return list(cast(dict, self.outcome(state))["to_act"])  # (the engine has a state)


class LobbyFolder(_RewindAware):
    """Folds only the lobby part (projections); engine events are skipped unread."""

    key = f"lobby{LOBBY_SCHEMA}"

    def step(self, state: dict | None, type_: str, data: dict, version: int,
             actor: str | None = None) -> dict | None:
        if type_ in LOBBY_TYPES:
            return fold_lobby(state, type_, data, version)
        return note_move(cast(dict, state), actor)  # (game.created comes first)
