"""The ``normal`` and ``strong`` Vinegret bots: simulation against plausible hands, mixed betting.

**Estimator.** The bot deals the cards it cannot see at random, many times
over.  In each imagined deal every other seat still in play gets a whole card
history (first two cards, exchange, second deal, second draw) and a *weight*:
the probability that a *model player* holding those cards would have done what
the seat was seen to do (§13's strategy notes made soft: a logistic curve round
each threshold, never below a small floor, since people bluff and err).  So a
seat that held a bet or raised counts mostly through its strong imagined hands,
one that changed two cards through weak first pairs.  Cards still to come
(the second deal, the draws) are dealt in the same imagined deal; the bot's
own future draw follows a fixed plan, the other seats draw as the model does.

**Actions.** Every legal action is valued in chips on the same imagined deals
(common random numbers).  In the final round that is the showdown it leads
to: the pool, the combination payment the winner collects from every seat,
what the bot pays when it loses, with each rival still to answer holding or
folding with the model's chance (which gives raises their fold equity).
Earlier in the deal the final round still to come is valued roughly: every
seat, the bot included, raises and holds there as the model player would on
its final cards, and an all-pass carries the pool.  An unheld bet earns the
dealer's bonus.  Exchanges and second draws take the change of best value.

**Mixing.** ``normal`` picks among the actions by a softmax of their values (a
near tie is a coin toss, a clear edge is taken almost always), and now and
then bluffs (bets or raises the minimum where it would have checked) or
slow-plays a very strong hand (checks or holds where it would have raised),
both with a bounded cost: a varied opponent.  ``strong`` plays the best value
it estimates (near ties only are mixed), which the arena found worth most of a
chip a deal against ``normal`` (docs/bots.md); its bets still do not read as
strength, since the rivals' folds make a bet on a weak hand the best value
often enough.
All chance comes from ``rng``, and a level's budget is a number of imagined
deals: the decision is a function of ``(view, rng)`` only, on any machine.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import accumulate, combinations
from typing import Callable, Iterable, NamedTuple, Sequence

from ..cards import Card
from ..core import Action, JSON
from ..vinegret import (DECK, EXCHANGE_MAX, FIRST_CARDS, SECOND_CARDS, SUIT, exchange_stake,
                        payment, speaking_order)
from .vinegret import BIT, HAND, Table, mask, ranking

TIE = 8  # strength * TIE + TIE - 1 - position: one integer that also settles exact ties (§7.3)

# The model player (§13, softened).  Each threshold applies to beat ** k, the
# chance to beat k random hands, where k counts the other seats still in.
WIDTH = 0.04  # how soft the thresholds are
FLOOR = 0.03  # the least probability of any action: bluffs and mistakes
BET_AT = 0.45
LATE_BLUFF = 0.2  # the last seat before the dealer bets on anything this often
HOLD_AT = 0.30
FORCE_AT = 0.86  # the dealer forces with a prime or better
RAISE_AT = 0.60
RAISE_FLOOR = 0.1  # bluff raises
LAST_RAISE = 0.5  # last to speak after all checked: raise on anything half the time
CALL_AT = 0.35
PRICE_STEP = 0.03  # each counter more to pay asks that much more of the hand
SEQUENCE_OR_BETTER = 0.96  # beat of the weakest sequence: §13 re-raises and bets 3 or more on it
RERAISE_AT = SEQUENCE_OR_BETTER  # on beat ** 1
BET_SIZES = (SEQUENCE_OR_BETTER,)  # on beat ** 1
RAISE_SIZES = (0.75, 0.9)  # raises of 2, of 3 or more, come with beat ** k above these
CHANGE_TEMPERATURE = 0.02  # how sharply the model picks the number of cards to change
STAKE = 3  # what each seat that plays a deal typically stakes after the exchange (bets, raises)

# The bot's own choice among its actions.
BLUFF_COST = 1.0  # a bluff is made only when it costs at most this much by the estimate
SLOW_PLAY_WIN = 0.85  # a slow play only with at least this chance to win the showdown


class Mixing(NamedTuple):
    """How a level departs from the best value it estimates (see :func:`choose_why`)."""

    temperature: float  # chips: values closer than this are mixed
    bluff: float  # how often a check or a pass becomes the least bet or raise
    slow_play: float  # how often a raise with a nearly sure winner becomes a check or a hold


MIXED = Mixing(temperature=0.25, bluff=0.08, slow_play=0.15)


# -- every hand ranked once (``game.bots.vinegret.ranking``) ------------------------------


@cache
def pays(fredon_base: int) -> tuple[int, ...]:
    """By strength: what every other seat pays a winner with that combination (§7.4)."""
    return tuple(payment(combo, fredon_base) for combo in ranking().combos)


def bits_of(bits: int) -> list[int]:
    """The cards of a mask, each as its own bit, lowest first."""
    single = []
    while bits:
        low = bits & -bits
        single.append(low)
        bits ^= low
    return single


def cards_of(bits: int) -> list[Card]:
    return [low.bit_length() - 1 for low in bits_of(bits)]


def strength(cards: Iterable[Card]) -> int:
    """The rank of four cards' combination: higher beats lower, as ``classify`` orders them."""
    return ranking().strength[mask(cards)]


