"""Didi Dotter: a real-time egg hunt without turns (rulebook seed 003, in Italian). The folder's
layout is the registry's (``games.kinds``)."""

from games.kinds.about import About

# everyone hunts at once until the round is scored: no draw to agree
ABOUT = About(name="Didi Dotter", draws=False)
