"""Don't Be a Dik Dik: pair the species, pass the rest, and do not be the one left holding the
DIK DIK (rulebook seed 001). The folder's layout is the registry's (``games.kinds``)."""

from games.kinds.about import About

# one player loses and every other wins: there is no draw to agree
ABOUT = About(name="Don't Be a Dik Dik", draws=False, option_choices={"first_player": "seat"})
