from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from events import subscriptions

        from . import bot_relay, stream, tasks  # noqa: F401
        # tasks connects the deadline scheduler to events_appended; stream registers the
        # upcaster of old dispute decisions before any event is read
        subscriptions.subscribe(bot_relay.NAME, bot_relay.handle)
