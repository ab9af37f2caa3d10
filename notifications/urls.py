from django.urls import path

from . import api
from .push import api as push_api

urlpatterns = [
    path("me/notifications", api.MyNotificationsApi.as_view(), name="my-notifications"),
    path("me/notifications/read", api.MyNotificationsReadApi.as_view(),
         name="my-notifications-read"),
    path("me/notifications/unread-count", api.MyUnreadCountApi.as_view(),
         name="my-notifications-unread"),
    path("me/notification-settings", api.MyNotificationSettingsApi.as_view(),
         name="my-notification-settings"),
    path("me/webhooks", api.MyWebhooksApi.as_view(), name="my-webhooks"),
    path("me/webhooks/<int:endpoint_id>", api.MyWebhookApi.as_view(), name="my-webhook"),
    path("me/devices", push_api.MyDevicesApi.as_view(), name="my-devices"),
    path("me/devices/<int:device_id>", push_api.MyDeviceApi.as_view(), name="my-device"),
]
