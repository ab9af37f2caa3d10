"""Mounted under ``api/`` by config/urls.py."""

from django.urls import path

from . import api

urlpatterns = [
    path("dictionaries", api.DictionaryListApi.as_view(), name="dictionaries"),
    path("dictionaries/<str:name>/words/<str:word>", api.DictionaryWordApi.as_view(),
         name="dictionary-word"),
    path("dictionaries/<str:name>/check", api.DictionaryCheckApi.as_view(),
         name="dictionary-check"),
]
