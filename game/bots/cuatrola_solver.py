"""Cuatrola played out perfectly: which team wins a deal when every seat sees every card.

A deal of Cuatrola is decided by one fact, which team gets its game points
(§9.4), and after the declarations only the card play is left: at most five
tricks of three or four cards under the strict duties of §6.3 (follow, beat,
ruff, overtrump), which leave few cards to choose from.  So the rest of a deal
can be searched to its end: an AND-OR search in which each seat plays for its
team, stopping at the first card that wins for the mover's team (alpha-beta on
a two-valued outcome), and at any trick after which the outcome no longer
depends on the cards still to come.  The arena's ``solve:N`` search
(:class:`~game.bots.search.SolvingSearchBot`) uses it in place of the ``basic``
bot's play on each deal it imagines (perfect-information Monte Carlo with an exact
solver, as in bridge and Skat programs), and ``oracle:solve`` on the true deal.

It keeps the rules of :mod:`game.cuatrola` (its ``legal_cards``, ``trick_winner``
and cante order); ``tests/test_cuatrola_solver.py`` checks it against a search
over the engine's own ``apply`` at positions of every contract and option.

>>> import random
>>> from game.cuatrola import Cuatrola
>>> deal = Cuatrola.deal(Cuatrola.parse_options({}), 4, dealer=0, rng=random.Random(2),
...                      match=Cuatrola.new_match({}, 4))
>>> for _ in range(4):
...     deal.apply({"type": "pass"})
>>> solution = solve(deal)
>>> solution.winner_team in (0, 1), solution.nodes > 0
(True, True)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..cuatrola import (CABALLO, DECK, KING, LAST_TRICK_BONUS, POINTS, SINGING_CONTRACTS, SUITS,
                        TRICKS, VALUE, Cuatrola, CuatrolaDeal, card_in_suit, legal_cards, partner,
                        team, trick_winner)
from ..core import DealState
from .search import Rollout, play_out

RANK_OF = tuple(card % len(DECK.ranks) for card in range(len(DECK)))
SOLVER_NODES_A_NODE = 2
"""About the solver's positions searched in the time of one node of a playout (:class:`~game.bots.search.Work`)."""
PAIRS = tuple((card_in_suit(suit, KING), card_in_suit(suit, CABALLO)) for suit in range(len(SUITS)))


class Solution(NamedTuple):
    """The team that wins under perfect play by every seat, and the positions searched."""

    winner_team: int
    nodes: int


def solve(deal: CuatrolaDeal) -> Solution:
    """Who wins ``deal`` (in its card play, not over) if every seat plays its best for its team.

    ``deal`` is left unchanged.  ``nodes`` counts the positions at which a seat
    chose a card: the search bots count it as their work.
    """
    assert deal.phase == "play", "the declarations are not over"
    return _Search(deal).run()


def finish(state: DealState, rollout: Rollout, rng: random.Random) -> tuple[list[int], int]:
    """A search's :data:`~game.bots.search.Finisher`: ``rollout`` makes the declarations left,
    then the card play is solved; a solver's position counts as half a node."""
    nodes = play_out(state, rollout, rng, until=lambda deal: deal.phase != "auction")
    if state.is_over:
        return Cuatrola.seat_scores(state), nodes
    assert isinstance(state, CuatrolaDeal)
    solution = solve(state)
    return seat_scores(state, solution.winner_team), nodes + solution.nodes // SOLVER_NODES_A_NODE


def seat_scores(deal: CuatrolaDeal, winner_team: int) -> list[int]:
    """``Cuatrola.seat_scores`` of the deal's end if ``winner_team`` wins it (§9.4)."""
    assert deal.contract is not None
    value = VALUE[deal.contract]
    return [value if team(seat) == winner_team else -value for seat in range(len(deal.play.hands))]


