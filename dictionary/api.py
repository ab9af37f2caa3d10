"""Dictionary endpoints. Thin: parse, call a service, render.

Refusals come from ``dictionary.services`` as ``ServiceError`` and are rendered by
``config.exception_handler`` as ``{"code", "detail"}``.
"""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from config.api import ErrorSerializer, valid
from config.pagination import PAGE_PARAMETERS, StrictLimitOffsetPagination

from . import selectors, services

ERROR = ErrorSerializer
LIMITS = (f"At most {services.MAX_WORDS} words per request, each 1-{services.MAX_WORD_LENGTH} "
          "letters a-z (either case; answers are keyed in lower case).")


class DictionaryListApi(APIView):
    pagination_class = StrictLimitOffsetPagination

    class DictionaryOutputSerializer(serializers.Serializer):
        name = serializers.CharField()
        sha256 = serializers.CharField()
        word_count = serializers.IntegerField()
        default = serializers.BooleanField()

    @extend_schema(summary="The word lists this service can check against",
                   operation_id="dictionaries_list",
                   parameters=PAGE_PARAMETERS,
                   responses={200: DictionaryOutputSerializer(many=True), 401: ERROR})
    def get(self, request):
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(selectors.dictionary_list(), request, view=self)
        data = self.DictionaryOutputSerializer(page, many=True).data
        return paginator.get_paginated_response(data)


class DictionaryWordApi(APIView):
    class WordOutputSerializer(serializers.Serializer):
        word = serializers.CharField(help_text="the word, lower-cased")
        valid = serializers.BooleanField()

    @extend_schema(summary="Is this a word?", operation_id="dictionaries_word",
                   description=LIMITS,
                   responses={200: WordOutputSerializer, 400: ERROR, 401: ERROR, 404: ERROR})
    def get(self, request, name: str, word: str):
        checker = services.checker_get(name)
        clean = services.word_clean(word)
        return Response(self.WordOutputSerializer({"word": clean,
                                                   "valid": checker.is_word(clean)}).data)


class DictionaryCheckApi(APIView):
    class CheckInputSerializer(serializers.Serializer):
        # Shape only: the limits are the service's, with their own error codes.
        words = serializers.ListField(child=serializers.CharField(trim_whitespace=False,
                                                                  allow_blank=True),
                                      help_text=LIMITS)

    class CheckOutputSerializer(serializers.Serializer):
        results = serializers.DictField(child=serializers.BooleanField(),
                                        help_text="lower-cased word -> valid")
        all_valid = serializers.BooleanField()

    @extend_schema(summary="Check several words at once", operation_id="dictionaries_check",
                   description=LIMITS, request=CheckInputSerializer,
                   responses={200: CheckOutputSerializer, 400: ERROR, 401: ERROR, 404: ERROR})
    def post(self, request, name: str):
        checker = services.checker_get(name)  # an unknown dictionary is 404 whatever the body
        data = valid(self.CheckInputSerializer, request.data)
        result = services.check(data["words"], name=checker.name)
        return Response(self.CheckOutputSerializer(result).data)
