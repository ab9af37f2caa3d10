"""JSON with limits: what ``request.data`` may hold, checked before any view sees it.

A body is refused with 400 ``malformed_json`` when it is not UTF-8 JSON, nests deeper than
``MAX_DEPTH``, or holds a number that is not finite or lies outside +-(2**53 - 1) (NaN,
Infinity, 1e400, 20-digit integers: they would not survive a JSON column or a client's
parser). Any string or key holding NUL or a lone UTF-16 surrogate is refused with 400
``invalid_string`` (PostgreSQL cannot store them, and the answer could not be encoded).
"""

from __future__ import annotations

import json
import math
import re

from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser
from rest_framework.renderers import JSONRenderer

MAX_DEPTH = 32
MAX_INT = 2**53 - 1  # the integers every JSON client holds exactly

# A string (to its closing quote, or to the end of the body when it has none: then the body is
# malformed anyway) or a bracket, in one left-to-right pass: linear in the body. A pattern that
# insists on the closing quote backtracks from every quote of an unterminated string, which is
# quadratic (a 64 KiB body of escaped quotes cost ~25 s of CPU).
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.S)
_FORBIDDEN = re.compile("[\x00\ud800-\udfff]")


def forbidden_chars(text: str) -> bool:
    """True when ``text`` holds NUL or a lone surrogate (never valid in stored text)."""
    return _FORBIDDEN.search(text) is not None


class JSONRefused(ParseError):
    """A 400 with its own stable ``error_code`` (config.errors renders it)."""

    def __init__(self, error_code: str, detail: str):
        super().__init__(detail)
        self.error_code = error_code


def _malformed(detail: str) -> JSONRefused:
    return JSONRefused("malformed_json", detail)


def _depth(text: str) -> int:
    """The deepest nesting of arrays/objects (brackets inside strings do not count)."""
    depth = deepest = 0
    for token in _STRING_OR_BRACKET.findall(text):
        if token in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("]", "}"):
            depth -= 1
    return deepest


def _int(token: str) -> int:
    value = int(token)
    if abs(value) > MAX_INT:
        raise _malformed(f"Integers must lie within +-{MAX_INT}.")
    return value


def _float(token: str) -> float:
    value = float(token)
    if not math.isfinite(value):
        raise _malformed(f"The number {token[:40]} is out of range.")
    return value


def _constant(token: str):
    raise _malformed(f"{token} is not a JSON number.")


def _check_strings(value) -> None:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if forbidden_chars(item):
                raise JSONRefused("invalid_string", "Strings may not contain NUL characters "
                                  "or unpaired surrogates.")
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def loads(raw: bytes):
    """Parse a request body under the limits above (raises ``JSONRefused``)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _malformed("The body is not UTF-8.")
    if _depth(text) > MAX_DEPTH:
        raise _malformed(f"JSON may nest at most {MAX_DEPTH} levels deep.")
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except ValueError as exc:  # JSONDecodeError, or too many digits for int()
        raise _malformed(f"JSON parse error - {exc}")
    _check_strings(value)
    return value


class StrictJSONParser(BaseParser):
    """DRF's JSON parser with the limits of ``loads``."""

    media_type = "application/json"
    renderer_class = JSONRenderer

    def parse(self, stream, media_type=None, parser_context=None):
        return loads(stream.read())
