"""Admin: notifications and the webhook outbox; dead letters are filtered by status."""

from django.contrib import admin

from . import outbox, webhooks
from .models import Notification, NotificationSettings, WebhookDelivery, WebhookEndpoint


@admin.register(Notification)
class NotificationAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "kind", "game", "created_at", "read_at", "emailed_at")
    list_filter = ("kind",)
    search_fields = ("user__username", "game")
    readonly_fields = [f.name for f in Notification._meta.fields]


@admin.register(NotificationSettings)
class NotificationSettingsAdmin(admin.ModelAdmin):
    list_display = ("user", "inbox", "webhook", "email", "digest_sent_at")


@admin.register(WebhookEndpoint)
class WebhookEndpointAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "url", "created_at")
    search_fields = ("user__username", "url")
    exclude = ("secret",)  # shown once to its owner, never again


@admin.action(description="Send again (reset attempts)")
def redeliver(modeladmin, request, queryset):
    from .tasks import deliver_webhook

    for delivery_id in webhooks.OUTBOX.again(queryset.values_list("id", flat=True)):
        outbox.enqueue(deliver_webhook, delivery_id)


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(admin.ModelAdmin):
    """The outbox; filter by status "dead" for the dead letters."""

    list_display = ("id", "endpoint", "notification", "status", "attempts", "last_status",
                    "due_at", "done_at")
    list_filter = ("status",)
    readonly_fields = [f.name for f in WebhookDelivery._meta.fields]
    actions = [redeliver]

    def has_add_permission(self, request):
        return False

from .push import admin as push_admin  # noqa: E402,F401  (registers the push tables)
