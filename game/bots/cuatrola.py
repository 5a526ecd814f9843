"""The ``basic`` Cuatrola bot: the rule book's strategy notes (§14), from one seat's view.

It counts sure tricks as §14.1 does and declares the highest contract the count
supports (§14.2), then plays by the habits of §14.3: draw trumps with the top
trumps, cash side aces, win a trick with the cheapest card that holds it, load
points on a partner's safe trick, throw the cheapest card on a lost one, and
keep a king and caballo together while they can still be sung.  It reads only
``view`` (in a search's playouts, ``basic_on_deal``, its card play reads the same facts
off the imagined deal); the sitting-out hand counts as unseen, like every other hidden card.
"""

from __future__ import annotations

import random
from typing import Iterator, Sequence

from ..core import Action, JSON
from ..cuatrola import DECK, PASS_OUT, PLAYERS, RANK_POINTS, SINGING_CONTRACTS, SUITS, CuatrolaDeal
from ..tricks import SeenPlay, TrickReader, deal_plays, suit_letter, view_plays
from . import deal_entry

ORDER = DECK.ranks  # §3: highest first, the same in every suit

# §14.2: the sure tricks each contract wants (solo has a second, shape-based test).
NEEDED = {"solo": 3.0, "cuatrola": 4.0, "quintola": 5.0}
MARGIN_AT_RISK = 0.5  # when a failure would hand the opponents the match
MARGIN_OVER_PARTNER = 0.5  # overcall the partner only with a clearly better hand


def power(card: str) -> int:
    return 4 - ORDER.index(card[0])


def sure_tricks(hand: Sequence[str], trump: str, has_lead: bool) -> float:
    """§14.1: top trumps, extra trumps once the others' are drawn, side aces and threes."""
    trumps = [c for c in hand if c[1] == trump]
    run = 0
    for rank in ORDER:
        if rank + trump not in hand:
            break
        run += 1
    sure = float(run)
    if run >= len(ORDER) - len(trumps):
        sure += len(trumps) - run
    ace = 1.0 if len(trumps) >= 2 else 0.7
    if not has_lead:
        ace = min(ace, 0.7)
    for suit in SUITS:
        if suit != trump and "A" + suit in hand:
            sure += ace + (0.5 if "3" + suit in hand else 0.0)
    return sure


def wants(bid: str, hand: Sequence[str], trump: str, sure: float, margin: float) -> bool:
    """§14.2: whether the hand supports ``bid`` with ``margin`` sure tricks to spare."""
    if sure >= NEEDED[bid] + margin:
        return True
    if bid != "solo" or "A" + trump not in hand:
        return False
    helpers = sum(1 for c in ("3" + trump, "K" + trump) if c in hand)
    helpers += sum(1 for s in SUITS if s != trump and "A" + s in hand)
    return helpers >= 2 and sure >= 2.0 + margin


def _declare(view: JSON, legal: list[Action]) -> Action:
    """The highest legal contract the hand supports; §14.2's cautions raise the bar."""
    seat, hand, trump = view["seat"], view["hand"], view["trump"]
    sure = sure_tricks(hand, trump, has_lead=seat == view["mano"])
    partner_bid = any(a["type"] == "bid" and a["seat"] == (seat + 2) % 4 for a in view["history"])
    opponents = view["score"][1 - seat % 2]
    target, bid_values = view["options"]["target"], view["bid_values"]
    for action in reversed(legal[1:]):  # legal bids come lowest first after "pass"
        bid = action["bid"]
        margin = MARGIN_OVER_PARTNER if partner_bid else 0.0
        if opponents + bid_values[bid] >= target:
            margin += MARGIN_AT_RISK
        if wants(bid, hand, trump, sure, margin):
            return dict(action)
    return {"type": "pass"}


VIEW_PLAYS: TrickReader[str] = view_plays(str)
DEAL_PLAYS: TrickReader[str] = deal_plays(DECK.codes.__getitem__)


