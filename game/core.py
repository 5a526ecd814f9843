"""What every game shares: exceptions, options, action checks and the game interface.

A game is a :class:`Game` subclass (one per module: ``game/brandeln.py`` …) that
knows how to deal, how to read a scenario and how a finished deal changes the
match.  One deal is a :class:`DealState`: whose turn it is, the legal actions,
``apply`` and the seat views.  Actions are plain JSON objects (``dict``) exactly
as ``CONVENTIONS.md`` writes them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Mapping, NamedTuple, Self, Sequence, TypeGuard, TypeVar

from .cards import Deck

Action = dict[str, Any]
JSON = dict[str, Any]


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state.

    ``code`` and ``params`` let the page translate the reason; ``str(error)``
    is the English sentence.

    >>> error = IllegalAction("not_your_turn", "not your turn: seat 2 is to act", seat=2)
    >>> error.code, error.params, str(error)
    ('not_your_turn', {'seat': 2}, 'not your turn: seat 2 is to act')
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params

    def to_json(self) -> JSON:
        return {"code": self.code, "params": self.params, "message": str(self)}


class MalformedInput(ValueError):
    """A scenario, save or request that is not well formed (not a rules question)."""


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer: ``True`` and ``1.0`` are not."""
    return isinstance(value, int) and not isinstance(value, bool)


# ---------------------------------------------------------------------------
# Options


INT_LIMIT = 10**9
"""No integer option goes beyond ±this: every figure stays exact in JavaScript."""


