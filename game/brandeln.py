"""Brandeln (Брандельн): four players, 28 cards, a duel auction, one declarer.

The rule book is ``shared/rules/brandeln.md``; section numbers below refer to it.

>>> import random
>>> deal = Brandeln.deal(Brandeln.parse_options({}), 4, dealer=3, rng=random.Random(1),
...                      match=Brandeln.new_match({}, 4))
>>> deal.to_act, deal.phase, deal.legal_actions()[:2]
(0, 'auction', [{'type': 'pass'}, {'type': 'bid', 'bid': 'brandeln'}])
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any, Callable, ClassVar, Sequence

from .cards import Card, Deck
from .core import (Action, DealState, Game, IllegalAction, JSON, SheetColumns, Observer, Option,
                   check_fields, deal_over, read_int_list, read_setup,
                   read_whole_deal, replay, wrong_phase)
from .tricks import (HiddenDealer, MaskFn, TrickPlay, beater_masks, cards_of_suit, deal_packets,
                     forbidden_cards, highest, legal_listed, mask_plays, play_actions, public_plays,
                     suit_masks)

DECK = Deck.suit_major(ranks="AKQJT97", suits="SCDH")
PLAY = play_actions(DECK)
SUITS = DECK.suits
SUIT_NAMES = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts"}
PLAYERS = 4
HAND_SIZE = 7
TRICKS = 7

# §5.1: the contracts in ascending order, with the tricks they need and their value.
CONTRACTS = ("brandeln", "four", "five", "six", "bettel", "mord")
VALUE = {"brandeln": 3, "four": 4, "five": 5, "six": 6, "bettel": 7, "mord": 8}
TRICK_BIDS = CONTRACTS[:4]
NO_TRUMP = {"bettel"}

# §3: rank strength, highest first; the jack-seven order applies to trumps only.
PLAIN_ORDER = "AKQJT97"
JACK_SEVEN_TRUMP_ORDER = "J7AKQT9"


def made(contract: str, tricks: int) -> bool:
    """§9.1: whether ``tricks`` fulfil ``contract``."""
    if contract == "bettel":
        return tricks == 0
    if contract == "mord":
        return tricks == TRICKS
    return tricks >= VALUE[contract]


def tricks_needed(contract: str) -> int | None:
    """§9.1: the tricks a declared contract needs (``None`` for an all-pass deal).

    >>> [tricks_needed(c) for c in CONTRACTS]
    [3, 4, 5, 6, 0, 7]
    """
    if contract == "all_pass":
        return None
    if contract == "bettel":
        return 0
    return TRICKS if contract == "mord" else VALUE[contract]


def bid_key(contract: str, suit: int | None, suit_ranking: bool) -> int:
    """§5.6: the auction order of a bid (or a declaration, with its trump as suit)."""
    level = CONTRACTS.index(contract)
    if not suit_ranking:
        return level
    if contract in TRICK_BIDS:
        assert suit is not None
        return 4 * level + suit
    return 16 + level - 4


def all_pass_scores(tricks: list[int]) -> list[int]:
    """§9.3: all seven tricks cost 3; otherwise every seat with the fewest scores 1."""
    if TRICKS in tricks:
        return [-3 if n == TRICKS else 0 for n in tricks]
    fewest = min(tricks)
    return [1 if n == fewest else 0 for n in tricks]


def match_winner(scores: list[int], target: int) -> int | None:
    """§10: the seat alone on the highest total, if that total reaches the target."""
    top = max(scores)
    if top >= target and scores.count(top) == 1:
        return scores.index(top)
    return None


def _bid_json(contract: str, suit: int | None) -> Action:
    action: Action = {"type": "bid", "bid": contract}
    if suit is not None:
        action["suit"] = SUITS[suit]
    return action


def _declare_json(contract: str, trump: int | None) -> Action:
    action: Action = {"type": "declare", "contract": contract}
    if trump is not None:
        action["trump"] = SUITS[trump]
    return action


# The legal actions of the auction and the declaration depend on two numbers only, so
# each list is built once (its actions are shared: nothing changes an action it is given).

@cache
def auction_actions(suit_ranking: bool, lowest: int) -> tuple[Action, ...]:
    """§5.4, §5.6: pass, then every bid of auction order ``lowest`` or more, lowest first."""
    bids = ([(c, s) for c in TRICK_BIDS for s in range(4)] + [("bettel", None), ("mord", None)]
            if suit_ranking else [(c, None) for c in CONTRACTS])
    return ({"type": "pass"}, *(_bid_json(c, s) for c, s in bids
                                if bid_key(c, s, suit_ranking) >= lowest))


@cache
def declaration_actions(suit_ranking: bool, high: int) -> tuple[Action, ...]:
    """§6: every contract (with each trump it may take) not below the winning bid ``high``."""
    return tuple(_declare_json(c, t) for c in CONTRACTS
                 for t in ((None,) if c in NO_TRUMP else range(4))
                 if bid_key(c, t, suit_ranking) >= high)


@cache
def card_power(trump: int | None, jack_seven_trumps: bool) -> tuple[int, ...]:
    """§3: every card's strength in a trick, trumps above the rest (one table per trump)."""
    trump_order = JACK_SEVEN_TRUMP_ORDER if jack_seven_trumps else PLAIN_ORDER
    return tuple(
        100 + 7 - trump_order.index(DECK.ranks[DECK.rank_of[c]]) if DECK.suit_of[c] == trump
        else 7 - PLAIN_ORDER.index(DECK.ranks[DECK.rank_of[c]])
        for c in range(len(DECK)))


