"""The ``basic`` Quadrille bot: the rule book's strategy notes (§15), from one seat's view.

It values a hand per candidate trump (§15 "Hand value"), bids Alliance or Solo
from that value, calls a King it lacks where it holds the Queen or is longest,
announces itself as partner only with a hand that helps, and plays by the
declarer's, the partner's and the defenders' habits of §15.  Who sits on its
side it takes from the view alone: a silent partner is known only to himself
until the called card shows, and otherwise inferred from the voids the play
proves (a seat void in the called card's suit cannot hold it).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from ..cards import Card
from ..core import Action, JSON
from ..quadrille import DECK, PLAYERS, RULES, SUITS, TRUMP, QuadrilleDeal, TrumpRules, callable_cards
from ..tricks import SeenPlay, TrickReader, own_plays, view_plays
from . import deal_entry

# §15 says "about 4.0" and "about 6.0"; with the hand value below that made 99 % of the
# Alliances, and the arena preferred these lower marks by more than a chip a deal.
ALLIANCE_FROM = 2.5
SOLO_FROM = 4.5
MAX_BOT_RAISE = 2
# A pot richer than the four antes of a fresh deal, counted in units, lowers the marks:
# the prize grows while a loss still costs the same units.
FRESH_POT_UNITS = 4
EASING_PER_UNIT = 0.1
MAX_EASING = 1.0
SPADILLE = DECK.card("AS")


SUIT_MEMBERS = {trump: {suit: tuple(c for c in range(len(DECK)) if rules.suit[c] == suit)
                        for suit in set(rules.suit)} for trump, rules in RULES.items()}
"""Per trump, the cards of each effective suit in the deck's order."""


KING, QUEEN = DECK.ranks.index("K"), DECK.ranks.index("Q")
ACES = {suit: DECK.card("A" + suit) for suit in SUITS}


def hand_value(hand: Sequence[Card], trump: str) -> float:
    """§15: the tricks ``hand`` should take with ``trump`` as trump suit.

    The hand is sorted into its effective suits in one pass (by tables, not codes): a
    search values thousands of new hands a decision, reading the bids of its sampled deals.
    """
    rules = RULES[trump]
    suit_of = rules.suit
    trumps = [c for c in hand if suit_of[c] == TRUMP]
    held = {rules.matador[c] for c in trumps}
    value = 0.0
    if 0 in held:
        value += 1.0
    if 1 in held:
        value += 1.0 if 0 in held else 0.75
    if 2 in held:
        value += {2: 1.0, 1: 0.7}.get(len(held & {0, 1}), 0.5)
    if trump in "HD" and ACES[trump] in hand:
        value += 0.8 if held - {-1} else 0.5
    value += 0.5 * max(0, len(trumps) - 3)
    ranks: list[set[int]] = [set() for _ in range(TRUMP + 1)]  # by effective suit
    rank_of = DECK.rank_of
    for c in hand:
        ranks[suit_of[c]].add(rank_of[c])
    for index, suit in enumerate(SUITS):
        if suit == trump:
            continue
        cards = ranks[index]
        if KING in cards:
            value += 0.8 + (0.6 if QUEEN in cards else 0.0)
        if not cards and len(trumps) >= 4:
            value += 0.5
    return value


def best_trump(hand: Sequence[Card]) -> tuple[str, float]:
    """The trump that makes ``hand`` worth the most tricks, and their count."""
    return _best_trump(tuple(sorted(hand)))


@lru_cache(maxsize=4096)
def _best_trump(hand: tuple[Card, ...]) -> tuple[str, float]:
    """:func:`best_trump` of a sorted hand (the value does not depend on the order), kept:
    a search asks it for the same hands in every playout of one sampled deal."""
    return max(((t, hand_value(hand, t)) for t in SUITS), key=lambda pair: pair[1])


TABLE_PHASES = ("play", "stop_or_vole")
"""The phases whose decisions read the card play (:class:`Table`)."""


def basic(view: JSON, rng: random.Random) -> Action:
    legal = view["legal"]
    if len(legal) == 1:
        return dict(legal[0])
    phase = view["phase"]
    if phase in TABLE_PHASES:
        return _play(Table.of_view(view), phase, legal)
    hand = DECK.cards(view["hand"])
    if phase == "auction":
        return _bid(hand, legal, pot_easing(view))
    if phase == "declaration":
        return _declare(view, hand)
    return {"type": "announce" if _supports(view, hand) else "silent"}


def _play(table: Table, phase: str, legal: list[Action]) -> Action:
    if phase == "stop_or_vole":
        return {"type": "vole" if table.all_certain() else "stop"}
    return {"type": "play", "card": DECK.code(table.choose([DECK.card(a["card"]) for a in legal]))}


def _play_on_deal(deal: QuadrilleDeal, seat: int, legal: list[Action]) -> Action:
    return _play(Table.of_deal(deal, seat), deal.phase, legal)


