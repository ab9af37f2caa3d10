"""One table of error codes (config.errors.CODES): every code the service raises is in it, with
the one status it answers, and docs/api.md says the same.

The source is scanned: every refusal built with a code literal (``ServiceError``, the request
guards, the error handler, the JSON parser, the clock options) must name a code of the table.
Engine refusals become the service's where the games call the engines (``games.errors``): a
listed rule code takes the table's status, any other 422, refused options 400.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from rest_framework import exceptions

from config import errors
from config.errors import CODES, Code, ServiceError, UnknownCode
from config.exception_handler import _DRF_CODES, exception_handler
from games.engines.base import IllegalMove, InvalidOptions
from games.errors import RULE_CODES, OptionsRefusal, RuleRefusal, refusal

ROOT = Path(__file__).resolve().parents[2]
# the service's packages only: not the tests, tools or generated trees (var/ is written by
# other test workers while this module reads, .venv is not ours)
NOT_SERVICE = {"tests", "bench", "clients", "scripts", "var", ".venv"}
SERVICE = [p for top in ROOT.iterdir() if top.is_dir() and top.name not in NOT_SERVICE
           for p in top.rglob("*.py") if "migrations" not in p.parts]
ENGINES = [p for p in (ROOT / "games").rglob("*.py")
           if {"engines", "bots", "rules"} & set(p.relative_to(ROOT).parts)]
# calls whose first argument is an error code
CODE_MAKERS = {"ServiceError", "_refuse", "error_response", "JSONRefused", "ClockError"}
# where a code is passed on rather than written: (file, the expression), each checked below
FORWARDED = {("games/services/lobby.py", "exc.code"),  # a ClockError's code (time_control)
             ("config/exception_handler.py", "exc.code")}  # a ServiceError's (checked when made)
CODE = re.compile(r"^[a-z][a-z0-9_]*$")


def _calls(paths, names):
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if name in names:
                    yield path.relative_to(ROOT).as_posix(), node


def _code_literals(paths, names) -> dict[str, list[str]]:
    """code -> where it is raised, for the calls ``names`` with a literal first argument."""
    found: dict[str, list[str]] = {}
    for where, node in _calls(paths, names):
        first = node.args[0] if node.args else None
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            found.setdefault(first.value, []).append(f"{where}:{node.lineno}")
    return found


def _error_code_attributes(paths) -> dict[str, str]:
    """code -> where, for DRF exception classes that name theirs (``error_code = "..."``: the
    handler answers that code)."""
    found = {}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                    and [getattr(t, "id", None) for t in node.targets] == ["error_code"]):
                found[node.value.value] = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
    return found


def test_every_code_raised_in_the_source_is_in_the_table():
    found = _code_literals(SERVICE, CODE_MAKERS)
    assert len(found) > 80  # the scan sees the refusals
    missing = {code: where for code, where in found.items() if code not in CODES}
    assert missing == {}
    named = _error_code_attributes(SERVICE)
    assert "token_expired" in named  # the scan sees them
    assert {code: where for code, where in named.items() if code not in CODES} == {}
    # a code that is not a literal is passed on from somewhere this test checks
    passed_on = {(where, ast.unparse(node.args[0])) for where, node in _calls(SERVICE, CODE_MAKERS)
                 if node.args and not isinstance(node.args[0], ast.Constant)}
    assert passed_on <= FORWARDED, passed_on - FORWARDED
    # JSON bodies written by hand (the 404/500 views) name table codes too
    for path in SERVICE:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if (isinstance(key, ast.Constant) and key.value == "code"
                            and isinstance(value, ast.Constant)):
                        assert value.value in CODES, (path, value.value)


def test_every_code_in_the_table_is_raised_somewhere():
    """No stale entry: each code is raised by the service, answered for a DRF exception or by
    the handler, or refused by an engine."""
    raised = set(_code_literals(SERVICE, CODE_MAKERS)) | set(_DRF_CODES.values())
    raised |= set(_code_literals(ENGINES, {"IllegalMove"})) | {"error", "server_error"}
    raised |= set(_error_code_attributes(SERVICE))
    raised |= {n.args[1].value for _, n in _calls(ENGINES, {"require"})
               if len(n.args) > 1 and isinstance(n.args[1], ast.Constant)}
    assert sorted(set(CODES) - raised) == []


def test_statuses_are_written_in_the_table_only():
    """A refusal names its code and nothing else: no status beside it at any raise site."""
    with_status = [f"{where}:{node.lineno}" for where, node in _calls(SERVICE, {"ServiceError"})
                   if len(node.args) > 2 or any(k.arg == "status" for k in node.keywords)]
    assert with_status == []
    assert [f"{w}:{n.lineno}" for w, n in _calls(SERVICE, {"_refuse"}) if len(n.args) > 2] == []


def test_codes_are_well_formed_and_defined_once():
    assert all(CODE.match(code) and isinstance(entry, Code) and entry.meaning
               for code, entry in CODES.items())
    assert all(100 <= entry.status <= 599 for entry in CODES.values())
    assert set(RULE_CODES) <= set(CODES)  # the games contributed theirs
    with pytest.raises(ValueError):
        errors.contribute({"not_a_player": Code(409, "another status")})
    errors.contribute({"not_a_player": CODES["not_a_player"]})  # the same entry again: fine


def test_an_unknown_code_fails_loudly():
    with pytest.raises(UnknownCode):
        ServiceError("no_such_code_anywhere", "x")


def test_drf_exceptions_answer_the_tables_status_for_their_code():
    for cls, code in _DRF_CODES.items():
        assert cls.status_code == CODES[code].status, (cls, code)
    assert CODES["malformed_json"].status == exceptions.ParseError.status_code
    assert CODES["invalid_string"].status == exceptions.ParseError.status_code


def test_config_knows_no_engine_and_no_games_rule_code():
    for path in sorted((ROOT / "config").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom | ast.Import):
                modules = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                    a.name for a in node.names]
                rules = ("games.engines", "games.kinds")
                assert not any(m.startswith(rules) for m in modules), path
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert node.value not in RULE_CODES, (path, node.value)


@pytest.mark.parametrize("exc,status,kind", [
    (IllegalMove("too_fast", "wait", retry_after_ms=250), 429, RuleRefusal),
    (IllegalMove("game_finished", "over"), 409, RuleRefusal),
    (IllegalMove("bad_command", "not a number"), 400, RuleRefusal),
    (IllegalMove("not_your_turn", "wait"), 422, RuleRefusal),
    (IllegalMove("slot_empty", "a game's own code"), 422, RuleRefusal),
    (InvalidOptions("columns must be 3 or 4", field="columns"), 400, OptionsRefusal),
    (InvalidOptions("a game's own code", code="bad_setup_shape"), 400, OptionsRefusal),
])
def test_engine_refusals_take_their_status_from_the_table(exc, status, kind):
    made = refusal(exc)
    assert isinstance(made, kind) and isinstance(made, ServiceError)
    assert (made.code, made.detail, made.status, made.extra) == (exc.code, exc.message, status,
                                                                 exc.extra)
    response = exception_handler(made, {})
    assert response.status_code == status and response.data["code"] == exc.code


def test_the_engine_contract_codes_are_in_the_table():
    base = _code_literals([ROOT / "games" / "engines" / "base.py"], {"IllegalMove"})
    assert set(base) <= set(CODES), set(base) - set(CODES)


# -- docs/api.md --------------------------------------------------------------------------------
def _without_parentheses(text: str) -> str:
    while True:
        shorter = re.sub(r"\([^()]*\)", "", text)
        if shorter == text:
            return text
        text = shorter


def documented_codes() -> dict[str, int]:
    """code -> status, from the table in docs/api.md's "Errors" section."""
    text = (ROOT / "docs" / "api.md").read_text()
    section = text.split("\n## Errors\n", 1)[1].split("\n## ", 1)[0]
    out: dict[str, int] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 2 or not re.fullmatch(r"\d{3}( / \d{3})*", cells[0]):
            continue
        statuses = [int(s) for s in cells[0].split(" / ")]
        codes = [c for c in re.findall(r"`([^`]+)`", _without_parentheses(cells[1]))
                 if CODE.match(c)]
        if len(statuses) > 1:  # "405 / 415 | `a` / `b`": one status each, in order
            assert len(codes) == len(statuses), line
            pairs = list(zip(codes, statuses, strict=True))
        else:
            pairs = [(c, statuses[0]) for c in codes]
        for code, status in pairs:
            assert code not in out, f"{code} is listed twice in docs/api.md"
            out[code] = status
    return out


