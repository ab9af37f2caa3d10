from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Accounts: registration, token login and logout, lock-out, the token lookup."""

    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"
