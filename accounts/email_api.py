"""REST endpoints of email addresses and password reset: verify an address with its link's
``uid`` and ``token``, send the link again, ask for a password-reset link, set a new password
with one. The links mailed point at the web pages; these take the same two parts, for apps.

Thin: parse, call ``accounts.addresses`` or ``accounts.passwords``, render."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import addresses, passwords, selectors
from accounts.api import PasswordField
from config import throttling
from config.api import ERROR, no_body, valid


class LinkSerializer(serializers.Serializer):
    uid = serializers.CharField(max_length=64, help_text="the link's `<uidb64>` part")
    token = serializers.CharField(max_length=100, help_text="the link's `<token>` part")


class PasswordResetSerializer(serializers.Serializer):
    email = serializers.CharField(max_length=1000, trim_whitespace=False,
                                  help_text="the address your account has verified")


class PasswordResetConfirmSerializer(LinkSerializer):
    new_password = PasswordField(max_length=128, trim_whitespace=False)


class EmailStateSerializer(serializers.Serializer):
    email = serializers.CharField(allow_null=True)
    email_verified = serializers.BooleanField()


class VerifyEmailApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []  # the link is the proof: it may be opened on any device
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(summary="Verify your email address with the link's uid and token",
                   request=LinkSerializer,
                   responses={200: EmailStateSerializer, 400: ERROR, 409: ERROR, 429: ERROR},
                   auth=[])
    def post(self, request):
        data = valid(LinkSerializer, request.data)
        user = addresses.email_verify(uidb64=data["uid"], token=data["token"])
        return Response(selectors.email_json(user))


class VerificationResendApi(APIView):
    @extend_schema(summary="Mail the verification link to your address again", request=None,
                   responses={202: EmailStateSerializer, 409: ERROR, 429: ERROR})
    def post(self, request):
        no_body(request.data)
        addresses.verification_resend(user=request.user)
        return Response(selectors.email_json(request.user), status=202)


class PasswordResetApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(summary="Ask for a password-reset link by email",
                   description="Always 202, whether or not an account has the address: a link "
                               "is mailed only if an account has verified it.",
                   request=PasswordResetSerializer,
                   responses={202: None, 400: ERROR, 429: ERROR}, auth=[])
    def post(self, request):
        data = valid(PasswordResetSerializer, request.data)
        passwords.password_reset_request(email=data["email"])
        return Response(status=202)


class PasswordResetConfirmApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [throttling.by_address("auth")]

    @extend_schema(summary="Set a new password with a reset link's uid and token",
                   description="Every session and API token of the account ends: log in "
                               "with the new password.",
                   request=PasswordResetConfirmSerializer,
                   responses={204: None, 400: ERROR, 429: ERROR}, auth=[])
    def post(self, request):
        data = valid(PasswordResetConfirmSerializer, request.data)
        passwords.password_reset_confirm(uidb64=data["uid"], token=data["token"],
                                         new_password=data["new_password"])
        return Response(status=204)
