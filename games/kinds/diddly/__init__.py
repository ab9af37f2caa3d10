"""Diddly: lowest score wins; turn your board face up, card by card, with powers to swap, peek and
recycle (rulebook seed 000). The folder's layout is the registry's (``games.kinds``)."""

from games.kinds.about import About

ABOUT = About(name="Diddly")