basic_on_deal = deal_entry(basic, TABLE_PHASES, _play_on_deal)
""":func:`basic` for a search's playouts (``bots.DealBot``): its card play and its choice of stop
or Vole read off the imagined deal itself."""


# -- auction, declaration, partner's choice ------------------------------------------


def pot_easing(view: JSON) -> float:
    """How much lower the bidding marks lie for the pot on the table, counted in units (§5).

    Payments and stakes are whole units, so a bot weighs the pot in units too:
    with ``unit: "quarter_stakes"`` a carried pot enlarges the unit and the
    pot stays about four units, while with one ante per unit every carried
    chip makes the contract more worth playing for.
    """
    extra: float = view["pot"] / view["unit"] - FRESH_POT_UNITS
    return min(MAX_EASING, EASING_PER_UNIT * max(0.0, extra))


def _bid(hand: Sequence[Card], legal: list[Action], easing: float = 0.0) -> Action:
    """§15 "Bidding": Solo or Alliance from its mark; raise (at most 2) with a point to spare."""
    _, value = best_trump(hand)
    value += easing
    for name, threshold in (("solo", SOLO_FROM), ("alliance", ALLIANCE_FROM)):
        if value < threshold:
            continue
        bids = [a for a in legal if a.get("bid") == name]
        if bids and (bids[0]["raise"] == 0 or
                     (value >= threshold + 1 and bids[0]["raise"] <= MAX_BOT_RAISE)):
            return dict(bids[0])
    return {"type": "pass"}


def _declare(view: JSON, hand: Sequence[Card]) -> Action:
    """The best trump suit; in an Alliance the call of §15 "Calling"."""
    trump, _ = best_trump(hand)
    if view["contract"] != "alliance":
        return {"type": "declare", "trump": trump}
    rules = RULES[trump]
    trumps = sum(1 for c in hand if rules.suit[c] == TRUMP)

    def merit(card: Card) -> tuple[int, int]:
        suit = rules.suit[card]
        if suit == TRUMP:
            return (1 if trumps >= 5 else -1, 0)
        same = [c for c in hand if rules.suit[c] == suit]
        has_queen = any(DECK.code(c)[0] == "Q" for c in same)
        return (2 if has_queen else 0, len(same))

    call = max(callable_cards(hand, trump), key=merit)
    return {"type": "declare", "trump": trump, "call": DECK.code(call)}


def _supports(view: JSON, hand: Sequence[Card]) -> bool:
    """§15 "Partner's choice": announce with 3+ trumps, a matador, or two Kings."""
    rules = RULES[view["trump"]]
    trumps = [c for c in hand if rules.suit[c] == TRUMP]
    kings = [c for c in hand if DECK.code(c)[0] == "K" and rules.suit[c] != TRUMP]
    return len(trumps) >= 3 or any(rules.matador[c] >= 0 for c in trumps) or len(kings) >= 2


# -- card play ---------------------------------------------------------------------


VIEW_PLAYS: TrickReader[Card] = view_plays(DECK.card)


