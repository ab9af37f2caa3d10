"""What a kind says about itself beyond its rules: ``About``, which each kind folder's
``__init__`` defines as ``ABOUT`` (the registry reads it; ``games.kinds``)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class About:
    """A game kind's name for people and the service's flags for it.

    ``name``: the game's name as players read it ("Don't Be a Dik Dik"). ``draws``: whether
    players may agree a draw (the service's offer/accept; a game where one player loses and the
    others win has none). ``hints``: whether a player may ask for advice
    (``GET /api/games/{id}/hint``, the ``hints`` option). ``option_choices``: option key -> the
    list the create-a-game form offers for it instead of a free field (``"seat"``: the seats,
    ``"dictionary"``: the installed word lists). Whether the game is real time is a rule, so it
    is the engine's own ``realtime``.
    """

    name: str
    draws: bool = True
    hints: bool = False
    option_choices: dict[str, str] = field(default_factory=dict)
