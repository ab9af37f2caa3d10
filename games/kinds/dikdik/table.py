"""The Don't Be a Dik Dik table as its seat reads it.

Every seat gets a zone: its name, its hand (yours face up, the others' as face-down backs
counted from ``hand_sizes``), the pairs it laid, whether it is out (safe), its score. The legal
commands are placed where a player looks for them: an ask on the seat it asks (one button per
card you may ask that seat for), a pass on the card you pass, a roulette draw on the face-down
card you draw. Anything else the engine lists (nothing today) goes to ``Table.commands``.

Pure: the view and the legal commands come from the engine through ``game_detail``; nothing
here decides what is legal or what a seat may see, it only arranges and names them.
"""

from __future__ import annotations

from games.kinds.presenting import Command, Table, generic_label, names_of

TEMPLATE = "web/tables/dikdik.html"
DIK_DIK = "dik dik"
ENDINGS = {
    "three_singles": "three single cards were left in three hands, and {loser} held the DIK DIK",
    "roulette": "the DIK DIK roulette decided it",
    "last_card": "{loser} was the last one holding a card: the DIK DIK",
}
SIDES = ("left", "right")


def card_name(card: str) -> str:
    """A card as its face reads: the DIK DIK in capitals, the species as named."""
    return "DIK DIK" if card == DIK_DIK else card


def present(detail: dict) -> Table:
    view = detail["view"] or {}
    names = names_of(detail)
    me = detail.get("your_seat")
    players = list(view.get("players") or [s["seat"] for s in detail.get("seats", [])])
    out = list(view.get("out") or [])
    turn = view.get("turn")
    phase = view.get("phase")
    finished = phase == "finished"
    roulette = view.get("roulette")
    legal = list(detail.get("legal_commands") or [])
    placed: set[int] = set()

    def name(seat) -> str:
        return names.get(seat) or f"seat {seat}"

    def take(match) -> list[tuple[int, dict]]:
        found = [(i, c) for i, c in enumerate(legal) if i not in placed and match(c)]
        placed.update(i for i, _ in found)
        return found

    receiver = _next_in(players, out, me) if me in players else None

    # your own hand, face up; a pass sits on the card it passes
    hand = None
    if view.get("hand") is not None:
        hand = []
        for card in view["hand"]:
            passes = take(lambda c, card=card: c.get("type") == "pass" and c.get("card") == card)
            to = f" to {name(receiver)}" if receiver is not None else ""
            hand.append({
                "card": card, "text": card_name(card), "dik_dik": card == DIK_DIK,
                "pass": [Command(c, "Pass", hint=f"Pass {card_name(card)}{to}",
                                 group="pass") for _, c in passes],
            })

    seats = []
    for seat in _around(players, me):
        seat_asks = take(lambda c, seat=seat: c.get("type") == "ask" and c.get("target") == seat)
        size = (view.get("hand_sizes") or {}).get(seat, 0)
        seats.append({
            "seat": seat, "name": name(seat), "you": seat == me,
            "size": size, "backs": range(size) if seat != me else range(0),
            "pairs": [{"card": c, "text": card_name(c)} for c in (view.get("pairs") or {}).get(
                seat, [])],
            "out": seat in out, "turn": seat == turn and not finished,
            "loser": finished and view.get("loser") == seat,
            "winner": finished and seat in (view.get("winners") or []),
            "score": (view.get("scores") or {}).get(seat),
            "asks": [Command(c, card_name(c["card"]),
                             hint=f"Ask {name(seat)} for {card_name(c['card'])}",
                             group=f"ask-{seat}") for _, c in seat_asks],
            "roulette_role": _role(roulette, seat),
        })

    table_roulette = None
    if roulette:
        draws = {c.get("index"): c for _, c in take(lambda c: c.get("type") == "draw")}
        cards = []
        for index in (0, 1):
            drawn = roulette.get("index") == index and roulette.get("card") is not None
            command = draws.get(index)
            cards.append({
                "index": index, "side": SIDES[index],
                "drawn": roulette.get("card") if drawn else None,
                "text": card_name(roulette["card"]) if drawn else None,
                "draw": Command(command, f"Draw the {SIDES[index]} card",
                                hint=f"Draw the {SIDES[index]} card of {name(roulette['holder'])}"
                                     f"'s two") if command else None,
            })
        table_roulette = {"drawer": name(roulette["drawer"]), "holder": name(roulette["holder"]),
                          "drawer_is_you": roulette["drawer"] == me,
                          "holder_is_you": roulette["holder"] == me, "cards": cards}

    asks = [_ask_sentence(a, name, me) for a in (view.get("asks") or [])]
    rest = [Command(c, generic_label(c)) for i, c in enumerate(legal) if i not in placed]
    data = {
        "phase": phase, "round": view.get("round"), "cards": view.get("cards"),
        "in_hands": sum((view.get("hand_sizes") or {}).values()),
        "you": me, "hand": hand, "seats": seats, "roulette": table_roulette,
        "status": _status(view, name, me, receiver),
        "last_asks": list(reversed(asks[-3:])), "asks_total": len(asks),
        "ending": _ending(view, name) if finished else None,
        # who your passes go to, while you are still in a game still being played
        "receiver": name(receiver) if receiver is not None and not finished
        and me not in out else None,
    }
    return Table(template=TEMPLATE, data=data, commands=rest)


