"""The refusals the docs promise, per endpoint, answer what the docs say.

For each endpoint below, the codes are read from the docs themselves (docs/api.md's row of the
endpoint, and the page that describes it: a refusals table or the paragraph naming it), so a
code documented later is walked too: it fails here until a case makes it happen. Every case
answers its code with the status of the error table (``config.errors.CODES``; a table that
names a status names the same one) and writes nothing: no row added or removed in any table,
the asking account unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model

from accounts import blocks
from accounts.models import DeviceToken
from config.errors import CODES
from notifications.models import Device
from tests.notifications.push.conftest import register
from tests.support.accounts import verified_email
from tests.support.http import PASSWORD

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
FCM = "f" * 20 + ":APA91b" + "x_y-z0" * 20
APNS = "ab" * 32


# -- what the docs promise ----------------------------------------------------------------------
def _cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]


def _codes(text: str) -> set[str]:
    """The error codes named (in backticks) in ``text``."""
    return {word for word in re.findall(r"`([a-z_]+)`", text) if word in CODES}


def api_row(endpoint: str) -> Callable[[], dict[str, int | None]]:
    """The codes of docs/api.md's Endpoints row whose first cell is ``endpoint``."""
    def read():
        rows = [_cells(line) for line in (ROOT / "docs/api.md").read_text().splitlines()
                if line.startswith(f"| `{endpoint}` |")]
        assert len(rows) == 1, endpoint
        return dict.fromkeys(_codes(rows[0][-1]))
    return read


def paragraph(doc: str, naming: str, *, sentence: bool = False
              ) -> Callable[[], dict[str, int | None]]:
    """The codes of the paragraph (or table row) of ``doc`` that contains ``naming``; with
    ``sentence``, of its text from ``naming`` to the end of that sentence only (a paragraph
    that also speaks of other endpoints' refusals)."""
    def read():
        found = [p for p in re.split(r"\n\s*\n|\n(?=\|)", (ROOT / doc).read_text())
                 if naming in p]
        assert len(found) == 1, (doc, naming)
        text = found[0]
        if sentence:
            text = re.split(r"\.(?:\s|$)", text[text.index(naming):], maxsplit=1)[0]
        return dict.fromkeys(_codes(text))
    return read


def refusals_table(doc: str, after: str) -> Callable[[], dict[str, int | None]]:
    """code -> status of the ``| status | code | why |`` table that follows ``after``."""
    def read():
        text = (ROOT / doc).read_text()
        assert after in text, (doc, after)
        out: dict[str, int | None] = {}
        for line in text.split(after, 1)[1].lstrip("\n").splitlines():
            if not line.startswith("|"):
                break
            status, codes = _cells(line)[:2]
            if status.isdigit():
                out |= dict.fromkeys(_codes(codes), int(status))
        assert out, (doc, after)
        return out
    return read


# -- the cases ----------------------------------------------------------------------------------
@dataclass
class World:
    client_for: Callable
    make_user: Callable
    settings: Any
    rates: Callable
    monkeypatch: pytest.MonkeyPatch


# A case sets up what it needs and returns (the client that asks, the request): only the request
# is watched for writes.
Case = Callable[[World], tuple]


def _post_device(body):
    def case(w: World):
        me = w.client_for()
        return me, lambda: me.post("/api/me/devices", body, format="json")
    return case


def _webpush_without_auth(w: World):
    me = w.client_for()
    sub = {"endpoint": "https://push.example.com/send/abc", "keys": {"p256dh": "BNc" * 20}}
    return me, lambda: register(me, sub)


def _too_many_devices(w: World):
    w.settings.PUSH_MAX_DEVICES = 1
    me = w.client_for()
    assert register(me, platform="fcm", token=FCM).status_code == 201
    return me, lambda: register(me, platform="apns", token=APNS)


def _another_accounts_device(w: World):
    other, me = w.client_for(), w.client_for()
    assert register(other, platform="fcm", token=FCM).status_code == 201
    device = Device.objects.get()
    return me, lambda: me.delete(f"/api/me/devices/{device.id}")


def _delete_me(body, **user):
    def case(w: World):
        me = w.client_for(**user)
        return me, lambda: me.delete("/api/me", body, format="json")
    return case


def _another_accounts_session(w: World):
    other, me = w.client_for(), w.client_for()
    token = DeviceToken.objects.filter(user=other.user).get()
    return me, lambda: me.delete(f"/api/me/sessions/{token.pk}")


def _change_password(current, new):
    def case(w: World):
        me = w.client_for()
        body = {"current_password": PASSWORD if current is None else current,
                "new_password": new}
        return me, lambda: me.post("/api/auth/password", body, format="json")
    return case


def _patch_email(email, *, mine=None, others=None, rate=None):
    def case(w: World):
        w.settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
        me = w.client_for()
        if mine:
            verified_email(me.user, mine)
        if others:
            verified_email(w.make_user(), others)
        if rate:
            w.rates(verify_email=rate)
            assert me.patch("/api/me", {"email": "first@example.com"},
                            format="json").status_code == 200
            me.user.refresh_from_db()
        return me, lambda: me.patch("/api/me", {"email": email}, format="json")
    return case


def _resend(verified: bool):
    def case(w: World):
        me = w.client_for()
        if verified:
            verified_email(me.user)
        return me, lambda: me.post("/api/me/email/verify")
    return case


def _unblock_nobody(w: World):
    me, other = w.client_for(), w.make_user()
    return me, lambda: me.delete(f"/api/me/blocks/{other.username}")


