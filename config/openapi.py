"""The OpenAPI schema's last step (drf-spectacular ``POSTPROCESSING_HOOKS``).

Adds what serializers cannot say: the typed game components (``games.openapi``:
commands, views, options, events), the refusals every
endpoint can give (400 for a bad query string, 401 for a bad token, 403 for a session without
CSRF token, 404 for an unknown id in the path, 405, 413 for a large body, 415 for a body that is
not JSON), a ``Retry-After`` header on every 429, and marks command bodies required.
"""

from __future__ import annotations

from games.openapi.commands import command_components
from games.openapi.events import event_components
from games.openapi.options import option_components
from games.openapi.views import view_components

_ERROR = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
_RETRY_AFTER = {"Retry-After": {"description": "seconds to wait before trying again",
                                "required": True, "schema": {"type": "integer", "minimum": 0}}}
# Operations that read no token at all (every other one refuses a bad token with 401).
_TOKENLESS = {"auth_register_create", "auth_token_create"}
_EVERYWHERE = {"400": "Bad request (e.g. a malformed query string)",
               "405": "Method not allowed", "413": "Request body too large"}


def postprocess(result, generator, request, public):
    """Add the typed components and the shared conventions to ``result`` (the schema)."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(command_components())
    schemas.update(view_components())
    schemas.update(option_components())
    schemas.update(event_components())
    for path, item in result.get("paths", {}).items():
        for method, op in item.items():
            if method in {"get", "post", "put", "patch", "delete"}:
                _conventions(path, method, op)
    return result


def _conventions(path: str, method: str, op: dict) -> None:
    """The refusals every operation of its sort can give, and Retry-After on a 429."""
    responses = op.setdefault("responses", {})
    for code, text in _EVERYWHERE.items():
        responses.setdefault(code, {"content": _ERROR, "description": text})
    if "{" in path:
        responses.setdefault("404", {"content": _ERROR, "description": "Not found"})
    if op.get("operationId") not in _TOKENLESS:
        responses.setdefault("401", {"content": _ERROR, "description": "Not authenticated"})
    if method != "get" and op.get("security"):
        # session clients (the browsable API) without a CSRF token
        responses.setdefault("403", {"content": _ERROR, "description": "Forbidden"})
    if "requestBody" in op:
        responses.setdefault("415", {"content": _ERROR, "description": "The body is not JSON"})
        if "/commands" in path:
            op["requestBody"]["required"] = True
    if "429" in responses:
        responses["429"].setdefault("headers", {}).update(_RETRY_AFTER)
