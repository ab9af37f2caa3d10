"""REST endpoints for an account's sessions (its devices' API tokens): list them, revoke one.

Thin: parse, call ``accounts.sessions``, render."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import sessions
from config.api import ERROR


class SessionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    device = serializers.CharField(help_text="the name given at log-in, else the User-Agent "
                                             "(may be empty)")
    created = serializers.DateTimeField()
    last_used = serializers.DateTimeField(allow_null=True,
                                          help_text="to the minute (null: never used)")
    expiry = serializers.DateTimeField(help_text="when it stops working unless used again")
    current = serializers.BooleanField(help_text="the token this request was made with")


class SessionsApi(APIView):
    @extend_schema(summary="Your sessions: the API tokens your devices hold (never the keys)",
                   responses={200: SessionSerializer(many=True)})
    def get(self, request):
        rows = sessions.sessions_list(request.user, current=request.auth)
        return Response(SessionSerializer(rows, many=True).data)


class SessionApi(APIView):
    @extend_schema(summary="Revoke one of your sessions (log that device out)",
                   responses={204: None, 404: ERROR})
    def delete(self, request, session_id: int):
        sessions.session_revoke(request.user, session_id=session_id)
        return Response(status=204)
