from django.core.management.base import BaseCommand

from games.index.projections import rebuild_all


class Command(BaseCommand):
    help = "Rebuild the game index (Game, Seat) from the event log."

    def handle(self, *args, **options):
        n = rebuild_all()
        self.stdout.write(self.style.SUCCESS(f"rebuilt {n} games from their events"))
