"""``manage.py build_dictionary``: compile the committed default list and record it."""

import time

from django.conf import settings
from django.core.management.base import BaseCommand

from dictionary import services


class Command(BaseCommand):
    help = ("Compile the committed default word list (dictionary/data) and its anagram trie into "
            "DICTIONARY_DIR and record it as the default dictionary. Idempotent; fast when "
            "already built.")

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true",
                            help="recompile the trie files (words and anagrams) even if they exist")

    def handle(self, *args, force: bool = False, **options):
        started = time.perf_counter()
        row, compiled = services.dictionary_build_default(force=force)
        elapsed = time.perf_counter() - started
        action = f"compiled in {elapsed:.2f} s" if compiled else "already built"
        self.stdout.write(f"{row.name}: {row.word_count} words, sha256 {row.sha256}, {action} "
                          f"({settings.DICTIONARY_DIR})")
