"""Ratings tables: a projection of the log's finished games, never the truth.

Written only by the ratings subscriber (and ``manage.py rebuild_ratings``, which derives them
again from the log). ``Rating`` is a player's current skill in one kind; ``RatedGame`` is one
finished game the subscriber judged (counted or not, and why); ``RatingChange`` is one
player's before and after in a counted game. Skill is openskill's (mu, sigma); ``ordinal`` is
the conservative estimate the leaderboards order by.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Rating(models.Model):
    """A player's current rating in one game kind."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="ratings")
    kind = models.CharField(max_length=32)
    mu = models.FloatField()
    sigma = models.FloatField()
    # the leaderboard's order: the conservative skill estimate (mu - 3 sigma)
    ordinal = models.FloatField()
    games = models.PositiveIntegerField(default=0)  # rated games counted
    # when its last counted game finished: the uncertainty grows with the time since
    last_game_at = models.DateTimeField()
    # the uncertainty is still above the threshold: not on leaderboards, shown with a "?"
    provisional = models.BooleanField(default=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "kind"], name="rating_per_kind")]
        indexes = [models.Index(fields=["kind", "provisional", "-ordinal", "id"],
                                name="leaderboard")]

    def __str__(self):
        return f"{self.user_id} in {self.kind}: {self.mu:.2f} ± {self.sigma:.2f}"


class RatedGame(models.Model):
    """A finished game the ratings subscriber has judged."""

    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, primary_key=True,
                                related_name="rated")
    kind = models.CharField(max_length=32)
    # global position of the game.finished event judged: games are rated in this order
    position = models.BigIntegerField(unique=True)
    finished_at = models.DateTimeField()
    counted = models.BooleanField()
    reason = models.CharField(max_length=32)  # why it counts or not (a stable code)

    def __str__(self):
        return f"{self.game_id} ({self.reason})"


class RatingChange(models.Model):
    """One player's rating before and after a counted game."""

    rated_game = models.ForeignKey(RatedGame, on_delete=models.CASCADE, related_name="changes")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="rating_changes")
    seat = models.CharField(max_length=8)
    place = models.PositiveSmallIntegerField()  # 1: first; equal places are a tie
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["rated_game", "user"],
                                               name="one_change_per_player")]
        indexes = [models.Index(fields=["user", "rated_game"], name="changes_of_player")]

    def __str__(self):
        return f"{self.user_id} in {self.rated_game_id}: place {self.place}"
