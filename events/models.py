"""The event store's tables. It knows nothing about games: a stream is any UUID.

``Event`` rows are immutable: the model refuses updates and deletes, its querysets refuse bulk
``update()``/``delete()``, and on PostgreSQL a trigger (migration 0002) refuses them in SQL.
The one exception is ``position``, the event's place in the global log: it is NULL when the
event is appended and set once, later, by the relay (``events.subscriptions``); the trigger
lets an UPDATE through only when it changes nothing but a NULL ``position`` (migrations 0004,
0006).
``Snapshot`` rows are a cache of folded state; deleting them changes no answer.
"""

from __future__ import annotations

from django.db import models
from django.db.models.fields.json import KeyTransform
from django.utils import timezone


class ImmutableEventError(Exception):
    """Raised on any attempt to change or remove a stored event."""


class EventQuerySet(models.QuerySet):
    def update(self, **kwargs):
        raise ImmutableEventError("events are immutable: update refused")

    def delete(self):
        raise ImmutableEventError("events are immutable: delete refused")


class _JSONKey(KeyTransform):
    """A key lookup (``meta__seat="0"``) on a ``LogJSONField``: PostgreSQL's key operators
    are compared as jsonb, so the column is cast first."""

    def preprocess_lhs(self, compiler, connection):
        lhs, params, keys = super().preprocess_lhs(compiler, connection)
        if connection.vendor == "postgresql":
            lhs = f"({lhs})::jsonb"
        return lhs, params, keys


class LogJSONField(models.JSONField):
    """JSON kept as written: PostgreSQL ``json``, not ``jsonb`` (elsewhere as ``JSONField``).

    An event's data is written once and read whole, so the log needs nothing of jsonb's
    binary form: ``json`` only validates the text on insert and hands it back as stored,
    where jsonb parses it into its binary form and prints it again on every read (a few
    percent of the append's cost in the database). Key lookups (``meta__bot="basic"``)
    work as on ``JSONField``; whole-value lookups (``data={...}``, ``__contains``,
    ``__has_key``) do not on PostgreSQL: cast in SQL (``data::jsonb``) for those.
    """

    def db_type(self, connection):
        return "json" if connection.vendor == "postgresql" else super().db_type(connection)

    def from_db_value(self, value, expression, connection):
        # psycopg decodes ``json`` columns itself (Django only keeps ``jsonb`` as text)
        if value is None or not isinstance(value, str):
            return value
        return super().from_db_value(value, expression, connection)

    def get_transform(self, name):
        transform = models.Field.get_transform(self, name)  # registered ones, as JSONField
        if transform:
            return transform
        return lambda *args, **kwargs: _JSONKey(name, *args, **kwargs)


class Event(models.Model):
    stream = models.UUIDField()
    # (not Positive*Field: their implied CHECKs would be evaluated on every append on top of
    # event_versions_positive, which says more)
    version = models.IntegerField()
    type = models.CharField(max_length=100)
    data = LogJSONField(default=dict)
    meta = LogJSONField(default=dict)
    schema_version = models.SmallIntegerField(default=1)
    recorded_at = models.DateTimeField(default=timezone.now)
    # global, gap-free, commit-ordered: assigned by the relay, never by append (see
    # events.subscriptions for why); NULL until then
    position = models.BigIntegerField(null=True, blank=True, editable=False)

    objects = EventQuerySet.as_manager()

    class Meta:
        ordering = ["stream", "version"]
        constraints = [
            models.UniqueConstraint(fields=["stream", "version"], name="event_stream_version_uniq"),
            # one constraint, not one per column: PostgreSQL reads each CHECK's expression
            # back from the catalog on every INSERT statement
            models.CheckConstraint(condition=models.Q(version__gte=1, schema_version__gte=1),
                                   name="event_versions_positive"),
            # partial: an event is appended with no position, so the append (the hot path)
            # adds no entry here; the relay's numbering does, once
            models.UniqueConstraint(fields=["position"], condition=models.Q(position__isnull=False),
                                    name="event_position_uniq"),
        ]
        indexes = [
            # the relay's work list stays as small as the events it has not numbered yet
            models.Index(fields=["id"], condition=models.Q(position__isnull=True),
                         name="event_unpositioned_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.stream}@{self.version} {self.type}"

    def save(self, *args, **kwargs):
        if not self._state.adding:
            raise ImmutableEventError("events are immutable: update refused")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ImmutableEventError("events are immutable: delete refused")


class Snapshot(models.Model):
    """The folded state of ``stream`` at ``version`` for a given folder ``key`` (a cache)."""

    stream = models.UUIDField()
    version = models.PositiveIntegerField()
    key = models.CharField(max_length=100)  # which fold produced it, e.g. "diddly/1"
    state = models.JSONField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["stream", "key", "version"], name="snapshot_uniq"),
        ]
        indexes = [models.Index(fields=["stream", "key", "-version"])]

    def __str__(self) -> str:
        return f"snapshot {self.stream}@{self.version} ({self.key})"


class IdempotencyRecord(models.Model):
    """The answer given to a command sent with an ``Idempotency-Key``.

    Scoped by (user, stream, key); ``request_hash`` tells a true retry from a reused key.
    """

    user_id = models.BigIntegerField()
    stream = models.UUIDField()
    key = models.CharField(max_length=200)
    request_hash = models.CharField(max_length=64)
    status = models.PositiveSmallIntegerField()
    body = models.JSONField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user_id", "stream", "key"], name="idempotency_uniq"),
        ]

    def __str__(self) -> str:
        return f"idempotency {self.key} (user {self.user_id})"


class Subscription(models.Model):
    """A named subscriber's tracking position in the global log (``events.subscriptions``).

    Moved forward in the same transaction as the subscriber's own writes.
    """

    name = models.CharField(max_length=100, primary_key=True)
    position = models.BigIntegerField(default=0)
    updated_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"{self.name} @ {self.position}"
