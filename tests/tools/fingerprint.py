"""A fingerprint of one game per kind, to show a refactoring changed nothing a player sees.

Not part of the suite (the name does not start with ``test_``); run it on two commits and
compare the printed hashes:

    .venv/bin/python -m pytest -p no:xdist -q tests/tools/fingerprint.py

Each kind's game is dealt from a fixed seed and played by random legal commands (seed 7, at
most ``STEPS``, then a resignation) with the service's clock pinned and moved a second per
command. After every command it hashes each seat's game detail, event feed and web page and
the command's answer, scrubbed of what differs from run to run (ids, times, CSRF tokens and
nonces). ``FINGERPRINT_DUMP=dir`` also writes the scrubbed texts there, to diff two runs.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import random
import re
from datetime import timedelta
from pathlib import Path

import pytest
from django.test import Client

from games import kinds
from games.domain import fairplay
from tests.support.http import seat_clients, send, started_game

pytestmark = pytest.mark.django_db

STEPS = 250
SEATS = {"diddly": 3, "dikdik": 3, "biddle": 3}
SCRUB = [
    (re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), "<uuid>"),
    (re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?"), "<iso>"),
    (re.compile(r'(nonce|csrfmiddlewaretoken|value|content)="[A-Za-z0-9+/=_-]{20,}"'), "<token>"),
    (re.compile(r'"X-CSRFToken": "[^"]+"'), "<csrf>"),
    (re.compile(r"\b1\d{12}\b"), "<ms>"),
    (re.compile(r"[A-Z][a-z]{2} \d{1,2}, \d\d:\d\d(:\d\d)?"), "<date>"),
]


def scrub(text: str) -> str:
    for pattern, placeholder in SCRUB:
        text = pattern.sub(placeholder, text)
    return text


class Digest:
    """A running hash of scrubbed texts (and, with a dump file, the texts themselves)."""

    def __init__(self, dump: Path | None):
        self.hash = hashlib.sha256()
        self.dump = dump.open("w") if dump else None

    def add(self, text: str) -> None:
        text = scrub(text)
        self.hash.update(text.encode())
        if self.dump:
            self.dump.write(text + "\n")

    def add_json(self, data) -> None:
        self.add(json.dumps(data, sort_keys=True))


# (kind, the commands after which seats step through a draw: offer then decline, offer then
# accept, which ends the game drawn); a kind without draws refuses each step (also hashed)
CASES = [*((kind, ()) for kind in kinds.KINDS), ("quiddler", (3, 6)), ("dikdik", (2,))]


@pytest.mark.parametrize(("kind", "draws"), CASES)
def test_fingerprint(kind, draws, client_for, monkeypatch, capsys, clock):
    deals = itertools.count()
    monkeypatch.setattr(fairplay, "new_seed", lambda: hashlib.sha256(
        f"{kind}{next(deals)}".encode()).hexdigest())
    clients = [client_for(username=f"p{kind[:3]}{i}") for i in range(SEATS.get(kind, 2))]
    gid = started_game(clients, kind)
    seats = seat_clients(clients, gid)
    pages = {}
    for seat, client in seats.items():
        pages[seat] = Client()
        pages[seat].force_login(client.user)
    where = os.environ.get("FINGERPRINT_DUMP")
    digest = Digest(Path(where) / f"{kind}.txt" if where else None)

    def look() -> dict:
        for seat, client in seats.items():
            digest.add_json(client.get(f"/api/games/{gid}").json())
            digest.add_json(client.get(f"/api/games/{gid}/events").json())
            digest.add(pages[seat].get(f"/games/{gid}/").content.decode())
        return next(iter(seats.values())).get(f"/api/games/{gid}").json()

    rng, steps = random.Random(7), 0
    game = look()
    while game["status"] != "finished" and steps < STEPS:
        offers = [(seat, command) for seat in game["outcome"]["to_act"]
                  for command in seats[seat].get(f"/api/games/{gid}").json()["legal_commands"]]
        seat, command = rng.choice(offers)
        clock.shift(timedelta(seconds=1))
        digest.add_json(send(seats[seat], gid, command).json())
        steps += 1
        game = look()
        if steps in draws and game["status"] == "active":
            answer = "decline_draw" if steps == draws[0] and len(draws) > 1 else "accept_draw"
            offerer, *others = seats.values()
            digest.add_json(send(offerer, gid, {"type": "offer_draw"}).json())
            for other in others:
                digest.add_json(send(other, gid, {"type": answer}).json())
            game = look()
    if game["status"] != "finished":
        digest.add_json(send(next(iter(seats.values())), gid, {"type": "resign"}).json())
        look()
    with capsys.disabled():
        name = f"{kind} with draws" if draws else kind
        print(f"\nfingerprint {name}: {steps} commands, {digest.hash.hexdigest()[:16]}")
