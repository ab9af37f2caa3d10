"""Admin: push devices and the push outbox (dead and skipped deliveries filtered by status)."""

from django.contrib import admin

from .models import Device, PushDelivery


@admin.register(Device)
class DeviceAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "platform", "name", "created_at", "last_success_at")
    list_filter = ("platform",)
    search_fields = ("user__username", "name")
    exclude = ("data",)  # the subscription's keys: the sender's, nobody else's


@admin.register(PushDelivery)
class PushDeliveryAdmin(admin.ModelAdmin):
    list_display = ("id", "device", "notification", "status", "attempts", "last_status",
                    "due_at", "done_at")
    list_filter = ("status",)
    readonly_fields = [f.name for f in PushDelivery._meta.fields]
