"""The dictionary endpoints: GET /api/dictionaries, .../words/{word}, POST .../check."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from dictionary import services, trie
from tests.support.http import expect

pytestmark = pytest.mark.django_db


@pytest.fixture
def client(scowl):
    # force_authenticate: no password hashing (slow, and not what these tests are about)
    client = APIClient()
    client.force_authenticate(get_user_model().objects.create(username="reader"))
    return client


def word_url(word: str, name: str = trie.DEFAULT_NAME) -> str:
    return f"/api/dictionaries/{name}/words/{word}"


def check(client, words, name: str = trie.DEFAULT_NAME):
    return client.post(f"/api/dictionaries/{name}/check", {"words": words}, format="json")


def test_list_shows_the_default_even_before_it_is_recorded(client):
    r = client.get("/api/dictionaries")
    assert r.status_code == 200
    manifest = trie.default_manifest()
    assert r.json() == {"count": 1, "next": None, "previous": None, "results": [
        {"name": "scowl80", "sha256": manifest["sha256"], "word_count": manifest["word_count"],
         "default": True}]}


def test_list_shows_loaded_dictionaries_and_paginates(client):
    services.dictionary_build_default()
    house = services.dictionary_load(name="house", words=["cat", "dog"])
    body = client.get("/api/dictionaries").json()
    assert [(d["name"], d["default"]) for d in body["results"]] == [
        ("house", False), ("scowl80", True)]
    assert body["results"][0] == {"name": "house", "sha256": house.sha256, "word_count": 2,
                                  "default": False}
    page = client.get("/api/dictionaries?limit=1&offset=1").json()
    assert page["count"] == 2 and [d["name"] for d in page["results"]] == ["scowl80"]


def test_word_lookup(client):
    assert client.get(word_url("quiz")).json() == {"word": "quiz", "valid": True}
    assert client.get(word_url("QuIz")).json() == {"word": "quiz", "valid": True}
    assert client.get(word_url("qz")).json() == {"word": "qz", "valid": False}


def test_check_several_words(client):
    r = check(client, ["cat", "Dog", "qz"])
    assert r.status_code == 200
    assert r.json() == {"results": {"cat": True, "dog": True, "qz": False}, "all_valid": False}
    assert check(client, ["quiz", "the"]).json()["all_valid"] is True


def test_a_loaded_dictionary_answers_by_its_own_list(client):
    services.dictionary_load(name="house", words=["cat", "zzyzx"])
    assert client.get(word_url("zzyzx", "house")).json()["valid"] is True
    assert client.get(word_url("quiz", "house")).json()["valid"] is False
    assert check(client, ["cat", "zzyzx"], "house").json()["all_valid"] is True


@pytest.mark.parametrize("word", ["c4t", "re-enter", "don't", "caf%C3%A9", "c%20t", "_"])
def test_word_with_non_letters_is_refused(client, word):
    expect(client.get(word_url(word)), 400, "invalid_word")


def test_huge_word_in_the_path_is_refused(client):
    expect(client.get(word_url("a" * 10_000)), 400, "word_too_long")


@pytest.mark.parametrize("words,code", [
    (["cat", "c4t"], "invalid_word"),
    (["cat", ""], "invalid_word"),
    (["cat", 5], "invalid_word"),
    (["cat", "a" * 10_240], "word_too_long"),
    (["cat"] * 1000, "too_many_words"),
    (["cat"] * (services.MAX_WORDS + 1), "too_many_words"),
])
def test_check_refuses_bad_words(client, words, code):
    expect(check(client, words), 400, code)


def test_check_accepts_the_maximum_number_of_words(client):
    assert check(client, ["cat"] * services.MAX_WORDS).status_code == 200


@pytest.mark.parametrize("body", [{}, {"words": "cat"}, {"words": [["cat"]]},
                                  {"words": [None]}, ["cat"]])
def test_check_refuses_a_malformed_body(client, body):
    r = client.post("/api/dictionaries/scowl80/check", body, format="json")
    expect(r, 400, "invalid")


def test_check_refuses_broken_json(client):
    r = client.post("/api/dictionaries/scowl80/check", "{words:", content_type="application/json")
    expect(r, 400, "malformed_json")


def test_unknown_dictionary_is_404(client):
    expect(client.get(word_url("cat", "nosuch")), 404, "unknown_dictionary")
    expect(check(client, ["cat"], "nosuch"), 404, "unknown_dictionary")
    # the dictionary is looked up first, whatever else is wrong
    expect(check(client, ["c4t"] * 1000, "NoSuch"), 404, "unknown_dictionary")


def test_authentication_is_required(anon, scowl):
    expect(anon.get("/api/dictionaries"), 401, "not_authenticated")
    expect(anon.get(word_url("cat")), 401, "not_authenticated")
    expect(check(anon, ["cat"]), 401, "not_authenticated")


def test_the_schema_documents_the_endpoints():
    from drf_spectacular.generators import SchemaGenerator

    paths = SchemaGenerator().get_schema(request=None, public=True)["paths"]
    assert "get" in paths["/api/dictionaries"]
    word = paths["/api/dictionaries/{name}/words/{word}"]["get"]
    assert {"200", "400", "404"} <= set(word["responses"])
    post = paths["/api/dictionaries/{name}/check"]["post"]
    assert "requestBody" in post and {"200", "400", "404"} <= set(post["responses"])
