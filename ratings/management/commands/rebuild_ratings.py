"""``manage.py rebuild_ratings``: wipe the ratings tables and derive them again from the log."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from ratings import services


class Command(BaseCommand):
    help = ("Wipe the ratings (Rating, RatedGame, RatingChange) and rate every finished game "
            "of the log again, up to where the ratings subscriber has read; the numbers are the "
            "subscriber's. Run the relay first to include the latest games.")

    def add_arguments(self, parser):
        parser.add_argument("--chunk", type=int, default=1000,
                            help="games read and written at a time (memory)")

    def handle(self, *args, **options):
        n = services.rebuild(chunk=options["chunk"])
        self.stdout.write(f"rated {n} finished games again")
