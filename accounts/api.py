"""REST endpoints for accounts: register, log in (a token per device), log out (this device or
every one), change password, who am I (and your email address: ``PATCH /api/me``; its
verification and password reset are ``accounts.email_api``, the sessions
``accounts.session_api``).

Thin: parse, call ``accounts.services``, render."""

from __future__ import annotations

from django.contrib.auth import logout
from drf_spectacular.utils import (
    extend_schema,
    extend_schema_field,
)
from rest_framework import serializers
from rest_framework.authentication import get_authorization_header
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import addresses, data_api, selectors, sessions
from accounts import services as accounts
from accounts.models import DEVICE_MAX_LENGTH, DeviceToken
from config import throttling
from config.api import ERROR, no_body, valid


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="send as `Authorization: Token <token>`")
    username = serializers.CharField()


class NewTokenSerializer(TokenSerializer):
    id = serializers.IntegerField(help_text="the session's id (`GET /api/me/sessions`)")
    device = serializers.CharField(help_text="the device it was issued to (may be empty)")
    expiry = serializers.DateTimeField(help_text="when it stops working unless used: each use "
                                                 "moves it on")


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


class LoginSerializer(CredentialsSerializer):
    device = serializers.CharField(max_length=DEVICE_MAX_LENGTH, required=False,
                                   allow_blank=True,
                                   help_text="what to call this device in the list of "
                                             "sessions (default: the User-Agent)")


class PasswordChangeSerializer(serializers.Serializer):
    current_password = serializers.CharField(max_length=128, trim_whitespace=False)
    new_password = PasswordField(max_length=128, trim_whitespace=False)


class PasswordChangedSerializer(serializers.Serializer):
    token = serializers.CharField(allow_null=True,
                                  help_text="the token you sent, unchanged (null when asked "
                                            "with the session cookie)")
    username = serializers.CharField()


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
        user, token = accounts.account_register(
            username=data["username"], password=data["password"],
            email=data.get("email") or None,
            device=sessions.device_name(None, request.headers.get("User-Agent")))
        return Response({"token": token, "username": user.username}, status=201)


class TokenApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(request=LoginSerializer,
                   responses={200: NewTokenSerializer, 400: ERROR, 429: ERROR},
                   summary="Exchange username (any case) and password for a new API token for "
                           "this device (shown only now)", auth=[])
    def post(self, request):
        data = valid(LoginSerializer, request.data)
        device = sessions.device_name(data.get("device"), request.headers.get("User-Agent"))
        user, token, key = accounts.token_obtain(request=request, username=data["username"],
                                                 password=data["password"], device=device)
        return Response({"token": key, "username": user.username, "id": token.pk,
                         "device": token.device, "expiry": token.expiry})


def _device_token(request) -> DeviceToken | None:
    """The token the request was authenticated with (None: the session cookie)."""
    return request.auth if isinstance(request.auth, DeviceToken) else None


class LogoutApi(APIView):
    @extend_schema(summary="Log out this device: revoke the API token that asks (a session "
                           "cookie: end the session)", request=None, responses={204: None})
    def post(self, request):
        no_body(request.data)
        token = _device_token(request)
        if token is not None:
            sessions.token_revoke(token)
        else:
            logout(request._request)
        return Response(status=204)


class LogoutAllApi(APIView):
    @extend_schema(summary="Log out every device: revoke every API token of your account",
                   request=None, responses={204: None})
    def post(self, request):
        no_body(request.data)
        accounts.token_revoke(user=request.user)
        return Response(status=204)


class PasswordChangeApi(APIView):
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(summary="Change your password; every other device is logged out (the token "
                           "that asks keeps working and is answered again)",
                   request=PasswordChangeSerializer,
                   responses={200: PasswordChangedSerializer, 400: ERROR, 429: ERROR})
    def post(self, request):
        data = valid(PasswordChangeSerializer, request.data)
        token = _device_token(request)
        accounts.password_change(user=request.user, current_password=data["current_password"],
                                 new_password=data["new_password"], keep_token=token)
        # the key the client sent: older clients replace their token with this answer's
        key = get_authorization_header(request).split()[1].decode() if token else None
        return Response({"token": key, "username": request.user.username})


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

    @data_api.ERASE_SCHEMA
    def delete(self, request):
        return data_api.erase(request)

    def get_throttles(self):
        if self.request.method == "DELETE":  # a password is checked
            return [throttling.by_address("auth")()]
        return super().get_throttles()


def me_json(user) -> dict:
    return MeSerializer({"id": user.id, "username": user.username, "is_staff": user.is_staff,
                         "date_joined": user.date_joined, **selectors.email_json(user)}).data