def placed_commands(table: Table) -> list[Command]:
    """Every command the template places on the table (for tests: each legal one once)."""
    data = table.data
    out = [c for card in data["hand"] or [] for c in card["pass"]]
    out += [c for seat in data["seats"] for c in seat["asks"]]
    if data["roulette"]:
        out += [card["draw"] for card in data["roulette"]["cards"] if card["draw"]]
    return out


def _around(players: list[str], me) -> list[str]:
    """The seats from the one on your left round to you (you last); seat order for a watcher."""
    if me not in players:
        return list(players)
    i = players.index(me)
    return players[i + 1:] + players[:i + 1]


def _next_in(players: list[str], out: list[str], seat) -> str | None:
    """Who a pass of ``seat``'s goes to: the next seat on the left still in (for the label)."""
    if seat not in players:
        return None
    i = players.index(seat)
    for step in range(1, len(players)):
        other = players[(i + step) % len(players)]
        if other not in out:
            return other
    return None


def _role(roulette, seat) -> str | None:
    if not roulette:
        return None
    if roulette["drawer"] == seat:
        return "draws"
    if roulette["holder"] == seat:
        return "holds two cards"
    return None


def _ask_sentence(ask: dict, name, me) -> str:
    asker = "You" if ask["player"] == me else name(ask["player"])
    target = "you" if ask["target"] == me else name(ask["target"])
    card = card_name(ask["card"])
    answer = f"{target} handed it over" if ask["given"] else f"{target} had none"
    return f"{asker} asked {target} for {card}: {answer}."


def _status(view: dict, name, me, receiver) -> str:
    """Whose turn it is and what they do, in one sentence."""
    phase, turn = view.get("phase"), view.get("turn")
    you = turn is not None and turn == me
    roulette = view.get("roulette")
    if phase == "ask":
        if you:
            return "Your turn: ask another player for a card whose partner you hold."
        return f"{name(turn)}'s turn: they ask another player for a card."
    if phase == "pass":
        if you:
            to = f" to {name(receiver)}" if receiver is not None else ""
            return f"Your ask failed: pass one of your cards{to} to end your turn."
        return f"{name(turn)}'s ask failed: they pass one card to the next player."
    if phase == "roulette" and roulette:
        drawer = "You draw" if roulette["drawer"] == me else f"{name(roulette['drawer'])} draws"
        holder = "your" if roulette["holder"] == me else f"{name(roulette['holder'])}'s"
        return (f"DIK DIK roulette: {drawer} one of {holder} two face-down cards. The partner "
                f"makes a pair; the DIK DIK loses.")
    if phase == "finished":
        return _ending(view, name)
    return "The cards are being dealt."


def _ending(view: dict, name) -> str:
    loser = view.get("loser")
    if loser is None:
        return "The game is over."
    why = ENDINGS.get(str(view.get("ending")), "").format(loser=name(loser))
    roulette = view.get("roulette") or {}
    if view.get("ending") == "roulette" and roulette.get("card"):
        drew = card_name(roulette["card"])
        why = f"{name(roulette['drawer'])} drew {drew} in the DIK DIK roulette"
    return f"{name(loser)} is the Dik Dik" + (f": {why}." if why else ".")
