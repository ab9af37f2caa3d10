from django.apps import AppConfig


class WebConfig(AppConfig):
    """The web client: Django templates with htmx over the same services and selectors as the
    REST API (no rule, visibility check or redaction of its own)."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "web"
