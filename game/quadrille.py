"""Quadrille (Кадриль): four players, 40 cards, matadors, a called King, chips and a pot.

The rule book is ``shared/rules/quadrille.md``; section numbers below refer to it.
Every card order is the book's table (§3.2), kept here as data; the effective
suit, the matadors and the strength of each card are derived from those tables
once, so that play is a handful of tuple look-ups.

>>> import random
>>> deal = Quadrille.deal(Quadrille.parse_options({}), 4, dealer=3, rng=random.Random(1),
...                       match=Quadrille.new_match({}, 4))
>>> deal.phase, deal.to_act, deal.pot, deal.legal_actions()[:2]
('auction', 0, 4, [{'type': 'pass'}, {'type': 'bid', 'bid': 'alliance', 'raise': 0}])
>>> RULES["H"].names[DECK.card("7H")], RULES["S"].names[DECK.card("7H")]
('Manille', None)
"""

from __future__ import annotations

import random
from functools import cache
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Sequence

from .cards import Card, Deck
from .core import (Action, DealState, Game, IllegalAction, JSON, SheetColumns, MalformedInput, Observer, Option,
                   Payment, check_fields, deal_over, is_int, net_chips, read_setup, read_whole_deal,
                   replay, wrong_phase)
from .tricks import (HiddenDealer, MaskFn, TrickPlay, card_mask, deal_packets, forbidden_cards, highest,
                     legal_listed, play_actions, public_plays, suit_masks)

DECK = Deck.suit_major(ranks="A234567JQK", suits="SCHD")
PLAY = play_actions(DECK)
SUITS = DECK.suits
SUIT_NAMES = {"S": "spades", "C": "clubs", "H": "hearts", "D": "diamonds"}
PLAYERS = 4
HAND_SIZE = 10
TRICKS = 10
TO_MAKE = 6  # §10.2: the side needs six of the ten tricks
TRUMP = 4  # the effective suit of a trump (§3.3); plain suits are 0..3 as in ``SUITS``

# §3.2: the full rank orders, highest first, one table per trump suit ("T" = trumps).
CARD_ORDERS: dict[str, dict[str, str]] = {
    "S": {"T": "AS 2S AC KS QS JS 7S 6S 5S 4S 3S",
          "C": "KC QC JC 7C 6C 5C 4C 3C 2C",
          "H": "KH QH JH AH 2H 3H 4H 5H 6H 7H",
          "D": "KD QD JD AD 2D 3D 4D 5D 6D 7D"},
    "C": {"T": "AS 2C AC KC QC JC 7C 6C 5C 4C 3C",
          "S": "KS QS JS 7S 6S 5S 4S 3S 2S",
          "H": "KH QH JH AH 2H 3H 4H 5H 6H 7H",
          "D": "KD QD JD AD 2D 3D 4D 5D 6D 7D"},
    "H": {"T": "AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H",
          "D": "KD QD JD AD 2D 3D 4D 5D 6D 7D",
          "S": "KS QS JS 7S 6S 5S 4S 3S 2S",
          "C": "KC QC JC 7C 6C 5C 4C 3C 2C"},
    "D": {"T": "AS 7D AC AD KD QD JD 2D 3D 4D 5D 6D",
          "H": "KH QH JH AH 2H 3H 4H 5H 6H 7H",
          "S": "KS QS JS 7S 6S 5S 4S 3S 2S",
          "C": "KC QC JC 7C 6C 5C 4C 3C 2C"},
}


def unnamed_order() -> dict[str, list[str]]:
    """The cards of each suit as a hand shows them while no trump is named: §3.2's
    plain order of the suit, under the black aces, which are trumps in every table."""
    orders = {}
    for suit in "SHCD":
        plain = CARD_ORDERS[next(t for t in CARD_ORDERS if t != suit)][suit].split()
        aces = [code for code in DECK.codes if code[1] == suit and code not in plain]
        orders[suit] = aces + plain
    return orders


# §3.1: the first three trumps of every table are the matadors, in this order.
MATADOR_NAMES = ("Spadille", "Manille", "Basto")

# §6.1: bid levels (a bid is the pair level, raise).
BIDS = ("alliance", "solo")

# §10.2: the units each opponent pays on a made Solo and a made Vole.
SOLO_UNITS = 4
VOLE_UNITS = 6
STAKE_UNITS = {"solo": SOLO_UNITS, "vole_made": VOLE_UNITS, "vole_failed": SOLO_UNITS}

PHASE_WORDS = {"auction": "auction", "declaration": "declaration", "partner": "partner's choice",
               "play": "play", "stop_or_vole": "stop-or-vole choice"}


