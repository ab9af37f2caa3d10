"""REST endpoints for accounts: register, log in (token), log out, change password, who am I
(and your email address: ``PATCH /api/me``; its verification and password reset are
``accounts.email_apis``).

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

from accounts import addresses, selectors
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
    email = serializers.CharField(allow_null=True, help_text="your address (null: none)")
    email_verified = serializers.BooleanField(
        help_text="whether `email` is verified; mail (notifications, password reset) goes "
                  "only to a verified address")


@extend_schema_field({"type": "string", "nullable": True, "maxLength": addresses.MAX_LENGTH,
                      "format": "email",
                      "description": "an email address (null or \"\": none); a link to "
                                     "verify it is mailed to it"})
class EmailField(serializers.CharField):
    """Any string (the service answers one that is no address ``invalid_email``)."""

    def __init__(self, **kwargs):
        for option, default in (("max_length", 1000), ("required", False),
                                ("allow_null", True), ("allow_blank", True),
                                ("trim_whitespace", False)):
            kwargs.setdefault(option, default)
        super().__init__(**kwargs)


class MeChangeSerializer(serializers.Serializer):
    email = EmailField()


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
    email = EmailField()


class RegisterBodySerializer(CredentialsSerializer):
    email = EmailField()


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
        data = valid(RegisterBodySerializer, request.data)
        user, token = accounts.account_register(username=data["username"],
                                                password=data["password"],
                                                email=data.get("email") or None)
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
        return Response(me_json(request.user))

    @extend_schema(summary="Change your account: your email address (its verification link is "
                           "mailed to it; null or \"\" removes it)",
                   request=MeChangeSerializer,
                   responses={200: MeSerializer, 400: ERROR, 409: ERROR, 429: ERROR})
    def patch(self, request):
        data = valid(MeChangeSerializer, request.data)
        if "email" in data:
            addresses.email_set(user=request.user, email=data["email"])
        return Response(me_json(request.user))


def me_json(user) -> dict:
    return MeSerializer({"id": user.id, "username": user.username, "is_staff": user.is_staff,
                         "date_joined": user.date_joined, **selectors.email_json(user)}).data


