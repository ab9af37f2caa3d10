from django.contrib import admin

from .models import Dictionary


@admin.register(Dictionary)
class DictionaryAdmin(admin.ModelAdmin):
    """Read-only: lists are added with ``manage.py build_dictionary`` / ``load_dictionary``."""

    list_display = ["name", "word_count", "short_sha", "is_default", "source", "updated_at"]
    readonly_fields = ["name", "sha256", "word_count", "source", "is_default", "created_at",
                       "updated_at"]
    search_fields = ["name", "sha256"]

    @admin.display(description="sha256")
    def short_sha(self, obj: Dictionary) -> str:
        return obj.sha256[:12]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False