@dataclass(frozen=True)
class TrumpRules:
    """What naming one trump suit makes of every card (§3).

    ``suit[c]`` is the effective suit (``TRUMP`` or a plain suit index),
    ``power[c]`` the strength (trumps above every plain card; plain cards
    compare only within their suit), ``matador[c]`` 0/1/2 for Spadille, Manille
    and Basto and -1 otherwise, ``names[c]`` the historic name if any; ``trump``
    the suit named.
    """

    suit: tuple[int, ...]
    power: tuple[int, ...]
    matador: tuple[int, ...]
    names: tuple[str | None, ...]
    trump: str

    @classmethod
    def from_orders(cls, trump: str, orders: dict[str, str]) -> "TrumpRules":
        suit, power, matador = [-1] * len(DECK), [-1] * len(DECK), [-1] * len(DECK)
        names: list[str | None] = [None] * len(DECK)
        for group, order in orders.items():
            codes = order.split()
            for index, card in enumerate(DECK.cards(codes)):
                suit[card] = TRUMP if group == "T" else SUITS.index(group)
                power[card] = (100 if group == "T" else 0) + len(codes) - index
                if group == "T" and index < len(MATADOR_NAMES):
                    matador[card], names[card] = index, MATADOR_NAMES[index]
        if trump in "HD":
            names[DECK.card("A" + trump)] = "Punto"
        return cls(tuple(suit), tuple(power), tuple(matador), tuple(names), trump)

    @property
    def matadors(self) -> list[Card]:
        """Spadille, Manille, Basto."""
        return sorted((c for c in range(len(DECK)) if self.matador[c] >= 0),
                      key=lambda c: self.matador[c])

    def legal(self, hand: Sequence[Card], trick: Sequence[Card], must_trump: bool) -> list[Card]:
        """§8.1 (:func:`play_rule`): the legal cards of ``hand`` on ``trick``, in the hand's order."""
        return legal_listed(play_rule(self.trump, must_trump), hand, trick)

    def winner(self, cards: Sequence[Card]) -> int:
        """§8.2: the index of the winning card (highest trump, else highest of the led suit)."""
        return highest(cards, self.suit, self.power, TRUMP)


RULES: dict[str, TrumpRules] = {t: TrumpRules.from_orders(t, CARD_ORDERS[t]) for t in SUITS}


@cache
def play_rule(trump: str, must_trump: bool) -> MaskFn:
    """§8.1 on bitmasks, the algorithm as the book writes it, for one trump and ``must_trump``."""
    rules = RULES[trump]
    suit, matador = rules.suit, rules.matador
    suits = suit_masks(suit, TRUMP + 1)
    trumps = suits[TRUMP]
    plain_trumps = card_mask(c for c in range(len(DECK)) if suit[c] == TRUMP and matador[c] < 0)
    # the lower matadors a matador led forces out (none for any other card)
    forced = tuple(card_mask(d for d in range(len(DECK)) if 0 <= matador[c] < matador[d])
                   for c in range(len(DECK)))

    def legal(held: int, trick: Sequence[Card]) -> int:
        if not trick:
            return held
        led = trick[0]
        if suit[led] != TRUMP:
            follow = held & suits[suit[led]]
            if follow:
                return follow
            if must_trump and held & plain_trumps:
                return held & trumps
            return held
        own = held & trumps
        if not own:
            return held
        if own & plain_trumps:
            return own  # must follow trumps
        if own & forced[led]:
            return own  # a lower matador is forced by a higher one led
        return held  # the matadors' privilege
    return legal


def callable_cards(hand: Iterable[Card], trump: str) -> list[Card]:
    """§7.1: the cards an Alliance declarer may call, in suit order S C H D.

    A King he lacks; holding every King, a Queen he lacks not of trumps, the
    trump Queen only when he holds the other three; the same for Jacks after
    every King and Queen.

    >>> DECK.to_codes(callable_cards(DECK.cards(["KS", "KC", "KH", "KD", "QS"]), "S"))
    ['QC', 'QH', 'QD']
    """
    held = set(hand)
    for rank in "KQJ":
        lacking = [DECK.card(rank + s) for s in SUITS if DECK.card(rank + s) not in held]
        if not lacking:
            continue
        if rank == "K":
            return lacking
        plain = [c for c in lacking if SUITS[DECK.suit_of[c]] != trump]
        return plain or lacking
    return []


def call_rule(hand: Iterable[Card], trump: str) -> str:
    """The words of §7.1 that apply to this hand, for the error message."""
    held = set(hand)
    if not all(DECK.card("K" + s) in held for s in SUITS):
        return "you must call a King you do not hold"
    rank, word, before = (("Q", "Queen", "every King")
                          if not all(DECK.card("Q" + s) in held for s in SUITS)
                          else ("J", "Jack", "every King and Queen"))
    if all(DECK.card(rank + s) in held for s in SUITS if s != trump):
        return f"you hold {before} and every other {word}: call the {word} of trumps"
    return f"you hold {before}: call a {word} you do not hold, not of trumps"


def bid_words(level: int, rise: int) -> str:
    """``alliance``, ``solo +2``: how a bid reads in messages."""
    return BIDS[level - 1] + (f" +{rise}" if rise else "")


def bid_json(level: int, rise: int) -> Action:
    return {"type": "bid", "bid": BIDS[level - 1], "raise": rise}


