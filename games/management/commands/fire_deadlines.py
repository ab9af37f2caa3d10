from django.core.management.base import BaseCommand

from games.tasks import fire_due_deadlines


class Command(BaseCommand):
    help = "Apply the fallback of every game whose deadline has passed (cron, or no broker)."

    def handle(self, *args, **options):
        n = fire_due_deadlines()
        self.stdout.write(f"fired {n} deadlines")
