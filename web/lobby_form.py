"""The create-a-game form: every option the API takes, and the API body it makes.

The fields come from the games' own tables (``kinds.engine(kind).default_options()``, the bot
levels, the dictionaries), so a new option shows up here without a template change. ``body()``
turns what was typed into the JSON body ``POST /api/games`` takes; the API's serializer and the
service then judge it, so a bad value gets the API's own refusal and message. A value that does
not parse as its option's type is passed on as typed, for the engine to refuse in its words.
"""

from __future__ import annotations

from dataclasses import dataclass

from dictionary import selectors as dictionaries
from games import bots, kinds

# Kind-wide options the service adds to every turn-based game (real time takes no clock)
CLOCK_CHOICES = [("P3D", "3 days a move (default)"), ("P1D", "1 day a move"),
                 ("PT12H", "12 hours a move"), ("PT1H", "1 hour a move"),
                 ("P7D", "7 days a move"), ("none", "no clock (untimed)")]
BANK_CHOICES = [("", "no time bank"), ("P1D", "1 day bank"), ("P3D", "3 days bank"),
                ("P7D", "7 days bank")]
MAX_BOTS = 7


def takes_clock(kind: str) -> bool:
    """Whether a game of ``kind`` takes a correspondence clock: every turn-based one (real time
    takes none). An unknown kind is sent with one, for the API to refuse the kind."""
    return not kinds.realtime(kind)


@dataclass(frozen=True)
class Option:
    """One kind option as a form field: ``name`` in the form, ``key`` in ``options``."""

    kind: str
    key: str
    default: object
    widget: str  # "checkbox", "number", "select", "text"
    choices: tuple[tuple[str, str], ...] = ()

    @property
    def name(self) -> str:
        return f"opt-{self.kind}-{self.key}"

    @property
    def label(self) -> str:
        return self.key.replace("_", " ").capitalize()

    @property
    def shown(self) -> str:
        if isinstance(self.default, list):
            return " ".join(str(v) for v in self.default)
        return "" if self.default is None else str(self.default)


def kind_options(kind: str) -> list[Option]:
    """The options of ``kind`` as fields, with their defaults."""
    engine = kinds.engine(kind)
    choices = kinds.about(kind).option_choices
    out = []
    for key, default in engine.default_options().items():
        if choices.get(key) == "seat":
            seats = [(str(i), f"seat {i}" + (" (you)" if i == 0 else ""))
                     for i in range(engine.max_players)]
            out.append(Option(kind, key, default, "select", (("", "random"), *seats)))
        elif choices.get(key) == "dictionary":
            names = tuple((d["name"], d["name"]) for d in dictionaries.dictionary_list())
            out.append(Option(kind, key, default, "select", names or ((default, default),)))
        elif isinstance(default, bool):
            out.append(Option(kind, key, default, "checkbox"))
        elif isinstance(default, int):
            out.append(Option(kind, key, default, "number"))
        else:
            out.append(Option(kind, key, default, "text"))
    return out


def kind_fields() -> list[dict]:
    """Each kind with its seat range and option fields (the form's fieldsets)."""
    return [{"kind": k, "min": kinds.engine(k).min_players, "max": kinds.engine(k).max_players,
             "options": kind_options(k), "hints": kinds.about(k).hints,
             "clock": takes_clock(k)}
            for k in kinds.available()]


def _number(raw: str):
    try:
        return int(raw)
    except ValueError:
        return raw  # the engine's refusal names the field


def _option_value(option: Option, post) -> tuple[bool, object]:
    """(given, value) of ``option`` in the POST data; not given: keep the default."""
    if option.widget == "checkbox":
        return True, post.get(option.name) == "on"
    raw = (post.get(option.name) or "").strip()
    if raw == "":
        return False, None
    if option.widget == "select":  # one of the listed values, as listed
        return True, raw
    if isinstance(option.default, int) and not isinstance(option.default, bool):
        return True, _number(raw)
    if isinstance(option.default, list):
        return True, [_number(v) for v in raw.replace(",", " ").split()]
    return True, raw


def body(post) -> dict:
    """The ``POST /api/games`` body for the form's data (a ``QueryDict``)."""
    kind = (post.get("kind") or "").strip()
    options: dict = {}
    if kind in kinds.available():
        for option in kind_options(kind):
            given, value = _option_value(option, post)
            if given:
                options[option.key] = value
        if kinds.about(kind).hints and post.get(f"hints-{kind}") == "on":
            options["hints"] = True
        if takes_clock(kind):
            per_move = post.get("per_move") or "P3D"
            bank = post.get("bank") or None
            options["clock"] = None if per_move == "none" else {"per_move": per_move,
                                                                 **({"bank": bank} if bank else {})}
            options["on_timeout"] = post.get("on_timeout") or "forfeit"
    out: dict = {"kind": kind, "options": options,
                 "visibility": post.get("visibility") or "public"}
    seats = (post.get("seats") or "").strip()
    if seats:
        out["seats"] = _number(seats)
    levels = [post.get(f"bot-{i}") for i in range(MAX_BOTS)]
    chosen = [{"level": level} for level in levels if level]
    if chosen:
        out["bots"] = chosen
    return out


def invitees(post) -> list[str]:
    """The usernames typed to invite (comma or space separated), in order, once each."""
    names = (post.get("invite") or "").replace(",", " ").split()
    return list(dict.fromkeys(names))


BOT_LEVELS = bots.LEVELS