@cache
def auction_actions(max_raise: int, high: tuple[int, int] | None) -> tuple[Action, ...]:
    """§6.2: pass, then every bid above ``high`` (level and raise), lowest first; built once
    per pair and shared (nothing changes an action it is given)."""
    bids = [(level, r) for level in (1, 2) for r in range(max_raise + 1)]
    return ({"type": "pass"}, *(bid_json(*b) for b in bids if high is None or b > high))


def pot_shares(pot: int, eldest: int) -> list[int]:
    """§11: ``pot // 4`` each, the odd chips one each from the eldest hand on.

    >>> pot_shares(7, eldest=3)
    [2, 2, 1, 2]
    """
    shares = [pot // PLAYERS] * PLAYERS
    for i in range(pot % PLAYERS):
        shares[(eldest + i) % PLAYERS] += 1
    return shares


def outcome_of(contract: str | None, side_tricks: int, matadors: int,
               forced: bool) -> tuple[str, int]:
    """§10.2: the outcome of a deal and its ``units`` (the units table).

    >>> outcome_of("alliance", 8, 2, False), outcome_of("vole", 9, 3, False)
    (('made', 2), ('vole_failed', 4))
    >>> outcome_of("solo", 2, 0, False), outcome_of("alliance", 2, 0, True)
    (('lost_heavy', 1), ('lost', 1))
    """
    if contract is None:
        return "passed_out", 0
    if contract == "vole":
        return ("vole_made", VOLE_UNITS) if side_tricks == TRICKS else ("vole_failed", SOLO_UNITS)
    if side_tricks >= TO_MAKE:
        return "made", SOLO_UNITS if contract == "solo" else max(1, matadors)
    if side_tricks == TO_MAKE - 1:
        return "remise", 1
    if side_tricks >= 3 or forced:
        return "lost", 1
    return "lost_heavy", 1


def chip_payments(outcome: str, units: int, unit: int, side: Sequence[int],
                  partner_open: bool | None, carry_in: int,
                  staked: Sequence[int]) -> tuple[list[int], list[Payment], int]:
    """§10.2–10.3, itemised: chips each seat put in the pot, who pays whom, the pot carried.

    ``side`` is the declarer first, then the partner in an Alliance (empty when
    passed out); ``staked`` is what each seat put into the pot before settlement.
    Winnings of the side pass through the pot, which is then shared out.
    """
    to_pot = list(staked)
    declarer = side[0] if side else None
    if outcome == "remise":
        assert declarer is not None
        to_pot[declarer] += unit  # the "double stake" for the next deal
    pot = carry_in + sum(to_pot)
    payments = [Payment(seat, None, n, "stake") for seat, n in enumerate(staked) if n]
    if outcome == "remise":
        payments.append(Payment(declarer, None, unit, "double_stake"))
    others = [s for s in range(PLAYERS) if s not in side]
    if outcome in ("made", "vole_made"):
        payments += [Payment(seat, None, units * unit, outcome) for seat in others]
        won = pot + units * unit * len(others)
        shares = [won - won // 2, won // 2] if len(side) == 2 else [won]
        payments += [Payment(None, seat, share, "pot_won")  # the odd chip to the declarer
                     for seat, share in zip(side, shares)]
        return to_pot, payments, 0
    if declarer is None or outcome == "remise":
        return to_pot, payments, pot
    if outcome == "vole_failed":
        for seat in others:
            payments.append(Payment(None, seat, pot // len(others), "pot_shared"))
            payments.append(Payment(seat, declarer, units * unit, outcome))
        return to_pot, payments, pot % len(others)
    payees = others if outcome == "lost" and partner_open else \
        [s for s in range(PLAYERS) if s != declarer]
    payments += [Payment(declarer, seat, unit, outcome) for seat in payees]
    return to_pot, payments, pot


def settle_chips(outcome: str, units: int, unit: int, side: Sequence[int],
                 partner_open: bool | None, carry_in: int,
                 staked: Sequence[int]) -> tuple[list[int], list[int], int]:
    """§10.2–10.3: chips each seat put in the pot, net chips per seat, the pot carried.

    The net of :func:`chip_payments`.  Worked example E9 (carry-in 1, MAT 2,
    declarer 0 with partner 2):

    >>> settle_chips("made", 2, 1, [0, 2], True, 1, [1, 1, 1, 1])
    ([1, 1, 1, 1], [4, -3, 3, -3], 0)
    """
    to_pot, payments, carry_out = chip_payments(outcome, units, unit, side, partner_open,
                                                carry_in, staked)
    return to_pot, net_chips(payments, PLAYERS), carry_out


class QuadrilleDeal(DealState):
    """One deal: auction (§6), declaration and partner (§7), play (§8–9), scoring (§10)."""

    __slots__ = ("options", "dealer", "carry_in", "scores_before", "history",
                 "phase", "passed", "high", "holder", "speaker", "declarer", "contract",
                 "forced", "rise", "trump", "rules", "called", "partner", "partner_open",
                 "to_pot", "play")
    copied = ("history", "passed", "to_pot")
    cloned = ("play",)

    game: ClassVar[type["Quadrille"]]

    def __init__(self, options: dict[str, Any], dealer: int, hands: list[list[Card]],
                 carry_in: int, scores_before: Sequence[int]) -> None:
        self.options = options
        self.dealer = dealer
        self.carry_in = carry_in
        self.scores_before = list(scores_before)
        self.history: list[Action] = []
        self.phase = "auction"
        self.passed = [False] * PLAYERS
        self.high: tuple[int, int] | None = None  # (level, raise) of the highest bid
        self.holder: int | None = None
        self.speaker: int | None = (dealer + 1) % PLAYERS
        self.declarer: int | None = None
        self.contract: str | None = None
        self.forced = False
        self.rise = 0
        self.trump: str | None = None
        self.rules: TrumpRules | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.partner_open: bool | None = None
        self.to_pot: list[int] = [options["ante"]] * PLAYERS  # §5: every player antes one unit
        self.play = TrickPlay([list(h) for h in hands], leader=dealer, active=range(PLAYERS))

    @property
    def unit(self) -> int:
        """§5: chips per unit: one ante, or (``quarter_stakes``) a quarter of the pot once
        the antes are in, fixed for the deal."""
        ante = int(self.options["ante"])
        if self.options["unit"] == "quarter_stakes":
            return (self.carry_in + PLAYERS * ante) // PLAYERS
        return ante

    @property
    def pot(self) -> int:
        """Chips in the pot now (§5): carried in plus everything staked this deal."""
        return self.carry_in + sum(self.to_pot)

    # -- whose turn, what is legal -------------------------------------------------

    @property
    def to_act(self) -> int | None:
        phase = self.phase
        if phase == "play":
            return self.play.to_play
        if phase == "auction":
            return self.speaker
        if phase in ("declaration", "stop_or_vole"):
            return self.declarer
        if phase == "partner":
            return self.partner
        return None

    def legal_actions(self) -> list[Action]:
        """Every legal action in the order of §13.3."""
        phase = self.phase
        if phase == "play":  # in hand order: the legal cards' bitmask read along the hand
            play = self.play
            legal = play.legal_mask()
            return [PLAY[c] for c in play.hands[play.to_play] if legal >> c & 1]
        if phase == "auction":
            return list(auction_actions(self.options["max_raise"], self.high))
        if phase == "declaration":
            return self._legal_declarations()
        if phase == "partner":
            return [{"type": "announce"}, {"type": "silent"}]
        if phase == "stop_or_vole":
            return [{"type": "stop"}, {"type": "vole"}]
        return []

    def _legal_declarations(self) -> list[Action]:
        assert self.declarer is not None
        hand = self.play.hands[self.declarer]
        if self.contract == "solo":
            return [{"type": "declare", "trump": t} for t in SUITS]
        return [{"type": "declare", "trump": t, "call": DECK.code(c)}
                for t in SUITS for c in callable_cards(hand, t)]

    def legal_cards(self) -> list[Card]:
        """The cards the seat to play may play (§8.1), in hand order."""
        return self.play.legal_cards()

    def legal_for(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        """§8.1 under this deal's trump and ``must_trump`` option."""
        assert self.rules is not None
        return self.rules.legal(hand, trick, self.options["must_trump"])

    # -- applying actions ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        seat = self.to_act
        if seat is None:
            raise deal_over()
        kind, phase = action.get("type"), self.phase
        if phase == "play" and kind == "play":  # first: most of a deal's actions
            card = self.play.checked_card(DECK, action, self.why_illegal)
            self.play_card(card)
            entry = PLAY[card]  # shared, copied into the history entry below
        elif phase == "auction" and kind in ("pass", "bid"):
            entry = self._auction(action)
        elif phase == "declaration" and kind == "declare":
            entry = self._declare(action)
        elif phase == "partner" and kind in ("announce", "silent"):
            check_fields(action, [])
            entry = self._choose(kind == "announce")
        elif phase == "stop_or_vole" and kind in ("stop", "vole"):
            check_fields(action, [])
            self.stop_or_vole(kind == "vole")
            entry = {"type": kind}
        else:
            raise wrong_phase(action, phase, PHASE_WORDS[phase])
        self.history.append({"seat": seat, **entry})

    def _auction(self, action: Action) -> Action:
        """§6.2: pass for good, or bid higher than the highest bid."""
        seat = self.speaker
        assert seat is not None
        if action["type"] == "pass":
            check_fields(action, [])
            self.passed[seat] = True
            self._next_speaker(seat)
            return {"type": "pass"}
        check_fields(action, ["bid"], ["raise"])
        name, rise = action["bid"], action.get("raise", 0)
        if name not in BIDS:
            raise IllegalAction("unknown_bid", f"there is no bid called {name!r}", bid=name)
        top = self.options["max_raise"]
        if not is_int(rise) or not 0 <= rise <= top:
            raise IllegalAction("bad_raise", f"raise must be a whole number from 0 to {top}",
                                maximum=top)
        bid = (BIDS.index(name) + 1, rise)
        if self.high is not None and bid <= self.high:
            high = bid_words(*self.high)
            raise IllegalAction("bid_too_low", f"bid must be higher than {high}",
                                high=bid_json(*self.high))
        self.high, self.holder = bid, seat
        self._next_speaker(seat)
        return bid_json(*bid)

    def _next_speaker(self, seat: int) -> None:
        """The next seat that has not passed and does not hold the highest bid (§6.2.4–5)."""
        passes = sum(self.passed)
        if passes == PLAYERS or (self.holder is not None and passes == PLAYERS - 1):
            self._end_auction()
            return
        self.speaker = next(s for s in ((seat + i) % PLAYERS for i in range(1, PLAYERS + 1))
                            if not self.passed[s] and s != self.holder)

    def _end_auction(self) -> None:
        self.speaker = None
        if self.holder is not None:
            assert self.high is not None
            level, self.rise = self.high
            self.declarer, self.contract = self.holder, BIDS[level - 1]
            self.to_pot[self.holder] += self.rise * self.unit  # §6.2.5: the raise into the pot
            self.phase = "declaration"
        elif self.options["all_pass"] == "forced_spadille":
            spadille = DECK.card("AS")  # §6.3: forced Spadille
            self.declarer = next(s for s in range(PLAYERS) if spadille in self.play.hands[s])
            self.contract, self.forced = "alliance", True
            self.phase = "declaration"
        else:
            self.phase = "over"  # §6.3: passed out, the pot is carried

    def _declare(self, action: Action) -> Action:
        """§7.1: the trump suit and, in an Alliance, the called card, in one action."""
        check_fields(action, ["trump"], ["call"])
        trump, call = action["trump"], action.get("call")
        if not isinstance(trump, str) or trump not in SUIT_NAMES:
            raise IllegalAction("bad_suit", f"{trump!r} is not a suit (S, C, H or D)", suit=trump)
        declarer = self.declarer
        assert declarer is not None
        entry: Action = {"type": "declare", "trump": trump}
        if self.contract == "solo":
            if call is not None:
                raise IllegalAction("no_call", "a solo calls no card")
            self._start_play(trump)
            return entry
        if call is None:
            raise IllegalAction("missing_field", "an alliance must call a card", field="call")
        if call not in DECK:
            raise IllegalAction("not_a_card", f"{call!r} is not a card of this game", card=call)
        hand = self.play.hands[declarer]
        if DECK.card(call) not in callable_cards(hand, trump):
            raise IllegalAction("illegal_call", f"illegal call: {call_rule(hand, trump)}",
                                card=call)
        self.called = DECK.card(call)
        self.partner = next(s for s in range(PLAYERS) if self.called in self.play.hands[s])
        self._start_play(trump)
        self.phase = "partner"
        entry["call"] = call
        return entry

    def _start_play(self, trump: str) -> None:
        assert self.declarer is not None
        self.trump, self.rules = trump, RULES[trump]
        self.play.start(self.declarer)  # §8: the declarer leads to the first trick
        self.play.rule = play_rule(trump, self.options["must_trump"])
        self.phase = "play"

    def _choose(self, announce: bool) -> Action:
        """§7.2: the partner announces himself or stays silent."""
        self.partner_open = announce
        self.phase = "play"
        return {"type": "announce" if announce else "silent"}


    def why_illegal(self, hand: Sequence[Card], trick: Sequence[Card],
                    card: Card) -> IllegalAction:
        """The duty of §8.1 that ``card`` (held, but not legal on ``trick``) breaks."""
        rules = self.rules
        assert rules is not None
        led = trick[0]
        suit = rules.suit[led]
        if suit != TRUMP:
            name = SUIT_NAMES[SUITS[suit]]
            if any(rules.suit[c] == suit for c in hand):
                return IllegalAction("must_follow", f"must follow suit: you hold {name}",
                                     suit=SUITS[suit])
            return IllegalAction("must_trump",
                                 f"must trump: you are void in {name} and hold a trump",
                                 suit=SUITS[suit])
        trumps = [c for c in hand if rules.suit[c] == TRUMP]
        if any(rules.matador[c] < 0 for c in trumps):
            return IllegalAction("must_follow_trumps", "must follow trumps: you hold a trump")
        held = [rules.names[c] for c in trumps]
        subject = held[0] if len(held) == 1 else "a matador"
        only = f"{held[0]} is your only trump" if len(held) == 1 else \
            f"{' and '.join(map(str, held))} are your only trumps"
        return IllegalAction("matador_forced", f"{subject} is forced: {rules.names[led]} was led "
                             f"and {only}", led=DECK.code(led), held=DECK.to_codes(trumps))

    def play_card(self, card: Card) -> None:
        """Put a card ``apply`` has checked on the trick; settle the trick once it is complete."""
        play, rules = self.play, self.rules
        assert rules is not None
        if not play.add(card):
            return
        winner = play.finish(play.seats[rules.winner(play.cards)]).winner
        done = len(play.tricks)
        if done == TRICKS:
            self.phase = "over"
        elif self.contract == "solo" and done == TO_MAKE and play.tricks_won[winner] == TO_MAKE \
                and winner == self.declarer:
            self.phase = "stop_or_vole"  # §9: six straight tricks in a Solo

    def stop_or_vole(self, vole: bool) -> None:
        """§9: stop now with the Solo made, or go on for all ten with one more unit each."""
        if vole:
            self.contract = "vole"
            self.to_pot = [n + self.unit for n in self.to_pot]
            self.phase = "play"
        else:
            self.phase = "over"

    def stop_or_vole_chips(self) -> JSON | None:
        """§9 and §10.2 in chips, for the declarer's choice after six straight tricks: if he
        stops, the pot and what each opponent pays him; if he goes on, each player's vole
        stake, the pot then, and what each opponent pays on a made Vole and he on a failed one."""
        if self.phase != "stop_or_vole":
            return None
        assert self.declarer is not None
        unit, vole = self.unit, self.clone()
        vole.stop_or_vole(True)
        return {"stop": {"pot": self.pot, "each": STAKE_UNITS["solo"] * unit},
                "vole": {"stake": vole.to_pot[self.declarer] - self.to_pot[self.declarer], "pot": vole.pot,
                         "made_each": STAKE_UNITS["vole_made"] * unit,
                         "failed_each": STAKE_UNITS["vole_failed"] * unit}}

    # -- outcome -------------------------------------------------------------------

    def side(self) -> list[int]:
        """The declaring side: the declarer, and the partner in an Alliance."""
        return [s for s in (self.declarer, self.partner) if s is not None]

    @property
    def called_code(self) -> str | None:
        """The called card's code, as the views and the result show it (``null`` before the call)."""
        return None if self.called is None else DECK.code(self.called)

    def partner_known_to(self, seat: int) -> bool:
        """Whether ``seat`` may know who the partner is (§7.2)."""
        if self.partner is None:
            return False
        return (seat == self.partner or bool(self.partner_open) or self.phase == "over"
                or any(self.called in t.cards for t in self.play.tricks)
                or self.called in self.play.cards)

    def result(self) -> JSON | None:
        """The §10.4 object once the deal is over."""
        if self.phase != "over":
            return None
        tricks = list(self.play.tricks_won)
        side = self.side()
        side_tricks = sum(tricks[s] for s in side)
        matadors = self.side_matadors()
        outcome, units = outcome_of(self.contract, side_tricks, matadors, self.forced)
        to_pot, delta, carry_out = settle_chips(outcome, units, self.unit, side,
                                                self.partner_open, self.carry_in, self.to_pot)
        return {
            "contract": self.contract,
            "declarer": self.declarer,
            "trump": self.trump,
            "called": self.called_code,
            "partner": self.partner,
            "partner_open": self.partner_open,
            "forced": self.forced,
            "raise": self.rise,
            "tricks": tricks,
            "side_tricks": side_tricks,
            "matadors": matadors,
            "outcome": outcome,
            "made": outcome in ("made", "vole_made"),
            "units": units,
            "to_pot": to_pot,
            "carry_in": self.carry_in,
            "carry_out": carry_out,
            "score_delta": delta,
        }

    def payments(self) -> list[JSON] | None:
        """Once the deal is over, who paid whom and why (:func:`chip_payments`)."""
        result = self.result()
        if result is None:
            return None
        _, payments, _ = chip_payments(result["outcome"], result["units"], self.unit, self.side(),
                                       self.partner_open, self.carry_in, self.to_pot)
        return [payment.to_json() for payment in payments]

    def side_matadors(self) -> int:
        """``MAT`` (§10.1): matadors lying in the tricks the declaring side won."""
        rules, side = self.rules, self.side()
        if rules is None:
            return 0
        return sum(1 for t in self.play.tricks if t.winner in side
                   for c in t.cards if rules.matador[c] >= 0)

    # -- what each seat sees -------------------------------------------------------

    def tricks_json(self) -> list[JSON]:
        return self.play.tricks_json(DECK)

    def outcome_settled(self, seat: int) -> bool:
        """§10.2: the outcome and its units, over every count of side tricks and matadors the
        rest may bring.  A made Alliance is paid per matador, so matadors still out keep it
        open; a Solo whose declarer has won every trick so far may still reach the Vole
        choice (§9); a partner the seat does not know yet keeps the side's tricks unknown."""
        if self.contract is None or self.rules is None or self.phase != "play":
            return False
        if self.contract == "alliance" and not self.partner_known_to(seat):
            return False
        tricks, side = self.play.tricks, self.side()
        if self.contract == "solo" and len(tricks) < TO_MAKE and all(trick.winner in side for trick in tricks):
            return False
        taken = sum(self.play.tricks_won[s] for s in side)
        left = TRICKS - len(tricks)
        won = [c for t in tricks if t.winner in side for c in t.cards]
        played = {c for t in tricks for c in t.cards}
        matadors = sum(1 for c in won if self.rules.matador[c] >= 0)
        open_matadors = sum(1 for c in self.rules.matadors if c not in played)
        outcomes = {outcome_of(self.contract, taken + more, matadors + extra, self.forced)
                    for more in range(left + 1) for extra in range(open_matadors + 1)}
        return len(outcomes) == 1

    def view(self, seat: int) -> JSON:
        """What ``seat`` may know; a silent partner stays hidden until the called card shows.

        With the rule facts the page shows: ``card_order`` (once the trump is named
        §3.2's: per effective suit, ``"T"`` for trumps, the cards highest first;
        before, :func:`unnamed_order`), ``card_names`` once the trump is named (the
        matadors and Punto); in the stop-or-vole choice ``stop_or_vole``, what each
        choice stakes and pays in chips (:meth:`stop_or_vole_chips`); once the deal is over,
        ``payments``: every transfer ``{"from", "to", "chips", "why"}`` (``null``
        is the pot), whose net per seat is the result's ``score_delta``.
        """
        play = self.play
        to_act = self.to_act
        if self.phase == "partner" and seat != to_act:
            to_act = None  # everyone else sees only "the partner is deciding"
        knows_partner = self.partner_known_to(seat)
        result = self.result()
        chips = [b - n for b, n in zip(self.scores_before, self.to_pot)] if result is None else \
            [b + d for b, d in zip(self.scores_before, result["score_delta"])]
        return {
            **self.view_header(seat, to_act, DECK.to_codes(play.hands[seat]),
                               [len(h) for h in play.hands]),
            "history": [self._public(entry, knows_partner) for entry in self.history],
            "auction": {"high": None if self.high is None else bid_json(*self.high),
                        "holder": self.holder, "passed": list(self.passed)},
            "contract": self.contract,
            "declarer": self.declarer,
            "forced": self.forced,
            "raise": self.rise,
            "trump": self.trump,
            "matadors": [] if self.rules is None else DECK.to_codes(self.rules.matadors),
            "card_order": unnamed_order() if self.trump is None else
            {group: order.split() for group, order in CARD_ORDERS[self.trump].items()},
            "card_names": {} if self.rules is None else
            {DECK.code(c): name for c, name in enumerate(self.rules.names) if name is not None},
            "stop_or_vole": self.stop_or_vole_chips(),
            "payments": self.payments(),
            "called": self.called_code,
            "partner": self.partner if knows_partner else None,
            "partner_open": self.partner_open,
            "unit": self.unit,
            "pot": self.pot if result is None else result["carry_out"],
            "to_pot": list(self.to_pot) if result is None else result["to_pot"],
            "carry_in": self.carry_in,
            "scores_before": list(self.scores_before),
            "chips": chips,
            **play.view_json(DECK, started=self.rules is not None,
                             last_action=self.history[-1] if self.history else None),
            "result": result,
        }

    def bot_view(self, seat: int, legal: list[Action] | None = None) -> JSON:
        """The keys of :meth:`view` that ``game.bots.quadrille.basic`` reads."""
        play = self.play
        return {**self.bot_header(seat, DECK.to_codes(play.hands[seat]),
                                  [len(h) for h in play.hands], legal),
                "contract": self.contract, "declarer": self.declarer, "trump": self.trump,
                "called": self.called_code,
                "partner": self.partner if self.partner_known_to(seat) else None,
                "unit": self.unit, "pot": self.pot,
                **play.seen_json(DECK, started=self.rules is not None)}

    @staticmethod
    def _public(entry: Action, knows_partner: bool) -> Action:
        """A history entry as a seat sees it: a silent partner's choice comes without its seat."""
        if entry["type"] == "silent" and not knows_partner:
            return {"type": "silent"}
        return dict(entry)


class Quadrille(Game):
    """Match rules: ``deals`` deals, the pot carried, what is left shared at the end (§11)."""

    id = "quadrille"
    match_length = ("deals", "deals")  # a fixed number of deals, a multiple of four
    sheet_columns = SheetColumns("seats", "chips", "score_delta", "scores", "shares")  # §11
    contract_words = "qd.contract.{}"
    deck = DECK
    players = (PLAYERS,)
    options = {
        "ante": Option("int", 1, minimum=1),
        "max_raise": Option("int", 4, minimum=0),
        "all_pass": Option("choice", "redeal", choices=("redeal", "forced_spadille")),
        "must_trump": Option("bool", False),
        "unit": Option("choice", "ante", choices=("ante", "quarter_stakes")),
        "deals": Option("int", 4, minimum=4, multiple_of=4),
    }

    @classmethod
    def from_scenario(cls, data: JSON) -> QuadrilleDeal:
        options = cls.parse_options(data.get("options", {}))
        dealer, hands = read_whole_deal(DECK, data, PLAYERS, HAND_SIZE)
        pot = read_setup(data, ("pot",)).get("pot", 0)
        if not is_int(pot) or pot < 0:
            raise MalformedInput("setup.pot must be a whole number of chips, 0 or more")
        return QuadrilleDeal(options, dealer, hands, pot, [0] * PLAYERS)

    @classmethod
    def new_match(cls, options: dict[str, Any], players: int) -> JSON:
        return {"scores": [0] * PLAYERS, "pot": 0, "deals_played": 0, "shares": None}

    @classmethod
    def deal(cls, options: dict[str, Any], players: int, dealer: int, rng: random.Random,
             match: JSON) -> QuadrilleDeal:
        """§4: packets of 3, 4, 3, each round from the eldest hand to the dealer."""
        hands = deal_packets(rng, len(DECK), dealer, PLAYERS, (3, 4, 3))
        return QuadrilleDeal(options, dealer, hands, match["pot"], match["scores"])

    @classmethod
    def settle(cls, options: dict[str, Any], players: int, match: JSON,
               deal: DealState) -> JSON:
        """The pot carries on (§5); after the last deal it is shared out (§11)."""
        result = deal.final_result()
        assert isinstance(deal, QuadrilleDeal)
        scores = [a + b for a, b in zip(match["scores"], result["score_delta"])]
        played = match["deals_played"] + 1
        pot, shares, winner = result["carry_out"], None, None
        over = played >= options["deals"]
        if over:
            shares = pot_shares(pot, eldest=(deal.dealer + 1) % PLAYERS)
            scores = [a + b for a, b in zip(scores, shares)]
            pot = 0
            winner = [s for s in range(PLAYERS) if scores[s] == max(scores)]
        return {"scores": scores, "pot": pot, "deals_played": played, "shares": shares,
                "over": over, "winner": winner, "next_dealer": (deal.dealer + 1) % PLAYERS}

    @classmethod
    def seat_scores(cls, deal: DealState) -> list[int]:
        result = deal.final_result()
        return list(result["score_delta"])

    @classmethod
    def contract_of(cls, deal: DealState) -> tuple[str, int | None, bool | None]:
        result = deal.final_result()
        return result["contract"] or result["outcome"], result["declarer"], result["made"]

    @classmethod
    def card_fields(cls, action: Action) -> list[object]:
        return [action[name] for name in ("card", "call") if name in action]

    @classmethod
    def sample_deal(cls, view: JSON, rng: random.Random,
                    observe: Observer | None = None) -> QuadrilleDeal:
        """A full deal at the position ``view`` shows, the hidden cards dealt at random.

        The hands are rebuilt as they were before the first trick — the viewer's
        own, every card each seat has played, the unseen cards shared out within
        what the play proves (voids, forced trumps), the called card's holder and
        what the call itself proves of the declarer's hand — and the view's
        history is replayed on them.
        """
        return cls.sampler(view)(rng, observe)

    @classmethod
    def sampler(cls, view: JSON) -> Callable[[random.Random, Observer | None], QuadrilleDeal]:
        """:meth:`sample_deal` for ``view``, the facts of its history worked out once."""
        seat, trump = view["seat"], view["trump"]
        own = DECK.cards(view["hand"])
        plays = public_plays(view["history"], DECK, PLAYERS)
        played = [[card for s, _, card in plays if s == other] for other in range(PLAYERS)]
        seen = set(own).union(*played)
        unseen = [c for c in range(len(DECK)) if c not in seen]
        forbidden: list[set[Card]] = [set() for _ in range(PLAYERS)]
        if trump is not None:
            must_trump = view["options"]["must_trump"]
            forbidden = forbidden_cards(
                plays, unseen, lambda hand, cards: RULES[trump].legal(hand, cards, must_trump),
                PLAYERS)
        required = cls._proven_holdings(view, set(unseen), forbidden)
        counts = [0 if s == seat else view["hand_counts"][s] - len(required[s])
                  for s in range(PLAYERS)]
        taken = set().union(*required)
        dealer_of_hidden = HiddenDealer([c for c in unseen if c not in taken], counts, forbidden)

        def draw(rng: random.Random, observe: Observer | None) -> QuadrilleDeal:
            hidden = dealer_of_hidden.deal(rng)
            hands = [played[s] + (own if s == seat else sorted(required[s]) + hidden[s])
                     for s in range(PLAYERS)]
            deal = QuadrilleDeal(dict(view["options"]), view["dealer"], hands, view["carry_in"],
                                 view["scores_before"])
            return replay(deal, view["history"], observe)
        return draw

    @staticmethod
    def _proven_holdings(view: JSON, unseen: set[Card],
                         forbidden: list[set[Card]]) -> list[set[Card]]:
        """Unseen cards that must lie with a given seat: the called card with a known
        partner (with an unknown one, not with the declarer); with the declarer, the
        Spadille of a forced game and the cards a called Queen or Jack proves (§7.1)."""
        required: list[set[Card]] = [set() for _ in range(PLAYERS)]
        declarer, called, trump = view["declarer"], view["called"], view["trump"]
        if declarer is None:
            return required
        proven: set[Card] = {DECK.card("AS")} if view["forced"] else set()
        if called is not None:
            if view["partner"] is not None:
                required[view["partner"]] |= {DECK.card(called)} & unseen
            else:
                forbidden[declarer].add(DECK.card(called))
            ranks = {"K": "", "Q": "K", "J": "KQ"}[called[0]]
            proven |= {DECK.card(r + s) for r in ranks for s in SUITS}
            if called[1] == trump and ranks:
                proven |= {DECK.card(called[0] + s) for s in SUITS if s != trump}
        required[declarer] |= proven & unseen
        return required


QuadrilleDeal.game = Quadrille
