"""Business logic: every write to a game goes through one of these functions.

Each service runs in one transaction made of the steps in ``unit_of_work``: lock the game's
index row, fold its stream, decide new events, append them with the expected version, update
the index, announce the commit. A refusal raises ``ServiceError`` before anything is written
(an engine's ``IllegalMove`` becomes one where the engine is called: ``games.errors``). One
module per sub-domain; this package's names below are the public surface other packages call
(``games.services.command_submit``, ...). Inside the package the modules import each other's
public primitives directly.
"""

from games.services.commands import command_submit, hint_get
from games.services.deadlines import (
    deadline_fire,
    deadlines_apply,
    deadlines_apply_for,
    fire_if_due,
)
from games.services.disputes import dispute_open, dispute_resolve
from games.services.lobby import (
    game_cancel,
    game_create,
    game_create_paired,
    game_join,
    game_leave,
    game_start,
    paired_terms,
)
from games.services.unit_of_work import CommandResult
from games.services.vacations import vacation_start, vacation_status, vacation_stop

__all__ = [
    "CommandResult", "command_submit", "deadline_fire", "deadlines_apply", "deadlines_apply_for",
    "dispute_open", "dispute_resolve", "fire_if_due", "game_cancel", "game_create",
    "game_create_paired", "game_join", "game_leave", "game_start", "hint_get", "paired_terms",
    "vacation_start", "vacation_status", "vacation_stop",
]
