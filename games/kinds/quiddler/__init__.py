"""Quiddler: word rummy over eight rounds, judged by the service's dictionaries (rulebook seed
002). The folder's layout is the registry's (``games.kinds``)."""

from games.kinds.about import About

ABOUT = About(name="Quiddler", hints=True, option_choices={"dictionary": "dictionary"})
