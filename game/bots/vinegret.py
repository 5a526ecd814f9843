"""The ``basic`` Vinegret bot: the rule book's strategy notes (§13), from one seat's view.

Hand strength is the *percentile* of the four cards: the chance to beat one
random four-card hand, counted once over all 91,390 hands (:func:`ranking`,
which the ``normal`` and ``strong`` bots read too).
Against ``k`` opponents the bot counts on ``percentile ** k``.  It keeps or
swaps its first two cards by §13's exchange rule, bets and holds by strength
against the seats still able to play, picks the second-draw discard by
Monte-Carlo refills, and bluffs now and then so that its bets are not a
plain reading of its cards.  It reads only ``view``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Iterable, Sequence

from ..cards import Card
from ..core import Action, JSON
from ..vinegret import (DECK, PIP, PRIME, SEQUENCE, SUIT, Combination, classify, exchange_stake,
                        speaking_order)

REFILLS = 60  # Monte-Carlo refills per kept subset in the second draw
BET_WHEN = 0.45  # §13 declaration: bet when p^k reaches this
HOLD_WHEN = 0.30  # hold a bet when p^(opponents) reaches this
DEALER_HOLDS_LONE_BET = 0.35
RAISE_WHEN = 0.60  # §13 final round
CALL_WHEN = 0.35
LATE_BLUFF = 0.2  # last seat before the dealer, all passed: bet on a bluff
LAST_CHECK_RAISE = 0.5  # last to speak, all checked: raise 1 whatever the hand
BLUFF_RAISE = 0.1  # with weak hands against at most two opponents

HAND = 4
BIT = tuple(1 << card for card in range(len(DECK)))
Table = tuple[float, ...]  # a probability for each hand strength


def mask(cards: Iterable[Card]) -> int:
    """The hand as an integer, bit ``c`` for card ``c``: the key of the ranking's table."""
    return sum(BIT[card] for card in cards)


@dataclass(frozen=True)
class Ranking:
    """All 91,390 hands ranked once: the engine's classifier is far too slow for simulation.

    ``strength`` maps a hand's mask (bit ``c`` for card ``c``) to the rank of its
    combination among all combinations, 0 the weakest; equal combinations share it.
    """

    strength: dict[int, int]
    beat: Table  # by strength: the chance to beat one random hand, an exact tie counting half
    combos: tuple[Combination, ...]  # by strength


@cache
def ranking() -> Ranking:
    """Every hand's rank.  A combination depends on the pips and on which cards share a
    suit, never on the suits themselves, so each pattern of those (7,390 of them) is
    classified once: a quarter of the time of classifying every hand (§7.2)."""
    hands = list(combinations(range(len(DECK)), HAND))
    by_pattern: dict[tuple[int, ...], Combination] = {}
    found = []
    for hand in hands:
        suits = [SUIT[card] for card in hand]
        pattern = (*[PIP[card] for card in hand], *[a == b for a, b in combinations(suits, 2)])
        combo = by_pattern.get(pattern)
        if combo is None:
            combo = by_pattern[pattern] = classify(hand)
        found.append(combo)
    combos = sorted(set(by_pattern.values()))
    rank = {combo: index for index, combo in enumerate(combos)}
    strength: dict[int, int] = {}
    counts = [0] * len(combos)
    for bits, combo in zip(map(sum, combinations(BIT, HAND)), found):
        strength[bits] = rank[combo]
        counts[rank[combo]] += 1
    beat, below = [], 0
    for count in counts:
        beat.append((below + count / 2) / len(hands))
        below += count
    return Ranking(strength, tuple(beat), tuple(combos))


def percentile(hand: Sequence[Card]) -> float:
    """The chance that ``hand`` beats one random four-card hand (§13's yardstick).

    >>> round(percentile(DECK.cards(["6S", "7H", "8C", "9D"])), 2)  # a prime of 30 (§13: 95 %)
    0.96
    """
    table = ranking()
    return table.beat[table.strength[mask(hand)]]


def keeps_first_cards(a: Card, b: Card, keeping_costs: bool = False) -> bool:
    """§13 exchange rule for the first two cards: which pairs are worth keeping.

    When ``keeping_costs`` more than a discard (§5.3 ``vade_payers: "keepers"``),
    each mark of the rule is one step higher: the pairs kept by the smallest
    margin (fives, suited pairs with a 3, off-suit pairs with an 8: each adds
    at most 0.026 to the final hand's chance to beat a random hand, counted
    over all refills) are thrown instead of paid for.
    """
    low, high = sorted((PIP[a], PIP[b]))
    step = 1 if keeping_costs else 0
    if low == high:
        return low >= 5 + step
    if SUIT[a] == SUIT[b]:
        return (low + high >= 12 and low >= 3 + step) or (high - low == 1 and low >= 5)
    return low >= 8 + step


