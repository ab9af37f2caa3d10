from django.apps import AppConfig


class DictionaryConfig(AppConfig):
    name = "dictionary"
    verbose_name = "Dictionaries"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The engines never import Django: they ask the Quiddler rules' ``words`` for a checker by
        # name (and pinned checksum), and this resolver answers with a memory-mapped trie.
        from games.kinds.quiddler.rules import words

        from . import services

        words.set_resolver(services.checker_resolve)
