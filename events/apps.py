import os
import sys

from django.apps import AppConfig


class EventsConfig(AppConfig):
    name = "events"
    verbose_name = "Event store"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from django.conf import settings

        from config import scheduler

        # no broker under runserver: the beat schedule runs in a thread of the serving process
        scheduler.start_if_serving(sys.argv, os.environ, settings)
