from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    verbose_name = "Notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from events import subscriptions

        from . import subscriber

        subscriptions.subscribe(subscriber.NAME, subscriber.handle)
