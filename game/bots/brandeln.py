"""The ``basic`` Brandeln bot: the rule book's strategy notes (§15), from one seat's view.

It counts a hand as §15.1 does, bids the cheapest legal bid within that count
(§15.2), declares the best trump and the highest level it trusts (§15.3), and
plays by the card-play habits of §15.4–15.6.  It reads only ``view``; in a search's
playouts (``basic_on_deal``) its card play reads the same facts off the imagined deal.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Sequence

from ..brandeln import DECK, JACK_SEVEN_TRUMP_ORDER, PLAIN_ORDER, PLAYERS, SUITS, TRICK_BIDS, VALUE, BrandelnDeal
from ..core import Action, JSON
from ..tricks import SeenPlay, TrickReader, deal_plays, suit_letter, view_plays
from . import deal_entry

TRICK_LEVEL = {c: VALUE[c] for c in TRICK_BIDS}  # brandeln 3 … six 6


def trump_order(options: JSON) -> str:
    return JACK_SEVEN_TRUMP_ORDER if options["jack_seven_trumps"] else PLAIN_ORDER


def evaluate(hand: Sequence[str], trump: str, order: str) -> float:
    """§15.1: the expected tricks of ``hand`` with ``trump`` as trump suit."""
    return _evaluate(suit_ranks(hand), trump, order)


def suit_ranks(hand: Sequence[str]) -> dict[str, set[str]]:
    """By suit, in ``SUITS`` order, the ranks ``hand`` holds."""
    ranks: dict[str, set[str]] = {suit: set() for suit in SUITS}
    for card in hand:
        ranks[card[1]].add(card[0])
    return ranks


def _evaluate(ranks: dict[str, set[str]], trump: str, order: str) -> float:
    """:func:`evaluate` of the hand of ``ranks`` (:func:`suit_ranks`), read once for every trump."""
    trumps = ranks[trump]
    n = len(trumps)
    top, second, third = order[0], order[1], order[2]
    value = 0.0
    if top in trumps:
        value += 1.0
    if second in trumps:
        value += 1.0 if top in trumps else (0.6 if n >= 2 else 0.2)
    if third in trumps:
        value += 1.0 if {top, second} <= trumps else (0.5 if n >= 3 else 0.1)
    value += len(trumps - {top, second, third}) * (0.6 if n >= 4 else 0.3)
    ruffing = 0.0
    for suit in SUITS:
        if suit == trump:
            continue
        held = ranks[suit]
        if "A" in held:
            value += 0.6 if len(held) >= 4 else 0.9
        if "K" in held:
            value += 0.7 if "A" in held else (0.3 if len(held) >= 2 else 0.0)
        if not held:
            ruffing += 0.5
        elif len(held) == 1 and "A" not in held:
            ruffing += 0.25
    if n >= 3:
        value += min(ruffing, n - 2)
    return value


def best_trump(hand: Sequence[str], order: str) -> tuple[str, float]:
    """The suit that makes ``hand`` worth the most tricks as trump, and their count."""
    return max(trump_values(hand, order).items(), key=lambda pair: pair[1])


def trump_values(hand: Sequence[str], order: str) -> dict[str, float]:
    """By suit, in ``SUITS`` order, the tricks :func:`evaluate` counts in ``hand`` with it as trump."""
    return _trump_values(tuple(hand), order)


@lru_cache(maxsize=4096)
def _trump_values(hand: tuple[str, ...], order: str) -> dict[str, float]:
    """:func:`trump_values`, kept (not to be changed): a search asks for the same hands in
    every playout of one sampled deal, and the hand's count is a fifth of a bid's playout
    step, more of a declaration's, which weighs every trump at every level.  The hand's ranks
    are read once for the four trumps: the sampled deals' bids bring thousands of new hands."""
    ranks = suit_ranks(hand)
    return {s: _evaluate(ranks, s, order) for s in SUITS}


def heads_in_bettel(options: JSON) -> bool:
    """§7.2, §11: whether a Bettel is played with the heading obligations."""
    return bool(options["must_overtake"] or options["bettel_overtake"])