def test_docs_api_lists_every_code_with_the_tables_status():
    documented = documented_codes()
    engine_codes = set(_code_literals(ENGINES, {"IllegalMove"}))
    engine_codes |= {n.args[1].value for _, n in _calls(ENGINES, {"require"})
                     if len(n.args) > 1 and isinstance(n.args[1], ast.Constant)}
    wrong = {c: (s, CODES[c].status) for c, s in documented.items()
             if c in CODES and CODES[c].status != s}
    assert wrong == {}, "docs/api.md and config.errors.CODES disagree: (docs, table)"
    # a code the table does not list is a game's own rule code, answered 422
    unlisted = {c: s for c, s in documented.items() if c not in CODES}
    assert all(s == 422 and c in engine_codes for c, s in unlisted.items()), unlisted
    undocumented = sorted(c for c, e in CODES.items() if e.http and c not in documented)
    assert undocumented == [], "docs/api.md's table of errors lacks these codes"


def test_statuses_the_docs_give_in_prose_are_the_tables():
    """Wherever the docs say "NNN `code`", NNN is the code's status."""
    docs = [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]
    wrong = []
    for path in docs:
        for status, code in re.findall(r"\b([1-5]\d\d) `([a-z][a-z0-9_]*)`", path.read_text()):
            if code in CODES and CODES[code].status != int(status):
                wrong.append((path.name, code, int(status), CODES[code].status))
    assert wrong == []


def test_each_games_own_codes_are_in_its_rules_doc():
    """The codes a game's engine refuses with that the table does not list (422, docs/api.md)
    are listed in that game's docs/rules/<kind>.md; any other engine code is the table's."""
    from games import kinds
    undocumented = []
    for where, node in _calls(ENGINES, {"IllegalMove", "require"}):
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
        arg = (node.args[0] if name == "IllegalMove" else
               node.args[1] if len(node.args) > 1 else None)
        if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
            continue
        code, parts = arg.value, where.split("/")
        if code in CODES:
            continue
        kind = parts[2] if parts[:2] == ["games", "kinds"] and len(parts) > 3 else None
        rules = ROOT / "docs" / "rules" / f"{kind}.md"
        if kind not in kinds.KINDS or f"`{code}`" not in rules.read_text():
            undocumented.append(f"{code} ({where}:{node.lineno})")
    assert len(list(_calls(ENGINES, {"IllegalMove"}))) > 50  # the scan sees the refusals
    assert sorted(set(undocumented)) == []
