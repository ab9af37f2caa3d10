"""Links used twice at once: of two requests with the same link, one wins and the other finds
it spent (the token is checked again under the account's row lock); two accounts verifying
the same address at once: one gets it, the other 409 ``email_taken``. PostgreSQL only (real
row locks and concurrent writers)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from accounts import addresses, links, passwords
from accounts.models import EmailState
from tests.support.accounts import verified_email
from tests.support.concurrency import needs_postgres, race

pytestmark = [needs_postgres, pytest.mark.django_db(transaction=True)]


def test_a_reset_link_used_twice_at_once_sets_one_password(make_user):
    user = make_user()
    verified_email(user)
    uid, token = links.uid_of(user), links.reset_tokens.make_token(user)
    tries = ["first-new-pass-1", "second-new-pass-2"]
    results = race(2, lambda i: passwords.password_reset_confirm(
        uidb64=uid, token=token, new_password=tries[i]).pk)
    assert sorted(code for code, _ in results) == ["invalid_link", "ok"], results
    user.refresh_from_db()
    assert sum(user.check_password(p) for p in tries) == 1


def test_two_accounts_verifying_one_address_at_once(make_user):
    people = [make_user(), make_user()]
    for person in people:
        addresses.email_set(user=person, email="both@example.com")
    made = [(links.uid_of(p), links.verification_tokens.make_token(
        get_user_model().objects.get(pk=p.pk))) for p in people]
    results = race(2, lambda i: addresses.email_verify(uidb64=made[i][0],
                                                       token=made[i][1]).pk)
    assert sorted(code for code, _ in results) == ["email_taken", "ok"], results
    assert EmailState.objects.exclude(verified="").count() == 1
