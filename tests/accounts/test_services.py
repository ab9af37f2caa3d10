"""accounts.services: usernames cannot look alike (NFKC-normalised, a documented set of
characters, unique ignoring case, down to the database's index), and login ignores case."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction

from tests.support.http import expect, register

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lookalike", ["xcase", "XCASE", "xCASE", "\uff58Case", " xCase"])
def test_usernames_are_unique_ignoring_case_and_compatibility_forms(anon, lookalike):
    assert register(anon, "xCase").status_code == 201
    r = register(anon, lookalike)
    assert r.status_code in (400, 409), r.json()
    assert r.json()["code"] in ("username_taken", "invalid_username")
    assert get_user_model().objects.count() == 1


@pytest.mark.parametrize("name", ["x\u0430se", "ab", "a" * 31, "bad name",
                                  "emoji\U0001f600", "semi;colon", "at@sign"])
def test_usernames_outside_the_documented_set_are_refused(anon, name):
    expect(register(anon, name), 400, "invalid_username")


def test_the_ligature_folds_into_an_existing_name(anon):
    assert register(anon, "fish").status_code == 201
    assert register(anon, "\ufb01sh").status_code in (400, 409)


def test_login_ignores_case(anon):
    assert register(anon, "Grace_Hopper").status_code == 201
    r = anon.post("/api/auth/token", {"username": "grace_hopper", "password": "lovelace-1815"},
                  format="json")
    assert r.status_code == 200 and r.json()["username"] == "Grace_Hopper"


def test_the_database_refuses_a_case_variant(make_user):
    make_user("Quentin")
    with pytest.raises(IntegrityError), transaction.atomic():
        get_user_model().objects.create_user(username="quentin", password="x")


@pytest.mark.parametrize("name", ["bot-basic-9", "BOT-strong-1", "Bot-x", "bot_basic_1",
                                  "bot.strong.2", "b0t-basic-1", "B0T_random_1",
                                  "\uff42\uff4f\uff54-basic-1"])
def test_names_that_look_like_bot_accounts_are_refused(anon, name):
    """Bots are ``bot-<level>-<n>``: a person may not take a name that reads as one, in any
    case, with ``_`` or ``.`` for ``-`` or ``0`` for ``o``."""
    expect(register(anon, name), 400, "username_reserved")
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize("name", ["bottle", "robot-1", "botany_fan", "abbot-x"])
def test_names_merely_containing_bot_are_free(anon, name):
    assert register(anon, name).status_code == 201


def test_a_name_differing_only_in_case_is_taken(anon):
    assert register(anon, "MixedCase").status_code == 201
    expect(register(anon, "mixedcase"), 409, "username_taken")
    expect(register(anon, "MIXEDCASE"), 409, "username_taken")