# -- what a partial hand is worth ------------------------------------------------------------


@cache
def completion(bits: int) -> float:
    """The mean chance to beat one random hand after filling the cards of ``bits`` up at random."""
    if bits.bit_count() == HAND:
        table = ranking()
        return table.beat[table.strength[bits]]
    return _shape_completion(_shape(bits))


def _shape(bits: int) -> tuple[tuple[int, ...], ...]:
    """The cards with their suits renamed away: no combination depends on which suit is which."""
    groups: list[list[int]] = [[] for _ in DECK.suits]
    for card in cards_of(bits):
        groups[SUIT[card]].append(DECK.rank_of[card])
    return tuple(sorted((tuple(group) for group in groups if group), reverse=True))


@cache
def _shape_completion(shape: tuple[tuple[int, ...], ...]) -> float:
    if not shape:
        return 0.5  # over all hands, the chance to beat one random hand averages one half exactly
    kept = [DECK.card(DECK.ranks[rank] + DECK.suits[suit])
            for suit, ranks in enumerate(shape) for rank in ranks]
    table, base = ranking(), mask(kept)
    rest = [card for card in range(len(DECK)) if card not in kept]
    values = [table.beat[table.strength[base + mask(extra)]]
              for extra in combinations(rest, HAND - len(kept))]
    return sum(values) / len(values)


def keeps(bits: int) -> tuple[tuple[float, int], ...]:
    """For throwing 0, 1, … of the cards: the best value that can be kept, and the cards kept.

    Of equal values the larger mask is kept.  Every subset is visited once, as
    a submask of ``bits`` from the largest down (a rival's four cards are new
    in most imagined deals, so this runs often).
    """
    size = bits.bit_count()
    best = [-1.0] * (size + 1)
    kept = [0] * (size + 1)
    table = ranking()
    if size == HAND:  # the whole hand, not cached with the parts: there are 91,390 of them
        best[HAND], kept[HAND] = table.beat[table.strength[bits]], bits
    part = bits
    while part:  # submasks in decreasing order: the first of a value is the largest mask
        count = part.bit_count()
        if count < HAND:
            value = completion(part)
            if value > best[count]:
                best[count], kept[count] = value, part
        part = (part - 1) & bits
    best[0] = completion(0)
    return tuple(zip(reversed(best), reversed(kept)))


@lru_cache(maxsize=1 << 16)
def plan(bits: int, limit: int) -> tuple[int, int]:
    """The bot's own future change: how many cards to throw (at most ``limit``), what it keeps."""
    options = keeps(bits)[:limit + 1]
    thrown = max(range(len(options)), key=lambda count: options[count][0])
    return thrown, options[thrown][1]


@lru_cache(maxsize=1 << 16)
def change_model(bits: int, limit: int) -> tuple[Table, tuple[int, ...]]:
    """How likely the model player throws 0 … ``limit`` cards, and what it keeps for each count."""
    options = keeps(bits)[:limit + 1]
    top = max(value for value, _ in options)
    chances = _softmax([(value - top) / CHANGE_TEMPERATURE for value, _ in options])
    return tuple(chances), tuple(kept for _, kept in options)


@cache
def act(threshold: float, floor: float, k: int, bold: bool) -> Table:
    """By strength: how likely the model player takes the bold action (or, if not ``bold``, not)."""
    chances = []
    for beat in ranking().beat:
        yes = floor + (1 - 2 * floor) / (1 + math.exp((threshold - beat ** k) / WIDTH))
        chances.append(yes if bold else 1 - yes)
    return tuple(chances)


@cache
def sized(amount: int, thresholds: tuple[float, ...], k: int) -> Table:
    """By strength: how likely the model player stakes ``amount`` once it bets or raises at all.

    The stake grows with the hand: size ``i`` (amounts past the last threshold
    count as one size) is chosen when ``beat ** k`` lies between the
    thresholds round it, softly, never with less than ``FLOOR``.
    """
    sizes = len(thresholds) + 1
    size = min(amount, sizes)
    chances = []
    for beat in ranking().beat:
        above = [1.0] + [1 / (1 + math.exp((t - beat ** k) / WIDTH)) for t in thresholds] + [0.0]
        chances.append(FLOOR + (1 - sizes * FLOOR) * (above[size - 1] - above[size]))
    return tuple(chances)