@cache
def play_rule(trump: int | None, jack_seven_trumps: bool, overtake: bool) -> MaskFn:
    """§7.1, §7.2 on bitmasks for one trump, trump order and heading duty (``overtake``)."""
    suit_of, power = DECK.suit_of, card_power(trump, jack_seven_trumps)
    suits = suit_masks(suit_of, len(SUITS))
    beaters = beater_masks(suit_of, power)
    trumps = 0 if trump is None else suits[trump]

    def legal(held: int, trick: Sequence[Card]) -> int:
        if not trick:
            return held
        led = suit_of[trick[0]]
        same = held & suits[led]
        if same:
            if overtake:  # head the trick's best card of the led suit, unless it was ruffed
                top = trick[highest(trick, suit_of, power, trump)]
                if suit_of[top] == led:
                    return same & beaters[top] or same
            return same
        own = held & trumps
        if own:
            if overtake:  # overtrump the trick's best trump, if any
                top = trick[highest(trick, suit_of, power, trump)]
                if suit_of[top] == trump:
                    return own & beaters[top] or own
            return own
        return held
    return legal


class BrandelnDeal(DealState):
    """One deal: auction (§5), declaration (§6), seven tricks (§7–8), scoring (§9)."""

    __slots__ = ("options", "dealer", "scores_before", "phase", "history", "order", "newcomer",
                 "holder", "high", "high_bid", "senior", "speaker", "declarer", "contract",
                 "trump", "power", "play", "initial_hands")
    copied = ("history",)
    cloned = ("play",)

    game: ClassVar[type["Brandeln"]]

    def __init__(self, options: dict[str, Any], dealer: int, hands: list[list[Card]],
                 scores_before: list[int]) -> None:
        self.options = options
        self.dealer = dealer
        self.scores_before = list(scores_before)
        self.initial_hands = [list(h) for h in hands]
        self.history: list[Action] = []
        eldest = (dealer + 1) % PLAYERS
        self.order = tuple((eldest + i) % PLAYERS for i in range(PLAYERS))
        self.phase = "auction"
        self.newcomer = 0
        self.holder: int | None = None
        self.high: int | None = None
        self.high_bid: Action | None = None
        self.senior: int | None = None
        self.speaker: int | None = self.order[0]
        self.declarer: int | None = None
        self.contract: str | None = None
        self.trump: int | None = None
        self.power: tuple[int, ...] = ()
        self.play = TrickPlay([list(h) for h in hands], leader=eldest, active=range(PLAYERS))

    # -- whose turn, what is legal -------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase == "auction":
            return self.speaker
        if self.phase == "declaration":
            return self.declarer
        if self.phase == "play":
            return self.play.to_play
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "play":
            return mask_plays(PLAY, self.play.legal_mask())
        ranking = self.options["suit_ranking"]
        if self.phase == "auction":
            return list(auction_actions(ranking, self._lowest_allowed_key()))
        if self.phase == "declaration":
            assert self.high is not None
            return list(declaration_actions(ranking, self.high))
        return []

    def _lowest_allowed_key(self) -> int:
        """A bid must exceed the high bid, or equal it for a holding senior (§5.4)."""
        if self.high is None:
            return 0
        if self.options["hold"] and self.speaker == self.senior:
            return self.high
        return self.high + 1

    def legal_cards(self) -> list[Card]:
        """The cards the seat to play may play (§7.1, §7.2), in hand order."""
        return self.play.legal_cards()

    def heads_tricks(self) -> bool:
        """§7.2: whether the heading obligations apply in this deal (§11 ``bettel_overtake``)."""
        return self.options["must_overtake"] or (self.options["bettel_overtake"]
                                                 and self.contract == "bettel")

    def legal_for(self, hand: list[Card], trick: list[Card]) -> list[Card]:
        """§7.1, §7.2: the cards of ``hand`` that may go on ``trick`` (the cards already in it)."""
        assert self.play.rule is not None
        return legal_listed(self.play.rule, hand, trick)

    # -- applying actions ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        seat = self.to_act
        kind = action.get("type")
        if seat is None:
            raise deal_over()
        if self.phase == "auction" and kind in ("pass", "bid"):
            self._auction(action)
        elif self.phase == "declaration" and kind == "declare":
            self._declare(action)
        elif self.phase == "play" and kind == "play":
            self.play_card(self.play.checked_card(DECK, action, self.why_illegal))
        else:
            raise wrong_phase(action, self.phase)
        self.history.append({"seat": seat, **action})

    def _auction(self, action: Action) -> None:
        if action["type"] == "pass":
            check_fields(action, [])
            self._pass()
            return
        ranking = self.options["suit_ranking"]
        check_fields(action, ["bid", "suit"] if ranking and action.get("bid") in TRICK_BIDS
                     else ["bid"])
        contract = action["bid"]
        if contract not in CONTRACTS:
            raise IllegalAction("unknown_bid", f"there is no bid called {contract!r}", bid=contract)
        suit = self._suit_field(action, "suit", contract)
        key = bid_key(contract, suit, ranking)
        if key < self._lowest_allowed_key():
            assert self.high_bid is not None
            high = self._bid_words(self.high_bid)
            if self.options["hold"] and self.speaker == self.senior:
                raise IllegalAction("bid_below_high", f"bid must not be lower than {high}",
                                    high=self.high_bid)
            raise IllegalAction("bid_too_low", f"bid must be higher than {high}", high=self.high_bid)
        self._bid(key, _bid_json(contract, suit))

    def _suit_field(self, action: Action, field: str, contract: str) -> int | None:
        """The suit of a bid or the trump of a declaration, checked for presence (§5.6, §6)."""
        wants_suit = (contract not in NO_TRUMP if field == "trump"
                      else self.options["suit_ranking"] and contract in TRICK_BIDS)
        if not wants_suit:
            if field in action:
                if field == "trump":
                    raise IllegalAction("no_trump_allowed", f"{contract} is played without trump",
                                        contract=contract)
                raise IllegalAction("extra_field", f"a {contract} bid takes no suit here",
                                    field=field)
            return None
        value = action.get(field)
        if value is None and field == "trump":
            raise IllegalAction("missing_field", f"{contract} needs a trump suit", field=field)
        if not isinstance(value, str) or value not in SUITS:
            raise IllegalAction("bad_suit", f"{value!r} is not a suit (S, C, D or H)", suit=value)
        return SUITS.index(value)

    @staticmethod
    def _bid_words(bid: Action) -> str:
        return f"{bid['bid']} {bid['suit']}" if "suit" in bid else str(bid["bid"])

    def _pass(self) -> None:
        """A pass ends the speaker's part; in a duel the other duellist already holds."""
        self._next_newcomer()

    def _bid(self, key: int, bid: Action) -> None:
        seat = self.speaker
        self.high, self.high_bid, self.holder = key, bid, seat
        if self.senior is None:
            self._next_newcomer()
            return
        junior = self.order[self.newcomer]
        self.speaker = self.senior if seat == junior else junior

    def _next_newcomer(self) -> None:
        self.newcomer += 1
        if self.newcomer == PLAYERS:
            self._end_auction()
            return
        newcomer = self.order[self.newcomer]
        self.senior = self.holder
        self.speaker = newcomer

    def _end_auction(self) -> None:
        self.speaker = self.senior = None
        if self.holder is None:
            self.contract = "all_pass"
            self._start_play(leader=self.order[0], trump=None)
        else:
            self.declarer = self.holder
            self.phase = "declaration"

    def _declare(self, action: Action) -> None:
        contract = action.get("contract")
        check_fields(action, ["contract"], ["trump"])
        if contract not in CONTRACTS:
            raise IllegalAction("unknown_contract", f"there is no contract called {contract!r}",
                                contract=contract)
        trump = self._suit_field(action, "trump", contract)
        assert self.high is not None and self.high_bid is not None
        if bid_key(contract, trump, self.options["suit_ranking"]) < self.high:
            won = self._bid_words(self.high_bid)
            raise IllegalAction("contract_too_low",
                                f"contract must not be lower than the winning bid {won}",
                                bid=self.high_bid)
        self.contract = contract
        assert self.declarer is not None
        self._start_play(leader=self.declarer, trump=trump)

    def _start_play(self, leader: int, trump: int | None) -> None:
        self.phase = "play"
        self.trump = trump
        self.play.start(leader)
        self.power = card_power(trump, self.options["jack_seven_trumps"])
        self.play.rule = play_rule(trump, self.options["jack_seven_trumps"], self.heads_tricks())


    def play_card(self, card: Card) -> None:
        """Put a card ``apply`` has checked on the trick; settle the trick once it is complete."""
        play = self.play
        if play.add(card):
            play.finish(self._trick_winner(play.seats, play.cards))
            if len(play.tricks) == TRICKS:
                self.phase = "over"

    def _trick_winner(self, seats: list[int], cards: list[Card]) -> int:
        """§8: the highest trump, else the highest card of the led suit."""
        return seats[highest(cards, DECK.suit_of, self.power, self.trump)]

    def why_illegal(self, hand: list[Card], trick: list[Card], card: Card) -> IllegalAction:
        """The duty of §7.1–7.2 that ``card`` (held, but not legal on ``trick``) breaks."""
        suit_of, trump = DECK.suit_of, self.trump
        led = suit_of[trick[0]]
        led_name = SUIT_NAMES[SUITS[led]]
        if suit_of[card] != led and cards_of_suit(hand, led, suit_of):
            return IllegalAction("must_follow", f"must follow suit: you hold {led_name}",
                                 suit=SUITS[led])
        if suit_of[card] == led:
            return IllegalAction("must_beat", f"must beat the trick: you hold a higher card "
                                 f"of {led_name}", suit=SUITS[led])
        assert trump is not None
        trump_name = SUIT_NAMES[SUITS[trump]]
        if suit_of[card] != trump:
            return IllegalAction("must_trump", f"must trump: you have no {led_name} but hold "
                                 f"trumps ({trump_name})", suit=SUITS[led], trump=SUITS[trump])
        return IllegalAction("must_overtrump", "must overtrump: you hold a higher trump",
                             trump=SUITS[trump])

    # -- outcome -------------------------------------------------------------------

    def result(self) -> JSON | None:
        if self.phase != "over":
            return None
        tricks = list(self.play.tricks_won)
        if self.declarer is None:
            delta, contract_made = all_pass_scores(tricks), None
        else:
            assert self.contract is not None
            contract_made = made(self.contract, tricks[self.declarer])
            value = VALUE[self.contract]
            delta = [0] * PLAYERS
            delta[self.declarer] = value if contract_made else -value
        scores = [a + b for a, b in zip(self.scores_before, delta)]
        winner = match_winner(scores, self.options["target"])
        return {
            "declarer": self.declarer,
            "contract": self.contract,
            "trump": None if self.trump is None else SUITS[self.trump],
            "made": contract_made,
            "tricks": tricks,
            "score_delta": delta,
            "scores": scores,
            "match_over": winner is not None,
            "winner": winner,
        }

    def tricks_json(self) -> list[JSON]:
        return self.play.tricks_json(DECK)

    def all_pass_slam(self) -> int | None:
        """§9.3: in a finished all-pass deal, the seat that took all seven tricks."""
        if self.phase != "over" or self.declarer is not None:
            return None
        return next((s for s, n in enumerate(self.play.tricks_won) if n == TRICKS), None)

    def outcome_settled(self, seat: int) -> bool:
        """§9.1: only made or failed counts, never by how much; the all-pass round (§9.3) is
        scored on every seat's tricks, so it is never settled early."""
        if self.phase != "play" or self.contract is None or self.declarer is None or self.contract == "all_pass":
            return False
        taken, left = self.play.tricks_won[self.declarer], TRICKS - len(self.play.tricks)
        return len({made(self.contract, taken + more) for more in range(left + 1)}) == 1

    def view(self, seat: int) -> JSON:
        """What ``seat`` may know, with the rule facts the page shows: the contract's
        ``tricks_needed`` (§9.1: at least that many; ``bettel`` needs none, ``mord``
        all seven, both exactly) and ``all_pass_slam`` (§9.3)."""
        play = self.play
        to_act = self.to_act
        return {
            **self.view_header(seat, to_act, DECK.sorted_codes(play.hands[seat]),
                               [len(h) for h in play.hands]),
            "history": [dict(a) for a in self.history],
            "auction": {"holder": self.holder, "high": self.high_bid,
                        "senior": self.senior if self.phase == "auction" else None},
            "contract": self.contract_json(),
            **play.view_json(DECK, started=self.phase in ("play", "over"),
                             last_action=self.history[-1] if self.history else None),
            "scores_before": list(self.scores_before),
            "all_pass_slam": self.all_pass_slam(),
            "result": self.result(),
        }

    def contract_json(self) -> JSON | None:
        """The contract as the views show it (``null`` until declared)."""
        if self.contract is None:
            return None
        return {"declarer": self.declarer, "contract": self.contract,
                "trump": None if self.trump is None else SUITS[self.trump],
                "tricks_needed": tricks_needed(self.contract)}

    def bot_view(self, seat: int, legal: list[Action] | None = None) -> JSON:
        """The keys of :meth:`view` that ``game.bots.brandeln.basic`` reads."""
        play = self.play
        return {**self.bot_header(seat, DECK.sorted_codes(play.hands[seat]),
                                  [len(h) for h in play.hands], legal),
                "contract": self.contract_json(),
                **play.seen_json(DECK, started=self.phase in ("play", "over"))}


