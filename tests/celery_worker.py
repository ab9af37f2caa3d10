"""The Celery app the CI worker runs for the fault test (``.ci/run``): the project's app, plus
the toy engine the test plays (test games are of kind ``toy_guess``)."""

from config.celery import app  # noqa: F401 - the worker looks for ``app`` here
from games import kinds
from tests.toy_engine import ENGINE

kinds.register(ENGINE)
