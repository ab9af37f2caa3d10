"""``manage.py relay``: run the outbox relay by hand (ops), once or in a loop."""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand

from events import subscriptions


class Command(BaseCommand):
    help = "Number new events and catch every subscriber up (what the relay task does)."

    def add_arguments(self, parser):
        parser.add_argument("--loop", action="store_true", help="keep running")
        parser.add_argument("--interval", type=float, default=2.0,
                            help="seconds between runs with --loop (default 2)")
        parser.add_argument("--status", action="store_true",
                            help="only print the events waiting to be numbered and each "
                                 "subscriber's lag")

    def handle(self, *args, loop, interval, status, **options):
        if status:
            self.stdout.write(f"head {subscriptions.head()}")
            # appended but not numbered yet: no subscriber sees them until the relay runs
            waiting, oldest = subscriptions.unnumbered()
            since = f" (oldest recorded {oldest.isoformat()})" if oldest else ""
            self.stdout.write(f"unnumbered {waiting}{since}")
            for name, behind in subscriptions.lag().items():
                self.stdout.write(f"{name}: {behind} behind")
            return
        while True:
            report = subscriptions.relay()
            self.stdout.write(" ".join(f"{k}={v}" for k, v in report.items()))
            if not loop:
                return
            time.sleep(interval)