def is_bettel_hand(hand: Sequence[str], heading: bool = False) -> bool:
    """§15.2: no ace or king, at most one queen, a 7 or 9 in every suit held.

    With ``heading`` (§7.2 in Bettel) a suit may also be a single card of any
    rank: the declarer cannot duck under a lead then, but the seats after him
    must head his card if they can.  Over random deals such hands make their
    Bettel with heading about nine times in ten (as often as the hands of the
    plain rule), without it less than two times in three.
    """
    ranks = [c[0] for c in hand]
    if "A" in ranks or "K" in ranks or ranks.count("Q") > 1:
        return False
    for suit in {c[1] for c in hand}:
        cards = [c for c in hand if c[1] == suit]
        if not any(c[0] in "79" for c in cards) and not (heading and len(cards) == 1):
            return False
    return True


def is_mord_hand(hand: Sequence[str], trump: str, value: float, order: str) -> bool:
    trumps = {c[0] for c in hand if c[1] == trump}
    return value >= 6.7 and set(order[:3]) <= trumps and len(trumps) >= 5


def basic(view: JSON, rng: random.Random) -> Action:
    legal = view["legal"]
    if len(legal) == 1:
        return dict(legal[0])
    if view["phase"] == "auction":
        return _bid(view, legal)
    if view["phase"] == "declaration":
        return _declare(view, legal)
    return _play(Table.of_view(view), legal)


def _play_on_deal(deal: BrandelnDeal, seat: int, legal: list[Action]) -> Action:
    return _play(Table.of_deal(deal, seat), legal)


basic_on_deal = deal_entry(basic, ("play",), _play_on_deal)
""":func:`basic` for a search's playouts (``bots.DealBot``): its card play read off the imagined
deal itself."""


# -- auction and declaration -------------------------------------------------------


def _bid(view: JSON, legal: list[Action]) -> Action:
    hand, order = view["hand"], trump_order(view["options"])
    suit, value = best_trump(hand, order)
    if view["seat"] == view["dealer"]:
        value += 0.3  # the dealer sees every earlier bid and may stretch a little
    level = min(math.floor(value + 0.3), 6)
    wanted = set()
    if level >= 3:
        wanted |= {c for c in TRICK_BIDS if TRICK_LEVEL[c] <= level}
    if is_bettel_hand(hand, heads_in_bettel(view["options"])) and level < 4:
        wanted.add("bettel")
    if is_mord_hand(hand, suit, value, order):
        wanted.add("mord")
    ranking = view["options"]["suit_ranking"]
    for action in legal[1:]:  # legal bids come in ascending order after "pass"
        if action["bid"] in wanted and (not ranking or action.get("suit", suit) == suit):
            return dict(action)
    return {"type": "pass"}


def _declare(view: JSON, legal: list[Action]) -> Action:
    hand, order = view["hand"], trump_order(view["options"])
    suit, value = best_trump(hand, order)
    contracts = {a["contract"] for a in legal}
    if "bettel" in contracts and not any(c in contracts for c in TRICK_BIDS) and \
            not is_mord_hand(hand, suit, value, order):
        return {"type": "declare", "contract": "bettel"}
    if is_mord_hand(hand, suit, value, order) and {"type": "declare", "contract": "mord",
                                                   "trump": suit} in legal:
        return {"type": "declare", "contract": "mord", "trump": suit}
    trick_declarations = [a for a in legal if a["contract"] in TRICK_BIDS]
    if not trick_declarations:
        return dict(legal[0])

    values = trump_values(hand, order)

    def margin(action: Action) -> float:
        return values[action["trump"]] + 0.3 - TRICK_LEVEL[action["contract"]]

    feasible = [a for a in trick_declarations if margin(a) >= 0]
    if feasible:
        choice = max(feasible, key=lambda a: (TRICK_LEVEL[a["contract"]], margin(a)))
    else:
        choice = max(trick_declarations, key=margin)
    return dict(choice)


# -- card play ---------------------------------------------------------------------


@lru_cache(maxsize=None)
def card_powers(trump: str | None, order: str) -> dict[str, int]:
    """Each card's power under ``trump``: a trump's by the trump ``order``, above every
    other card's by the plain order (a table, looked up at every step of a playout)."""
    return {rank + suit: 100 + 7 - order.index(rank) if suit == trump else 7 - PLAIN_ORDER.index(rank)
            for suit in SUITS for rank in PLAIN_ORDER}


