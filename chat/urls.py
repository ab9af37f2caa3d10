"""The chat's endpoints, under /api/."""

from django.urls import path

from chat import api

urlpatterns = [
    path("games/<uuid:game_id>/chat/<str:room>", api.ChatRoomApi.as_view(), name="chat-room"),
    path("chat/messages/<int:message_id>/report", api.ChatReportApi.as_view(),
         name="chat-report"),
]
