"""What the cross-cutting checks of the web client share (tests/web/test_security.py and
tests/web/test_checks_browser.py): the rows a write would add, a page's refusal as the person
reads it, the payloads typed where a user can type, and the page's Content-Security-Policy."""

from __future__ import annotations

import html
import re

from django.apps import apps

# What someone might type to run script on another player's page
PAYLOADS = ("<script>alert(1)</script>", '"><img src=x onerror=alert(1)>')
# The tables a page's write could add rows to (the games' index and log, accounts, notices)
WRITTEN_APPS = ("events", "games", "notifications", "accounts", "auth", "knox", "pairing")


def row_counts() -> dict[str, int]:
    """model label -> rows, for every model of the apps a write could touch."""
    return {m._meta.label: m.objects.count() for m in apps.get_models()
            if m._meta.app_label in WRITTEN_APPS and not m._meta.proxy}


REFUSAL = re.compile(r'<div class="refusal" role="alert"(?: data-code="(?P<code>[^"]*)")?>'
                     r"(?P<body>.*?)</div>", re.S)
MESSAGE = re.compile(r'<span class="message">(?P<text>.*?)</span>', re.S)


def page_refusals(content: bytes | str) -> list[tuple[str, list[str]]]:
    """(code, messages) of each refusal box on the page, as the person reads them."""
    text = content.decode() if isinstance(content, bytes) else content
    return [(m["code"] or "", [html.unescape(re.sub(r"\s+", " ", x).strip())
                               for x in MESSAGE.findall(m["body"])])
            for m in REFUSAL.finditer(text)]


def api_messages(body: dict) -> list[str]:
    """What the page must say for the API's refusal ``body``: its ``detail``, or with
    per-field messages each of them."""
    fields = body.get("fields")
    if not fields:
        return [str(body["detail"])]
    out: list[str] = []

    def walk(value):
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        else:
            out.append(str(value))
    walk(fields)
    return out


def policy(header: str) -> dict[str, list[str]]:
    """A Content-Security-Policy header as directive -> sources."""
    out = {}
    for part in header.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


def assert_strict_policy(header: str | None, where: str = "") -> None:
    """The web client's policy: present, scripts and styles from this server only."""
    assert header, f"no Content-Security-Policy {where}"
    csp = policy(header)
    for directive in ("script-src", "style-src"):
        sources = csp.get(directive, csp.get("default-src"))
        assert sources, (where, directive, header)
        assert not {"'unsafe-inline'", "'unsafe-eval'", "*", "data:"} & set(sources), (
            where, directive, sources)
    assert csp.get("object-src") == ["'none'"] and csp.get("frame-ancestors") == ["'none'"], where
