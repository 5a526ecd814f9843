"""Vinegret (Винегрет, l'Ambigu): 2 to 6 players, 40 cards, four-card combinations, chips.

The rule book is ``shared/rules/vinegret.md``; section numbers below refer to it.
There are no tricks: every seat ends the deal with four cards, and the seats
stake counters on whose combination (§7) is best.  A deal runs through the
phases ``exchange`` → ``declare`` → [``draw``] → ``final`` → ``over`` (§5.9);
the chips, the carried pool and the same-dealer redeal live in the match
record (§11).

>>> deal = Vinegret.from_scenario({
...     "game": "vinegret", "dealer": 1, "hands": [["5C", "9D"], ["6S", "TH"]],
...     "setup": {"stock": [c for c in DECK.codes if c not in ("5C", "9D", "6S", "TH")]}})
>>> deal.to_act, deal.phase, deal.pool
(0, 'exchange', 2)
>>> [action.get("cards", "keep") for action in deal.legal_actions()]
['keep', ['5C'], ['9D'], ['5C', '9D']]
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from itertools import combinations
from typing import Any, ClassVar, Mapping, NamedTuple, Sequence

from .cards import Card, Deck
from .core import (Action, DealState, Game, IllegalAction, JSON, SheetColumns, MalformedInput, Observer,
                   Option, Payment, check_fields, deal_over, is_int, read_dealer, read_hands, read_setup,
                   net_chips, require_whole_deck, wrong_phase)

# §3: forty cards, no court cards; canonical order by pip value, then S, C, H, D.
DECK = Deck.rank_major(ranks="A23456789T", suits="SCHD")
PIP = tuple(rank + 1 for rank in DECK.rank_of)
SUIT = DECK.suit_of
PLAYERS = (2, 3, 4, 5, 6)
FIRST_CARDS = 2
SECOND_CARDS = 2
EXCHANGE_MAX = 2

# §7.1, §7.3: the categories, lowest first; a Combination stores the index.
CATEGORIES = ("point", "prime", "grand_prime", "sequence", "tricon", "flux", "tricon_prime",
              "flux_sequence", "fredon")
(POINT, PRIME, GRAND_PRIME, SEQUENCE, TRICON, FLUX, TRICON_PRIME, FLUX_SEQUENCE,
 FREDON) = range(len(CATEGORIES))
GRAND_PRIME_ABOVE = 30  # a prime of more pips is a grand prime

# §7.4: what each other seat pays for a simple game; double games add their parts.
PAYMENT = {"point": 1, "prime": 2, "grand_prime": 3, "sequence": 3, "tricon": 4, "flux": 5}

# §6: the action types in the order the `legal` list gives them, and where each is possible.
ACTION_TYPES = ("keep", "discard", "pass", "hold", "bet", "raise", "redeal", "force")
PHASE_ACTIONS = {
    "exchange": ("keep", "discard"),
    "declare": ("pass", "hold", "bet", "redeal", "force"),
    "draw": ("keep", "discard"),
    "final": ("pass", "hold", "raise"),
}
PHASE_WORDS = {"exchange": "exchange", "declare": "declaration", "draw": "second draw",
               "final": "final round"}
# The actions without cards or an amount, built once and shared by every legal list:
# nothing changes an action it is given (apply and the match record copy, a bot answers a copy).
KEEP, PASS, HOLD, REDEAL, FORCE = ({"type": kind} for kind in ("keep", "pass", "hold", "redeal", "force"))


class Combination(NamedTuple):
    """A hand's category index and key (§7.3): tuples compare as the book ranks hands."""

    category: int
    key: tuple[int, ...]

    @property
    def name(self) -> str:
        return CATEGORIES[self.category]

    def to_json(self) -> JSON:
        return {"name": self.name, "key": list(self.key)}


def _runs(values: Sequence[int]) -> list[list[int]]:
    """Distinct ``values`` cut into runs of consecutive values, ascending."""
    ordered = sorted(values)
    runs = [ordered[:1]]
    for value in ordered[1:]:
        if value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    return runs


def _point_key(values: Sequence[int]) -> tuple[int, int, int]:
    """§7.3 point key of one suit group: count, pips, two cards of adjacent rank."""
    adjacent = any(len(run) > 1 for run in _runs(values))
    return len(values), sum(values), int(adjacent)


class SuitGroup(NamedTuple):
    """§7.3 facts of the cards one suit holds in a hand."""

    point_key: tuple[int, int, int]
    longest_run: list[int]


