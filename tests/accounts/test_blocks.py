"""Blocks' service and checks (accounts.blocks)."""

import pytest
from django.contrib.auth import get_user_model

from accounts import blocks
from accounts.models import Block
from config.errors import ServiceError

pytestmark = pytest.mark.django_db


@pytest.fixture
def people():
    User = get_user_model()
    return [User.objects.create_user(name, password="pw-long-enough")
            for name in ("alice", "bob", "carol")]


def test_block_is_idempotent_and_separates_both_ways(people):
    alice, bob, carol = people
    block, created = blocks.block_create(user=alice, username="BOB")
    again, created_again = blocks.block_create(user=alice, username="bob")
    assert created and not created_again and again.pk == block.pk
    assert blocks.blocked_either(alice.pk, bob.pk) and blocks.blocked_either(bob.pk, alice.pk)
    assert not blocks.blocked_either(alice.pk, carol.pk)
    assert blocks.separated_from(bob.pk) == {alice.pk}
    assert blocks.separated_from(alice.pk, among=[carol.pk]) == set()
    with pytest.raises(ServiceError) as refused:
        blocks.refuse_blocked(bob.pk, alice.pk, "invite")
    assert refused.value.code == "blocked" and refused.value.status == 403


@pytest.mark.parametrize("name, code", [("alice", "cannot_block_self"),
                                        ("nobody", "user_not_found"), (None, "user_not_found")])
def test_bad_blocks_write_nothing(people, name, code):
    with pytest.raises(ServiceError) as refused:
        blocks.block_create(user=people[0], username=name)
    assert refused.value.code == code
    assert not Block.objects.exists()


def test_unblock(people):
    alice, bob, _ = people
    blocks.block_create(user=alice, username="bob")
    with pytest.raises(ServiceError) as refused:
        blocks.block_delete(user=bob, username="alice")  # bob made no block
    assert refused.value.code == "not_blocked"
    blocks.block_delete(user=alice, username="bob")
    assert not blocks.blocked_either(alice.pk, bob.pk)


def test_block_limit(people, monkeypatch):
    alice, bob, carol = people
    monkeypatch.setattr(blocks, "MAX_BLOCKS", 1)
    blocks.block_create(user=alice, username="bob")
    with pytest.raises(ServiceError) as refused:
        blocks.block_create(user=alice, username="carol")
    assert refused.value.code == "too_many_blocks" and refused.value.extra == {"limit": 1}
