"""Ratings: each player's skill per game kind, derived from the finished games in the log."""
