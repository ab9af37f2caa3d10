"""The served OpenAPI schema (/api/schema/) documents every endpoint and the commands'
payloads."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from games import kinds

pytestmark = pytest.mark.django_db


def test_schema_documents_every_endpoint_and_command_payloads(anon):
    r = anon.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert r.status_code == 200
    schema = json.loads(r.content)
    paths = schema["paths"]
    for p in ["/api/auth/register", "/api/auth/token", "/api/kinds", "/api/games",
              "/api/games/{game_id}", "/api/games/{game_id}/join", "/api/games/{game_id}/leave",
              "/api/games/{game_id}/start", "/api/games/{game_id}/commands",
              "/api/games/{game_id}/events"]:
        assert p in paths, p
    components = schema["components"]["schemas"]
    assert "QuiddlerGoOutCommand" in components
    assert set(components["DikdikAskCommand"]["properties"]) == {
        "type", "target", "card", "expected_version"}
    assert anon.get("/api/docs/").status_code == 200


def test_schema_documents_the_invitation_endpoints(anon):
    paths = json.loads(anon.get("/api/schema/",
                                HTTP_ACCEPT="application/vnd.oai.openapi+json").content)["paths"]
    for p in ["/api/games/{game_id}/invitations", "/api/games/{game_id}/invitations/{username}",
              "/api/games/{game_id}/accept", "/api/games/{game_id}/decline",
              "/api/games/{game_id}/join-code", "/api/games/{game_id}/rematch", "/api/join",
              "/api/challenge/{username}", "/api/me/invitations"]:
        assert p in paths, p
    assert "delete" in paths["/api/games/{game_id}/join-code"]


# -- docs/api.md's table of endpoints --------------------------------------------------------------
DOCS_API = Path(__file__).resolve().parents[2] / "docs" / "api.md"
METHODS = ("get", "post", "put", "patch", "delete")


def _served_schema(anon) -> dict:
    return json.loads(anon.get("/api/schema/",
                               HTTP_ACCEPT="application/vnd.oai.openapi+json").content)


def _path_key(path: str) -> str:
    """A path with its query cut off and every parameter written ``{}``."""
    return re.sub(r"\{[^}]*\}", "{}", path.split("?", 1)[0])


def documented_endpoints() -> dict[tuple[str, str], str]:
    """(METHOD, path key) -> its row, from the table in docs/api.md's "Endpoints" section
    (``GET /x` / `PUT`` documents both methods of ``/x``)."""
    section = DOCS_API.read_text().split("\n## Endpoints\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[tuple[str, str], str] = {}
    for line in section.splitlines():
        if not line.startswith("| `"):
            continue
        first = line.split("|")[1]
        paths: list[str] = []
        for part in re.findall(r"`([^`]+)`", first):
            method, _, rest = part.partition(" ")
            assert method.lower() in METHODS, line
            paths = _expand_kinds(rest) if rest else paths
            assert paths, line
            for path in paths:
                assert (method, path) not in rows, f"{method} {path} is listed twice"
                rows[(method, path)] = line
    return rows


def _expand_kinds(path: str) -> list[str]:
    """``/x/{kind}`` stands for one path per game kind (``/x/diddly``, ...)."""
    if "{kind}" in path:
        return [_path_key(path.replace("{kind}", kind)) for kind in kinds.KINDS]
    return [_path_key(path)]


def test_docs_api_lists_every_endpoint_of_the_schema(anon):
    served = {(method.upper(), _path_key(path))
              for path, operations in _served_schema(anon)["paths"].items()
              for method in operations if method in METHODS}
    documented = set(documented_endpoints())
    assert len(served) > 40  # the schema is read
    assert sorted(served - documented) == [], "docs/api.md's table lacks these endpoints"
    assert sorted(documented - served) == [], "docs/api.md lists endpoints the service lacks"


def _written(n: int) -> set[str]:
    """The ways the docs write a bound: 500, 1,000, 10⁹, 2⁶²."""
    superscript = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
    out = {str(n), f"{n:,}"}
    for base in (2, 10):
        power = round(math.log(n, base)) if n > 1 else 0
        if power > 1 and base ** power == n:
            out.add(f"{base}{str(power).translate(superscript)}")
    return out


def test_docs_api_gives_every_query_parameters_range(anon):
    """Each bounded query parameter of the schema is in its endpoint's row with its range
    (``limit` 1..500``, or ``wait` (≤ 25 s)`` for 0..25)."""
    rows = documented_endpoints()
    missing = []
    for path, operations in _served_schema(anon)["paths"].items():
        for method, operation in operations.items():
            if method not in METHODS:
                continue
            row = rows.get((method.upper(), _path_key(path)), "")
            for parameter in operation.get("parameters", []):
                bounds = parameter.get("schema", {})
                if parameter["in"] != "query" or parameter["schema"].get("type") != "integer":
                    continue
                if "minimum" not in bounds or "maximum" not in bounds:
                    missing.append(f"{method.upper()} {path} {parameter['name']}: no range in "
                                   "the schema")
                    continue
                name, low, high = parameter["name"], bounds["minimum"], bounds["maximum"]
                ranges = {f"{lo}..{hi}" for lo in _written(low) for hi in _written(high)}
                if low == 0:
                    ranges |= {f"≤ {hi}" for hi in _written(high)}
                near = row.split(f"`{name}`", 1)[1][:40] if f"`{name}`" in row else ""
                if not any(r in near for r in ranges):
                    missing.append(f"{method.upper()} {path} {name} {low}..{high}")
    assert missing == [], "\n".join(missing)


def test_every_rate_limited_operation_documents_its_429(anon):
    # a view with throttle classes can answer 429 `throttled` to any of its methods: its
    # operations must say so, or a client generated from the schema meets an undocumented status
    from drf_spectacular.generators import EndpointEnumerator

    schema = json.loads(anon.get("/api/schema/",
                                 HTTP_ACCEPT="application/vnd.oai.openapi+json").content)
    throttled, undocumented = [], []
    for path, _regex, method, view in EndpointEnumerator().get_api_endpoints():
        operation = schema["paths"].get(path, {}).get(method.lower())
        if operation is None or not getattr(view.cls, "throttle_classes", None):
            continue
        throttled.append(f"{method} {path}")
        if "429" not in operation["responses"]:
            undocumented.append(f"{method} {path}")
    assert throttled  # the check reached some (it would pass vacuously on a wrong lookup)
    assert undocumented == []