def _suit_groups() -> dict[int, SuitGroup]:
    """Every set of ranks one suit may hold in a hand, as a mask (bit ``r`` for rank ``r``),
    read once by the two rules above: ``classify`` looks its groups up instead."""
    groups = {}
    for size in range(1, FIRST_CARDS + SECOND_CARDS + 1):
        for ranks in combinations(range(len(DECK.ranks)), size):
            pips = [rank + 1 for rank in ranks]
            groups[sum(1 << rank for rank in ranks)] = SuitGroup(_point_key(pips),
                                                                 max(_runs(pips), key=len))
    return groups


RANK_BIT = tuple(1 << rank for rank in DECK.rank_of)
SUIT_GROUPS = _suit_groups()


def classify(hand: Sequence[Card]) -> Combination:
    """§7.2: the one category and key of four distinct cards (worked examples of §14).

    >>> def show(codes):
    ...     combo = classify(DECK.cards(codes.split()))
    ...     return combo.name, list(combo.key)
    >>> show("2H 4H 7H 9C"), show("TS 9S 5D 3C")
    (('point', [3, 13, 0]), ('point', [2, 19, 1]))
    >>> show("8H 7H 2S 4D"), show("5C 2C 6S 9S")
    (('point', [2, 15, 1]), ('point', [2, 15, 0]))
    >>> show("6S 7H 8C 9D"), show("9S TH 8C 7D")
    (('prime', [30]), ('grand_prime', [34]))
    >>> show("2S 3S 4S 9H"), show("9S TS AS 2H")
    (('sequence', [9]), ('point', [3, 20, 1]))
    >>> show("3S 3H 3C 9S"), show("2H 5H 8H TH"), show("2H 5H 6H 7H")
    (('tricon', [9]), ('flux', [25]), ('flux_sequence', [3, 18, 20]))
    >>> show("9S 9H 9C 4D"), show("AD 2D 3D 4D"), show("TS TC TH TD")
    (('tricon_prime', [27, 31]), ('flux_sequence', [4, 10, 10]), ('fredon', [40]))
    """
    pips = [PIP[c] for c in hand]
    total = sum(pips)
    ranks = set(pips)
    if len(ranks) == 1:
        return Combination(FREDON, (total,))
    tricon = next((p for p in ranks if pips.count(p) == 3), 0) if len(ranks) == 2 else 0
    by_suit: dict[int, int] = {}  # each suit's ranks as a mask
    for card in hand:
        suit = SUIT[card]
        by_suit[suit] = by_suit.get(suit, 0) | RANK_BIT[card]
    if len(by_suit) == 4:
        if tricon:
            return Combination(TRICON_PRIME, (3 * tricon, total))
        return Combination(GRAND_PRIME if total > GRAND_PRIME_ABOVE else PRIME, (total,))
    if len(by_suit) == 1:
        run = SUIT_GROUPS[by_suit[SUIT[hand[0]]]].longest_run
        if len(run) >= 3:
            return Combination(FLUX_SEQUENCE, (len(run), sum(run), total))
        return Combination(FLUX, (total,))
    if tricon:
        return Combination(TRICON, (3 * tricon,))
    groups = [SUIT_GROUPS[held] for held in by_suit.values() if held & (held - 1)]  # two cards or more
    for group in groups:
        if len(group.longest_run) == 3:  # three cards of one suit, one run
            return Combination(SEQUENCE, (sum(group.longest_run),))
    return Combination(POINT, max(group.point_key for group in groups))


def _prime_part(pips: int) -> str:
    return "grand_prime" if pips > GRAND_PRIME_ABOVE else "prime"


def payment(combo: Combination, fredon_base: int) -> int:
    """§7.4: what each other seat pays a winner holding ``combo``.

    >>> payment(classify(DECK.cards(["9S", "9H", "9C", "4D"])), 8)
    7
    >>> [payment(classify(DECK.cards([r + s for s in "SCHD"])), 8) for r in "A78T"]
    [10, 10, 11, 11]
    """
    name = combo.name
    if name == "tricon_prime":
        return PAYMENT["tricon"] + PAYMENT[_prime_part(combo.key[1])]
    if name == "flux_sequence":
        return PAYMENT["flux"] + PAYMENT["sequence"]
    if name == "fredon":
        return fredon_base + PAYMENT[_prime_part(combo.key[0])]
    return PAYMENT[name]


def exchange_stake(options: Mapping[str, Any], keeps: bool) -> int:
    """§5.3: the vade paid with an exchange action (with ``vade_payers: "keepers"`` only a keep).

    >>> exchange_stake({"vade": 2, "vade_payers": "keepers"}, keeps=False)
    0
    """
    return int(options["vade"]) if keeps or options["vade_payers"] == "all" else 0