VIEW_PLAYS: TrickReader[str] = view_plays(str)
DEAL_PLAYS: TrickReader[str] = deal_plays(DECK.codes.__getitem__)


class Table(SeenPlay[str, str]):
    """What the seat knows of the cards: trump, ranks, what is gone, who is void, read from its
    view (:meth:`of_view`) or, in a search's playout, the same off the deal (:meth:`of_deal`)."""

    def __init__(self, seat: int, trick: object, finished: Sequence[object], plays: TrickReader[str],
                 hand: list[str], contract: JSON, options: JSON, tricks_won: list[int]) -> None:
        super().__init__(seat, PLAYERS, trick, finished, plays, suit=suit_letter)
        self.trump: str | None = contract["trump"]
        self.order = trump_order(options)
        self.declarer: int | None = contract["declarer"]
        self.name: str = contract["contract"]
        self.tricks_needed: int | None = contract["tricks_needed"]
        self.heading = heads_in_bettel(options)
        self.hand = hand
        self.tricks_won = tricks_won
        self.powers = card_powers(self.trump, self.order)

    @classmethod
    def of_view(cls, view: JSON) -> Table:
        return cls(view["seat"], view["trick"], view["tricks"], VIEW_PLAYS, view["hand"], view["contract"],
                   view["options"], view["tricks_won"])

    @classmethod
    def of_deal(cls, deal: BrandelnDeal, seat: int) -> Table:
        """What :meth:`of_view` reads of ``seat``'s view, read off ``deal``: its own hand, the
        tricks, the contract, the options."""
        play = deal.play
        contract = deal.contract_json()
        assert contract is not None
        return cls(seat, play, play.tricks, DEAL_PLAYS, DECK.sorted_codes(play.hands[seat]), contract,
                   deal.options, play.tricks_won)

    def power(self, card: str) -> int:
        return self.powers[card]

    def strength(self, card: str) -> int:
        """Power in the current trick: cards of neither the led suit nor trump never win."""
        led = self.trick[0][1][1]
        return self.power(card) if card[1] in (led, self.trump) else -1

    def beats(self, card: str, best: str) -> bool:
        return self.strength(card) > self.strength(best)

    def winning(self) -> tuple[int, str]:
        return max(self.trick, key=lambda p: self.strength(p[1]))

    def is_master(self, card: str) -> bool:
        """No unseen card of its suit ranks higher."""
        order = self._order_of(card[1])
        higher = order[:order.index(card[0])]  # an order runs from the highest rank down
        return all(r + card[1] in self.played or r + card[1] in self.hand for r in higher)

    def _order_of(self, suit: str) -> str:
        return self.order if suit == self.trump else PLAIN_ORDER

    def trumps_out(self) -> int:
        """Trumps neither played nor in this hand."""
        if self.trump is None:
            return 0
        return sum(1 for r in self.order if r + self.trump not in self.played
                   and r + self.trump not in self.hand)


def _lowest(cards: list[str], table: Table) -> str:
    """The cheapest card: non-trumps first, then by power."""
    return min(cards, key=lambda c: (c[1] == table.trump, table.power(c)))


def _highest(cards: list[str], table: Table) -> str:
    return max(cards, key=table.power)


def _play(table: Table, legal: list[Action]) -> Action:
    cards = [a["card"] for a in legal]
    avoid = table.name in ("bettel", "all_pass")
    heading = table.name == "bettel" and table.heading
    if heading and table.seat == table.declarer and not table.trick:
        card = _shed_under_heading(table, cards)
    elif avoid and not (table.name == "bettel" and table.seat != table.declarer):
        card = _avoid_tricks(table, cards)
    elif table.name == "bettel":
        card = _defend_bettel(table, cards)
    elif table.seat == table.declarer:
        card = _declarer(table, cards)
    else:
        card = _defender(table, cards)
    return {"type": "play", "card": card}


