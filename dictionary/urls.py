"""Mounted under ``api/`` by config/urls.py."""

from django.urls import path

from . import apis

urlpatterns = [
    path("dictionaries", apis.DictionaryListApi.as_view(), name="dictionaries"),
    path("dictionaries/<str:name>/words/<str:word>", apis.DictionaryWordApi.as_view(),
         name="dictionary-word"),
    path("dictionaries/<str:name>/check", apis.DictionaryCheckApi.as_view(),
         name="dictionary-check"),
]
