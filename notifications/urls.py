from django.urls import path

from . import apis
from .push import apis as push_apis

urlpatterns = [
    path("me/notifications", apis.MyNotificationsApi.as_view(), name="my-notifications"),
    path("me/notifications/read", apis.MyNotificationsReadApi.as_view(),
         name="my-notifications-read"),
    path("me/notifications/unread-count", apis.MyUnreadCountApi.as_view(),
         name="my-notifications-unread"),
    path("me/notification-settings", apis.MyNotificationSettingsApi.as_view(),
         name="my-notification-settings"),
    path("me/webhooks", apis.MyWebhooksApi.as_view(), name="my-webhooks"),
    path("me/webhooks/<int:endpoint_id>", apis.MyWebhookApi.as_view(), name="my-webhook"),
    path("me/devices", push_apis.MyDevicesApi.as_view(), name="my-devices"),
    path("me/devices/<int:device_id>", push_apis.MyDeviceApi.as_view(), name="my-device"),
]
