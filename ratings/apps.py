"""Ratings: each player's skill per game kind, derived from the finished games in the log."""
from django.apps import AppConfig


class RatingsConfig(AppConfig):
    name = "ratings"
    verbose_name = "Ratings"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from events import subscriptions

        from . import subscriber

        subscriptions.subscribe(subscriber.NAME, subscriber.handle, batch=subscriber.BATCH)