class Table(SeenPlay[str, str]):
    """What the seat knows of the cards: trump, the trick, what is gone, who is void, read from
    its view (:meth:`of_view`) or, in a search's playout, the same off the deal (:meth:`of_deal`)."""

    def __init__(self, seat: int, trick: object, finished: Sequence[object], plays: TrickReader[str],
                 hand: list[str], trump: str, contract: str, rank_points: dict[str, int],
                 sitting_out: int | None, sung: set[str]) -> None:
        self.trump = trump
        super().__init__(seat, PLAYERS, trick, finished, plays, suit=suit_letter, context=trump)
        self.hand = hand
        self.contract = contract
        self.rank_points = rank_points
        self.sitting_out = sitting_out
        self.points_game = self.contract in (PASS_OUT, "solo")
        self.singing = self.contract in SINGING_CONTRACTS
        self.sung = sung
        self.active = [s for s in range(4) if s != self.sitting_out]

    @classmethod
    def of_view(cls, view: JSON) -> Table:
        return cls(view["seat"], view["trick"], view["tricks"], VIEW_PLAYS, view["hand"], view["trump"],
                   view["contract"], view["rank_points"], view["sitting_out"], {c["suit"] for c in view["cantes"]})

    @classmethod
    def of_deal(cls, deal: CuatrolaDeal, seat: int) -> Table:
        """What :meth:`of_view` reads of ``seat``'s view, read off ``deal``: its own hand, the
        tricks, the trump, the contract, the seat sitting out, the suits sung."""
        play = deal.play
        assert deal.contract is not None
        return cls(seat, play, play.tricks, DEAL_PLAYS, DECK.sorted_codes(play.hands[seat]), SUITS[deal.trump],
                   deal.contract, RANK_POINTS, deal.sitting_out, {SUITS[c.suit] for c in deal.cantes})

    def _seats(self, leader: int) -> list[int]:
        i = self.active.index(leader)
        return self.active[i:] + self.active[:i]

    def shown_voids(self, plays: list[tuple[int, str]]) -> Iterator[tuple[int, str]]:
        """Showing out proves a void; so does not ruffing a trick nobody had ruffed (§6.3)."""
        yield from super().shown_voids(plays)
        for k, (seat, card) in enumerate(plays[1:], start=1):
            if card[1] not in (plays[0][1][1], self.trump) and \
                    not any(c[1] == self.trump for _, c in plays[:k]):
                yield seat, self.trump

    def is_partner(self, seat: int) -> bool:
        return seat != self.seat and seat % 2 == self.seat % 2

    def remaining(self) -> list[int]:
        """The seats still to play to this trick after this one."""
        return self._seats(self.seat)[1:len(self.active) - len(self.trick)]

    def outstanding(self, suit: str) -> list[str]:
        """Cards of ``suit`` neither played nor in this hand (the sitting-out hand included)."""
        return [r + suit for r in ORDER if r + suit not in self.played and r + suit not in self.hand]

    def is_master(self, card: str) -> bool:
        """No card of its suit at least as high is out: each rank from the top down to its
        own is played or in this hand (``outstanding`` all below it, without the list)."""
        played, hand, suit = self.played, self.hand, card[1]
        return all(r + suit in played or r + suit in hand for r in ORDER[:ORDER.index(card[0]) + 1])

    def strength(self, card: str) -> int:
        """Power in the current trick: a card of neither the led suit nor trump never wins."""
        led = self.trick[0][1][1]
        if card[1] == self.trump:
            return 10 + power(card)
        return power(card) if card[1] == led else -1

    def winning(self) -> tuple[int, str]:
        return max(self.trick, key=lambda p: self.strength(p[1]))

    def holds(self, card: str) -> bool:
        """Whether ``card``, on top of the trick, stays on top whatever the others still play."""
        led = self.trick[0][1][1] if self.trick else card[1]
        for seat in self.remaining():
            if self.is_partner(seat):
                continue
            if card[1] == self.trump:
                if not self.is_master(card) and self.trump not in self.voids[seat]:
                    return False
            elif not self.is_master(card) and led not in self.voids[seat]:
                return False
            elif (led in self.voids[seat] and self.trump not in self.voids[seat]
                  and self.outstanding(self.trump)):
                return False
        return True

    def pair_card(self, card: str) -> bool:
        """A king or caballo whose mate is also held while the pair can still be sung."""
        if not self.singing or card[0] not in "KN" or card[1] in self.sung:
            return False
        return ("N" if card[0] == "K" else "K") + card[1] in self.hand

    def cost(self, card: str) -> tuple[int, ...]:
        """How much throwing ``card`` away gives up: trumps, cante halves, points, rank."""
        points = self.rank_points[card[0]] if self.points_game else 0
        return (card[1] == self.trump, self.pair_card(card), points, power(card))


def basic(view: JSON, rng: random.Random) -> Action:
    legal = view["legal"]
    if len(legal) == 1:
        return dict(legal[0])
    if view["phase"] == "auction":
        return _declare(view, legal)
    return _play(Table.of_view(view), legal)


def _play_on_deal(deal: CuatrolaDeal, seat: int, legal: list[Action]) -> Action:
    return _play(Table.of_deal(deal, seat), legal)


def _play(table: Table, legal: list[Action]) -> Action:
    cards = [a["card"] for a in legal]
    card = _follow(table, cards) if table.trick else _lead(table, cards)
    return {"type": "play", "card": card}


basic_on_deal = deal_entry(basic, ("play",), _play_on_deal)
""":func:`basic` for a search's playouts (``bots.DealBot``): its card play read off the imagined
deal itself."""


def _lead(table: Table, cards: list[str]) -> str:
    """§14.3: draw trumps with the top trump, cash side aces, else lead the cheapest card."""
    trumps = [c for c in cards if c[1] == table.trump]
    if trumps and table.outstanding(table.trump):
        top = max(trumps, key=power)
        if table.is_master(top):
            return top
    masters = [c for c in cards if c[1] != table.trump and table.is_master(c)]
    if masters:
        return max(masters, key=lambda c: (not table.pair_card(c), power(c)))

    def lead_cost(card: str) -> tuple[int, ...]:
        three_under_ace = card[0] == "3" and "A" + card[1] not in table.played
        return (three_under_ace, *table.cost(card))

    return min(cards, key=lead_cost)


def _follow(table: Table, cards: list[str]) -> str:
    """§14.3: take the trick cheaply when it can be held, load a partner's safe trick, else duck."""
    seat, best = table.winning()
    ours = table.is_partner(seat) and table.holds(best)
    winners = [c for c in cards if table.strength(c) > table.strength(best)]
    if ours:
        return _load(table, cards)
    holding = [c for c in winners if table.holds(c)]
    if holding:
        return min(holding, key=lambda c: (c[1] == table.trump, power(c)))
    if winners and not table.points_game:
        return max(winners, key=table.strength)  # only tricks count: give it the best chance
    return min(cards, key=table.cost)


def _load(table: Table, cards: list[str]) -> str:
    """On a partner's safe trick: the richest side card in a points game, else the cheapest."""
    if table.points_game:
        side = [c for c in cards if c[1] != table.trump and not table.pair_card(c)]
        if side:
            return max(side, key=lambda c: (table.rank_points[c[0]], -power(c)))
    return min(cards, key=table.cost)