def _times(first: Table, second: Table) -> Table:
    return tuple(a * b for a, b in zip(first, second))


def _pick(chances: Sequence[float], rng: random.Random) -> int:
    """An index drawn with the given probabilities (they sum to 1, up to rounding)."""
    point = rng.random()
    for index, chance in enumerate(chances):
        point -= chance
        if point < 0:
            return index
    return len(chances) - 1


def call_chance(price: int, k: int, bold: bool = True) -> Table:
    """The model's chance to stay in (if not ``bold``: to fold) when that costs ``price`` more."""
    return act(CALL_AT + PRICE_STEP * (price - 1), FLOOR, k, bold)


# -- what the view tells ----------------------------------------------------------------------


@dataclass
class Rival:
    """Another seat in play, with everything its public actions said about its cards."""

    seat: int
    tie: int  # TIE - 1 - position: the elder wins an exact tie
    after_me: bool  # speaks after the bot in the speaking order
    thrown: int | None = None  # cards changed in the exchange; None while still to come
    drawn: int | None = None  # cards changed in the second draw; None if not (yet)
    draw_limit: int = 0  # how many it could change then
    on_four: list[Table] = field(default_factory=list)  # declaration, by its four cards
    on_final: list[Table] = field(default_factory=list)  # final round, by its final cards
    paid: int = 0  # its contribution to the final round's level


@dataclass
class Position:
    """The view, read once: the bot's cards, the seats in play and what they did."""

    view: JSON
    me: int
    players: int
    tie: int
    hand: list[Card]
    unseen: list[Card]
    rivals: list[Rival]
    pool: int
    pays: tuple[int, ...]
    draw_max: int
    draws_ahead: bool  # the second draw is still to come for the seats in play
    stock_at_draw: int  # the stock when the second draw starts (an estimate before it)
    mine_needed: int = 0  # cards the bot itself may still receive, set by the phase

    @property
    def free(self) -> int:
        """Unseen cards left once every rival has the cards it was seen to hold and change."""
        return len(self.unseen) - sum(FIRST_CARDS + SECOND_CARDS + (rival.thrown or 0) +
                                      (rival.drawn or 0) for rival in self.rivals)

    def draw_limit(self, reserved: int = 0) -> int:
        """How many cards the bot may plan to change in the second draw."""
        if not self.draws_ahead:
            return 0
        return max(0, min(self.draw_max, self.stock_at_draw, self.free - reserved))


def read(view: JSON) -> Position:
    """Replay the public history: who changed how many cards, who bet what in which situation."""
    n, me, dealer = view["players"], view["seat"], view["dealer"]
    options, history, betting = view["options"], view["history"], view["betting"]
    order = speaking_order(dealer, n)
    tie = {seat: TIE - 1 - position for position, seat in enumerate(order)}
    rivals = {seat: Rival(seat, tie[seat], order.index(seat) > order.index(me),
                          paid=betting["contributions"][seat])
              for seat in order if seat != me}
    seen = set(DECK.cards(view["hand"]))
    for entry in history:
        if entry["seat"] == me and entry["type"] == "discard":
            seen |= set(DECK.cards(entry["cards"]))
    for entry in history[:n]:
        if entry["seat"] != me:
            rivals[entry["seat"]].thrown = entry.get("count", 0)
    live = _read_declaration(history[n:2 * n], rivals, order)
    later = history[2 * n:]
    draws = [entry for entry in later if entry["type"] in ("keep", "discard")]
    stock = view["stock_count"] + sum(entry.get("count", 0) for entry in draws)
    for entry in draws:
        if entry["seat"] != me:
            rival = rivals[entry["seat"]]
            rival.drawn = entry.get("count", 0)
            rival.draw_limit = min(options["second_draw_max"], stock)
        stock -= entry.get("count", 0)
    _read_final([entry for entry in later if entry["type"] in ("pass", "hold", "raise")],
                rivals, order, live)
    dealer_choice = view["phase"] == "declare" and betting["bettor"] is None and me == dealer
    in_play = set(range(n)) if dealer_choice else set(view["still_in"])
    stock_at_draw = view["stock_count"]
    if view["phase"] == "exchange":  # the second deal, and the rest of the exchange (a card each)
        stock_at_draw -= 2 * n + 1 + sum(1 for rival in rivals.values() if rival.thrown is None)
    return Position(
        view=view, me=me, players=n, tie=tie[me], hand=DECK.cards(view["hand"]),
        unseen=[card for card in range(len(DECK)) if card not in seen],
        rivals=[rivals[seat] for seat in order if seat in rivals and seat in in_play],
        pool=view["pool"], pays=pays(options["fredon_base"]), draw_max=options["second_draw_max"],
        draws_ahead=(options["second_draw"] and not betting["forced"] and not dealer_choice
                     and view["phase"] in ("exchange", "declare", "draw")),
        stock_at_draw=max(0, stock_at_draw))


