from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    verbose_name = "Notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from accounts.export import account_exporting
        from accounts.signals import account_erasing
        from events import subscriptions

        from . import erasure, export, subscriber
        from .push import devices

        subscriptions.subscribe(subscriber.NAME, subscriber.handle)
        account_erasing.connect(erasure.on_account_erasing, dispatch_uid="notifications.erasure")
        account_erasing.connect(devices.erase_devices, dispatch_uid="push-erase-devices")
        account_exporting.connect(export.on_account_exporting,
                                  dispatch_uid="notifications.export")
