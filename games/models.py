"""The game index: a projection of each game's event stream (rebuildable, never the truth).

``Game``, ``Seat``, ``Dispute`` and ``Invitation`` are rewritten from the lobby events by
``games.index.projections``; run ``python manage.py rebuild_projections`` to rebuild them from the
log. ``GameSecret`` holds the seed whose hash the first event publishes; it is not a projection
(it is secret until the end, when the last event reveals it).
"""

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

from events.models import Event


class GameQuerySet(models.QuerySet):
    def with_stream_version(self):
        """Annotate ``stream_version``: the version of the game's last stored event, read in
        the same query as the row (the state cache is checked against it, not against the
        index's own ``version``, which is only a projection)."""
        return self.annotate(stream_version=models.Subquery(
            Event.objects.filter(stream=models.OuterRef("id")).order_by("-version")
            .values("version")[:1]))


class Game(models.Model):
    class Status(models.TextChoices):
        LOBBY = "lobby"
        ACTIVE = "active"
        FINISHED = "finished"

    class Visibility(models.TextChoices):
        PUBLIC = "public"
        PRIVATE = "private"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)  # = stream id
    kind = models.CharField(max_length=32, db_index=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.LOBBY,
                              db_index=True)
    creator = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL,
                                related_name="created_games")
    seats_wanted = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=0)
    # how many times an account's erasure rewrote names in this game's events: part of every
    # fold's cache key (games.folders.GameFolder.of), so no process serves a fold made before
    erasures = models.PositiveSmallIntegerField(default=0)
    # the earliest moment something is due: an engine deadline, a seat's clock, a pause's end
    deadline = models.DateTimeField(null=True, blank=True, db_index=True)
    visibility = models.CharField(max_length=8, choices=Visibility.choices,
                                  default=Visibility.PUBLIC, db_index=True)
    # SHA-256 of the live join code ("" if none; the code itself is never stored)
    join_code_sha256 = models.CharField(max_length=64, blank=True, default="", db_index=True)
    created_at = models.DateTimeField()
    updated_at = models.DateTimeField()
    # no column: the annotation ``with_stream_version`` (and ``games.index.queries.game_row``)
    # reads, on the rows they return only
    stream_version: int | None

    objects = GameQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.kind} {self.id} ({self.status})"


class Seat(models.Model):
    """A user at a game, in join order (ruling C1). ``position`` is the seat id once started."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="seats")
    position = models.PositiveSmallIntegerField()
    # correspondence: whether the seat must act now, and when its clock runs out (None: untimed
    # or not running). Projected from the fold, like everything here.
    to_act = models.BooleanField(default=False)
    deadline = models.DateTimeField(null=True, blank=True)
    # the bot level of a bot account's seat ("" for a person), from its ``game.seat_joined``
    bot = models.CharField(max_length=16, blank=True, default="")
    # a bot plays this person's seat since they resigned or ran out of time (``game.autopilot``):
    # when it is to act, it is not its player's turn
    autopilot = models.BooleanField(default=False)

    class Meta:
        ordering = ["game", "position"]
        indexes = [models.Index(fields=["user", "to_act", "deadline"], name="seat_turns_idx")]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="seat_user_uniq"),
            models.UniqueConstraint(fields=["game", "position"], name="seat_position_uniq"),
        ]

    def __str__(self) -> str:
        return f"seat {self.position} of {self.game_id}"


class BotAccount(models.Model):
    """Marks a user as a computer player of ``level`` (``games.bots.LEVELS``).

    Bot users are named ``bot-<level>-<n>`` and have unusable passwords: nobody logs in as
    them, and people cannot register names starting with ``bot-``. Not a projection.
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                primary_key=True, related_name="bot_account")
    level = models.CharField(max_length=16)
    number = models.PositiveSmallIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["level", "number"],
                                               name="bot_level_number_uniq")]

    def __str__(self) -> str:
        return f"bot {self.level} #{self.number}"


class Invitation(models.Model):
    """A pending invitation to a game in its lobby (a projection of ``game.invited`` and what
    settles it: a seat taken, a decline, a revocation, the start)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="invitations")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="invitations")
    invited_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL,
                                   related_name="+")
    # when the invitation was sent (as the index saw it: a rebuild of the index starts it
    # again); the expiry sweep (``GAMES_INVITATION_TTL_DAYS``) reads it
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-game__created_at", "id"]
        constraints = [models.UniqueConstraint(fields=["game", "user"], name="invitation_uniq")]

    def __str__(self) -> str:
        return f"invitation of {self.user_id} to {self.game_id}"


class GameSecret(models.Model):
    """The game's secret seed (hex). Its SHA-256 is public from the first event on."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, primary_key=True,
                                related_name="secret")
    seed = models.CharField(max_length=64)

    def __str__(self) -> str:
        return f"secret of {self.game_id}"


class Dispute(models.Model):
    """A dispute as the log tells it (a projection, for the staff queue; never the truth).

    Opened by ``game.dispute_opened`` and settled by ``game.dispute_resolved``; rewritten by
    ``games.index.projections`` and restored by ``rebuild_projections``. Its ``resolve_dispute``
    permission is what lets a staff member decide (the "moderators" group has it).
    """

    class Status(models.TextChoices):
        OPEN = "open"
        RESOLVED = "resolved"

    class Kind(models.TextChoices):
        ANNUL = "annul"
        SET_RESULT = "set_result"
        REWIND = "rewind"
        DISMISS = "dismiss"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="dispute_index")
    number = models.PositiveIntegerField()
    opened_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                  on_delete=models.SET_NULL, related_name="+")
    seat = models.CharField(max_length=8)
    at_version = models.PositiveIntegerField(help_text="the game's version when it was opened")
    opened_version = models.PositiveIntegerField(help_text="the version of the opening event")
    reason = models.TextField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN,
                              db_index=True)
    kind = models.CharField("decision", max_length=16, choices=Kind.choices, blank=True)
    decision = models.TextField("staff's reason", blank=True)
    resolved_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                    on_delete=models.SET_NULL, related_name="+")
    opened_at = models.DateTimeField()
    resolved_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        # open first (alphabetically "open" < "resolved"), oldest first
        ordering = ["status", "opened_at", "number"]
        constraints = [
            models.UniqueConstraint(fields=["game", "number"], name="dispute_game_number_uniq"),
        ]
        indexes = [models.Index(fields=["status", "opened_at"])]
        permissions = [("resolve_dispute",
                        "Can settle disputes (annul, set a result, rewind, dismiss)")]

    def __str__(self) -> str:
        return f"dispute #{self.number} on {self.game_id}"


class Vacation(models.Model):
    """A user's vacation: their clocks stop in every game from ``started_at`` until it is ended
    (``ended_at``) or reaches ``until`` (when the year's allowance runs out).

    Not a projection: the allowance is per user, not per game. Each affected game records the
    pause in its own log (``game.clock_paused`` / ``game.clock_resumed``).
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="vacations")
    started_at = models.DateTimeField()
    until = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-started_at"]
        indexes = [models.Index(fields=["user", "started_at"], name="vacation_user_idx")]

    def __str__(self) -> str:
        return f"vacation of {self.user_id} from {self.started_at:%Y-%m-%d}"

    def end(self):
        """When it ended or will end at the latest."""
        return self.ended_at or self.until
