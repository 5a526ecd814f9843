"""The match loop every game shares: deals one after another, saved as seed plus actions.

>>> match = Match("brandeln", seed=7)
>>> match.deal.to_act is not None, match.deal_number
(True, 1)
>>> restored = Match.from_json(match.to_json())
>>> restored.view(0) == match.view(0)
True
"""

from __future__ import annotations

import random
from typing import Any, Callable

from . import get_game, story
from .core import Action, DealState, IllegalAction, JSON, MalformedInput, is_int

SAVE_VERSION = 1
SEED_LIMIT = 10**15
"""Seeds are below this: fifteen digits, what a ``?seed=`` link carries and a JavaScript
number holds exactly, and far too many to find a match's seed from one's own cards."""


def deal_rng(seed: int, deal_number: int) -> random.Random:
    """The shuffle of deal ``deal_number``: the same in CPython and in Pyodide."""
    return random.Random(f"{seed}/deal/{deal_number}")


class Match:
    """A match of one game: the deal in progress, the match record and the history."""

    def __init__(self, game_id: object, options: object = None, players: int | None = None,
                 seed: int | None = None) -> None:
        self.game = get_game(game_id)
        self.options = self.game.parse_options(options)
        self.players = self.game.default_players if players is None else players
        if not is_int(self.players) or self.players not in self.game.players:
            counts = " or ".join(map(str, self.game.players))
            raise MalformedInput(f"players must be {counts} in {self.game.id}")
        if seed is not None and (not is_int(seed) or not 0 <= seed < SEED_LIMIT):
            raise MalformedInput(f"seed must be a whole number from 0 to {SEED_LIMIT - 1}")
        self.seed = random.randrange(SEED_LIMIT) if seed is None else seed
        self.record = self.game.new_match(self.options, self.players)
        self.deal_number = 1
        self.dealer = random.Random(f"{self.seed}/dealer").randrange(self.players)
        self.history: list[list[Action]] = [[]]
        self.settled: JSON | None = None
        self.finished: list[tuple[DealState, JSON]] = []
        """Every finished deal with the match record it left: the score sheet's rows."""
        self.taken_back = 0
        """How many moves were taken back: a practice aid, which the statistics mark."""
        self.deal: DealState = self._new_deal()

    def _new_deal(self) -> DealState:
        deal = self.game.deal(self.options, self.players, self.dealer,
                              deal_rng(self.seed, self.deal_number), self.record)
        self.opening = deal.clone()
        """The deal as dealt, before any action: the review shows its hands."""
        return deal

    @property
    def over(self) -> bool:
        return self.settled is not None and bool(self.settled["over"])

    @property
    def steps(self) -> int:
        """How far the match has come: deals started plus actions applied, so it grows
        with every change and tells which of two saves of one match is the newer."""
        return len(self.history) + sum(map(len, self.history))

    @property
    def winner(self) -> Any:
        return self.settled["winner"] if self.settled is not None else None

    def apply(self, action: Action) -> None:
        """Apply an action of the seat to act; ``IllegalAction`` leaves everything as it was."""
        seat = self.deal.to_act
        self.deal.apply(action)
        self.history[-1].append({"seat": seat, **action})
        if self.deal.is_over:
            self.settled = self.game.settle(self.options, self.players, self.record, self.deal)
            self.finished.append((self.deal, self.settled))

    def next_deal(self) -> None:
        if self.settled is None or self.over:
            raise MalformedInput("the next deal starts only after a deal that did not end the match")
        self.record = {k: v for k, v in self.settled.items()
                       if k not in ("over", "winner", "next_dealer")}
        self.dealer = self.settled["next_dealer"]
        self.deal_number += 1
        self.history.append([])
        self.settled = None
        self.deal = self._new_deal()

    def view(self, seat: int) -> JSON:
        """The deal's view of ``seat`` with the match around it.

        The seed draws every deal, so it stays out until the match is over: then
        ``share`` holds it, for a link that replays the match.  Once the deal is
        over, and never before, ``review`` holds its hands as dealt and its tricks
        (:func:`story.review`); ``story`` says whether the seat may take its last
        move back, whether the rest of the deal can still change its outcome, and
        how many moves were taken back in this match.  ``match.unit`` is what the match
        is scored in (``points``, ``game_points`` or ``chips``: the rules' unit, as the
        score sheet counts it); ``match.winners`` the seats that finished first, once the
        match is over (every seat of a shared first place, both of a winning pair).
        """
        view = self.deal.view(seat)
        if self.deal.is_over:
            view["phase"] = "match_over" if self.over else "deal_over"
            view["review"] = story.review(self.opening, view)
        view["story"] = {"can_take_back": self.last_move(seat) is not None,
                         "skippable": story.skippable(self.deal, seat),
                         "taken_back": self.taken_back}
        view["match"] = {"deal_number": self.deal_number, "record": self.record,
                         "settled": self.settled, "over": self.over, "winner": self.winner,
                         "winners": story.match_winners(self),
                         "unit": self.game.sheet_columns.unit,
                         **self.game.match_facts(self.options, self.players, self.record,
                                                 self.settled, self.deal)}
        if self.over:
            view["match"]["share"] = self.seed
        return view

    def last_move(self, seat: int) -> int | None:
        """The index of ``seat``'s latest action in the deal in progress (``None`` if it
        has made none, or the deal is over: its review has shown every hand)."""
        if self.deal.is_over:
            return None
        return next((index for index in range(len(self.history[-1]) - 1, -1, -1)
                     if self.history[-1][index]["seat"] == seat), None)

    def take_back(self, seat: int) -> "Match":
        """The match as it stood just before ``seat``'s latest move of this deal: that
        move and every action after it (the bots' replies) undone, one more take-back
        counted.  Refused once the deal is over or before the seat has moved in it."""
        index = self.last_move(seat)
        if index is None:
            if self.deal.is_over:
                raise IllegalAction("take_back_deal_over",
                                    "the deal is over: a move can be taken back only during it")
            raise IllegalAction("nothing_to_take_back", "you have made no move in this deal yet")
        saved = self.to_json()
        saved["history"] = [*self.history[:-1], self.history[-1][:index]]
        saved["taken_back"] = self.taken_back + 1
        return Match.from_json(saved)

    def play_turn(self, choose: Callable[[int], Action]) -> None:
        """Apply ``choose(seat)`` for the seat to act, in a deal that is not over."""
        seat = self.deal.to_act
        assert seat is not None, "the deal is over"
        self.apply(choose(seat))

    def play_out(self, choose: Callable[[int], Action]) -> None:
        """Play the deal to its end, ``choose(seat)`` giving each action in turn."""
        while not self.deal.is_over:
            self.play_turn(choose)

    def to_json(self) -> JSON:
        saved: JSON = {"version": SAVE_VERSION, "game": self.game.id, "options": self.options,
                       "players": self.players, "seed": self.seed, "history": self.history}
        if self.taken_back:
            saved["taken_back"] = self.taken_back
        return saved

    @classmethod
    def from_json(cls, data: object) -> "Match":
        """Rebuild a match by replaying its history; ``MalformedInput`` if it does not fit."""
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise MalformedInput("not a saved match of this version")
        seed, players, history = data.get("seed"), data.get("players"), data.get("history")
        if not is_int(seed) or not is_int(players) or not isinstance(history, list) or not history:
            raise MalformedInput("a saved match needs seed, players and history")
        taken_back = data.get("taken_back", 0)
        if not is_int(taken_back) or taken_back < 0:
            raise MalformedInput("taken_back must be a whole number, 0 or more")
        match = cls(data.get("game"), data.get("options"), players, seed)
        match.taken_back = taken_back
        for number, actions in enumerate(history):
            if number:
                match.next_deal()
            if not isinstance(actions, list):
                raise MalformedInput("a deal's history must be a list")
            for action in actions:
                if not isinstance(action, dict) or action.get("seat") != match.deal.to_act:
                    raise MalformedInput("the saved actions do not fit the deal")
                try:
                    match.apply({k: v for k, v in action.items() if k != "seat"})
                except ValueError as error:
                    raise MalformedInput(f"the saved actions do not fit the deal: {error}") from None
        return match
