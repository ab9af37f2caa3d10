from django.db import models
from django.db.models import Q


class Dictionary(models.Model):
    """A word list compiled to a trie file ``<DICTIONARY_DIR>/<name>-<sha256>.marisa``.

    The row records the current version of a name; trie files of earlier versions stay on disk
    so games pinned to them still replay (ruling Q9).
    """

    name = models.SlugField(max_length=48, unique=True)
    sha256 = models.CharField(max_length=64, help_text="SHA-256 of the sorted words joined by LF")
    word_count = models.PositiveIntegerField()
    source = models.CharField(max_length=300, blank=True)
    is_default = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "dictionaries"
        constraints = [
            models.UniqueConstraint(fields=["is_default"], condition=Q(is_default=True),
                                    name="dictionary_single_default"),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.word_count} words, {self.sha256[:12]})"