@cache
def speaking_order(dealer: int, players: int) -> tuple[int, ...]:
    """§2: eldest hand first, the dealer last."""
    return tuple((dealer + 1 + i) % players for i in range(players))


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


class VinegretDeal(DealState):
    """One deal: ante, exchange, second deal, declaration, second draw, final round (§5)."""

    __slots__ = ("options", "players", "dealer", "order", "first", "second", "hands", "discards",
                 "stock", "taken", "pool_before", "stakes", "phase", "queue", "history", "bet",
                 "bettor", "live", "forced", "level", "contributions", "outcome", "winner",
                 "bonus")
    # Each seat's cards are tuples, replaced whole when they change: a clone copies
    # only the outer lists (search bots and the arena clone deals by the thousand).
    copied = ("stakes", "queue", "history", "live", "contributions", "second", "hands",
              "discards")

    game: ClassVar[type["Vinegret"]]

    def __init__(self, options: dict[str, Any], dealer: int, hands: list[list[Card]],
                 stock: Sequence[Card], pool_before: int) -> None:
        """``hands`` are the first two cards of each seat; ``stock`` the rest, top first."""
        n = len(hands)
        self.options = options
        self.players = n
        self.dealer = dealer
        self.order = speaking_order(dealer, n)
        self.first = tuple(map(tuple, hands))
        self.second: list[tuple[Card, ...]] = [()] * n
        self.hands: list[tuple[Card, ...]] = list(self.first)
        self.discards: list[tuple[Card, ...]] = [()] * n
        self.stock = tuple(stock)
        self.taken = 0
        self.pool_before = pool_before
        self.stakes: list[int] = [options["ante"]] * n  # §5.1: antes come before the cards
        self.phase = "exchange"
        self.queue = list(self.order)
        self.history: list[Action] = []
        self.bet = 0
        self.bettor: int | None = None
        self.live = [True] * n
        self.forced = False
        self.level = 0
        self.contributions = [0] * n
        self.outcome: str | None = None
        self.winner: int | None = None
        self.bonus = 0

    # -- derived facts ---------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue else None

    @property
    def pool(self) -> int:
        """§4: the carried counters plus everything staked this deal."""
        return self.pool_before + sum(self.stakes)

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.taken

    def position(self, seat: int) -> int:
        """§2: eldest 0 … dealer n-1; the lower wins exact ties."""
        return (seat - self.dealer - 1) % self.players

    def combination(self, seat: int) -> Combination:
        return _combination(self.hands[seat])

    # -- legal actions ---------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """§6: by type keep … force, amounts ascending, discards by size then card order."""
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        if phase == "exchange":
            return list(_exchange_changes(self.hands[seat], self._discard_limit()))
        if phase == "draw":
            return _changes(self.hands[seat], self._discard_limit())
        limit = self.options["bet_limit"]
        if phase == "declare":
            if self.bettor is not None:
                return [PASS, HOLD]
            if seat == self.dealer:
                return [REDEAL, FORCE]
            return [PASS, *_amounts("bet", limit)]
        if self.level:
            return [PASS, HOLD, *_amounts("raise", limit)[:limit - self.level]]
        return [PASS, *_amounts("raise", limit)]

    def _most_discards(self) -> int:
        """§5.3, §5.6: what the rules allow in this phase, before the stock's own limit."""
        most: int = EXCHANGE_MAX if self.phase == "exchange" else self.options["second_draw_max"]
        return most

    def _discard_limit(self) -> int:
        return min(self._most_discards(), self.stock_left)

    # -- applying actions ------------------------------------------------------------

    def apply(self, action: Action) -> None:
        if not self.queue:
            raise deal_over()
        seat, phase, kind = self.queue[0], self.phase, action.get("type")
        if kind not in PHASE_ACTIONS[phase]:
            if kind not in ACTION_TYPES:
                raise IllegalAction("unknown_action", f"there is no action called {kind!r}",
                                    type=kind)
            raise wrong_phase(action, phase, PHASE_WORDS[phase])
        if phase == "exchange" or phase == "draw":
            entry = self._change(seat, action)
        elif phase == "declare":
            entry = self._declare(seat, action)
        else:
            entry = self._final(seat, action)
        self.history.append(entry)

    def _take(self, count: int) -> tuple[Card, ...]:
        cards = self.stock[self.taken:self.taken + count]
        self.taken += count
        return cards

    def _change(self, seat: int, action: Action) -> Action:
        """§5.3, §5.6: keep, or discard and draw as many at once; the exchange costs the vade.
        Returns the history entry, as every phase's handler does."""
        if action["type"] == "keep":
            check_fields(action, [])
            thrown: list[Card] = []
            entry: Action = {"seat": seat, "type": "keep"}
        else:
            check_fields(action, ["cards"])
            thrown = self._cards_to_discard(seat, action["cards"])
            drawn = self._take(len(thrown))
            self.hands[seat] = tuple([c for c in self.hands[seat] if c not in thrown]) + drawn
            self.discards[seat] += tuple(thrown)
            entry = {"seat": seat, "type": "discard", "cards": DECK.sorted_codes(thrown),
                     "count": len(thrown), "drawn": DECK.to_codes(drawn)}
        if self.phase == "exchange":
            self.stakes[seat] += exchange_stake(self.options, keeps=not thrown)
        self.queue.pop(0)
        if not self.queue:
            if self.phase == "exchange":
                self._second_deal()
            else:
                self._start_final()
        return entry

    def _cards_to_discard(self, seat: int, codes: object) -> list[Card]:
        if not isinstance(codes, list):
            raise IllegalAction("bad_cards", "discard needs a list of cards")
        if not codes:
            raise IllegalAction("no_cards", "name at least one card to discard")
        hand = self.hands[seat]
        cards: list[Card] = []
        for code in codes:
            card = DECK.index_of(code)
            if card is None:
                raise IllegalAction("not_a_card", f"{code!r} is not a card of this game", card=code)
            if card not in hand:
                raise IllegalAction("not_in_hand", f"you do not hold {code}", card=code)
            if card in cards:
                raise IllegalAction("named_twice", f"card {code} is named twice", card=code)
            cards.append(card)
        most = self._most_discards()
        if len(cards) > most:
            raise IllegalAction("too_many_cards", f"you may discard at most {_cards(most)} in "
                                f"the {PHASE_WORDS[self.phase]}", limit=most)
        if len(cards) > self.stock_left:
            raise IllegalAction("stock_short", f"the stock holds only {_cards(self.stock_left)}",
                                stock=self.stock_left)
        return cards

    def _second_deal(self) -> None:
        """§5.4: one card to each seat in speaking order, then a second round."""
        n = self.players
        cards = self._take(SECOND_CARDS * n)
        for place, seat in enumerate(self.order):
            dealt = cards[place::n]
            self.second[seat] = dealt
            self.hands[seat] += dealt
        self.phase = "declare"
        self.queue = list(self.order)

    def _amount(self, action: Action, kind: str) -> int:
        """§6: a whole number from 1 up to what the cap still allows."""
        amount = action["amount"]
        if not is_int(amount):
            raise IllegalAction("bad_amount", f"amount must be a whole number, not {amount!r}",
                                amount=amount)
        if amount < 1:
            raise IllegalAction("amount_too_low", f"{kind} must be at least 1", amount=amount)
        limit = self.options["bet_limit"]
        if kind == "bet" and amount > limit:
            raise IllegalAction("above_limit", f"bet {amount} is above the limit {limit}",
                                amount=amount, limit=limit)
        if kind == "raise" and self.level + amount > limit:
            raise IllegalAction("above_limit", f"raise would take the level to "
                                f"{self.level + amount}, above the limit {limit}",
                                amount=amount, limit=limit)
        return amount

    def _declare(self, seat: int, action: Action) -> Action:
        """§5.5: bet or pass until somebody bets, then hold or pass; the dealer speaks last."""
        kind = action["type"]
        self._check_declaration(seat, kind)
        check_fields(action, ["amount"] if kind == "bet" else [])
        entry: Action = {"seat": seat, "type": kind}
        if kind == "bet":
            self.bet = entry["amount"] = self._amount(action, "bet")
            self.bettor = seat
            self.stakes[seat] += self.bet
        elif kind == "hold":
            self.stakes[seat] += self.bet
        elif kind == "force":
            self.stakes[seat] += self.options["force_stake"]
            self.forced = True
            self.live = [True] * self.players
        else:  # pass, or the dealer's redeal: out of this deal
            self.live[seat] = False
            if kind == "redeal":
                self.outcome = "redeal"
        self.queue.pop(0)
        if not self.queue:
            self._end_declaration()
        return entry

    def _check_declaration(self, seat: int, kind: str) -> None:
        """§5.9: which of pass, hold, bet, redeal and force the speaker may use."""
        if self.bettor is not None:
            if kind not in ("pass", "hold"):
                raise IllegalAction("bet_made", f"seat {self.bettor} has bet {self.bet}: hold "
                                    "the bet or pass", bettor=self.bettor, amount=self.bet)
        elif seat == self.dealer:
            if kind not in ("redeal", "force"):
                raise IllegalAction("dealer_must_choose", "the dealer must choose redeal or force")
        elif kind in ("redeal", "force"):
            raise IllegalAction("dealer_only", f"only the dealer may {kind}, once everybody has "
                                "passed", type=kind)
        elif kind == "hold":
            raise IllegalAction("no_bet", "there is no bet to hold")

    def _end_declaration(self) -> None:
        """§5.5 a–d: redeal, force, unheld bet or held bet."""
        if self.outcome == "redeal":
            self.phase = "over"
        elif self.forced:
            self._start_final()
        elif self.live.count(True) == 1:
            assert self.bettor is not None
            self.stakes[self.bettor] -= self.bet
            self.bonus = 2 if self.options["unheld_bonus"] == "fixed_2" else 2 * self.bet
            self.outcome = "unheld_bet"
            self.phase = "over"
        elif self.options["second_draw"]:
            self.phase = "draw"
            self.queue = [s for s in self.order if self.live[s]]
        else:
            self._start_final()

    def _start_final(self) -> None:
        self.phase = "final"
        self.queue = [s for s in self.order if self.live[s]]

    def _final(self, seat: int, action: Action) -> Action:
        """§5.7: check or raise at level 0; after a raise, every other seat in answers it."""
        kind = action["type"]
        if kind == "hold" and not self.level:
            raise IllegalAction("nothing_to_hold", "nobody has raised: there is nothing to hold")
        check_fields(action, ["amount"] if kind == "raise" else [])
        entry: Action = {"seat": seat, "type": kind}
        if kind == "raise":
            entry["amount"] = amount = self._amount(action, "raise")
            self.level += amount
            self._pay_to_level(seat)
            at = self.order.index(seat)
            self.queue = [s for s in self.order[at + 1:] + self.order[:at] if self.live[s]]
        else:
            if kind == "hold":
                self._pay_to_level(seat)
            elif self.level:
                self.live[seat] = False  # a fold; at level 0 a pass is a check
            self.queue.pop(0)
        if not self.queue:
            self._end_final()
        return entry

    def _pay_to_level(self, seat: int) -> None:
        self.stakes[seat] += self.level - self.contributions[seat]
        self.contributions[seat] = self.level

    def _end_final(self) -> None:
        """§5.7 results and §5.8: all passed, unheld raise, or the best hand still in wins."""
        live = [s for s in range(self.players) if self.live[s]]
        if not self.level:
            self.outcome = "all_passed"
        elif len(live) == 1:
            self.outcome, self.winner = "unheld_raise", live[0]
        else:
            self.outcome = "showdown"
            self.winner = self.showdown_ranking()[0]
        self.phase = "over"

    def showdown_ranking(self) -> list[int]:
        """The seats still in, best hand first (§7.3: ties go to the elder seat)."""
        live = [s for s in range(self.players) if self.live[s]]
        return sorted(live, key=lambda s: (self.combination(s), -self.position(s)), reverse=True)

    # -- outcome and views -------------------------------------------------------------

    def payments(self) -> list[Payment]:
        """The deal's settlement itemised: each seat's stakes into the pool (``stake``), the
        pool to its winner (``pot_won``), every other seat's combination payment to the
        winner (§7.4, ``combination``), the dealer's bonus for an unheld bet (§5.5 c, ``bonus``).
        """
        payments = [Payment(seat, None, stake, "stake") for seat, stake in enumerate(self.stakes) if stake]
        winner = self.winner
        if winner is not None:
            paid = payment(self.combination(winner), self.options["fredon_base"])
            payments.append(Payment(None, winner, self.pool, "pot_won"))
            payments += [Payment(seat, winner, paid, "combination")
                         for seat in range(self.players) if seat != winner]
        if self.bonus:
            payments.append(Payment(self.dealer, self.bettor, self.bonus, "bonus"))
        return payments

    def result(self) -> JSON | None:
        """§8: the result object; ``chips_delta`` (the net of :meth:`payments`) sums to
        ``pool_before - pot_carried``."""
        if self.phase != "over":
            return None
        n = self.players
        payments = self.payments()
        winner = self.winner
        return {
            "outcome": self.outcome,
            "winner": winner,
            "pot": self.pool,
            "pot_carried": self.pool if winner is None else 0,
            "payment": next((p.chips for p in payments if p.reason == "combination"), 0),
            "bonus": self.bonus,
            "shown": [] if winner is None else [s for s in range(n) if self.live[s]],
            "combinations": [self.combination(s).to_json() for s in range(n)],
            "final_hands": [DECK.sorted_codes(hand) for hand in self.hands],
            "chips_delta": net_chips(payments, n),
            "next_dealer": self.dealer if self.outcome == "redeal" else (self.dealer + 1) % n,
        }

    def view(self, seat: int) -> JSON:
        """What ``seat`` may know: its own cards and discards, counts of the others', stakes.

        Once the deal is over, ``payments``: every transfer ``{"from", "to", "chips", "why"}``
        of :meth:`payments` (``null`` is the pool), so the page words who paid whom.
        """
        to_act = self.to_act
        history = [_public(entry, seat) for entry in self.history]
        last_action: list[Action | None] = [None] * self.players
        for entry in history:
            last_action[entry["seat"]] = {k: v for k, v in entry.items() if k != "seat"}
        return {
            **self.view_header(seat, to_act, DECK.sorted_codes(self.hands[seat]),
                               [len(hand) for hand in self.hands]),
            "combination": self.combination(seat).to_json() if len(self.hands[seat]) == 4
            else None,
            "dealt": {"first": DECK.sorted_codes(self.first[seat]),
                      "second": DECK.to_codes(self.second[seat])},
            "history": history,
            "last_action": last_action,
            "pool_before": self.pool_before,
            "pool": self.pool,
            "stakes": list(self.stakes),
            "betting": {"bet": self.bet, "bettor": self.bettor, "forced": self.forced,
                        "level": self.level, "cap": self.options["bet_limit"],
                        "contributions": list(self.contributions)},
            "still_in": [s for s in range(self.players) if self.live[s]],
            "stock_count": self.stock_left,
            "discard_counts": [len(d) for d in self.discards],
            "result": _redacted(self.result(), seat),
            "payments": None if self.phase != "over" else [p.to_json() for p in self.payments()],
            "showdown_ranking": self.showdown_ranking() if self.outcome == "showdown" else [],
        }