class Brandeln(Game):
    """Match rules of Brandeln: running totals to the target (§9.2, §10)."""

    id = "brandeln"
    match_length = ("target", "points")  # §10: the first to the target wins
    sheet_columns = SheetColumns("seats", "points", "score_delta", "scores")  # §9.2
    contract_words = "bid.{}"
    deck = DECK
    players = (PLAYERS,)
    options = {
        "target": Option("int", 21, minimum=1, app_choices=(21, 31)),
        "suit_ranking": Option("bool", False),
        "hold": Option("bool", False),
        "jack_seven_trumps": Option("bool", False),
        "must_overtake": Option("bool", False),
        "bettel_overtake": Option("bool", False),
    }

    @classmethod
    def from_scenario(cls, data: JSON) -> BrandelnDeal:
        options = cls.parse_options(data.get("options", {}))
        dealer, hands = read_whole_deal(DECK, data, PLAYERS, HAND_SIZE)
        setup = read_setup(data, ("scores",))
        scores = read_int_list(setup.get("scores", [0] * PLAYERS), "setup.scores", PLAYERS)
        return BrandelnDeal(options, dealer, hands, scores)

    @classmethod
    def new_match(cls, options: dict[str, Any], players: int) -> JSON:
        return {"scores": [0] * PLAYERS}

    @classmethod
    def sample_deal(cls, view: JSON, rng: random.Random,
                    observe: Observer | None = None) -> BrandelnDeal:
        """A whole deal at the view's position, the unseen cards dealt anew at random.

        Each other seat keeps the cards it has played and gets as many unseen
        cards as it still holds, never one that its plays prove it lacks (§7).
        """
        return cls.sampler(view)(rng, observe)

    @classmethod
    def sampler(cls, view: JSON) -> Callable[[random.Random, Observer | None], BrandelnDeal]:
        """:meth:`sample_deal` for ``view``, the facts of its history worked out once."""
        seat, options, dealer = view["seat"], view["options"], view["dealer"]
        rules = replay(BrandelnDeal(options, dealer, [[] for _ in range(PLAYERS)],
                                    view["scores_before"]),
                       (entry for entry in view["history"] if entry["type"] != "play"))
        plays = public_plays(view["history"], DECK, PLAYERS)
        own = DECK.cards(view["hand"])
        played = [[card for s, _, card in plays if s == other] for other in range(PLAYERS)]
        seen = set(own).union(*map(set, played))
        unseen = [c for c in range(len(DECK)) if c not in seen]
        counts = [0 if s == seat else n for s, n in enumerate(view["hand_counts"])]
        dealer_of_hidden = HiddenDealer(unseen, counts,
                                        forbidden_cards(plays, unseen, rules.legal_for, PLAYERS))

        def draw(rng: random.Random, observe: Observer | None) -> BrandelnDeal:
            hidden = dealer_of_hidden.deal(rng)
            hands = [played[s] + (own if s == seat else hidden[s]) for s in range(PLAYERS)]
            deal = BrandelnDeal(options, dealer, hands, view["scores_before"])
            return replay(deal, view["history"], observe)
        return draw

    @classmethod
    def deal(cls, options: dict[str, Any], players: int, dealer: int, rng: random.Random,
             match: JSON) -> BrandelnDeal:
        """§4: packets of 2 + 3 + 2, each round from eldest hand to the dealer."""
        hands = deal_packets(rng, len(DECK), dealer, PLAYERS, (2, 3, 2))
        return BrandelnDeal(options, dealer, hands, match["scores"])

    @classmethod
    def settle(cls, options: dict[str, Any], players: int, match: JSON,
               deal: DealState) -> JSON:
        result = deal.final_result()
        assert isinstance(deal, BrandelnDeal)
        return {"scores": result["scores"], "over": result["match_over"],
                "winner": result["winner"], "next_dealer": (deal.dealer + 1) % PLAYERS}

    @classmethod
    def seat_scores(cls, deal: DealState) -> list[int]:
        result = deal.final_result()
        return list(result["score_delta"])


BrandelnDeal.game = Brandeln
