"""Cuatrola: two fixed partnerships, 20 Spanish cards, one declaration round, a lone declarer.

The rule book is ``shared/rules/cuatrola.md``; section numbers below refer to it.
Teams are seats {0, 2} and {1, 3}.  A declarer plays alone against the other
pair while his partner sits the deal out (three-card tricks); if all four pass,
all four play for points.

>>> import random
>>> deal = Cuatrola.deal(Cuatrola.parse_options({}), 4, dealer=3, rng=random.Random(1),
...                      match=Cuatrola.new_match({}, 4))
>>> deal.to_act, deal.phase, [a.get("bid", a["type"]) for a in deal.legal_actions()]
(0, 'auction', ['pass', 'solo', 'cuatrola', 'quintola'])
>>> legal_cards(DECK.cards(["3C", "JC", "AO", "KB", "3E"]), DECK.cards(["NC", "KC"]),
...             trump=SUITS.index("E"), must_beat="highest") == DECK.cards(["3C"])
True
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any, Callable, ClassVar, NamedTuple, Sequence

from .cards import Card, Deck
from .core import (Action, DealState, Game, IllegalAction, JSON, SheetColumns, MalformedInput, Observer, Option,
                   check_fields, deal_over, read_int_list, read_setup,
                   read_whole_deal, replay, wrong_phase)
from .tricks import (HiddenDealer, MaskFn, TrickPlay, beater_masks, cards_of_suit, deal_packets,
                     forbidden_cards, highest, legal_listed, mask_plays, play_actions, public_plays,
                     suit_masks)

# §3: canonical order is suit by suit (O, C, E, B), A > 3 > K > N > J inside a suit,
# so inside one suit a smaller card integer is always the higher card.
DECK = Deck.suit_major(ranks="A3KNJ", suits="OCEB")
PLAY = play_actions(DECK)
SUITS = DECK.suits
SUIT_NAMES = {"O": "oros", "C": "copas", "E": "espadas", "B": "bastos"}
RANK_POINTS = {"A": 11, "3": 10, "K": 4, "N": 3, "J": 2}
POINTS = tuple(RANK_POINTS[DECK.code(c)[0]] for c in range(len(DECK)))
KING, CABALLO = DECK.ranks.index("K"), DECK.ranks.index("N")
PLAYERS = 4
HAND_SIZE = 5
TRICKS = 5
LAST_TRICK_BONUS = 10

# §5.1: the contracts in ascending order and their game points; a pass-out deal is worth 1.
BIDS = ("solo", "cuatrola", "quintola")
PASS: Action = {"type": "pass"}
BID_ACTIONS: dict[str, Action] = {b: {"type": "bid", "bid": b} for b in BIDS}  # shared, never changed
PASS_OUT = "pass_out"
VALUE = {PASS_OUT: 1, "solo": 2, "cuatrola": 4, "quintola": 5}
SINGING_CONTRACTS = (PASS_OUT, "solo")  # §8.1.2: no cantes where only tricks count


def team(seat: int) -> int:
    return seat % 2


def partner(seat: int) -> int:
    return (seat + 2) % PLAYERS


TEAMS = [[seat for seat in range(PLAYERS) if team(seat) == side] for side in range(2)]  # §2


def card_in_suit(suit: int, rank: int) -> Card:
    return suit * len(DECK.ranks) + rank


def beat_reference(trick: Sequence[Card], must_beat: str) -> Card:
    """§6.3 step 2b: the card a follower must beat, per option ``must_beat`` (§11)."""
    if must_beat == "lead":
        return trick[0]
    led = DECK.suit_of[trick[0]]
    return min(c for c in trick if DECK.suit_of[c] == led)


# §7: each card's strength in a trick, one table per trump: trumps above every other suit,
# and inside a suit the smaller card integer is the higher card (§3).
TRICK_POWER = tuple(tuple((len(DECK) if DECK.suit_of[c] == trump else 0) + len(DECK) - c
                          for c in range(len(DECK))) for trump in range(len(SUITS)))
SUIT_MASKS = suit_masks(DECK.suit_of, len(SUITS))
BEATERS = beater_masks(DECK.suit_of, [-c for c in range(len(DECK))])  # a smaller card is higher


@cache
def play_rule(trump: int, must_beat: str) -> MaskFn:
    """§6.3 on bitmasks for one trump and ``must_beat`` option (§11)."""
    suit_of, trumps, power = DECK.suit_of, SUIT_MASKS[trump], TRICK_POWER[trump]
    by_highest = must_beat == "highest"  # §6.3 2b: beat the led suit's highest card, else the lead

    def legal(held: int, trick: Sequence[Card]) -> int:
        if not trick:
            return held
        led = suit_of[trick[0]]
        follow = held & SUIT_MASKS[led]
        own = held & trumps
        if not (follow or own):
            return held  # 3a
        top = trick[highest(trick, suit_of, power, trump)]  # the highest trump, else of the led suit
        if follow:
            if suit_of[top] != led:
                return follow  # 2a: after a ruff, follow without beating
            return follow & BEATERS[top if by_highest else trick[0]] or follow  # 2b: montar when possible
        if suit_of[top] != trump:
            return own  # 3b: fallar
        return own & BEATERS[top] or held  # 3c
    return legal


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], trump: int,
                must_beat: str) -> list[Card]:
    """§6.3: the cards of ``hand`` that may go on ``trick`` (the cards already played to it)."""
    return legal_listed(play_rule(trump, must_beat), hand, trick)


def why_illegal(hand: Sequence[Card], trick: Sequence[Card], card: Card, trump: int,
                must_beat: str) -> IllegalAction:
    """The duty of §6.3 that ``card`` (held, but not legal on ``trick``) breaks, in plain words."""
    suit_of = DECK.suit_of
    led = suit_of[trick[0]]
    led_code = SUITS[led]
    follow = cards_of_suit(hand, led, suit_of)
    if follow and suit_of[card] != led:
        return IllegalAction("must_follow", f"must follow suit: you hold {SUIT_NAMES[led_code]}",
                             suit=led_code)
    if follow:
        ref = beat_reference(trick, must_beat)
        beater = max(c for c in follow if c < ref)
        return IllegalAction("must_beat", f"must beat: you hold {DECK.code(beater)}, which "
                             f"beats {DECK.code(ref)}", card=DECK.code(beater), beats=DECK.code(ref))
    trumps = cards_of_suit(hand, trump, suit_of)
    top = min((c for c in trick if suit_of[c] == trump), default=None)
    if top is None:
        return IllegalAction("must_ruff", f"must ruff: you have no {SUIT_NAMES[led_code]} but "
                             "hold trumps", suit=led_code, trump=SUITS[trump])
    over = max(c for c in trumps if c < top)
    return IllegalAction("must_overtrump", f"must overtrump: you hold {DECK.code(over)}, which "
                         f"beats {DECK.code(top)}", card=DECK.code(over), beats=DECK.code(top))


def trick_winner(cards: Sequence[Card], trump: int) -> int:
    """§7: the index in ``cards`` of the highest trump, else of the highest card of the led suit."""
    return highest(cards, DECK.suit_of, TRICK_POWER[trump], trump)


def bid_allowed(bid: str, team_score: int, options: dict[str, Any]) -> bool:
    """§5.3: with ``exact_target`` a team's own success may not carry it past the target."""
    return not options["exact_target"] or team_score + VALUE[bid] <= options["target"]


