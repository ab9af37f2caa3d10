"""The command table as data: every command a client may send, with its fields.

``COMMANDS``: kind -> command type -> {field: JSON Schema}, gathered from each kind's folder
(``games/kinds/<kind>/commands.py``). The same table answers
``GET /api/kinds`` (``commands_of``), refuses undeclared fields (``commands_for``, used by the
command service) and becomes the OpenAPI components (``games.openapi.commands``). The ending
commands (resign, abort, draws) are the service's own and are added per kind.

Cards are named in lower case in every game (the engines' own names; see docs/rules/).
"""

from __future__ import annotations

from games import kinds
from games.domain import endings

# kind -> command type -> {field: JSON Schema}: each kind's own table (its ``commands.py``)
COMMANDS: dict[str, dict[str, dict[str, dict]]] = {k: kinds.command_fields(k) for k in kinds.KINDS}
# Fields a client may leave out (every other declared field is required).
OPTIONAL: dict[tuple[str, str], set[str]] = {
    (k, type_): fields for k in kinds.KINDS for type_, fields in kinds.optional_fields(k).items()}
# The cards each game names in its commands and views (lower case everywhere).
CARD_NAMES: dict[str, list[str]] = {
    k: names for k in kinds.KINDS if (names := kinds.card_names(k)) is not None}
ENDING_DESCRIPTIONS = {
    endings.RESIGN: "give up: 2 players, the other wins; 3 or more, you are ranked last",
    endings.ABORT: "end the game with no result, until every seat has moved",
    endings.OFFER_DRAW: "offer a draw (every seat must accept)",
    endings.ACCEPT_DRAW: "accept the draw on offer",
    endings.DECLINE_DRAW: "decline the draw on offer (it is withdrawn)",
}


def ending_commands(kind: str) -> dict:
    """The service's own commands (no fields): resign and abort, and draws where a game has
    them. They are handled before the rules see them and are not in ``legal_commands``."""
    out: dict[str, dict] = {endings.RESIGN: {}, endings.ABORT: {}}
    if endings.draws_allowed(kind):
        out.update({c: {} for c in endings.DRAW_COMMANDS})
    return out


def commands_for(kind: str) -> dict:
    """Every command type of ``kind``: the game's own and the service's endings."""
    return {**COMMANDS.get(kind, {}), **ending_commands(kind)}


def commands_of(kind: str) -> dict:
    """The commands of ``kind`` as ``{type: {field: description}}`` (for GET /api/kinds)."""
    return {t: {f: spec.get("description", "") for f, spec in fields.items()}
            for t, fields in commands_for(kind).items()}