@dataclass(frozen=True)
class Option:
    """One documented variant: its JSON kind, default and the values allowed.

    ``app_choices`` are the values the app suggests for an int option (any other
    value within the bounds is allowed too).
    """

    kind: str  # "int", "bool" or "choice"
    default: Any
    minimum: int | None = None
    choices: tuple[Any, ...] = ()
    multiple_of: int | None = None
    maximum: int | None = None
    app_choices: tuple[Any, ...] = ()

    @property
    def bounds(self) -> tuple[int, int]:
        """The least and the greatest value of an int option, the rule book's or ±INT_LIMIT."""
        low = -INT_LIMIT if self.minimum is None else self.minimum
        return low, INT_LIMIT if self.maximum is None else self.maximum

    def check(self, name: str, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise MalformedInput(f"option {name} must be true or false")
        elif self.kind == "int":
            if not is_int(value):
                raise MalformedInput(f"option {name} must be an integer")
            low, high = self.bounds
            if value < low:
                raise MalformedInput(f"option {name} must be at least {low}")
            if value > high:
                raise MalformedInput(f"option {name} must be at most {high}")
            if self.multiple_of and value % self.multiple_of:
                raise MalformedInput(f"option {name} must be a multiple of {self.multiple_of}")
        elif not isinstance(value, str) or value not in self.choices:
            allowed = ", ".join(map(str, self.choices))
            raise MalformedInput(f"option {name} must be one of {allowed}")
        return value

    def schema(self) -> JSON:
        """What the page needs to offer every allowed value and nothing else.

        >>> Option("int", 4, minimum=4, multiple_of=4).schema()
        {'type': 'int', 'default': 4, 'minimum': 4, 'maximum': 1000000000, 'step': 4}
        >>> Option("choice", "a", choices=("a", "b")).schema()
        {'type': 'choice', 'default': 'a', 'choices': ['a', 'b']}
        """
        schema: JSON = {"type": self.kind, "default": self.default}
        if self.kind == "int":
            schema["minimum"], schema["maximum"] = self.bounds
            schema["step"] = self.multiple_of or 1
            if self.app_choices:
                schema["suggested"] = list(self.app_choices)
        elif self.kind == "choice":
            schema["choices"] = list(self.choices)
        return schema


def parse_options(spec: Mapping[str, Option], raw: object) -> dict[str, Any]:
    """Defaults overlaid with ``raw``; unknown keys and bad values are malformed."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise MalformedInput("options must be an object")
    for name in raw:
        if name not in spec:
            raise MalformedInput(f"unknown option {name!r}")
    return {name: option.check(name, raw[name]) if name in raw else option.default
            for name, option in spec.items()}


# ---------------------------------------------------------------------------
# Action checks shared by the games


def check_fields(action: Action, required: Sequence[str], optional: Sequence[str] = ()) -> None:
    """Reject an action with a missing or an unexpected field."""
    kind = action.get("type")
    for name in required:
        if name not in action:
            raise IllegalAction("missing_field", f"{kind} needs a {name!r} field", field=name)
    if len(action) == len(required) + 1 and "type" in action:
        return  # the type and the required fields, nothing else: the common case, at once
    allowed = {"type", *required, *optional}
    for name in action:
        if name not in allowed:
            raise IllegalAction("extra_field", f"{kind} takes no {name!r} field", field=name)


def wrong_phase(action: Action, phase: str, words: str | None = None) -> IllegalAction:
    """An action type that does not fit the phase; ``words`` names the phase for people."""
    kind = action.get("type")
    return IllegalAction("wrong_phase",
                         f"{kind!s} is not possible now: the deal is in the {words or phase}",
                         type=kind, phase=phase)


def held_card(deck: Deck, hand: Sequence[int], code: object,
              missing: str = "card {code} is not in your hand") -> int:
    """The card a ``code`` names, refused unless it is a card of the game in ``hand``.

    ``missing`` is the rule book's own sentence for a card the player does not hold.
    """
    if code not in deck:
        raise IllegalAction("not_a_card", f"{code!r} is not a card of this game", card=code)
    assert isinstance(code, str)
    card = deck.card(code)
    if card not in hand:
        raise IllegalAction("not_in_hand", missing.format(code=code), card=code)
    return card


def deal_over() -> IllegalAction:
    return IllegalAction("deal_over", "the deal is over")


# ---------------------------------------------------------------------------
# The interface of one deal and of one game


class SlotCopy:
    """A generated ``clone()`` for a class that keeps its state in ``__slots__``.

    A clone shares every slot with the original except those the class declares
    as changed in place: ``copied`` (lists, copied), ``copied_nested`` (lists of
    lists, such as hands, copied two levels deep) and ``cloned`` (objects with
    their own ``clone()``).  Everything else is immutable or replaced whole, so
    sharing it is safe.  Search bots clone deals thousands of times a decision,
    so each class gets its ``clone`` written out as straight assignments when it
    is defined (as ``dataclasses`` writes ``__init__``), as fast as by hand.

    >>> class Pair(SlotCopy):
    ...     __slots__ = ("name", "cards")
    ...     copied = ("cards",)
    >>> pair = Pair(); pair.name, pair.cards = "a", [1]
    >>> twin = pair.clone(); twin.cards.append(2)
    >>> twin.name, twin.cards, pair.cards
    ('a', [1, 2], [1])
    """

    __slots__ = ()

    copied: ClassVar[tuple[str, ...]] = ()
    copied_nested: ClassVar[tuple[str, ...]] = ()
    cloned: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        slots: tuple[str, ...] = cls.__dict__.get("__slots__", ())
        declared = (*cls.copied, *cls.copied_nested, *cls.cloned)
        unknown = [name for name in declared if name not in slots]
        if unknown:
            raise TypeError(f"{cls.__name__} declares {unknown} for clone() but has no such slot")
        copy = {**{name: f"self.{name}.copy()" for name in cls.copied},
                **{name: f"[*map(list.copy, self.{name})]" for name in cls.copied_nested},
                **{name: f"self.{name}.clone()" for name in cls.cloned}}
        lines = [f"    other.{name} = {copy.get(name, f'self.{name}')}" for name in slots]
        source = "\n".join(["def clone(self):", "    other = new(cls)", *lines, "    return other"])
        namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
        exec(source, namespace)  # noqa: S102 - built only from the class's own slot names
        clone = namespace["clone"]
        clone.__doc__ = SlotCopy.clone.__doc__
        clone.__qualname__ = f"{cls.__qualname__}.clone"
        setattr(cls, "clone", clone)  # noqa: B010 - mypy forbids assigning to a method

    def clone(self) -> Self:
        """An independent copy: shared immutable slots, fresh copies of the mutable ones."""
        raise NotImplementedError("written for each subclass by __init_subclass__")


class DealState(SlotCopy):
    """One deal in progress.  Subclasses keep their state in ``__slots__`` and declare
    which slots a clone must copy (:class:`SlotCopy`)."""

    __slots__ = ()

    game: ClassVar["type[Game]"]
    options: dict[str, Any]
    phase: str
    dealer: int

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the deal waits for; ``None`` once it is over."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        """Every game's last phase is ``"over"``."""
        return self.phase == "over"

    def legal_actions(self) -> list[Action]:
        """Every legal action, in the rule book's canonical order."""
        raise NotImplementedError

    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat to act; ``IllegalAction`` says why not."""
        raise NotImplementedError

    def result(self) -> JSON | None:
        """The rule book's ``result`` object once the deal is over."""
        raise NotImplementedError

    def final_result(self) -> JSON:
        """The result of a deal that is known to be over (the match and the arena read it)."""
        result = self.result()
        assert result is not None, "the deal is not over"
        return result

    def tricks_json(self) -> list[JSON]:
        return []

    def outcome_settled(self, seat: int) -> bool:
        """Whether every way of playing the rest of the deal gives the same scores, from
        what ``seat`` may know (the page then offers to skip to the result).  No, unless
        a game says when: a game whose every action may change the scores keeps this."""
        return False

    def view(self, seat: int) -> JSON:
        """What ``seat`` may know, as JSON: never another seat's hidden cards."""
        raise NotImplementedError

    def bot_view(self, seat: int, legal: list[Action] | None = None) -> JSON:
        """What the game's ``basic`` bot reads of ``view(seat)``, for the seat to act: those
        keys with the same values, and nothing else (``legal``: the legal actions, if the
        caller has them already).

        The search bots' playouts ask the ``basic`` bot at every step, where
        building the whole view (history, result, the page's rule facts) cost
        about twice the step itself; a game whose view is costly overrides this
        with the few keys its bot reads.  Being part of the view, it shows no
        more than the view does.
        """
        return self.view(seat)

    def bot_header(self, seat: int, hand: list[str], hand_counts: list[int],
                   legal: list[Action] | None) -> JSON:
        """:meth:`view_header`'s keys that the ``basic`` bots read, for the seat to act."""
        return {"seat": seat, "options": self.options, "phase": self.phase, "dealer": self.dealer,
                "hand": hand, "hand_counts": hand_counts,
                "legal": self.legal_actions() if legal is None else legal}

    def view_header(self, seat: int, to_act: int | None, hand: list[str],
                    hand_counts: list[int]) -> JSON:
        """The keys every game's view starts with; ``legal`` only for the seat to act."""
        return {"game": self.game.id, "seat": seat, "players": len(hand_counts),
                "options": dict(self.options), "phase": self.phase, "dealer": self.dealer,
                "to_act": to_act, "hand": hand, "hand_counts": hand_counts,
                "legal": self.legal_actions() if to_act == seat else []}


Observer = Callable[[int, DealState, JSON], None]
"""Shown each history entry's index, the state just before it, and the entry."""

Sampler = Callable[[random.Random, Observer | None], DealState]
"""``Game.sampler(view)``: draws a deal fitting the view, as ``sample_deal(view, rng, observe)``."""


AnyDeal = TypeVar("AnyDeal", bound=DealState)


def replay(deal: AnyDeal, history: Iterable[JSON], observe: Observer | None = None) -> AnyDeal:
    """Apply a view's ``history`` (entries carry the acting ``seat``) to ``deal``.

    ``observe`` sees every step; search bots use it to ask how likely the
    sampled cards make the bids that were made.  Raises ``IllegalAction`` when
    the history cannot happen with the deal's cards.
    """
    for index, entry in enumerate(history):
        if observe is not None:
            observe(index, deal, entry)
        deal.apply({key: value for key, value in entry.items() if key != "seat"})
    return deal


class Payment(NamedTuple):
    """One transfer of chips at settlement: ``payer`` to ``payee`` (``None`` is the pot).

    The chip games itemise a deal's settlement as payments so that the page can say who
    paid whom and why, and the result's gains are their net (:func:`net_chips`).
    """

    payer: int | None
    payee: int | None
    chips: int
    reason: str  # what the game pays for: "stake", "pot_won", an outcome, a combination …

    def to_json(self) -> JSON:
        return {"from": self.payer, "to": self.payee, "chips": self.chips, "why": self.reason}


def net_chips(payments: Iterable[Payment], players: int) -> list[int]:
    """What each seat gained from ``payments``: received less paid (the pot is no seat).

    >>> net_chips([Payment(0, None, 2, "stake"), Payment(None, 1, 2, "pot_won")], 3)
    [-2, 2, 0]
    """
    net = [0] * players
    for payment in payments:
        if payment.payer is not None:
            net[payment.payer] -= payment.chips
        if payment.payee is not None:
            net[payment.payee] += payment.chips
    return net


@dataclass(frozen=True)
class SheetColumns:
    """Where a game keeps what each column of the score sheet won in a deal and its total."""

    columns: str  # "seats", or "teams" (Cuatrola's two partnerships)
    unit: str  # "points", "game_points" or "chips"
    delta: str  # the result's key of the deal's gain per column
    totals: str  # the match record's key of the running totals
    shares: str | None = None  # the record's key of a pot shared out at the match's end
    pot_winner: bool = False  # the sheet names who took the pot (Vinegret)


class Game:
    """The rules of one game beyond a single deal: options, deals, the match."""

    id: ClassVar[str]
    deck: ClassVar[Deck]
    players: ClassVar[tuple[int, ...]]
    default_players: ClassVar[int] = 4
    card_art: ClassVar[str] = "french"  # the page's card pictures (static/cards/<card_art>/)
    # The option that sets how long a match lasts, and what it counts ("points", "deals", "rounds").
    match_length: ClassVar[tuple[str, str]]
    # The page's translation key of a contract's name ("{}" the contract), for messages naming one.
    contract_words: ClassVar[str | None] = None
    sheet_columns: ClassVar["SheetColumns"]
    options: ClassVar[Mapping[str, Option]]

    @classmethod
    def parse_options(cls, raw: object) -> dict[str, Any]:
        return parse_options(cls.options, raw)

    @classmethod
    def from_scenario(cls, data: JSON) -> DealState:
        """The deal a scenario file fixes; ``MalformedInput`` if it is not well formed."""
        raise NotImplementedError

    @classmethod
    def new_match(cls, options: dict[str, Any], players: int) -> JSON:
        """The match record before the first deal (scores, pot …)."""
        raise NotImplementedError

    @classmethod
    def deal(cls, options: dict[str, Any], players: int, dealer: int, rng: random.Random,
             match: JSON) -> DealState:
        """A freshly shuffled deal inside a match whose record is ``match``."""
        raise NotImplementedError

    @classmethod
    def settle(cls, options: dict[str, Any], players: int, match: JSON, deal: DealState) -> JSON:
        """The match record after ``deal``: it carries ``over``, ``winner`` and ``next_dealer``."""
        raise NotImplementedError

    @classmethod
    def match_facts(cls, options: dict[str, Any], players: int, record: JSON,
                    settled: JSON | None, deal: DealState) -> JSON:
        """What the page shows of the match that the rules work out from the record and
        the deal (``settled`` once the deal is over); added to the view's ``match``.

        A game that keeps running ``scores`` in its record shows them as they stand
        (after the deal once it is settled, the match's final shares included)."""
        standing = record if settled is None else settled
        return {"scores": list(standing["scores"])} if "scores" in standing else {}

    @classmethod
    def sample_deal(cls, view: JSON, rng: random.Random,
                    observe: Observer | None = None) -> DealState:
        """A whole deal at the view's position, consistent with everything the view shows.

        The cards the seat cannot see are dealt anew at random; search bots
        play their imagined deals out from here.  The view's history is
        replayed on the new cards (:func:`replay`), shown to ``observe``.
        """
        raise NotImplementedError

    @classmethod
    def sampler(cls, view: JSON) -> Sampler:
        """:meth:`sample_deal` for one view: a search draws hundreds of deals from it, so a
        game may work out once what does not change between draws.  The same deals, draw
        for draw, with the same use of the random source."""
        return lambda rng, observe: cls.sample_deal(view, rng, observe)

    @classmethod
    def seat_scores(cls, deal: DealState) -> list[int]:
        """What each seat won or lost in a finished deal (what the arena averages)."""
        raise NotImplementedError

    @classmethod
    def contract_of(cls, deal: DealState) -> tuple[str, int | None, bool | None]:
        """A finished deal's contract, its declarer and whether it was made."""
        result = deal.final_result()
        return result["contract"], result["declarer"], result["made"]

    @classmethod
    def sheet_declarer(cls, deal: DealState) -> tuple[int | None, bool | None]:
        """The score sheet's who took a contract on in a finished deal, and whether it was made."""
        _, declarer, made = cls.contract_of(deal)
        return declarer, made

    @classmethod
    def column_seats(cls, players: int) -> list[list[int]]:
        """The seats each column of the score sheet stands for: one seat a column here."""
        return [[seat] for seat in range(players)]

    @classmethod
    def match_winners(cls, settled: JSON, players: int) -> list[int]:
        """The seats that finished a match first (a shared first place counts for each)."""
        winner = settled["winner"]
        return list(winner) if isinstance(winner, list) else [winner]

    @classmethod
    def card_fields(cls, action: Action) -> list[object]:
        """The values in an action that name cards (checked by the scenario reader)."""
        values: list[object] = []
        if "card" in action:
            values.append(action["card"])
        return values


# ---------------------------------------------------------------------------
# Reading the parts of a scenario file that every game has


def read_dealer(data: JSON, players: int) -> int:
    dealer = data.get("dealer")
    if not is_int(dealer) or not 0 <= dealer < players:
        raise MalformedInput(f"dealer must be an integer from 0 to {players - 1}")
    return dealer


def read_hands(deck: Deck, data: JSON, players: Sequence[int], size: int) -> list[list[int]]:
    """The ``hands`` of a scenario as card integers, in the order given.

    Checks the number of hands, each hand's size, that every code is a card of
    ``deck`` and that no card is given twice (completeness is the caller's).
    """
    hands = data.get("hands")
    if not isinstance(hands, list) or len(hands) not in players:
        counts = " or ".join(map(str, players))
        raise MalformedInput(f"hands must be a list of {counts} hands")
    seen: set[str] = set()
    result = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, list) or len(hand) != size:
            raise MalformedInput(f"hand {seat} must be a list of {size} cards")
        for code in hand:
            if code not in deck:
                raise MalformedInput(f"{code!r} in hand {seat} is not a card of this game")
            if code in seen:
                raise MalformedInput(f"card {code} is given twice")
            seen.add(code)
        result.append(deck.cards(hand))
    return result


def read_whole_deal(deck: Deck, data: JSON, players: int, size: int) -> tuple[int, list[list[int]]]:
    """The ``dealer`` and ``hands`` of a scenario that deals the whole deck, ``size`` cards
    to each of ``players`` seats (the trick games' deal)."""
    dealer = read_dealer(data, players)
    hands = read_hands(deck, data, (players,), size)
    require_whole_deck(deck, [c for hand in hands for c in hand])
    return dealer, hands


def require_whole_deck(deck: Deck, cards: Sequence[int]) -> None:
    missing = set(range(len(deck))) - set(cards)
    if missing:
        raise MalformedInput(f"card {deck.code(min(missing))} is missing from the deal")


def read_setup(data: JSON, known: Sequence[str]) -> JSON:
    setup = data.get("setup", {})
    if not isinstance(setup, dict):
        raise MalformedInput("setup must be an object")
    for key in setup:
        if key not in known:
            raise MalformedInput(f"unknown setup key {key!r}")
    return setup


def read_int_list(value: object, name: str, length: int) -> list[int]:
    if not isinstance(value, list) or len(value) != length or not all(is_int(v) for v in value):
        raise MalformedInput(f"{name} must be a list of {length} integers")
    return list(value)