class _Search:
    """One solve: the position kept in flat lists, each card played and taken back in place."""

    def __init__(self, deal: CuatrolaDeal) -> None:
        play = deal.play
        self.hands = [list(hand) for hand in play.hands]
        self.trick_cards = list(play.cards)
        self.trick_seats = list(play.seats)
        self.to_play = play.to_play
        self.follower = play.follower
        self.trick_size = len(play.active)
        self.trump = deal.trump
        self.must_beat = deal.options["must_beat"]
        self.sitting_out = deal.sitting_out
        self.singing = deal.contract in SINGING_CONTRACTS
        self.sung = sum(1 << suit for suit in {cante.suit for cante in deal.cantes})
        """The suits sung, as bits."""
        tally = deal.deal_tally()
        self.totals, self.tricks = tally["card_points"], tally["tricks"]
        self.held = sum(1 << card for hand in play.hands for card in hand)
        """The cards still held, as bits: within one solve they say who holds what."""
        for cante in deal.cantes:
            self.totals[team(cante.seat)] += cante.points
        self.tricks_left = TRICKS - len(play.tricks)
        self.unplayed = sum(POINTS[card] for seat in play.active for card in play.hands[seat])
        self.unplayed += sum(POINTS[card] for card in play.cards)
        # §9.4: in Solo and a passed-out deal the mano team wins a tie of points
        self.tie_team = team(deal.mano)
        self.declarer_team = None if deal.declarer is None else team(deal.declarer)
        self.needed = {"cuatrola": 4, "quintola": TRICKS}.get(deal.contract or "")
        self.nodes = 0
        self.known: dict[tuple[int, int, int, int], int] = {}
        """The winner from each position at a trick's start that was searched to its end."""

    def run(self) -> Solution:
        winner = self.settled()
        if winner is None:
            winner = self.best(self.to_play)
        return Solution(winner, self.nodes)

    def best(self, seat: int) -> int:
        """The team that wins from here with ``seat`` to play (its team moving first)."""
        self.nodes += 1
        mover = team(seat)
        hand, trick_cards, trick_seats = self.hands[seat], self.trick_cards, self.trick_seats
        cards = legal_cards(hand, trick_cards, self.trump, self.must_beat)
        for card in sorted(cards, key=RANK_OF.__getitem__):  # the higher cards first
            place = hand.index(card)
            del hand[place]
            self.held ^= 1 << card
            trick_cards.append(card)
            trick_seats.append(seat)
            if len(trick_cards) == self.trick_size:
                winner = self.after_trick()
            else:
                winner = self.best(self.follower[seat])
            trick_cards.pop()
            trick_seats.pop()
            hand.insert(place, card)
            self.held ^= 1 << card
            if winner == mover:
                return mover
        return 1 - mover

    def after_trick(self) -> int:
        """Settle the complete trick on the table, search on, and take the trick back."""
        trick_cards, trick_seats = self.trick_cards, self.trick_seats
        cards, seats = tuple(trick_cards), tuple(trick_seats)
        taker = seats[trick_winner(cards, self.trump)]
        side = team(taker)
        card_points = sum(POINTS[card] for card in cards)
        self.unplayed -= card_points
        self.tricks[side] += 1
        self.tricks_left -= 1
        points = card_points if self.tricks_left else card_points + LAST_TRICK_BONUS
        self.totals[side] += points
        sung = self.sing(taker) if self.singing and self.tricks_left else None
        winner = self.settled()
        if winner is None:
            # what decides the rest: the cards left, the lead, and the score that counts
            tally = self.tricks[0] if self.needed else self.totals[0] - self.totals[1]
            key = (self.held, taker, tally, self.sung)
            winner = self.known.get(key)
            if winner is None:
                trick_cards.clear()
                trick_seats.clear()
                winner = self.known[key] = self.best(taker)
                trick_cards.extend(cards)
                trick_seats.extend(seats)
        if sung is not None:
            self.sung ^= 1 << sung
            self.totals[side] -= 40 if sung == self.trump else 20
        self.totals[side] -= points
        self.unplayed += card_points
        self.tricks_left += 1
        self.tricks[side] -= 1
        return winner

    def sing(self, taker: int) -> int | None:
        """§8.2: the one cante the taker's team makes after this trick, if any; -> its suit."""
        pairs = [(suit != self.trump, seat != taker, suit)
                 for seat in (taker, partner(taker)) if seat != self.sitting_out
                 for suit, (king, caballo) in enumerate(PAIRS)
                 if not self.sung >> suit & 1 and king in self.hands[seat] and caballo in self.hands[seat]]
        if not pairs:
            return None
        *_, suit = min(pairs)
        self.sung |= 1 << suit
        self.totals[team(taker)] += 40 if suit == self.trump else 20
        return suit

    def settled(self) -> int | None:
        """The winning team if no card still to come can change it, else ``None``."""
        if self.needed is not None:  # §9.4: Cuatrola and Quintola count the declarer's tricks
            own = self.declarer_team
            assert own is not None
            if self.tricks[own] >= self.needed:
                return own
            if self.tricks[1 - own] > TRICKS - self.needed:
                return 1 - own
            return None
        lead = self.totals[self.tie_team] - self.totals[1 - self.tie_team]
        if not self.tricks_left:
            return self.tie_team if lead >= 0 else 1 - self.tie_team
        to_come = self.unplayed + LAST_TRICK_BONUS + self.cantes_to_come()
        if lead - to_come >= 0:
            return self.tie_team
        if lead + to_come < 0:
            return 1 - self.tie_team
        return None

    def cantes_to_come(self) -> int:
        """At most the points of the cantes still to be made: the unsung pairs still held whole."""
        if not self.singing:
            return 0
        return sum(40 if suit == self.trump else 20
                   for suit, (king, caballo) in enumerate(PAIRS) if not self.sung >> suit & 1
                   for seat, hand in enumerate(self.hands)
                   if seat != self.sitting_out and king in hand and caballo in hand)
