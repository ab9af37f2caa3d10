from django.contrib import admin

from .models import Event


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    """Read-only: history is never edited, not even by staff."""

    list_display = ("stream", "version", "type", "recorded_at")
    list_filter = ("type",)
    search_fields = ("stream",)
    readonly_fields = [f.name for f in Event._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