class Table(SeenPlay[Card, int]):
    """What the seat knows of the play: ranks, cards gone, voids, who is on whose side, read
    from its view (:meth:`of_view`) or, in a search's playout, the same off the deal
    (:meth:`of_deal`).

    The ranks are the engine's own tables for the view's trump (``RULES``), from which
    the view's ``card_order`` is written: rebuilding them from the view would cost
    about 40 % of a decision, in every step of every search playout too.
    """

    def __init__(self, seat: int, trick: object, finished: Sequence[object], plays: TrickReader[Card],
                 hand: list[Card], trump: str, declarer: int, contract: str, called: Card | None,
                 partner: int | None) -> None:
        self.rules: TrumpRules = RULES[trump]
        self.members = SUIT_MEMBERS[trump]
        super().__init__(seat, PLAYERS, trick, finished, plays, suit=self.rules.suit.__getitem__, context=trump)
        self.declarer = declarer
        self.contract = contract
        self.called = called
        self.hand = hand
        self.friends, self.enemies = self._sides(partner)

    @classmethod
    def of_view(cls, view: JSON) -> Table:
        return cls(view["seat"], view["trick"], view["tricks"], VIEW_PLAYS, DECK.cards(view["hand"]), view["trump"],
                   view["declarer"], view["contract"], None if view["called"] is None else DECK.card(view["called"]),
                   view["partner"])

    @classmethod
    def of_deal(cls, deal: QuadrilleDeal, seat: int) -> Table:
        """What :meth:`of_view` reads of ``seat``'s view, read off ``deal``: its own hand, the
        tricks, the contract, the called card and the partner once ``seat`` may know him."""
        play = deal.play
        assert deal.trump is not None and deal.declarer is not None and deal.contract is not None
        return cls(seat, play, play.tricks, own_plays, play.hands[seat], deal.trump, deal.declarer,
                   deal.contract, deal.called, deal.partner if deal.partner_known_to(seat) else None)

    def _sides(self, partner: int | None) -> tuple[set[int], set[int]]:
        """My partners and my enemies, as far as the view proves them (§15): ``partner`` if the
        view shows him."""
        me, declarer = self.seat, self.declarer
        others = {s for s in range(PLAYERS) if s != me}
        if self.contract != "alliance":
            return (set(), others) if me == declarer else (others - {declarer}, {declarer})
        called = self.called
        if partner is None and called is not None:
            possible = [s for s in others - {declarer} if called not in self.played
                        and self.rules.suit[called] not in self.voids[s]]
            if len(possible) == 1:
                partner = possible[0]
        if partner is None:  # unknown: only the declarer is surely on the other side
            return (set(), set()) if me == declarer else (set(), {declarer})
        side = {declarer, partner}
        if me in side:
            return side - {me}, others - side
        return others - side, side

    # -- card facts --

    def power(self, card: Card) -> int:
        return self.rules.power[card]

    def is_trump(self, card: Card) -> bool:
        return self.rules.suit[card] == TRUMP

    def outstanding(self, card: Card) -> list[Card]:
        """Unplayed cards of ``card``'s effective suit that are not in my hand."""
        return [c for c in self.members[self.rules.suit[card]]
                if c not in self.played and c not in self.hand]

    def is_master(self, card: Card) -> bool:
        """Every ``outstanding`` card of its suit is lower (without building the list)."""
        power, played, hand = self.rules.power, self.played, self.hand
        top = power[card]
        return all(power[c] < top for c in self.members[self.rules.suit[card]]
                   if c not in played and c not in hand)

    def winning(self) -> tuple[int, Card]:
        index = self.rules.winner([c for _, c in self.trick])
        return self.trick[index]

    def beats(self, card: Card, best: Card) -> bool:
        suit = self.rules.suit
        led = suit[self.trick[0][1]]
        if suit[card] not in (led, TRUMP):
            return False
        if suit[best] == TRUMP and suit[card] != TRUMP:
            return False
        return suit[card] != suit[best] or self.power(card) > self.power(best)

    def cheapest(self, cards: Sequence[Card]) -> Card:
        """The card it hurts least to give: plain before trump, matadors last, low first."""
        return min(cards, key=lambda c: (self.is_trump(c), self.rules.matador[c] >= 0,
                                         self.power(c)))

    def all_certain(self) -> bool:
        """§15 "Stop or Vole": every card left wins whatever the others hold."""
        trumps = [c for c in self.hand if self.is_trump(c)]
        enemy_trumps = self.outstanding(SPADILLE)
        if trumps and any(self.power(e) > min(map(self.power, trumps)) for e in enemy_trumps):
            return False
        if len(trumps) < len(enemy_trumps):
            return False
        return all(self.is_trump(c) or self.is_master(c) for c in self.hand)

    # -- decisions --

    def choose(self, cards: list[Card]) -> Card:
        if not self.trick:
            return self._lead(cards)
        return self._follow(cards)

    def _lead(self, cards: list[Card]) -> Card:
        trumps = [c for c in cards if self.is_trump(c)]
        plain = [c for c in cards if not self.is_trump(c)]
        masters = [c for c in plain if self.is_master(c)]
        attacking = self.seat == self.declarer or (self.contract == "alliance"
                                                   and self.declarer in self.friends)
        if attacking:
            # §15: draw trumps from the top while others still hold them.
            if trumps and self.outstanding(trumps[0]):
                top = max(trumps, key=self.power)
                if self.is_master(top):
                    return top
            if masters:
                return max(masters, key=self.power)
            called = self.called
            if self.seat == self.declarer and called is not None and called not in self.played:
                towards = [c for c in plain if self.rules.suit[c] == self.rules.suit[called]]
                if towards:  # §15: lead the called suit so the partner's King can win
                    return min(towards, key=self.power)
            if trumps and not plain:
                return max(trumps, key=self.power)
        else:
            # §15 "Defence": no trumps into the declarer; cash Kings, else lead low.
            if masters:
                return max(masters, key=self.power)
        if plain:
            counts = {self.rules.suit[c]: 0 for c in plain}
            for c in self.hand:
                if self.rules.suit[c] in counts:
                    counts[self.rules.suit[c]] += 1
            return min(plain, key=lambda c: (counts[self.rules.suit[c]], self.power(c)))
        return self.cheapest(cards)

    def _follow(self, cards: list[Card]) -> Card:
        winner, best = self.winning()
        last = len(self.trick) == PLAYERS - 1
        friend_wins = winner in self.friends
        to_come = [(self.trick[0][0] + i) % PLAYERS for i in range(len(self.trick) + 1, PLAYERS)]
        if friend_wins and (last or self.is_master(best) or not set(to_come) & self.enemies):
            return self.cheapest(cards)
        winners = [c for c in cards if self.beats(c, best)]
        if not winners:
            return self.cheapest(cards)
        cheap = min(winners, key=self.power)
        if self.rules.matador[cheap] >= 0 and not last and not self.is_master(cheap) \
                and any(not self.is_trump(c) for c in cards):
            return self.cheapest(cards)  # §15 "Matadors": keep a lone matador back
        return cheap
