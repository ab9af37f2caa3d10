from django.apps import AppConfig


class DictionaryConfig(AppConfig):
    name = "dictionary"
    verbose_name = "Dictionaries"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The engines never import Django: they ask games.engines.quiddler.words for a checker by
        # name (and pinned checksum), and this resolver answers with a memory-mapped trie.
        from games.engines.quiddler import words

        from . import services

        words.set_resolver(services.checker_resolve)
