"""Biddle: bid how few rolls your team needs to meet a dice challenge (rulebook seed 004). The
folder's layout is the registry's (``games.kinds``)."""

from games.kinds.about import About

ABOUT = About(name="Biddle", hints=True)
