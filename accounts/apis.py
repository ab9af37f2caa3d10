"""REST endpoints for accounts: register, log in (token), log out, change password, who am I.

Thin: parse, call ``accounts.services``, render."""

from __future__ import annotations

from drf_spectacular.utils import (
    extend_schema,
    extend_schema_field,
)
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import data_apis
from accounts import services as accounts
from config import throttling
from config.api import ERROR, no_body, valid


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="send as `Authorization: Token <token>`")
    username = serializers.CharField()


class MeSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    is_staff = serializers.BooleanField()
    date_joined = serializers.DateTimeField()


class CredentialsSerializer(serializers.Serializer):
    # The schema states the rule (3..30 of A-Z a-z 0-9 _ . -); the service checks it after
    # NFKC normalisation, so fullwidth letters typed by a person still work.
    username = serializers.CharField(max_length=150, trim_whitespace=False,
                                     help_text=accounts.USERNAME_RULE + " (case-insensitive)")
    password = serializers.CharField(max_length=128, trim_whitespace=False,
                                     help_text="at least 8 characters, not a common password")


@extend_schema_field({"type": "string", "pattern": r"^[A-Za-z0-9_.-]{3,30}$",
                      "minLength": 3, "maxLength": 30,
                      "description": accounts.USERNAME_RULE + " (case-insensitive)"})
class UsernameField(serializers.CharField):
    """Any string up to 150 characters (the service answers a bad one ``invalid_username``)."""


@extend_schema_field({"type": "string", "minLength": 8, "maxLength": 128,
                      "description": "at least 8 characters, not a common password"})
class PasswordField(serializers.CharField):
    """The new password's rules as the schema states them (the service checks them)."""


class RegisterSerializer(CredentialsSerializer):
    username = UsernameField(max_length=150, trim_whitespace=False)
    password = PasswordField(max_length=128, trim_whitespace=False)


class PasswordChangeSerializer(serializers.Serializer):
    current_password = serializers.CharField(max_length=128, trim_whitespace=False)
    new_password = PasswordField(max_length=128, trim_whitespace=False)


TOKEN = TokenSerializer


class RegisterApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth"), throttling.by_address("register")]

    @extend_schema(request=RegisterSerializer,
                   responses={201: TOKEN, 400: ERROR, 409: ERROR, 429: ERROR},
                   summary="Create an account and get its API token", auth=[])
    def post(self, request):
        data = valid(CredentialsSerializer, request.data)
        user, token = accounts.account_register(username=data["username"],
                                                password=data["password"])
        return Response({"token": token, "username": user.username}, status=201)


class TokenApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(request=CredentialsSerializer,
                   responses={200: TOKEN, 400: ERROR, 429: ERROR},
                   summary="Exchange username (any case) and password for an API token",
                   auth=[])
    def post(self, request):
        data = valid(CredentialsSerializer, request.data)
        user, token = accounts.token_obtain(request=request, username=data["username"],
                                            password=data["password"])
        return Response({"token": token, "username": user.username})


class LogoutApi(APIView):
    @extend_schema(summary="Revoke your API token (log out every client using it)",
                   request=None, responses={204: None})
    def post(self, request):
        no_body(request.data)
        accounts.token_revoke(user=request.user)
        return Response(status=204)


class PasswordChangeApi(APIView):
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(summary="Change your password; answers a new token (the old one stops "
                           "working)", request=PasswordChangeSerializer,
                   responses={200: TOKEN, 400: ERROR, 429: ERROR})
    def post(self, request):
        data = valid(PasswordChangeSerializer, request.data)
        token = accounts.password_change(user=request.user,
                                         current_password=data["current_password"],
                                         new_password=data["new_password"])
        return Response({"token": token, "username": request.user.username})


class MeApi(APIView):
    @extend_schema(summary="Who you are", responses={200: MeSerializer})
    def get(self, request):
        return Response(MeSerializer(request.user).data)

    @data_apis.ERASE_SCHEMA
    def delete(self, request):
        return data_apis.erase(request)

    def get_throttles(self):
        if self.request.method == "DELETE":  # a password is checked
            return [throttling.by_address("auth")()]
        return super().get_throttles()