@cache
def auction_actions(high: str | None, team_score: int, exact_target: bool,
                    target: int) -> tuple[Action, ...]:
    """§5.4, §5.3: pass, then the bids above ``high`` that :func:`bid_allowed` lets a team of
    ``team_score`` make, lowest first; one tuple per case, its actions shared (nothing changes
    an action it is given)."""
    options = {"exact_target": exact_target, "target": target}
    lowest = 0 if high is None else BIDS.index(high) + 1
    return (PASS, *(BID_ACTIONS[b] for b in BIDS[lowest:] if bid_allowed(b, team_score, options)))


class Cante(NamedTuple):
    """§8.3: a king and caballo sung after trick ``trick`` (0-based) by ``seat``."""

    seat: int
    suit: int
    points: int
    trick: int

    def to_json(self) -> JSON:
        return {"seat": self.seat, "suit": SUITS[self.suit], "points": self.points,
                "trick": self.trick}


class CuatrolaDeal(DealState):
    """One deal: the declaration round (§5), five tricks (§6–7), cantes (§8), scoring (§9)."""

    __slots__ = ("options", "dealer", "score", "trump_card", "trump", "mano", "phase",
                 "history", "bids", "declarer", "contract", "sitting_out", "play", "cantes")
    copied = ("history", "bids", "cantes")
    cloned = ("play",)

    game: ClassVar[type["Cuatrola"]]

    def __init__(self, options: dict[str, Any], dealer: int, hands: list[list[Card]],
                 trump_card: Card, score: Sequence[int]) -> None:
        self.options = options
        self.dealer = dealer
        self.score = list(score)
        self.trump_card = trump_card
        self.trump = DECK.suit_of[trump_card]
        self.mano = (dealer + 1) % PLAYERS
        self.phase = "auction"
        self.history: list[Action] = []
        self.bids: list[str | None] = []  # one entry per speaker, None for a pass
        self.declarer: int | None = None
        self.contract: str | None = None
        self.sitting_out: int | None = None
        self.play = TrickPlay([list(h) for h in hands], leader=self.mano, active=range(PLAYERS),
                              rule=play_rule(self.trump, options["must_beat"]))
        self.cantes: list[Cante] = []

    # -- whose turn, what is legal -------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase == "auction":
            return (self.mano + len(self.bids)) % PLAYERS
        if self.phase == "play":
            return self.play.to_play
        return None

    @property
    def high_bid(self) -> str | None:
        # §5.4: every bid is above the ones before it, so the highest is the latest
        for bid in reversed(self.bids):
            if bid is not None:
                return bid
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "auction":
            seat, options = self.to_act, self.options
            assert seat is not None
            return list(auction_actions(self.high_bid, self.score[team(seat)],
                                        options["exact_target"], options["target"]))
        if self.phase == "play":
            return mask_plays(PLAY, self.play.legal_mask())
        return []

    def unavailable_bids(self) -> list[JSON]:
        """The bids the seat to speak may not make, each with its reason (§5.3, §5.4).

        ``code`` and ``params`` are those of the ``IllegalAction`` the bid would
        raise (``bid_too_low`` or ``past_target``), so the page words them alike.
        """
        seat = self.to_act
        if self.phase != "auction" or seat is None:
            return []
        high, own, target = self.high_bid, self.score[team(seat)], self.options["target"]
        refused: list[JSON] = []
        for bid in BIDS:
            if high is not None and BIDS.index(bid) <= BIDS.index(high):
                refused.append({"bid": bid, "code": "bid_too_low", "params": {"high": high}})
            elif not bid_allowed(bid, own, self.options):
                refused.append({"bid": bid, "code": "past_target",
                                "params": {"bid": bid, "team": team(seat), "score": own,
                                           "target": target}})
        return refused

    def deal_tally(self) -> JSON:
        """Per team so far: tricks won and the card points in them (§9.1, without bonuses)."""
        tricks, points = [0, 0], [0, 0]
        for trick in self.play.tricks:
            tricks[team(trick.winner)] += 1
            points[team(trick.winner)] += sum(POINTS[c] for c in trick.cards)
        return {"tricks": tricks, "card_points": points}

    def legal_cards(self) -> list[Card]:
        """The cards the seat to play may play (§6.3), in hand order."""
        return self.play.legal_cards()

    def legal_for(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        """§6.3 under this deal's trump and ``must_beat`` option."""
        return legal_cards(hand, trick, self.trump, self.options["must_beat"])

    def why_illegal(self, hand: Sequence[Card], trick: Sequence[Card],
                    card: Card) -> IllegalAction:
        """The duty of §6.3 that ``card`` (held, but not legal on ``trick``) breaks."""
        return why_illegal(hand, trick, card, self.trump, self.options["must_beat"])

    # -- applying actions ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        seat = self.to_act
        kind = action.get("type")
        if seat is None:
            raise deal_over()
        if self.phase == "auction" and kind in ("pass", "bid"):
            self._speak(action, seat)
        elif self.phase == "play" and kind == "play":
            self.play_card(self.play.checked_card(DECK, action, self.why_illegal, "you do not hold {code}"))
        else:
            raise wrong_phase(action, self.phase)
        self.history.append({"seat": seat, **action})

    def _speak(self, action: Action, seat: int) -> None:
        """§5.2: one pass or one strictly higher bid per seat, then the contract is fixed."""
        if action["type"] == "pass":
            check_fields(action, [])
            self.bids.append(None)
        else:
            check_fields(action, ["bid"])
            bid = action["bid"]
            if bid not in BIDS:
                raise IllegalAction("unknown_bid", f"there is no bid called {bid!r}", bid=bid)
            high = self.high_bid
            if high is not None and BIDS.index(bid) <= BIDS.index(high):
                raise IllegalAction("bid_too_low", f"bid must be higher than {high}", high=high)
            own = self.score[team(seat)]
            if not bid_allowed(bid, own, self.options):
                target = self.options["target"]
                raise IllegalAction("past_target", f"{bid} would take team {team(seat)} past "
                                    f"{target}: it has {own}", bid=bid, team=team(seat),
                                    score=own, target=target)
            self.bids.append(bid)
        if len(self.bids) == PLAYERS:
            self._start_play()

    def _start_play(self) -> None:
        """§5.2.5, §6.2: the last bidder declares and his partner sits out; mano leads."""
        self.phase = "play"
        bidders = [i for i, b in enumerate(self.bids) if b is not None]
        if not bidders:
            self.contract = PASS_OUT
            return
        last = bidders[-1]
        self.declarer = (self.mano + last) % PLAYERS
        self.contract = self.bids[last]
        self.sitting_out = partner(self.declarer)
        leader = (self.mano + 1) % PLAYERS if self.mano == self.sitting_out else self.play.leader
        self.play.start(leader, [s for s in range(PLAYERS) if s != self.sitting_out])


    def play_card(self, card: Card) -> None:
        """Put a card ``apply`` has checked on the trick; settle the trick once it is complete."""
        play = self.play
        if not play.add(card):
            return
        trick = play.finish(play.seats[trick_winner(play.cards, self.trump)])
        if len(play.tricks) == TRICKS:
            self.phase = "over"
        elif self.contract in SINGING_CONTRACTS:
            self._sing(trick.winner, len(play.tricks) - 1)

    def _sing(self, winner: int, trick: int) -> None:
        """§8: at most one automatic cante: trump first, the winner before his partner, O-C-E-B."""
        sung = {c.suit for c in self.cantes}
        hands = self.play.hands
        pairs = [(suit != self.trump, seat != winner, suit, seat)
                 for seat in (winner, partner(winner)) if seat != self.sitting_out
                 for suit in range(len(SUITS))
                 if suit not in sung and card_in_suit(suit, KING) in hands[seat]
                 and card_in_suit(suit, CABALLO) in hands[seat]]
        if pairs:
            *_, suit, seat = min(pairs)
            self.cantes.append(Cante(seat, suit, 40 if suit == self.trump else 20, trick))

    # -- outcome -------------------------------------------------------------------

    def result(self) -> JSON | None:
        """§9.5, once the fifth trick is complete."""
        if self.phase != "over":
            return None
        play, contract = self.play, self.contract
        assert contract is not None
        card_points = [0, 0]
        for trick in play.tricks:
            card_points[team(trick.winner)] += sum(POINTS[c] for c in trick.cards)
        last_team = team(play.tricks[-1].winner)
        totals = list(card_points)
        totals[last_team] += LAST_TRICK_BONUS
        for cante in self.cantes:
            totals[team(cante.seat)] += cante.points
        mano_team = team(self.mano)
        made: bool | None = None
        if self.declarer is None:
            winner = mano_team if totals[0] == totals[1] else int(totals[1] > totals[0])
        else:
            own = team(self.declarer)
            if contract == "solo":
                made = totals[own] > totals[1 - own] or (totals[own] == totals[1 - own]
                                                         and own == mano_team)
            else:
                made = play.tricks_won[self.declarer] >= (4 if contract == "cuatrola" else 5)
            winner = own if made else 1 - own
        delta = [0, 0]
        delta[winner] = VALUE[contract]
        match_score = [a + b for a, b in zip(self.score, delta)]
        over = match_score[winner] >= self.options["target"]
        return {
            "contract": contract,
            "declarer": self.declarer,
            "sitting_out": self.sitting_out,
            "made": made,
            "tricks": list(play.tricks_won),
            "card_points": card_points,
            "last_trick_team": last_team,
            "cantes": [c.to_json() for c in self.cantes],
            "total_points": totals,
            "winner_team": winner,
            "game_points_delta": delta,
            "match_score": match_score,
            "match_over": over,
            "match_winner": winner if over else None,
        }

    def tricks_json(self) -> list[JSON]:
        return self.play.tricks_json(DECK)

    def outcome_settled(self, seat: int) -> bool:
        """§9.4: Cuatrola and Quintola count tricks only; a Solo and a passed-out deal count
        card points, the last trick and cantes, which every trick may still change."""
        if self.phase != "play" or self.contract not in ("cuatrola", "quintola") or self.declarer is None:
            return False
        need = 4 if self.contract == "cuatrola" else TRICKS
        taken, left = self.play.tricks_won[self.declarer], TRICKS - len(self.play.tricks)
        return taken >= need or taken + left < need

    def view(self, seat: int) -> JSON:
        """What ``seat`` may know: its own hand, the turned trump card, everything public.

        Nobody, the declarer included, sees the sitting-out hand before the deal
        is over (§6.1); afterwards it is shown as ``sitting_out_hand``.  The rule
        facts the page shows come with it: ``bid_values`` (game points of each
        contract, §5.1), ``rank_points`` (card points per rank, §3),
        ``unavailable_bids`` (each bid the seat to speak may not make, with the
        ``code`` and ``params`` of its refusal), ``deal_tally`` (tricks and card
        points per team so far), ``last_trick_bonus`` (§9.1), ``points_count``
        (whether card points, the last trick and cantes decide the deal: false in
        cuatrola and quintola, where only the declarer's tricks do, §9.4; null
        before the contract is known) and ``teams`` (the seats of each team,
        partners facing each other; ``score`` and the tallies are per team in
        this order).
        """
        play = self.play
        to_act = self.to_act
        shown = self.trump_card in play.hands[self.dealer]
        revealed = self.sitting_out is not None and self.phase == "over"
        return {
            **self.view_header(seat, to_act, DECK.sorted_codes(play.hands[seat]),
                               [len(h) for h in play.hands]),
            "mano": self.mano,
            "history": [dict(a) for a in self.history],
            "score": list(self.score),
            "trump": SUITS[self.trump],
            "trump_card": DECK.code(self.trump_card),
            "trump_card_shown": shown,
            "high_bid": self.high_bid,
            "contract": self.contract,
            "declarer": self.declarer,
            "sitting_out": self.sitting_out,
            "sitting_out_hand": DECK.sorted_codes(play.hands[self.sitting_out])
            if revealed and self.sitting_out is not None else None,
            "cantes": [c.to_json() for c in self.cantes],
            "bid_values": dict(VALUE),
            "rank_points": dict(RANK_POINTS),
            "unavailable_bids": self.unavailable_bids() if to_act == seat else [],
            "deal_tally": self.deal_tally(),
            "last_trick_bonus": LAST_TRICK_BONUS,
            "points_count": None if self.contract is None else self.contract in SINGING_CONTRACTS,
            "teams": [list(seats) for seats in TEAMS],
            **play.view_json(DECK, started=self.phase != "auction",
                             last_action=self.history[-1] if self.history else None),
            "result": self.result(),
        }

    def bot_view(self, seat: int, legal: list[Action] | None = None) -> JSON:
        """The keys of :meth:`view` that ``game.bots.cuatrola.basic`` reads."""
        play = self.play
        return {**self.bot_header(seat, DECK.sorted_codes(play.hands[seat]),
                                  [len(h) for h in play.hands], legal),
                "mano": self.mano, "history": list(self.history), "score": list(self.score),
                "trump": SUITS[self.trump], "contract": self.contract,
                "sitting_out": self.sitting_out, "cantes": [c.to_json() for c in self.cantes],
                "bid_values": VALUE, "rank_points": RANK_POINTS,
                **play.seen_json(DECK, started=self.phase != "auction")}


class Cuatrola(Game):
    """Match rules of Cuatrola: game points per team up to the target, "exactly 11" (§10)."""

    id = "cuatrola"
    match_length = ("target", "points")
    sheet_columns = SheetColumns("teams", "game_points", "game_points_delta", "score")  # §10
    contract_words = "cu.bid.{}"
    deck = DECK
    card_art = "spanish"
    players = (PLAYERS,)
    options = {
        "target": Option("int", 11, minimum=1, app_choices=(11, 21)),
        "exact_target": Option("bool", True),
        "must_beat": Option("choice", "highest", choices=("highest", "lead")),
    }

    @classmethod
    def from_scenario(cls, data: JSON) -> CuatrolaDeal:
        options = cls.parse_options(data.get("options", {}))
        dealer, hands = read_whole_deal(DECK, data, PLAYERS, HAND_SIZE)
        setup = read_setup(data, ("trump_card", "score"))
        code = setup.get("trump_card")
        if code not in DECK:
            raise MalformedInput("setup.trump_card must be a card code")
        assert isinstance(code, str)
        if DECK.card(code) not in hands[dealer]:
            raise MalformedInput(f"setup.trump_card {code} is not in the dealer's hand")
        score = read_int_list(setup.get("score", [0, 0]), "setup.score", 2)
        target = options["target"]
        if not all(0 <= x < target for x in score):
            raise MalformedInput(f"setup.score must lie from 0 to {target - 1}")
        return CuatrolaDeal(options, dealer, hands, DECK.card(code), score)

    @classmethod
    def new_match(cls, options: dict[str, Any], players: int) -> JSON:
        return {"score": [0, 0]}

    @classmethod
    def deal(cls, options: dict[str, Any], players: int, dealer: int, rng: random.Random,
             match: JSON) -> CuatrolaDeal:
        """§4.3: card ``i`` of the shuffled pack goes to seat ``dealer + 1 + i``; the last is trump."""
        hands = deal_packets(rng, len(DECK), dealer, PLAYERS, (1,) * HAND_SIZE)
        return CuatrolaDeal(options, dealer, hands, hands[dealer][-1], match["score"])

    @classmethod
    def settle(cls, options: dict[str, Any], players: int, match: JSON,
               deal: DealState) -> JSON:
        result = deal.final_result()
        assert isinstance(deal, CuatrolaDeal)
        return {"score": result["match_score"], "over": result["match_over"],
                "winner": result["match_winner"], "next_dealer": (deal.dealer + 1) % PLAYERS}

    @classmethod
    def column_seats(cls, players: int) -> list[list[int]]:
        """The sheet's columns are the two partnerships."""
        return [list(seats) for seats in TEAMS]

    @classmethod
    def match_winners(cls, settled: JSON, players: int) -> list[int]:
        """The winner is a partnership: both of its seats."""
        return [seat for seat in range(players) if team(seat) == settled["winner"]]

    @classmethod
    def seat_scores(cls, deal: DealState) -> list[int]:
        """Zero-sum per seat: each seat gets its team's game points, the losers the negative."""
        result = deal.final_result()
        value = max(result["game_points_delta"])
        return [value if team(s) == result["winner_team"] else -value for s in range(PLAYERS)]

    @classmethod
    def sample_deal(cls, view: JSON, rng: random.Random, observe: Observer | None = None,
                    tries: int = 200) -> CuatrolaDeal:
        """A whole deal at the view's position, the unseen cards dealt anew at random.

        Each other seat keeps the cards it has played and what it must still hold
        (the unplayed trump card, the unplayed halves of its cantes, the sitting-out
        hand once shown), and gets no card that its plays prove it lacks (§6.3).
        Replaying the history checks the rest, among it that exactly the view's
        cantes are made: a missing cante proves that no active member of the
        winning team held an unsung pair, and a sample breaking that is redrawn.
        """
        return cls.sampler(view, tries)(rng, observe)

    @classmethod
    def sampler(cls, view: JSON, tries: int = 200) -> Callable[[random.Random, Observer | None], CuatrolaDeal]:
        """:meth:`sample_deal` for ``view``, the facts of its history worked out once."""
        options = cls.parse_options(view["options"])
        seat, dealer, history = view["seat"], view["dealer"], view["history"]
        trump_card = DECK.card(view["trump_card"])
        trump = DECK.suit_of[trump_card]
        size = PLAYERS - 1 if any(a["type"] == "bid" for a in history) else PLAYERS
        plays = public_plays(history, DECK, size)
        played = [[card for s, _, card in plays if s == other] for other in range(PLAYERS)]
        fixed: list[set[Card]] = [set() for _ in range(PLAYERS)]
        if view["trump_card_shown"]:
            fixed[dealer].add(trump_card)
        for cante in view["cantes"]:
            suit = SUITS.index(cante["suit"])
            fixed[cante["seat"]] |= {card_in_suit(suit, KING), card_in_suit(suit, CABALLO)}
            fixed[cante["seat"]] -= set(played[cante["seat"]])
        if view["sitting_out_hand"] is not None:
            fixed[view["sitting_out"]] = set(DECK.cards(view["sitting_out_hand"]))
        fixed[seat] = set(DECK.cards(view["hand"]))
        known = set().union(*played, *fixed)
        pool = [c for c in range(len(DECK)) if c not in known]
        counts = [n - len(fixed[s]) for s, n in enumerate(view["hand_counts"])]
        must_beat = options["must_beat"]
        forbidden = forbidden_cards(plays, pool,
                                    lambda hand, trick: legal_cards(hand, trick, trump, must_beat),
                                    PLAYERS)
        dealer_of_hidden = HiddenDealer(pool, counts, forbidden)
        kept = [played[s] + sorted(fixed[s]) for s in range(PLAYERS)]

        def draw(rng: random.Random, observe: Observer | None) -> CuatrolaDeal:
            for _ in range(tries):
                hidden = dealer_of_hidden.deal(rng)
                hands = [kept[s] + hidden[s] for s in range(PLAYERS)]
                deal = CuatrolaDeal(options, dealer, hands, trump_card, view["score"])
                try:
                    replay(deal, history, observe)
                except IllegalAction:
                    continue
                if [c.to_json() for c in deal.cantes] == view["cantes"]:
                    return deal
            raise ValueError("no deal of the hidden cards fits what the view shows")
        return draw


CuatrolaDeal.game = Cuatrola
