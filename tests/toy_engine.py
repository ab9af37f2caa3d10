"""A tiny two-player engine for testing the service without any real game's rules.

"Guess": each player is dealt a secret number; players alternate guessing the other's number
and hear "higher", "lower" or "correct". ``reroll`` draws yourself a new secret. It has both
hidden information (the secrets) and randomness (deal, first player, rerolls).
"""

from __future__ import annotations

from games.engines.base import Engine, IllegalMove, event


class GuessEngine(Engine):
    kind = "toy_guess"
    min_players = 2
    max_players = 2

    def default_options(self) -> dict:
        return {"max_number": 20, "max_guesses": 12}

    def start(self, players, options, rng):
        secrets = {p: rng.randint(1, options["max_number"]) for p in players}
        setup = options.get("setup") or {}
        secrets.update(setup.get("secrets", {}))
        return [event("Dealt", players=list(players), secrets=secrets,
                      first=setup.get("first", rng.choice(list(players))), options=options)]

    def apply(self, state, e):
        d = e["data"]
        if e["type"] == "Dealt":
            return {"players": d["players"], "secrets": d["secrets"], "turn": d["first"],
                    "guesses": [], "winner": None, "finished": False, "options": d["options"]}
        state = {**state, "guesses": list(state["guesses"]), "secrets": dict(state["secrets"])}
        if e["type"] == "Guessed":
            state["guesses"].append({"player": d["player"], "number": d["number"],
                                     "answer": d["answer"]})
            if d["answer"] == "correct":
                state["winner"], state["finished"] = d["player"], True
            elif len(state["guesses"]) >= state["options"]["max_guesses"]:
                state["finished"] = True
            state["turn"] = self._other(state, d["player"])
        elif e["type"] == "Rerolled":
            state["secrets"][d["player"]] = d["secret"]
            state["turn"] = self._other(state, d["player"])
        return state

    @staticmethod
    def _other(state, player):
        return next(p for p in state["players"] if p != player)

    def decide(self, state, player, command, rng):
        if state["finished"]:
            raise IllegalMove("game_finished", "The game is over.")
        if command["type"] not in {"guess", "reroll"}:
            raise IllegalMove("unknown_command", f"Unknown command {command['type']!r}.")
        if player != state["turn"]:
            raise IllegalMove("not_your_turn", "It is not your turn.")
        if command["type"] == "reroll":
            return [event("Rerolled", player=player,
                          secret=rng.randint(1, state["options"]["max_number"]))]
        number = command.get("number")
        if not isinstance(number, int) or isinstance(number, bool):
            raise IllegalMove("bad_command", "number must be an integer.")
        if not 1 <= number <= state["options"]["max_number"]:
            raise IllegalMove("out_of_range", "That number is out of range.")
        target = state["secrets"][self._other(state, player)]
        answer = "correct" if number == target else ("higher" if target > number else "lower")
        return [event("Guessed", player=player, number=number, answer=answer)]

    def redact(self, e, player):
        if e["type"] == "Dealt":
            d = dict(e["data"])
            d["secrets"] = {p: n for p, n in d["secrets"].items() if p == player}
            d["options"] = {k: v for k, v in d["options"].items() if k != "setup"}
            return {"type": "Dealt", "data": d}
        if e["type"] == "Rerolled" and e["data"]["player"] != player:
            return {"type": "Rerolled", "data": {"player": e["data"]["player"]}}
        return e

    def view(self, state, player):
        return {"turn": state["turn"], "guesses": state["guesses"],
                "your_secret": state["secrets"].get(player) if player else None,
                "winner": state["winner"]}

    def legal_commands(self, state, player):
        if state["finished"] or player != state["turn"]:
            return []
        n = state["options"]["max_number"]
        return [{"type": "guess", "number": i} for i in range(1, n + 1)] + [{"type": "reroll"}]

    def outcome(self, state):
        scores = {p: int(p == state["winner"]) for p in state["players"]}
        return {"phase": "over" if state["finished"] else "guessing", "round": 1,
                "to_act": [] if state["finished"] else [state["turn"]],
                "finished": state["finished"], "scores": scores, "rounds": [scores],
                "winners": [state["winner"]] if state["winner"] else []}


ENGINE = GuessEngine()