def _block(target, *, cap=None):
    def case(w: World):
        me = w.client_for()
        name = {"self": me.user.username, "nobody": "no-such-player"}.get(target)
        if cap is not None:
            w.monkeypatch.setattr(blocks, "MAX_BLOCKS", cap)
            assert me.post(f"/api/me/blocks/{w.make_user().username}").status_code == 201
        name = name or w.make_user().username
        return me, lambda: me.post(f"/api/me/blocks/{name}")
    return case


ENDPOINTS: dict[str, dict] = {
    "POST /api/me/devices": {
        "docs": [refusals_table("docs/push.md", "Refusals, with nothing written:")],
        "cases": {
            "invalid_device": [_post_device({"platform": "carrier-pigeon", "token": APNS}),
                               _webpush_without_auth,
                               _post_device({"platform": "apns", "token": "ab" * 31})],
            "invalid_push_endpoint": [_post_device({"platform": "webpush", "subscription": {
                "endpoint": "ftp://push.example.com/x",
                "keys": {"p256dh": "BNc", "auth": "tBH"}}})],
            "invalid": [_post_device({"platform": "fcm", "token": True})],
            "unknown_field": [_post_device({"platform": "fcm", "token": FCM, "extra": 1})],
            "too_many_devices": [_too_many_devices],
        }},
    "DELETE /api/me/devices/{id}": {
        "docs": [api_row("DELETE /api/me/devices/{id}"),
                 paragraph("docs/push.md", "`DELETE /api/me/devices/{id}`")],
        "cases": {"not_found": [_another_accounts_device]}},
    "DELETE /api/me": {
        "docs": [api_row("DELETE /api/me"),
                 paragraph("docs/accounts.md", '`DELETE /api/me` with `{"password": "..."}`')],
        "cases": {
            "wrong_password": [_delete_me({"password": "not-the-password"})],
            "invalid": [_delete_me({"password": 12345}), _delete_me({}),
                        _delete_me({"password": None})],
            "staff_account": [_delete_me({"password": PASSWORD}, staff=True)],
        }},
    "DELETE /api/me/sessions/{id}": {
        "docs": [api_row("DELETE /api/me/sessions/{id}"),
                 paragraph("docs/accounts.md", "| `DELETE /api/me/sessions/{id}` |")],
        "cases": {"session_not_found": [_another_accounts_session]}},
    "POST /api/auth/password": {
        "docs": [api_row("POST /api/auth/password")],
        "cases": {"wrong_password": [_change_password("not-it", "a-new-long-password")],
                  "invalid_password": [_change_password(None, "short")]}},
    "PATCH /api/me": {
        "docs": [api_row("PATCH /api/me")],
        "cases": {"invalid_email": [_patch_email("not an address")],
                  "email_unchanged": [_patch_email("me@example.com", mine="me@example.com")],
                  "email_taken": [_patch_email("taken@example.com",
                                               others="taken@example.com")],
                  "too_many_emails": [_patch_email("second@example.com", rate="1/hour")]}},
    "POST /api/me/email/verify": {
        "docs": [api_row("POST /api/me/email/verify")],
        "cases": {"no_email": [_resend(False)], "email_already_verified": [_resend(True)]}},
    "POST /api/me/blocks/{username}": {
        "docs": [api_row("POST /api/me/blocks/{username}"),
                 paragraph("docs/accounts.md", "You can block up to 1,000 players",
                           sentence=True)],
        "cases": {"cannot_block_self": [_block("self")], "user_not_found": [_block("nobody")],
                  "too_many_blocks": [_block("someone", cap=1)]}},
    "DELETE /api/me/blocks/{username}": {
        "docs": [api_row("DELETE /api/me/blocks/{username}"),
                 paragraph("docs/accounts.md", "`DELETE /api/me/blocks/{username}` lifts one")],
        "cases": {"not_blocked": [_unblock_nobody]}},
}


def documented(endpoint: str) -> dict[str, int | None]:
    """code -> the status the docs name with it (None: the error table's), from every source."""
    out: dict[str, int | None] = {}
    for source in ENDPOINTS[endpoint]["docs"]:
        for code, status in source().items():
            out[code] = status if status is not None else out.get(code)
    return out


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_every_documented_code_has_a_case_and_every_case_is_documented(endpoint):
    codes = documented(endpoint)
    assert codes  # the docs' sources were found and name codes
    assert sorted(codes) == sorted(ENDPOINTS[endpoint]["cases"])
    for code, status in codes.items():  # a status written beside a code is the table's
        assert status in (None, CODES[code].status), (endpoint, code, status)


def _counts() -> dict[str, int]:
    return {model._meta.label: model._default_manager.count() for model in apps.get_models()}


def _account(user) -> tuple:
    row = get_user_model().objects.get(pk=user.pk)
    return row.username, row.email, row.password, row.is_active, row.is_staff


CASES = [pytest.param(endpoint, code, case, id=f"{endpoint} {code} {i}")
         for endpoint, spec in ENDPOINTS.items()
         for code, cases in spec["cases"].items() for i, case in enumerate(cases)]


@pytest.mark.parametrize("endpoint,code,case", CASES)
def test_each_documented_refusal_answers_its_code_and_writes_nothing(
        endpoint, code, case, client_for, make_user, settings, rates, monkeypatch):
    client, ask = case(World(client_for, make_user, settings, rates, monkeypatch))
    before, account = _counts(), _account(client.user)
    r = ask()
    assert (r.status_code, r.json()["code"]) == (CODES[code].status, code), r.json()
    assert _counts() == before
    assert _account(client.user) == account