def _changes(hand: tuple[Card, ...], most: int) -> list[Action]:
    """§6: keep, then every discard of up to ``most`` cards of ``hand``, by size then card order."""
    codes = DECK.sorted_codes(hand)
    return [KEEP] + [{"type": "discard", "cards": list(chosen)}
                     for size in range(1, most + 1) for chosen in combinations(codes, size)]


@cache
def _exchange_changes(hand: tuple[Card, ...], most: int) -> tuple[Action, ...]:
    """The exchange's legal actions of a two-card hand, built once and shared: forty cards
    make only 1 560 such hands (in dealt order), met again in nearly every deal.  The
    second draw's four-card hands are too many to keep (a new hand would miss)."""
    return tuple(_changes(hand, most))


@cache
def _amounts(kind: str, most: int) -> tuple[Action, ...]:
    """§6: the ``bet`` or ``raise`` actions of 1 to ``most``, built once per cap and shared."""
    return tuple({"type": kind, "amount": amount} for amount in range(1, most + 1))


@lru_cache(maxsize=1 << 12)
def _combination(hand: tuple[Card, ...]) -> Combination:
    """A held hand's combination: the same few hands are asked for again and again."""
    return classify(hand)


def _public(entry: Action, seat: int) -> Action:
    """A history entry as ``seat`` sees it: another seat's discard shows only how many."""
    if entry["type"] == "discard" and entry["seat"] != seat:
        return {"seat": entry["seat"], "type": "discard", "count": entry["count"]}
    return {k: list(v) if isinstance(v, list) else v for k, v in entry.items()}


