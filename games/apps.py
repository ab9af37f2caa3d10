from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from events import subscriptions
        from games import errors, folders, tasks  # noqa: F401
        from games.services import bots as bot_relay  # noqa: F401
        from games.staff import admin  # noqa: F401  (the staff pages register themselves)
        # tasks connects the deadline scheduler to events_appended; folders registers the
        # upcaster of old dispute decisions before any event is read; errors adds the games'
        # rule codes to config.errors.CODES
        subscriptions.subscribe(bot_relay.NAME, bot_relay.handle)
        from accounts.export import account_exporting
        from accounts.signals import account_erasing, blocked
        from games.selectors import export
        from games.services import blocks, erasure
        # the games leave play and the log first: the other apps' receivers come after
        account_erasing.connect(erasure.on_account_erasing, dispatch_uid="games.erasure")
        account_exporting.connect(export.on_account_exporting, dispatch_uid="games.export")
        # a new block withdraws the pending invitations between the two players
        blocked.connect(blocks.on_blocked, dispatch_uid="games.blocks")