def _avoid_tricks(table: Table, cards: list[str]) -> str:
    """§15.6: duck under the winning card, shed high cards when void, lead low."""
    if not table.trick:
        suits = {c[1] for c in cards}
        counts = {s: sum(1 for c in table.hand if c[1] == s) for s in suits}
        non_aces = [c for c in cards if c[0] != "A"] or cards
        # the suits in hand order, so that a tie never depends on how a set of strings hashes
        shortest = min(dict.fromkeys(c[1] for c in non_aces), key=lambda s: counts[s])
        return min((c for c in non_aces if c[1] == shortest), key=table.power)
    _, best = table.winning()
    led = table.trick[0][1][1]
    following = [c for c in cards if c[1] == led]
    if not following:
        return max(cards, key=lambda c: 7 - PLAIN_ORDER.index(c[0]))
    losing = [c for c in following if not table.beats(c, best)]
    if losing:
        return _highest(losing, table)
    last = len(table.trick) == 3
    return _highest(following, table) if last else min(following, key=table.power)


def _shed_under_heading(table: Table, cards: list[str]) -> str:
    """The Bettel declarer's lead when the followers must head (§7.2).

    A card that some unseen card of its suit outranks cannot win: whoever holds
    that card must follow and head.  So lead from the shortest suit, as §15.6
    says, but its highest such card, the one most likely to be forced up later;
    with none, duck as without heading.
    """
    safe = [c for c in cards if not table.is_master(c)]
    if not safe:
        return _avoid_tricks(table, cards)
    length = {s: sum(1 for c in table.hand if c[1] == s) for s in SUITS}
    return max(safe, key=lambda c: (-length[c[1]], table.power(c)))


def _defend_bettel(table: Table, cards: list[str]) -> str:
    """Make the Bettel declarer take a trick: lead low where he is not void, never overtake him."""
    declarer = table.declarer
    assert declarer is not None
    if not table.trick:
        open_suits = [c for c in cards if c[1] not in table.voids[declarer]] or cards
        return min(open_suits, key=table.power)
    winner, best = table.winning()
    played = [seat for seat, _ in table.trick]
    if declarer in played and winner == declarer:
        losing = [c for c in cards if not table.beats(c, best)]
        if losing:
            return _highest(losing, table)
    led = table.trick[0][1][1]
    if not any(c[1] == led for c in cards):
        return max(cards, key=lambda c: 7 - PLAIN_ORDER.index(c[0]))
    return min(cards, key=table.power)


def _win_cheaply(table: Table, cards: list[str]) -> str | None:
    _, best = table.winning()
    winners = [c for c in cards if table.beats(c, best)]
    return min(winners, key=table.power) if winners else None


def _declarer(table: Table, cards: list[str]) -> str:
    """§15.4: draw trumps while holding the top one, cash masters, ruff cheaply."""
    if not table.trick:
        trumps = [c for c in cards if c[1] == table.trump]
        if trumps and table.trumps_out() > 0:
            top = _highest(trumps, table)
            if table.is_master(top):
                return top
        masters = [c for c in cards if c[1] != table.trump and table.is_master(c)]
        if masters:
            return _highest(masters, table)
        side = [c for c in cards if c[1] != table.trump]
        if side:
            counts = {s: sum(1 for c in side if c[1] == s) for s in {c[1] for c in side}}
            return min(side, key=lambda c: (counts[c[1]], table.power(c)))
        return _lowest(cards, table)
    return _win_cheaply(table, cards) or _lowest(cards, table)


def _defender(table: Table, cards: list[str]) -> str:
    """§15.5: cash aces, attack the declarer's voids, let a partner's winner stand."""
    declarer, needed = table.declarer, table.tricks_needed
    assert declarer is not None and needed is not None
    tricks_left = len(table.hand)  # one card a trick, this one included
    if table.tricks_won[declarer] + tricks_left < needed:
        return _lowest(cards, table)  # the contract is already beaten
    if not table.trick:
        masters = [c for c in cards if c[1] != table.trump and table.is_master(c)]
        if masters:
            return _highest(masters, table)
        ruffable = [c for c in cards if c[1] in table.voids[declarer] and c[1] != table.trump]
        if ruffable:
            return min(ruffable, key=table.power)
        return _lowest(cards, table)
    winner, _ = table.winning()
    declarer_played = any(seat == declarer for seat, _ in table.trick)
    if winner != declarer and declarer_played:
        return _lowest(cards, table)
    return _win_cheaply(table, cards) or _lowest(cards, table)