def _read_declaration(entries: list[JSON], rivals: dict[int, Rival],
                      order: Sequence[int]) -> set[int]:
    """The model's likelihood of each declaration; returns the seats still in afterwards."""
    live, bet = set(order), False
    for entry in entries:
        seat, kind, k = entry["seat"], entry["type"], len(live) - 1
        if kind == "force":
            table, live = act(FORCE_AT, FLOOR, 1, True), set(order)
        elif bet:
            table = act(HOLD_AT, FLOOR, k, kind == "hold")
        else:
            bet = kind == "bet"
            table = act(BET_AT, LATE_BLUFF if seat == order[-2] else FLOOR, k, bet)
            if bet:
                table = _times(table, sized(entry["amount"], BET_SIZES, 1))
        if kind == "pass":
            live.discard(seat)
        if seat in rivals:
            rivals[seat].on_four.append(table)
    return live


def _read_final(entries: list[JSON], rivals: dict[int, Rival], order: Sequence[int],
                live: set[int]) -> None:
    """The model's likelihood of each final-round action, given the price it had to pay."""
    level, paid = 0, dict.fromkeys(order, 0)
    for entry in entries:
        seat, kind, k = entry["seat"], entry["type"], len(live) - 1
        if level == 0:
            last = seat == [s for s in order if s in live][-1]
            table = act(RAISE_AT, LAST_RAISE if last else RAISE_FLOOR, k, kind == "raise")
        elif kind == "pass":
            table = call_chance(level - paid[seat], k, bold=False)
            live.discard(seat)
        else:
            table = _times(call_chance(level - paid[seat], k),
                           act(RERAISE_AT, FLOOR, 1, kind == "raise"))
        if kind == "raise":
            level += entry["amount"]
            table = _times(table, sized(entry["amount"], RAISE_SIZES, k))
        if kind != "pass":
            paid[seat] = level
        if seat in rivals:
            rivals[seat].on_final.append(table)


# -- imagined deals ------------------------------------------------------------------------------


class World(NamedTuple):
    """One way the unseen cards may lie, and how likely the rivals' actions make it."""

    weight: float
    mine: list[int]  # mine[i]: the mask of the first i cards the bot would receive next
    four: list[int]  # each rival's strength on its four cards at the declaration
    final: list[int]  # each rival's strength at the showdown


_WIDTHS = [[(size, size.bit_length()) for size in range(count, 0, -1)]
           for count in range(len(DECK) + 1)]  # for a pool of each size: its draws' bounds and bits


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """``cards`` in random order: the very draws of ``rng.sample(cards, len(cards))``.

    ``random.sample`` takes, for a population this small, card ``r`` of a pool
    for ``r`` drawn below the pool's size by ``getrandbits`` (rejecting draws
    too large), then moves the pool's last card into the gap.  Done inline it
    spares a Python call per card, and the random source advances exactly as
    it did, so every decision stays the same.
    """
    pool = list(cards)
    getrandbits = rng.getrandbits
    order = []
    for size, width in _WIDTHS[len(pool)]:
        drawn = getrandbits(width)
        while drawn >= size:
            drawn = getrandbits(width)
        order.append(pool[drawn])
        pool[drawn] = pool[size - 1]
    return order


def imagine(pos: Position, rng: random.Random) -> World:
    """Deal the unseen cards at random, let the rivals change cards as the model does, weigh."""
    table = ranking().strength
    cards = shuffled(pos.unseen, rng)
    # bits[i]: the mask of cards[:i], so that any run of cards is one subtraction
    bits = list(accumulate(map(BIT.__getitem__, cards), initial=0))
    at = pos.mine_needed
    weight, stock = 1.0, pos.stock_at_draw
    spare = pos.free - pos.mine_needed  # cards for the changes nobody has seen yet
    draws_ahead, draw_max = pos.draws_ahead, pos.draw_max
    fours, finals = [], []
    for rival in pos.rivals:
        chances, kept = change_model(BIT[cards[at]] + BIT[cards[at + 1]], EXCHANGE_MAX)
        at += FIRST_CARDS
        thrown = rival.thrown
        if thrown is None:
            thrown = min(_pick(chances, rng), spare)
            spare -= thrown
        else:
            weight *= chances[thrown]
        four = kept[thrown] + bits[at + thrown + SECOND_CARDS] - bits[at]
        at += thrown + SECOND_CARDS
        s4 = table[four]
        for term in rival.on_four:
            weight *= term[s4]
        final = four
        drawn = rival.drawn
        if drawn is not None:
            chances, kept = change_model(four, rival.draw_limit)
            weight *= chances[drawn]
            final = kept[drawn] + bits[at + drawn] - bits[at]
            at += drawn
        elif draws_ahead:
            chances, kept = change_model(four, max(0, min(draw_max, stock, spare)))
            drawn = _pick(chances, rng)
            final = kept[drawn] + bits[at + drawn] - bits[at]
            at += drawn
            stock -= drawn
            spare -= drawn
        s_final = table[final]
        for term in rival.on_final:
            weight *= term[s_final]
        fours.append(s4)
        finals.append(s_final)
    return World(weight, bits[:pos.mine_needed + 1], fours, finals)


