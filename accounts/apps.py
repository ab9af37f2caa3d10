from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Accounts: registration, token login and logout, lock-out, the token lookup, email
    addresses and password reset."""

    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from django.contrib import admin

        from accounts import (
            addresses,  # noqa: F401  (connects its account_erasing receiver)
            blocks,  # noqa: F401  (connects its account_erasing receiver)
            sessions,  # noqa: F401  (connects the password_changed receiver)
        )
        from accounts.forms import AdminLoginForm

        # /admin/login/ checks passwords as the API does: lock-out, rate, names in any case
        admin.site.login_form = AdminLoginForm
