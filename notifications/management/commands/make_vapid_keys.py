"""``manage.py make_vapid_keys``: a new VAPID key pair for Web Push, printed as settings."""

from django.core.management.base import BaseCommand

from notifications.push.webpush import make_keys


class Command(BaseCommand):
    help = ("Print a new VAPID key pair (WEBPUSH_VAPID_PRIVATE_KEY, WEBPUSH_VAPID_PUBLIC_KEY) "
            "for the environment. Keep the private key secret; changing the pair later makes "
            "every browser subscribe again.")

    def handle(self, *args, **options):
        private, public = make_keys()
        self.stdout.write(f"WEBPUSH_VAPID_PRIVATE_KEY={private}\n"
                          f"WEBPUSH_VAPID_PUBLIC_KEY={public}\n")