# -- valuing the actions ----------------------------------------------------------------------

Components = Callable[[World], list[float]]  # per imagined deal: the reference win, then values
Combine = Callable[[list[float]], list[float]]  # the weighted means → one value per action


@dataclass(frozen=True)
class Estimate:
    """The estimator's answer for one decision."""

    values: list[float]  # expected chips of each legal action, in the order of ``view["legal"]``
    win: float  # the chance that the bot's hand, changed as ``plan`` says, beats every other
    worlds: int


def contest(mine: int, keys: Sequence[int], stays: Sequence[float],
            prices: Sequence[int]) -> tuple[float, float]:
    """Rivals stay in with the given chances: the bot's chance to win, and the stakes it collects.

    The rivals decide independently, so the bot wins unless a rival that beats
    it stays; the second number is the mean of what the losing stayers add,
    which needs no condition on the win because their choices are independent.
    """
    win, extra = 1.0, 0.0
    for key, stay, price in zip(keys, stays, prices):
        if key > mine:
            win *= 1 - stay
        else:
            extra += stay * price
    return win, extra


def _rival_keys(pos: Position, world: World) -> tuple[list[int], int]:
    """Each rival's showdown key, and what the best of them collects from every seat."""
    keys = [final * TIE + rival.tie for final, rival in zip(world.final, pos.rivals)]
    return keys, pos.pays[max(keys) // TIE]


def _showdown_key(pos: Position, bits: int) -> int:
    return ranking().strength[bits] * TIE + pos.tie


def _prize(pos: Position, key: int) -> int:
    """What the bot collects from the other seats when it wins with this key."""
    return (pos.players - 1) * pos.pays[key // TIE]


def _changes(pos: Position) -> list[tuple[int, int]]:
    """For each legal keep or discard: the cards kept (a mask) and how many come in."""
    hand = mask(pos.hand)
    return [(hand - mask(DECK.cards(action.get("cards", []))), len(action.get("cards", [])))
            for action in pos.view["legal"]]


Ahead = Callable[[int, Sequence[int], int, Sequence[int], Sequence[float], float], float]


def _final_round_ahead(pos: Position) -> Ahead:
    """The final round still to come, roughly: all check, or somebody raises one and all answer.

    Every seat (the bot included, for want of knowing better) raises and holds
    with the model's chances on its final cards; a rival takes part only with
    its ``presence`` chance.  An all-pass leaves the bot its share of the pool;
    folding costs it the winner's combination payment.  The model's tables are
    looked up once per decision: the function returned runs for every action
    in every imagined deal, ``ahead(mine, keys, lose, finals, presence, pot)``.
    """
    raises, stays = act(RAISE_AT, RAISE_FLOOR, len(pos.rivals), True), call_chance(1, len(pos.rivals))
    players, pays, others = pos.players, pos.pays, pos.players - 1

    def ahead(mine: int, keys: Sequence[int], lose: int, finals: Sequence[int],
              presence: Sequence[float], pot: float) -> float:
        own = mine // TIE
        quiet = 1 - raises[own]
        win, extra = 1.0, 0.0  # contest() with every price 1, inline
        for key, final, present in zip(keys, finals, presence):
            quiet *= 1 - present * raises[final]
            stay = present * stays[final]
            if key > mine:
                win *= 1 - stay
            else:
                extra += stay
        played = win * (pot + extra + others * pays[own]) - (1 - win) * (1 + lose)
        stay = stays[own]
        return quiet * pot / players + (1 - quiet) * (stay * played - (1 - stay) * lose)

    return ahead


def _exchange(pos: Position) -> tuple[Components, Combine]:
    """Keep or change the first two cards, valued by the final round after a planned draw.

    Each rival takes part with the model's chance of holding a bet and everyone
    stakes about ``STAKE`` before the final round; a loser pays the winner's
    combination whether it played or not.  A vade paid with every change is the
    same for all of them and left out; one that only a keep pays (§5.3
    ``vade_payers: "keepers"``) is charged to the keep and goes into its pool.
    """
    limit = pos.draw_limit(reserved=EXCHANGE_MAX + SECOND_CARDS)
    pos.mine_needed = EXCHANGE_MAX + SECOND_CARDS + limit
    joins = act(HOLD_AT, FLOOR, pos.players - 1, True)
    _, reference = plan(mask(pos.hand), EXCHANGE_MAX)
    changes = [(reference, EXCHANGE_MAX - reference.bit_count())] + _changes(pos)
    later = EXCHANGE_MAX + SECOND_CARDS  # where the cards of the bot's second draw start
    options = pos.view["options"]
    keep_extra = exchange_stake(options, keeps=True) - exchange_stake(options, keeps=False)
    ahead, strength, tie = _final_round_ahead(pos), ranking().strength, pos.tie

    def components(world: World) -> list[float]:
        keys, lose = _rival_keys(pos, world)
        present = [joins[four] for four in world.four]
        pot = pos.pool + STAKE * (1 + sum(present))
        got, finals = world.mine, world.final
        dealt = got[later] - got[EXCHANGE_MAX]
        out: list[float] = []
        for kept, count in changes:
            thrown, keep = plan(kept + got[count] + dealt, limit)
            mine = strength[keep + got[later + thrown] - got[later]] * TIE + tie
            if out:
                price = keep_extra if count == 0 else 0
                out.append(ahead(mine, keys, lose, finals, present, pot + price) - STAKE - price)
            else:
                out.append(float(mine > max(keys)))
        return out

    return components, list


def _draw(pos: Position) -> tuple[Components, Combine]:
    """Which cards to change in the second draw: the final round against every rival still in."""
    changes = _changes(pos)
    pos.mine_needed = max(count for _, count in changes)
    _, reference = plan(mask(pos.hand), pos.mine_needed)
    changes.insert(0, (reference, HAND - reference.bit_count()))
    present = [1.0] * len(pos.rivals)
    ahead, strength, tie = _final_round_ahead(pos), ranking().strength, pos.tie

    def components(world: World) -> list[float]:
        keys, lose = _rival_keys(pos, world)
        best = max(keys)
        got, finals = world.mine, world.final
        out: list[float] = []
        for kept, count in changes:
            mine = strength[kept + got[count]] * TIE + tie
            if not out:
                out.append(float(mine > best))
            else:
                out.append(ahead(mine, keys, lose, finals, present, pos.pool))
        return out

    return components, list


def _declaration(pos: Position) -> tuple[Components, Combine]:
    """Bet, hold or pass (or, as dealer after all passed, redeal or force), by the showdown ahead.

    The seats still to speak hold with the model's chance on their four cards;
    everybody then draws (the bot as ``plan`` says) and the showdown decides.
    An unheld bet earns the bonus; a redeal or an all-pass leaves the bot its
    share of the carried pool.
    """
    view, n = pos.view, pos.players
    betting, legal = view["betting"], view["legal"]
    bet, pool = betting["bet"], pos.pool
    pos.mine_needed, kept = plan(mask(pos.hand), pos.draw_limit())
    k = len(pos.rivals)
    holds = act(HOLD_AT, FLOOR, k, True)
    pending = [rival.after_me for rival in pos.rivals]
    order = speaking_order(view["dealer"], n)
    seats = [rival.seat for rival in pos.rivals]
    opens = [act(BET_AT, LATE_BLUFF if seat == order[-2] else FLOOR, k, True) for seat in seats]
    double = view["options"]["unheld_bonus"] == "double_bet"
    force_stake = view["options"]["force_stake"]
    alone = pending.count(False) == 1  # only the bettor has put chips in so far
    lone_dealer = alone and view["dealer"] == pos.me  # passing now pays the unheld bet's bonus
    ahead = _final_round_ahead(pos)

    def components(world: World) -> list[float]:
        keys, lose = _rival_keys(pos, world)
        mine = _showdown_key(pos, kept + world.mine[-1])
        out = [float(mine > max(keys))]
        if legal[0]["type"] == "redeal":  # force: a final round with everybody, no draw
            for amount in range(1, view["options"]["bet_limit"] + 1):
                stays = [call_chance(amount, k)[final] for final in world.final]
                win, extra = contest(mine, keys, stays, [amount] * k)
                out.append(win * (pool + force_stake + extra + _prize(pos, mine)) -
                           (1 - win) * (amount + lose))
            return out
        if betting["bettor"] is not None:
            stays = [holds[four] if later else 1.0 for four, later in zip(world.four, pending)]
            quiet = math.prod(1 - s for s, later in zip(stays, pending) if later) if alone else 0.0
            if lone_dealer:
                out.append(-(2 * bet if double else 2) + (pool - bet) / n)
            else:  # pass: somebody else may take the bettor on
                out.append(-(1 - quiet) * lose + quiet * (pool - bet) / n)
            pot = pool + bet * (1 + sum(stay for stay, later in zip(stays, pending) if later))
            out.append(ahead(mine, keys, lose, world.final, stays, pot) - bet)
            return out
        quiet = math.prod(1 - table[four] for table, four, seat in zip(opens, world.four, seats)
                          if seat != view["dealer"])
        out.append(-(1 - quiet) * lose + quiet * pool / n)  # pass: the others may still bet
        stays = [holds[four] for four in world.four]
        none = math.prod(1 - stay for stay in stays)
        held = 1 - none  # somebody holds: each rival then plays with its chance given that
        present = [min(1.0, stay / held) for stay in stays] if held else stays
        for action in legal[1:]:
            amount = action["amount"]
            pot = pool + amount * (1 + sum(present))
            value = ahead(mine, keys, lose, world.final, present, pot)
            out.append(none * ((2 * amount if double else 2) + pool / n) + held * (value - amount))
        return out

    def combine(means: list[float]) -> list[float]:
        if legal[0]["type"] == "redeal":  # force, then check (all pass: pool carried) or raise
            return [pool / n, -force_stake + max([(pool + force_stake) / n] + means)]
        return means

    return components, combine


def _final_round(pos: Position) -> tuple[Components, Combine]:
    """Check, raise, hold or fold, on the bot's final cards against the rivals' imagined ones.

    After a hold or a raise every rival that owes an answer stays with the
    model's chance at its price, so a raise gains when weaker hands fold and
    loses when only better ones stay.  A check leads to an all-pass (the bot
    keeps its share of the carried pool) or to a raise by a rival after it,
    which the bot then answers by the better of holding and folding.
    """
    view, n = pos.view, pos.players
    level = view["betting"]["level"]
    paid = view["betting"]["contributions"][pos.me]
    k = len(pos.rivals)
    mine = _showdown_key(pos, mask(pos.hand))
    prize = _prize(pos, mine)
    last = pos.rivals[-1].seat if pos.rivals[-1].after_me else None
    quiet = [(index, act(RAISE_AT, LAST_RAISE if rival.seat == last else RAISE_FLOOR, k, False))
             for index, rival in enumerate(pos.rivals) if rival.after_me]
    answers: list[tuple[int, list[Table | None], list[int]]] = []  # per hold or raise
    for action in view["legal"]:
        if action["type"] != "pass":
            target = level + action.get("amount", 0)
            answers.append((target - paid,
                            [None if rival.paid >= target else call_chance(target - rival.paid, k)
                             for rival in pos.rivals],
                            [max(0, target - rival.paid) for rival in pos.rivals]))

    def components(world: World) -> list[float]:
        keys, lose = _rival_keys(pos, world)
        won = float(mine > max(keys))
        out = [won]
        if level:
            out.append(-lose)  # fold
        else:  # check: all pass, or somebody raises (by one, say) and the bot holds or folds
            still = math.prod(table[world.final[index]] for index, table in quiet)
            hold = won * (pos.pool + 1 + prize) - (1 - won) * (1 + lose)
            out += [still * pos.pool / n, (1 - still) * hold, -(1 - still) * lose]
        for cost, tables, prices in answers:
            stays = [1.0 if table is None else table[final]
                     for table, final in zip(tables, world.final)]
            win, extra = contest(mine, keys, stays, prices)
            out.append(win * (pos.pool + extra + prize) - (1 - win) * (cost + lose))
        return out

    def combine(means: list[float]) -> list[float]:
        if level:
            return means
        return [means[0] + max(means[1], means[2])] + means[3:]

    return components, combine


PHASES: dict[str, Callable[[Position], tuple[Components, Combine]]] = {
    "exchange": _exchange, "declare": _declaration, "draw": _draw, "final": _final_round}


def estimate(view: JSON, rng: random.Random, samples: int,
             seconds: float | None = None) -> Estimate:
    """Value every legal action over ``samples`` imagined deals.

    ``seconds`` is a safety net only (checked every 16 deals): a level sets it far above
    the time its samples take, and a search it stops depends on the machine's speed.
    """
    pos = read(view)
    components, combine = PHASES[view["phase"]](pos)
    deadline = None if seconds is None else time.perf_counter() + seconds
    sums: list[float] = []
    total, done = 0.0, 0
    while done < samples and (deadline is None or not done or done % 16 or
                              time.perf_counter() < deadline):  # the clock, every 16 deals
        world = imagine(pos, rng)
        parts = components(world)
        if not sums:
            sums = [0.0] * len(parts)
        weight = world.weight
        for index, part in enumerate(parts):
            sums[index] += weight * part
        total += weight
        done += 1
    means = [value / total for value in sums]
    return Estimate(combine(means[1:]), means[0], done)


# -- choosing ----------------------------------------------------------------------------------


def choose(view: JSON, found: Estimate, rng: random.Random, mixing: Mixing = MIXED) -> int:
    """The index of the action to play (see :func:`choose_why`)."""
    return choose_why(view, found, rng, mixing)[0]


def choose_why(view: JSON, found: Estimate, rng: random.Random,
               mixing: Mixing = MIXED) -> tuple[int, str]:
    """The index of the action to play, and why: a softmax of the values, then a bluff or a
    slow play.

    Values within about ``mixing.temperature`` of each other are mixed at
    random, a clear edge is taken almost always.  A check or an opening pass
    turns into the least bet or raise ``mixing.bluff`` of the time if that
    costs at most ``BLUFF_COST`` by the estimate; a raise with a nearly sure
    winner turns into a check or a hold ``mixing.slow_play`` of the time.
    Every draw comes from ``rng``.  The motive is
    ``"best"`` (the highest value), ``"mixed"`` (a near tie went to a lower
    one), ``"bluff"`` or ``"slow_play"``: a hint says it.
    """
    legal, values = view["legal"], found.values
    best = max(values)
    index = _pick(_softmax([(value - best) / mixing.temperature for value in values]), rng)
    kinds = [action["type"] for action in legal]
    bold = next((i for i, kind in enumerate(kinds) if kind in ("bet", "raise")), None)
    chosen = kinds[index]
    opening = chosen == "pass" and (view["phase"] == "final" and not view["betting"]["level"] or
                                    view["phase"] == "declare" and "bet" in kinds)
    if opening and bold is not None and rng.random() < mixing.bluff and values[bold] >= best - BLUFF_COST:
        return bold, "bluff"
    if chosen == "raise" and found.win >= SLOW_PLAY_WIN and rng.random() < mixing.slow_play:
        return kinds.index("hold" if "hold" in kinds else "pass"), "slow_play"
    return index, "best" if values[index] == best else "mixed"


def _softmax(logits: Sequence[float]) -> list[float]:
    weights = [math.exp(logit) for logit in logits]
    total = sum(weights)
    return [weight / total for weight in weights]


@dataclass(frozen=True)
class VinegretBot:
    """A level: ``samples`` imagined deals per decision, or the number ``phases`` gives
    for a phase whose imagined deals cost more (the exchange values five changes in
    each); ``mixing``, how far it departs from the best value it finds; ``seconds`` is a
    safety net about ten times the usual time of a decision, never reached on a sound
    machine."""

    samples: int
    seconds: float | None = None
    phases: tuple[tuple[str, int], ...] = ()
    mixing: Mixing = MIXED

    def budget(self, phase: str) -> int:
        """The imagined deals a decision in ``phase`` takes."""
        return dict(self.phases).get(phase, self.samples)

    def __call__(self, view: JSON, rng: random.Random) -> Action:
        return self.decide(view, rng)[0]

    def decide(self, view: JSON, rng: random.Random) -> tuple[Action, Estimate | None, str]:
        """The action, the estimate it was chosen on and the motive (:func:`choose_why`);
        a forced move needs no thought: no estimate, motive ``"forced"``."""
        if len(view["legal"]) == 1:
            return dict(view["legal"][0]), None, "forced"
        found = estimate(view, rng, self.budget(view["phase"]), self.seconds)
        index, motive = choose_why(view, found, rng, self.mixing)
        return dict(view["legal"][index]), found, motive

    @property
    def rehearsal(self) -> VinegretBot:
        """The same estimator and mixing on a few deals: what ``bots.rehearse`` plays at match start."""
        return VinegretBot(samples=REHEARSAL_SAMPLES, mixing=self.mixing)

    def prepare(self) -> None:
        """Rank every hand and value every part of one now (a second or so in the
        browser) rather than in the first decision."""
        for size in range(HAND):
            for cards in combinations(range(len(DECK)), size):
                completion(mask(cards))


REHEARSAL_SAMPLES = 40
NORMAL = VinegretBot(samples=350, seconds=3.0)
STRONG = VinegretBot(samples=1700, seconds=10.0, phases=(("exchange", 1000),),
                     mixing=Mixing(temperature=0.05, bluff=0.0, slow_play=0.0))
