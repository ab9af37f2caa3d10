"""Quick pairing: a pool of seeks (game requests) that pairs compatible ones into games."""
from django.apps import AppConfig


class PairingConfig(AppConfig):
    name = "pairing"
    verbose_name = "Quick pairing"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from accounts.export import account_exporting
        from accounts.signals import account_erasing

        from . import services

        account_erasing.connect(services.on_account_erasing, dispatch_uid="pairing.erasure")
        account_exporting.connect(services.on_account_exporting, dispatch_uid="pairing.export")
