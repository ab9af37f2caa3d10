"""The chat's part of an account's archive (``GET /api/me/export``): the account's own messages
and the reports it filed, not the others' messages. (Erasure: tests/accounts/test_erasure.py
scans every table for the name after a history with chat messages, reports and a mute.)"""

from __future__ import annotations

import pytest

from tests.accounts.test_export import archive
from tests.chat.support import chat, toy

pytestmark = pytest.mark.django_db


def test_the_archive_holds_its_own_messages_and_reports(client_for):
    me, other = client_for(), client_for()
    gid = toy([me, other])
    mine = chat(me, gid, body="my words").json()["id"]
    theirs = chat(other, gid, body="their words").json()["id"]
    assert me.post(f"/api/chat/messages/{theirs}/report", {"reason": "why"},
                   format="json").status_code == 201
    got = archive(me)
    assert [(m["id"], m["body"], m["room"], m["game"]) for m in got["chat_messages"]] == [
        (mine, "my words", "players", gid)]
    assert [(r["message"], r["reason"]) for r in got["chat_reports"]] == [(theirs, "why")]
    assert "their words" not in str(got)
