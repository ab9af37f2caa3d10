"""Chat: per game a players' room and a watchers' room, reports and their moderation."""
from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "chat"
    verbose_name = "Chat"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from django.contrib import admin

        # the admin index with the Reports box under the games' Disputes box (set here: the
        # games set theirs in their ready(), which runs before this one)
        admin.site.index_template = "admin/chat/index.html"
        from accounts.export import account_exporting
        from accounts.signals import account_erasing
        from events import waiting

        from . import erasure

        account_erasing.connect(erasure.on_account_erasing, dispatch_uid="chat.erasure")
        account_exporting.connect(erasure.on_account_exporting, dispatch_uid="chat.export")
        # a message appends no event: SQLite's commit watch must wake the rooms' waiters anyway
        waiting.wake_on_any_commit("chat:")
