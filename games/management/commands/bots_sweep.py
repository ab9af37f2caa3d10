from django.core.management.base import BaseCommand

from games.tasks import bots_sweep


class Command(BaseCommand):
    help = ("Queue every bot move due in an active game (cron, or no broker: the moves are "
            "made here).")

    def handle(self, *args, **options):
        n = bots_sweep()
        self.stdout.write(f"queued {n} bot moves")