def _redacted(result: JSON | None, seat: int) -> JSON | None:
    """The result without the cards of seats that were not shown (other than ``seat``)."""
    if result is None:
        return None
    visible = set(result["shown"]) | {seat}
    for field in ("combinations", "final_hands"):
        result[field] = [item if s in visible else None for s, item in enumerate(result[field])]
    return result


def share_pool(pool: int, order: Sequence[int]) -> list[int]:
    """§11: a pool left at the match end, shared equally, the rest one by one in ``order``.

    >>> share_pool(7, (2, 0, 1))
    [2, 2, 3]
    """
    shares = [pool // len(order)] * len(order)
    for seat in order[:pool % len(order)]:
        shares[seat] += 1
    return shares


class Vinegret(Game):
    """Match rules of Vinegret: chips, the carried pool, a fixed number of deals (§10, §11)."""

    id = "vinegret"
    match_length = ("match_rounds", "rounds")  # each seat deals this many times
    sheet_columns = SheetColumns("seats", "chips", "chips_delta", "chips", "pool_shared", pot_winner=True)  # §11
    deck = DECK
    players = PLAYERS
    options = {
        "ante": Option("int", 1, minimum=0),
        "vade": Option("int", 1, minimum=0),
        "vade_payers": Option("choice", "all", choices=("all", "keepers")),
        "bet_limit": Option("int", 5, minimum=1),
        "force_stake": Option("int", 2, minimum=0),
        "unheld_bonus": Option("choice", "double_bet", choices=("double_bet", "fixed_2")),
        "second_draw": Option("bool", True),
        "second_draw_max": Option("int", 4, minimum=0, maximum=4),
        "fredon_base": Option("int", 8, minimum=0),
        "start_chips": Option("int", 50),
        "match_rounds": Option("int", 2, minimum=1),
        "end_when_broke": Option("bool", True),
    }

    @classmethod
    def from_scenario(cls, data: JSON) -> VinegretDeal:
        """§9: ``hands`` are the first two cards; ``setup.stock`` the rest in drawing order."""
        options = cls.parse_options(data.get("options", {}))
        hands = read_hands(DECK, data, PLAYERS, FIRST_CARDS)
        dealer = read_dealer(data, len(hands))
        setup = read_setup(data, ("stock", "pool"))
        if "stock" not in setup:
            raise MalformedInput("setup.stock is missing: the order of the undealt cards")
        stock = _read_stock(setup["stock"], {c for hand in hands for c in hand})
        pool = setup.get("pool", 0)
        if not is_int(pool) or pool < 0:
            raise MalformedInput("setup.pool must be a whole number, at least 0")
        return VinegretDeal(options, dealer, hands, stock, pool)

    @classmethod
    def new_match(cls, options: dict[str, Any], players: int) -> JSON:
        return {"chips": [options["start_chips"]] * players, "pool": 0, "deals": 0,
                "pool_shared": [0] * players}

    @classmethod
    def deal(cls, options: dict[str, Any], players: int, dealer: int, rng: random.Random,
             match: JSON) -> VinegretDeal:
        """§5.2: a shuffled pack; two cards each, one at a time from eldest; the rest is stock."""
        cards = list(range(len(DECK)))
        rng.shuffle(cards)
        dealt, order = FIRST_CARDS * players, speaking_order(dealer, players)
        hands = [cards[order.index(seat):dealt:players] for seat in range(players)]
        return VinegretDeal(options, dealer, hands, cards[dealt:], match["pool"])

    @classmethod
    def settle(cls, options: dict[str, Any], players: int, match: JSON,
               deal: DealState) -> JSON:
        """§11: chips move, the pool is carried; the match ends after its deals or a broke seat."""
        result = deal.final_result()
        chips = [c + d for c, d in zip(match["chips"], result["chips_delta"])]
        deals = match["deals"] + (result["outcome"] != "redeal")
        pool = result["pot_carried"]
        over = deals >= players * options["match_rounds"] or (
            options["end_when_broke"] and min(chips) <= 0)
        shared = [0] * players
        if over and pool:
            shared = share_pool(pool, speaking_order(result["next_dealer"], players))
            chips = [c + s for c, s in zip(chips, shared)]
            pool = 0
        top = max(chips)
        winner = chips.index(top) if over and chips.count(top) == 1 else None
        return {"chips": chips, "pool": pool, "deals": deals, "pool_shared": shared,
                "over": over, "winner": winner, "next_dealer": result["next_dealer"]}

    @classmethod
    def match_facts(cls, options: dict[str, Any], players: int, record: JSON,
                    settled: JSON | None, deal: DealState) -> JSON:
        """§11 as the table shows it: ``chips`` each seat holds now (the stakes of this
        deal are in the pool until it is settled) and ``deals``, the deal in play (or
        the deals played, once it is over; a redeal does not count) of the match's ``total``."""
        assert isinstance(deal, VinegretDeal)
        total = players * options["match_rounds"]
        if settled is not None:
            return {"chips": list(settled["chips"]),
                    "deals": {"number": min(total, settled["deals"]), "total": total}}
        return {"chips": [c - s for c, s in zip(record["chips"], deal.stakes)],
                "deals": {"number": min(total, record["deals"] + 1), "total": total}}

    @classmethod
    def seat_scores(cls, deal: DealState) -> list[int]:
        result = deal.final_result()
        return list(result["chips_delta"])

    @classmethod
    def sheet_declarer(cls, deal: DealState) -> tuple[int | None, bool | None]:
        """No contract: the seat that opened the betting stands for one, and it made its
        game when it took the pool or its bet went unheld (its bet back and a bonus)."""
        assert isinstance(deal, VinegretDeal)
        if deal.bettor is None:
            return None, None
        result = deal.final_result()
        return deal.bettor, result["winner"] == deal.bettor or result["outcome"] == "unheld_bet"

    @classmethod
    def match_winners(cls, settled: JSON, players: int) -> list[int]:
        """§11: standings by chips with no tie-break, so every seat with the most chips."""
        chips = settled["chips"]
        return [seat for seat in range(players) if chips[seat] == max(chips)]

    @classmethod
    def contract_of(cls, deal: DealState) -> tuple[str, int | None, bool | None]:
        """For the arena: the outcome and the seat that took the pool."""
        result = deal.final_result()
        return result["outcome"], result["winner"], None

    @classmethod
    def card_fields(cls, action: Action) -> list[object]:
        cards = action.get("cards")
        if isinstance(cards, str):
            cards = [cards]
        return super().card_fields(action) + (list(cards) if isinstance(cards, list) else [])

    @classmethod
    def sample_deal(cls, view: JSON, rng: random.Random,
                    observe: Observer | None = None) -> VinegretDeal:
        """A deal at the position of ``view`` with the unseen cards dealt anew at random.

        The seat's own cards (first, drawn, second deal), its discards and the
        hands shown at the end stay where they were; the other hands, discards
        and the stock take the remaining cards in random order, each other seat
        discarding at random as many cards as it did.  Replaying the public
        history on that deal gives a state whose ``view(seat)`` equals ``view``.
        """
        n, me, dealer = view["players"], view["seat"], view["dealer"]
        order = speaking_order(dealer, n)
        slots: list[Card | None] = []  # every card of the deal as it is met: known or not yet

        def new_slot(code: str | None = None) -> int:
            slots.append(None if code is None else DECK.card(code))
            return len(slots) - 1

        first = view["dealt"]["first"]
        held = [[new_slot(first[i] if s == me else None) for i in range(FIRST_CARDS)]
                for s in range(n)]
        hand_slots = [list(h) for h in held]
        stock: list[int] = []
        second = iter(view["dealt"]["second"])
        replay: list[tuple[Action, list[int]]] = []
        for index, entry in enumerate(view["history"]):
            seat, action = entry["seat"], {k: v for k, v in entry.items() if k != "seat"}
            thrown: list[int] = []
            if entry["type"] == "discard":
                if seat == me:
                    mine = set(DECK.cards(entry["cards"]))
                    thrown = [s for s in held[me] if slots[s] in mine]
                    drawn = [new_slot(code) for code in entry["drawn"]]
                else:
                    thrown = rng.sample(held[seat], entry["count"])
                    drawn = [new_slot() for _ in range(entry["count"])]
                held[seat] = [s for s in held[seat] if s not in thrown] + drawn
                stock += drawn
                action = {"type": "discard"}
            replay.append((action, thrown))
            if index == n - 1:  # §5.4: after the dealer's exchange action
                for _ in range(SECOND_CARDS):
                    for s in order:
                        slot = new_slot(next(second) if s == me else None)
                        held[s].append(slot)
                        stock.append(slot)
        result: JSON = view["result"] or {"shown": []}
        for seat in result["shown"]:
            if seat != me:
                shown = DECK.cards(result["final_hands"][seat])
                rng.shuffle(shown)
                for slot, card in zip(held[seat], shown):
                    slots[slot] = card
        stock += [new_slot() for _ in range(len(DECK) - FIRST_CARDS * n - len(stock))]
        unseen = sorted(set(range(len(DECK))) - set(slots))
        rng.shuffle(unseen)
        fill = iter(unseen)
        cards = [next(fill) if card is None else card for card in slots]
        hands = [[cards[s] for s in h] for h in hand_slots]
        deal = VinegretDeal(dict(view["options"]), dealer, hands, [cards[s] for s in stock],
                            view["pool_before"])
        for index, (action, thrown) in enumerate(replay):
            if thrown:
                action["cards"] = [DECK.code(cards[s]) for s in thrown]
            if observe is not None:
                observe(index, deal, view["history"][index])
            deal.apply(action)
        return deal


def _read_stock(codes: object, dealt: set[Card]) -> list[Card]:
    """§9: the stock completes the hands to the whole pack, each card once."""
    if not isinstance(codes, list):
        raise MalformedInput("setup.stock must be a list of card codes")
    seen = set(dealt)
    stock = []
    for code in codes:
        if code not in DECK:
            raise MalformedInput(f"{code!r} in setup.stock is not a card of this game")
        card = DECK.card(code)
        if card in seen:
            raise MalformedInput(f"card {code} is given twice")
        seen.add(card)
        stock.append(card)
    require_whole_deck(DECK, list(seen))
    return stock


VinegretDeal.game = Vinegret