def keeping_costs(options: JSON) -> bool:
    """Whether a keep in the exchange costs more than a discard (§5.3)."""
    return exchange_stake(options, keeps=True) > exchange_stake(options, keeps=False)


def _exchange(hand: list[Card], options: JSON) -> Action:
    a, b = hand
    if keeps_first_cards(a, b, keeping_costs(options)):
        return {"type": "keep"}
    low, high = sorted(hand, key=lambda c: PIP[c])
    thrown = [low] if PIP[high] >= 6 else [low, high]
    return {"type": "discard", "cards": DECK.sorted_codes(thrown)}


def _seen_cards(view: JSON) -> set[Card]:
    """Cards this seat holds or has thrown: never in the stock again."""
    seen = set(DECK.cards(view["hand"]))
    for entry in view["history"]:
        if entry["type"] == "discard" and entry["seat"] == view["seat"]:
            seen |= set(DECK.cards(entry["cards"]))
    return seen


def _draw(view: JSON, hand: list[Card], legal: list[Action], rng: random.Random) -> Action:
    """§13 second draw: the discard whose random refills give the best mean percentile."""
    unseen = sorted(set(range(len(DECK))) - _seen_cards(view))

    def value(action: Action) -> float:
        if action["type"] == "keep":
            return percentile(hand)
        thrown = DECK.cards(action["cards"])
        kept = [c for c in hand if c not in thrown]
        return sum(percentile(kept + rng.sample(unseen, len(thrown)))
                   for _ in range(REFILLS)) / REFILLS

    best = max(legal, key=value)
    return dict(best)


def _amount(legal: list[Action], kind: str, wanted: int) -> Action:
    """The legal ``kind`` action whose amount is nearest to ``wanted`` from below."""
    options = [a for a in legal if a["type"] == kind]
    fitting = [a for a in options if a["amount"] <= wanted] or options[:1]
    return dict(fitting[-1])


def _declare(view: JSON, hand: list[Card], legal: list[Action], rng: random.Random) -> Action:
    """§13 declaration: bet on strength against the seats still to speak, hold likewise."""
    me, types = view["seat"], {a["type"] for a in legal}
    if "redeal" in types:
        return {"type": "force" if classify(hand).category >= PRIME else "redeal"}
    p = percentile(hand)
    opponents = len(view["still_in"]) - 1
    if "hold" in types:
        lone_dealer = me == view["dealer"] and opponents == 1
        hold = p >= DEALER_HOLDS_LONE_BET if lone_dealer else p ** opponents >= HOLD_WHEN
        return {"type": "hold" if hold else "pass"}
    order = speaking_order(view["dealer"], view["players"])
    last_before_dealer = order[-2] == me
    if p ** opponents >= BET_WHEN:
        strong = classify(hand).category >= SEQUENCE
        return _amount(legal, "bet", rng.randint(3, 5) if strong else rng.randint(1, 2))
    if last_before_dealer and rng.random() < LATE_BLUFF:
        return _amount(legal, "bet", rng.randint(1, 2))
    return {"type": "pass"}


def _final(view: JSON, hand: list[Card], legal: list[Action], rng: random.Random) -> Action:
    """§13 final round: raise, hold or pass on ``p^k``; bluff now and then."""
    live = view["still_in"]
    opponents = len(live) - 1
    chance = percentile(hand) ** opponents
    can_raise = any(a["type"] == "raise" for a in legal)
    raise_by = 1 if chance < 0.75 else 2 if chance < 0.9 else 3
    if view["betting"]["level"] == 0:
        order = [s for s in speaking_order(view["dealer"], view["players"]) if s in live]
        last = order[-1] == view["seat"]
        if chance >= RAISE_WHEN or (last and rng.random() < LAST_CHECK_RAISE) or (
                opponents <= 2 and rng.random() < BLUFF_RAISE):
            return _amount(legal, "raise", raise_by if chance >= RAISE_WHEN else 1)
        return {"type": "pass"}
    if can_raise and chance >= RAISE_WHEN and classify(hand).category >= SEQUENCE:
        return _amount(legal, "raise", raise_by)
    return {"type": "hold" if chance >= CALL_WHEN else "pass"}


def basic(view: JSON, rng: random.Random) -> Action:
    legal = view["legal"]
    if len(legal) == 1:
        return dict(legal[0])
    hand = DECK.cards(view["hand"])
    phase = view["phase"]
    if phase == "exchange":
        return _exchange(hand, view["options"])
    if phase == "draw":
        return _draw(view, hand, legal, rng)
    if phase == "declare":
        return _declare(view, hand, legal, rng)
    return _final(view, hand, legal, rng)
