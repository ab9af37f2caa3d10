"""Dictionary services: the engine resolver, word checks, building and loading lists."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from config.errors import ServiceError
from dictionary import services, trie
from dictionary.models import Dictionary
from games.kinds.quiddler.rules import words


def test_q9_app_ready_installs_a_resolver_for_the_engines(scowl):
    # No database here: the default list resolves from its file alone (a test that touched
    # the database without the django_db mark would fail).
    checker = words.resolve(trie.DEFAULT_NAME)
    assert isinstance(checker, trie.TrieDictionary)
    assert checker is scowl  # one memory-mapped trie per process and directory
    assert words.resolve(trie.DEFAULT_NAME, scowl.sha256) is scowl
    assert checker.is_word("quiz") and checker.has_prefix("quar")


def test_q9_a_pinned_checksum_must_match_exactly(scowl):
    with pytest.raises(words.UnknownDictionary):
        words.resolve(trie.DEFAULT_NAME, "0" * 64)


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["nosuch", "../../etc/passwd", "", "UPPER"])
def test_unknown_dictionaries_do_not_resolve(name):
    assert services.checker_resolve(name) is None
    with pytest.raises(words.UnknownDictionary):
        words.resolve(name)


@pytest.mark.django_db
def test_q9_a_replaced_list_keeps_serving_games_pinned_to_the_old_one():
    old = services.dictionary_load(name="house", words=["cat", "dog"])
    new = services.dictionary_load(name="house", words=["cat", "dog", "tac"], replace=True)
    assert old.pk == new.pk and old.sha256 != new.sha256
    assert words.resolve("house").sha256 == new.sha256  # new games get the new list
    pinned = words.resolve("house", old.sha256)  # replays keep theirs, without the row
    assert pinned.sha256 == old.sha256 and not pinned.is_word("tac")
    assert words.resolve("house", new.sha256).is_word("tac")


def test_word_checks_against_the_default_list(scowl):
    assert services.is_word("Quiz") is True
    assert services.is_word("qz") is False
    assert services.has_prefix("quix") is True  # quixotic
    assert services.has_prefix("qx") is False
    assert services.check(["cat", "DOG", "qz"]) == {
        "results": {"cat": True, "dog": True, "qz": False}, "all_valid": False}
    assert services.check(["cat", "cat"]) == {"results": {"cat": True}, "all_valid": True}
    assert services.check([]) == {"results": {}, "all_valid": True}


@pytest.mark.parametrize("bad,code", [
    ("", "invalid_word"), ("c4t", "invalid_word"), ("re-enter", "invalid_word"),
    ("don't", "invalid_word"), ("café", "invalid_word"), ("c t", "invalid_word"),
    (5, "invalid_word"), (None, "invalid_word"),
    ("a" * 65, "word_too_long"), ("!" * 10_000, "word_too_long"),
])
def test_bad_words_are_refused_with_stable_codes(scowl, bad, code):
    with pytest.raises(ServiceError) as exc:
        services.check(["cat", bad])
    assert exc.value.code == code and exc.value.status == 400


def test_the_longest_allowed_word_is_accepted(scowl):
    assert services.check(["a" * services.MAX_WORD_LENGTH])["all_valid"] is False


def test_too_many_words_are_refused(scowl):
    assert len(services.check(["cat"] * services.MAX_WORDS)["results"]) == 1
    with pytest.raises(ServiceError) as exc:
        services.check(["cat"] * (services.MAX_WORDS + 1))
    assert exc.value.code == "too_many_words"


@pytest.mark.django_db
def test_unknown_dictionary_is_a_404_service_error():
    with pytest.raises(ServiceError) as exc:
        services.is_word("cat", name="nosuch")
    assert (exc.value.code, exc.value.status) == ("unknown_dictionary", 404)


# -- management commands -----------------------------------------------------------------------

@pytest.mark.django_db
def test_build_dictionary_compiles_then_is_idempotent(tmp_path, settings, capsys):
    settings.DICTIONARY_DIR = tmp_path / "fresh"
    call_command("build_dictionary")
    assert "compiled in" in capsys.readouterr().out
    manifest = trie.default_manifest()
    path = trie.trie_path(settings.DICTIONARY_DIR, trie.DEFAULT_NAME, manifest["sha256"])
    anagrams = trie.anagram_path(path)  # the solver's index, compiled with the word trie
    mtime, anagrams_mtime = path.stat().st_mtime_ns, anagrams.stat().st_mtime_ns
    call_command("build_dictionary")
    assert "already built" in capsys.readouterr().out
    assert path.stat().st_mtime_ns == mtime
    assert anagrams.stat().st_mtime_ns == anagrams_mtime
    anagrams.unlink()  # e.g. compiled by a version without anagram tries: only it is built
    call_command("build_dictionary")
    assert "compiled in" in capsys.readouterr().out
    assert path.stat().st_mtime_ns == mtime and anagrams.exists()
    row = Dictionary.objects.get(name=trie.DEFAULT_NAME)
    assert (row.sha256, row.word_count, row.is_default) == (
        manifest["sha256"], manifest["word_count"], True)
    assert Dictionary.objects.count() == 1


@pytest.mark.django_db
def test_load_dictionary_command(tmp_path, capsys):
    listing = tmp_path / "house.txt"
    listing.write_text("cat\ndog\nParis\n\n# comment\n")
    call_command("load_dictionary", "house", str(listing), "--source", "our club")
    assert "2 words" in capsys.readouterr().out
    row = Dictionary.objects.get(name="house")
    assert (row.word_count, row.source, row.is_default) == (2, "our club", False)
    assert row.sha256 == trie.words_sha256(["cat", "dog"])
    call_command("load_dictionary", "house", str(listing))  # the same list again: a no-op
    listing.write_text("cat\n")
    with pytest.raises(CommandError, match="dictionary_exists"):
        call_command("load_dictionary", "house", str(listing))
    call_command("load_dictionary", "house", str(listing), "--replace")
    assert Dictionary.objects.get(name="house").word_count == 1


@pytest.mark.django_db
@pytest.mark.parametrize("name,text,message", [
    ("scowl80", "cat\n", "reserved_name"),
    ("Bad Name", "cat\n", "invalid_name"),
    ("house", "Paris\n", "empty_list"),
])
def test_load_dictionary_refusals(tmp_path, name, text, message):
    listing = tmp_path / "list.txt"
    listing.write_text(text)
    with pytest.raises(CommandError, match=message):
        call_command("load_dictionary", name, str(listing))
    assert not Dictionary.objects.exists()


@pytest.mark.django_db
def test_load_dictionary_missing_file(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        call_command("load_dictionary", "house", str(tmp_path / "nope.txt"))


@pytest.mark.django_db
def test_only_one_dictionary_is_the_default():
    services.dictionary_build_default()
    services.dictionary_load(name="house", words=["cat"])
    assert list(Dictionary.objects.filter(is_default=True).values_list("name", flat=True)) == [
        trie.DEFAULT_NAME]
