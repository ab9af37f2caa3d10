"""Invitations a block withdrew (games.services.blocks) notify nobody: the blocked player is
not told, nor the one who blocked (a revocation by a creator still notifies, as before)."""

from __future__ import annotations

import pytest

from accounts import blocks
from games import services
from games.services import invitations
from notifications.models import Notification
from tests.notifications.conftest import kinds_of, relay

pytestmark = pytest.mark.django_db


def test_a_block_withdraws_invitations_quietly(make_user):
    a, b, c = make_user(), make_user(), make_user()
    invitations.challenge_create(user=a, username=b.username, kind="toy_guess")
    game = services.game_create(user=c, kind="quiddler", seats=3, invite=[a, b])
    invitations.challenge_create(user=b, username=c.username, kind="toy_guess")
    relay()
    Notification.objects.all().delete()
    blocks.block_create(user=b, username=a.username)  # withdraws a's challenge of b
    invitations.invitation_revoke(game_id=game.id, user=c, username=b.username)
    relay()
    assert kinds_of(b) == ["invite_revoked"]  # c's revocation only
    assert "invite_revoked" not in kinds_of(a) + kinds_of(c)
    assert Notification.objects.count() == 1
