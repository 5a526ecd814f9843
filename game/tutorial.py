"""Guided first deals: one fixed deal per game that the player plays move by move.

A lesson is data: the game, a seed whose first deal shows the heart of the game
(an auction won, a contract named and made, a trick taken with a trump, the
scoring; in Vinegret the exchange, the betting and a showdown), and the human's
every move with the message key of the sentence that says what to do and why.
The bots play at ``LEVEL`` (the rule book's strategy, no search), which decides
from the view and a random source fixed by the position alone, so the same seed
gives the same replies every time and the steps always fit the table.

The page gets a lesson through ``api.tutorial`` without its seed.  The sentences
are the page's translation keys (``static/js/i18n/tutorial.js``); their
parameters are drawn from the step's own action, so a step's words name exactly
the move it asks for.  ``facts`` are what the sentences claim (the contract, the
trump, who takes a trick): ``tests/test_tutorial.py`` replays every lesson
through the api and checks each claim, so a change of a rule or of the basic
bot that breaks a lesson fails there.  ``tools/find_lessons.py`` found the seeds.

>>> lesson_json("brandeln")["steps"][0]["say"]
'lesson.brandeln.bid'
>>> "seed" in lesson_json("brandeln")
False
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .core import Action, JSON, MalformedInput


LEVEL = "basic"
"""The bots of a lesson: deterministic for a given seed and given human moves."""


@dataclass(frozen=True)
class Step:
    """One human move: the action taught, its sentence and what that sentence claims.

    ``wins`` (the human's card takes the trick) and ``trump`` (the card is a trump)
    are stated only where the sentence says so.
    """

    action: Action
    say: str
    wins: bool | None = None
    trump: bool | None = None

    def params(self) -> JSON:
        """The sentence's parameters: the action's own fields (card, bid, trump, …)."""
        return {k: v for k, v in self.action.items() if k != "type"}


@dataclass(frozen=True)
class Lesson:
    """A guided deal: its seed, the sentences around it and the human's moves in order.

    ``facts`` are the deal's outcome the closing sentence relies on, as the
    ``result`` of the deal states them (``declarer``, ``contract``, ``trump``,
    ``made``; Vinegret's ``winner`` and ``outcome``).
    """

    game: str
    seed: int
    intro: str
    outro: str
    steps: tuple[Step, ...]
    facts: JSON = field(default_factory=dict)

    def to_json(self) -> JSON:
        """What the page needs (never the seed)."""
        return {"game": self.game, "level": LEVEL, "intro": self.intro, "outro": self.outro,
                "steps": [{"action": s.action, "say": s.say, "params": s.params()}
                          for s in self.steps]}


def _play(card: str, say: str, wins: bool | None = None, trump: bool | None = None) -> Step:
    return Step({"type": "play", "card": card}, say, wins, trump)


LESSONS: dict[str, Lesson] = {lesson.game: lesson for lesson in (
    Lesson("brandeln", 6, "lesson.brandeln.intro", "lesson.brandeln.outro", (
        Step({"type": "bid", "bid": "brandeln"}, "lesson.brandeln.bid"),
        Step({"type": "declare", "contract": "brandeln", "trump": "D"}, "lesson.brandeln.declare"),
        _play("9S", "lesson.lead", wins=False),
        _play("7D", "lesson.ruff", wins=True, trump=True),
        _play("JH", "lesson.lead", wins=False),
        _play("TD", "lesson.ruff", wins=True, trump=True),
        _play("QH", "lesson.lead", wins=False),
        _play("QD", "lesson.ruff", wins=True, trump=True),
        _play("KD", "lesson.lead_win", wins=True, trump=True),
    ), {"declarer": 0, "contract": "brandeln", "trump": "D", "made": True}),
    Lesson("quadrille", 20, "lesson.quadrille.intro", "lesson.quadrille.outro", (
        Step({"type": "bid", "bid": "alliance", "raise": 0}, "lesson.quadrille.bid"),
        Step({"type": "declare", "trump": "S", "call": "KS"}, "lesson.quadrille.declare"),
        _play("AS", "lesson.quadrille.spadille", wins=True, trump=True),
        _play("KH", "lesson.lead_win", wins=True, trump=False),
        _play("6D", "lesson.lead", wins=False),
        _play("2D", "lesson.follow_only", wins=False),
        _play("3C", "lesson.discard", wins=False, trump=False),
        _play("3S", "lesson.ruff", wins=True, trump=True),
        _play("6C", "lesson.lead", wins=False),
        _play("7S", "lesson.ruff", wins=True, trump=True),
        _play("QS", "lesson.lead_trump", trump=True),
        _play("5S", "lesson.ruff", wins=True, trump=True),
    ), {"declarer": 0, "contract": "alliance", "trump": "S", "called": "KS", "partner": 1,
        "made": True}),
    Lesson("cuatrola", 177, "lesson.cuatrola.intro", "lesson.cuatrola.outro", (
        Step({"type": "bid", "bid": "cuatrola"}, "lesson.cuatrola.bid"),
        _play("AE", "lesson.lead_trump", wins=True, trump=True),
        _play("3E", "lesson.lead_trump", wins=True, trump=True),
        _play("AO", "lesson.lead_win", wins=True, trump=False),
        _play("JC", "lesson.lead", wins=False),
        _play("JE", "lesson.ruff", wins=True, trump=True),
    ), {"declarer": 0, "contract": "cuatrola", "sitting_out": 2, "trump": "E", "made": True}),
    Lesson("vinegret", 6, "lesson.vinegret.intro", "lesson.vinegret.outro", (
        Step({"type": "discard", "cards": ["3H"]}, "lesson.vinegret.exchange"),
        Step({"type": "bet", "amount": 2}, "lesson.vinegret.bet"),
        Step({"type": "discard", "cards": ["2H", "5C"]}, "lesson.vinegret.draw"),
        Step({"type": "raise", "amount": 2}, "lesson.vinegret.raise"),
    ), {"outcome": "showdown", "winner": 0}),
)}


def lesson_for(game_id: object) -> Lesson:
    """The lesson of a game; ``MalformedInput`` for a game without one."""
    if not isinstance(game_id, str) or game_id not in LESSONS:
        raise MalformedInput(f"there is no lesson for {game_id!r}")
    return LESSONS[game_id]


def lesson_json(game_id: object) -> JSON:
    return lesson_for(game_id).to_json()


# ---------------------------------------------------------------------------
# Reading a trick game's view: what the lessons' sentences claim about a card


def trump_cards(view: JSON) -> set[str] | None:
    """The codes of the trumps once the deal has them, from the facts the view shows
    (Quadrille's ``card_order``; Brandeln's contract; Cuatrola's turned card)."""
    order = view.get("card_order")
    if isinstance(order, dict) and "T" in order:
        return set(order["T"])
    contract = view.get("contract")
    suit = contract.get("trump") if isinstance(contract, dict) else view.get("trump")
    if not isinstance(suit, str):
        return None
    return {card for card in _cards_in(view) if card[1] == suit}


def _cards_in(view: JSON) -> set[str]:
    """Every card code the view names (hand, tricks, the trick on the table)."""
    cards = set(view.get("hand") or [])
    for trick in [view.get("trick"), *(view.get("tricks") or [])]:
        if isinstance(trick, dict):
            cards.update(entry["card"] for entry in trick.get("cards", []))
    return cards


def led_suit(view: JSON, card: str) -> str:
    """The suit a card counts as: ``"T"`` for a trump, else its own suit letter."""
    order = view.get("card_order")
    if isinstance(order, dict):
        return next((suit for suit, cards in order.items() if card in cards), card[1])
    trumps = trump_cards(view) or set()
    return "T" if card in trumps else card[1]


def trick_of(view: JSON, number: int) -> JSON:
    """The finished trick ``number`` (0-based) as the view shows it."""
    tricks: list[JSON] = view.get("tricks") or []
    return tricks[number]


def any_trick_won_by_trump(view: JSON, seat: int) -> Any:
    """A finished trick ``seat`` took with a trump on a side suit led, or ``None``."""
    trumps = trump_cards(view) or set()
    for trick in view.get("tricks") or []:
        cards = {entry["seat"]: entry["card"] for entry in trick["cards"]}
        led = trick["cards"][0]["card"]
        if trick["winner"] == seat and cards.get(seat) in trumps and led not in trumps:
            return trick
    return None
