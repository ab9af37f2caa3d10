"""``manage.py load_dictionary NAME FILE``: add a word list (a house or tournament list)."""

from django.core.management.base import BaseCommand, CommandError

from config.errors import ServiceError
from dictionary import services


class Command(BaseCommand):
    help = ("Compile a word list (one word a line; plain, .gz, .xz or .bz2) as dictionary NAME. "
            "Only lower-case a-z words of 2+ letters are kept (others are counted as skipped).")

    def add_arguments(self, parser):
        parser.add_argument("name", help="dictionary name: a-z, 0-9, '_' or '-'")
        parser.add_argument("file", help="the word list")
        parser.add_argument("--source", default="", help="where the list comes from")
        parser.add_argument("--replace", action="store_true",
                            help="load a new version of an existing name (old games keep theirs)")

    def handle(self, *args, name: str, file: str, source: str, replace: bool, **options):
        try:
            row, skipped = services.dictionary_load_file(name=name, path=file, source=source,
                                                         replace=replace)
        except ServiceError as exc:
            raise CommandError(f"{exc.code}: {exc.detail}")
        except OSError as exc:
            raise CommandError(f"cannot read {file}: {exc}")
        self.stdout.write(f"{row.name}: {row.word_count} words, sha256 {row.sha256}"
                          + (f", {skipped} lines skipped" if skipped else ""))
