"""What the trick-taking games share: hands, the trick on the table, tricks won.

:class:`TrickPlay` is the card-play half of a deal in Brandeln, Cuatrola and
Quadrille.  The game decides which cards are legal and who wins a trick; this
class keeps the bookkeeping in flat lists of card integers so that search bots
can clone and play out deals quickly.  From the other side of a view,
:class:`SeenPlay` is the card play as the ``basic`` bots read it, and the
functions at the end deal the hidden hands anew for the search bots.

>>> play = TrickPlay(hands=[[0, 1], [2, 3]], leader=0, active=(0, 1))
>>> play.to_play, play.add(1), play.to_play
(0, False, 1)
>>> play.add(3)
True
>>> play.finish(winner=1).cards, play.tricks_won, play.to_play
((1, 3), [0, 1], 1)
"""

from __future__ import annotations

import random
from functools import cache
from typing import (Any, Callable, ClassVar, Generic, Hashable, Iterable, Iterator, NamedTuple, Protocol, Sequence,
                    TypeVar)

from .cards import Card, Deck
from .core import JSON, Action, IllegalAction, SlotCopy, check_fields, held_card


LegalFn = Callable[[list[Card], list[Card]], list[Card]]
"""``legal(hand, trick_cards)``: the legal cards of a hand on the cards already in the trick."""

MaskFn = Callable[[int, Sequence[Card]], int]
"""``legal(held, trick_cards)``: the card-play rule on bitmasks (bit ``c`` for card ``c``): the
legal cards of the hand ``held`` on the cards already in the trick.  Each game builds its rule
once per trump and options, from tables of each suit's cards and of the cards that beat a card,
so a position's legal cards are a few ``&`` instead of lists filtered card by card."""

WhyFn = Callable[[list[Card], list[Card], Card], IllegalAction]
"""``why(hand, trick_cards, card)``: the duty that a held but illegal ``card`` breaks."""


def card_mask(cards: Iterable[Card]) -> int:
    """The bitmask of ``cards``: bit ``c`` for card ``c``.

    >>> card_mask([0, 3]), card_mask([])
    (9, 0)
    """
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def suit_masks(suit_of: Sequence[int], suits: int) -> tuple[int, ...]:
    """Each suit's cards as a bitmask, by ``suit_of`` (a card's suit, or its effective suit)."""
    return tuple(card_mask(c for c, s in enumerate(suit_of) if s == suit) for suit in range(suits))


def beater_masks(suit_of: Sequence[int], power: Sequence[int]) -> tuple[int, ...]:
    """For each card, the cards of its suit (by ``suit_of``) that beat it (more ``power``)."""
    return tuple(card_mask(d for d, s in enumerate(suit_of) if s == suit_of[c] and power[d] > power[c])
                 for c in range(len(suit_of)))


def legal_listed(legal: MaskFn, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    """A bitmask rule's legal cards of ``hand`` on ``trick`` as a list, in the hand's order
    (the :data:`LegalFn` form, for the views' reasons, the sampling and the tests)."""
    allowed = legal(card_mask(hand), trick)
    return [card for card in hand if allowed >> card & 1]


def mask_plays(plays: Sequence[Action], mask: int) -> list[Action]:
    """The ``play`` actions (:func:`play_actions`) of the cards of ``mask`` in the deck's order:
    the lowest bit first, without sorting a list of cards.

    >>> [a["card"] for a in mask_plays(play_actions(Deck.suit_major("AK", "SH")), 0b1010)]
    ['KS', 'KH']
    """
    listed = []
    while mask:
        low = mask & -mask
        listed.append(plays[low.bit_length() - 1])
        mask ^= low
    return listed


@cache
def followers(active: tuple[int, ...], players: int) -> tuple[int, ...]:
    """By seat, the active seat that plays after it (``-1`` for a seat that sits out)."""
    return tuple(active[(active.index(s) + 1) % len(active)] if s in active else -1
                 for s in range(players))


def plays_json(deck: Deck, seats: Iterable[int], cards: Iterable[Card]) -> list[JSON]:
    """The cards of a trick as the views show them: ``{"seat", "card"}`` in the order played."""
    return [{"seat": seat, "card": deck.code(card)} for seat, card in zip(seats, cards)]


class Trick(NamedTuple):
    """A finished trick: who led, who played which card (in order), who won."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    def to_json(self, deck: Deck) -> JSON:
        """The one trick shape of every view: ``{"leader", "cards": [{"seat", "card"}], "winner"}``.

        >>> Trick(1, (1, 2), (0, 5), 2).to_json(Deck.suit_major(ranks="AK", suits="SCHD"))
        {'leader': 1, 'cards': [{'seat': 1, 'card': 'AS'}, {'seat': 2, 'card': 'KH'}], 'winner': 2}
        """
        return {"leader": self.leader, "cards": plays_json(deck, self.seats, self.cards),
                "winner": self.winner}

    def runner_json(self, deck: Deck) -> JSON:
        """The scenario runner's trick object, as CONVENTIONS.md fixes it: plain card codes."""
        return {"leader": self.leader, "cards": deck.to_codes(self.cards), "winner": self.winner}


class TrickPlay(SlotCopy):
    """Hands and tricks of one deal's card play.

    ``active`` lists the seats that play, in turn order (a seat sitting the deal
    out is simply absent).  ``add`` puts the next card on the table and says
    whether the trick is complete; the game then calls ``finish`` with the winner.

    Search bots play out deals by the thousand, so the seat to play
    (``to_play``) is kept up to date rather than worked out, each hand is kept as
    a bitmask too (``held``), and the legal cards of the position (``legal_now``,
    a bitmask) are worked out once by the game's bitmask ``rule``:
    ``legal_actions`` and ``apply`` share them.  Both change only through
    ``add``, ``finish`` and ``start``, and a game sets its ``rule`` (its trump,
    its options) before the first card.  The finished tricks as the views show
    them are kept too (``tricks_seen``, built once per trick, when a bot's view
    first asks), in a tuple that clones share.
    """

    __slots__ = ("hands", "held", "active", "leader", "seats", "cards", "tricks", "tricks_won",
                 "to_play", "follower", "rule", "legal_now", "tricks_seen")
    copied = ("held", "seats", "cards", "tricks", "tricks_won")
    copied_nested = ("hands",)

    def __init__(self, hands: list[list[Card]], leader: int, active: Sequence[int],
                 rule: MaskFn | None = None) -> None:
        self.hands = hands
        self.held = [card_mask(hand) for hand in hands]
        self.rule = rule
        self.seats: list[int] = []
        self.cards: list[Card] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0] * len(hands)
        self.tricks_seen: tuple[JSON, ...] = ()
        self.start(leader, active)

    def start(self, leader: int, active: Sequence[int] | None = None) -> None:
        """Set who leads to the next trick (and which seats play, if ``active`` is given)."""
        if active is not None:
            self.active = tuple(active)
            self.follower = followers(self.active, len(self.hands))
        self.leader = self.to_play = leader
        self.legal_now: int | None = None

    @property
    def trick_size(self) -> int:
        return len(self.active)

    def add(self, card: Card) -> bool:
        seat = self.to_play
        self.hands[seat].remove(card)
        self.held[seat] ^= 1 << card
        self.seats.append(seat)
        self.cards.append(card)
        self.legal_now = None
        self.to_play = self.follower[seat]
        return len(self.cards) == len(self.active)

    def finish(self, winner: int) -> Trick:
        trick = Trick(self.leader, tuple(self.seats), tuple(self.cards), winner)
        self.tricks.append(trick)
        self.tricks_won[winner] += 1
        self.leader = self.to_play = winner
        self.seats = []
        self.cards = []
        return trick

    def current_json(self, deck: Deck) -> JSON:
        """The trick on the table in the views' trick shape (no ``winner`` yet)."""
        return {"leader": self.leader, "cards": plays_json(deck, self.seats, self.cards)}

    def seen_json(self, deck: Deck, started: bool) -> JSON:
        """What a ``basic`` bot reads of :meth:`view_json` (``trick``, ``tricks``,
        ``tricks_won``), equal to it; the finished tricks' objects are shared, not copied."""
        seen = self.tricks_seen
        if len(seen) < len(self.tricks):
            seen = self.tricks_seen = seen + tuple(t.to_json(deck) for t in self.tricks[len(seen):])
        return {"trick": self.current_json(deck) if started else None, "tricks": list(seen),
                "tricks_won": list(self.tricks_won)}

    def tricks_json(self, deck: Deck) -> list[JSON]:
        """The finished tricks as the scenario runner prints them."""
        return [t.runner_json(deck) for t in self.tricks]

    def trick_completed(self, last_action: Action | None) -> bool:
        """Whether ``last_action`` (the deal's latest) was the card that completed a trick."""
        return (last_action is not None and last_action["type"] == "play"
                and not self.cards and bool(self.tricks))

    def view_json(self, deck: Deck, started: bool, last_action: Action | None) -> JSON:
        """The public part of the card play every trick game's view shows.

        ``tricks`` and ``last_trick`` use :meth:`Trick.to_json`; ``trick_completed``
        says that the deal's latest action completed ``last_trick`` (the page then
        holds it on the table before it draws the empty trick).
        """
        return {"trick": self.current_json(deck) if started else None,
                "tricks": [t.to_json(deck) for t in self.tricks],
                "last_trick": self.tricks[-1].to_json(deck) if self.tricks else None,
                "trick_completed": self.trick_completed(last_action),
                "tricks_won": list(self.tricks_won)}

    def legal_mask(self) -> int:
        """The cards the seat to play may put on the trick, as a bitmask, by the game's ``rule``
        (worked out once per position)."""
        legal = self.legal_now
        if legal is None:
            assert self.rule is not None, "the game sets its rule before the first card"
            legal = self.legal_now = self.rule(self.held[self.to_play], self.cards)
        return legal

    def legal_cards(self) -> list[Card]:
        """The cards the seat to play may put on the trick, in the hand's order."""
        legal = self.legal_mask()
        return [card for card in self.hands[self.to_play] if legal >> card & 1]

    def refuse_illegal(self, card: Card, why: WhyFn) -> None:
        """Raise ``why``'s reason unless the rule lets the seat to play put ``card`` (held) on.

        Every trick game states its card-play rule as this pair of methods of its
        deal: ``legal_for(hand, trick)`` (its bitmask ``rule`` listed) and
        ``why_illegal(hand, trick, card)``.
        """
        if not self.legal_mask() >> card & 1:
            raise why(self.hands[self.to_play], self.cards, card)

    def checked_card(self, deck: Deck, action: Action, why: WhyFn,
                     missing: str = "card {code} is not in your hand") -> Card:
        """The card of a ``play`` action, refused (with the rule's reason) unless it is legal.

        A legal play of exactly ``{"type", "card"}`` is found at once; any other
        goes through every check in order, so each mistake gets its own reason.
        """
        card = deck.index_of(action.get("card"))
        if len(action) == 2 and card is not None and self.legal_mask() >> card & 1:
            return card
        check_fields(action, ["card"])
        card = held_card(deck, self.hands[self.to_play], action["card"], missing)
        self.refuse_illegal(card, why)
        return card

    def played_by(self, seat: int) -> list[Card]:
        """Cards ``seat`` has put on the table this deal, finished tricks first."""
        played = [c for t in self.tricks for s, c in zip(t.seats, t.cards) if s == seat]
        played += [c for s, c in zip(self.seats, self.cards) if s == seat]
        return played


def play_actions(deck: Deck) -> tuple[Action, ...]:
    """The action ``{"type": "play", "card": code}`` of every card of ``deck``, by card.

    A trick game's ``legal_actions`` lists these shared objects instead of new
    ones: nothing changes an action it is given (``apply`` and the match record
    copies, a bot answers a copy), and the card play is where searches spend
    their time.
    """
    return tuple({"type": "play", "card": code} for code in deck.codes)


def deal_packets(rng: random.Random, deck_size: int, dealer: int, players: int,
                 packets: Sequence[int]) -> list[list[Card]]:
    """Shuffle and deal the whole deck in rounds of packets, eldest hand first, dealer last.

    Round ``r`` gives every seat ``packets[r]`` consecutive cards of the shuffled
    deck, starting with the seat after the dealer.
    """
    deck = list(range(deck_size))
    rng.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for i, places in enumerate(packet_places(players, tuple(packets))):
        hands[(dealer + 1 + i) % players] = [deck[place] for place in places]
    return hands


@cache
def packet_places(players: int, packets: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For the ``i``-th seat after the dealer, the places in the shuffled deck of its cards."""
    places: list[list[int]] = [[] for _ in range(players)]
    position = 0
    for packet in packets:
        for i in range(players):
            places[i] += range(position, position + packet)
            position += packet
    return tuple(map(tuple, places))


def highest(cards: Sequence[Card], suit_of: Sequence[int], power: Sequence[int],
            trump: int | None) -> int:
    """The index in ``cards`` (a trick, led by the first) of the highest trump, else of the
    highest card of the led suit, by ``power`` (positive, trumps above every other suit)."""
    led = suit_of[cards[0]]
    best, top = 0, power[cards[0]]
    for index in range(1, len(cards)):
        card = cards[index]
        if power[card] > top and (suit_of[card] == led or suit_of[card] == trump):
            best, top = index, power[card]
    return best


def cards_of_suit(hand: Iterable[Card], suit: int, suit_of: Sequence[int]) -> list[Card]:
    return [c for c in hand if suit_of[c] == suit]


# ---------------------------------------------------------------------------
# The card play as a bot reads it from a view

C = TypeVar("C")
"""A card as a bot holds it: its code or the deck's integer."""
S = TypeVar("S", bound=Hashable)
"""A suit as a bot compares it: the code's suit letter or an effective suit."""


def suit_letter(code: str) -> str:
    """The suit of a card code (``"KH"`` → ``"H"``), for bots that hold cards as codes."""
    return code[1]


class Played(Protocol):
    """A trick as the deal keeps it, finished (:class:`Trick`) or on the table (:class:`TrickPlay`):
    who played which card, in order."""

    @property
    def seats(self) -> Sequence[int]: ...

    @property
    def cards(self) -> Sequence[Card]: ...


TrickReader = Callable[[Any], list[tuple[int, C]]]
"""Reads a trick object as ``(seat, card)`` pairs in the order played: a view's trick objects
(:func:`view_plays`) or the deal's own (:func:`deal_plays`, :func:`own_plays`)."""


def view_plays(card: Callable[[str], C]) -> Callable[[JSON], list[tuple[int, C]]]:
    """The reader of a view's trick objects (``{"cards": [{"seat", "card"}]}``) as ``(seat, card)``
    pairs in the order played, each code read by ``card``."""
    def plays(trick: JSON) -> list[tuple[int, C]]:
        return [(p["seat"], card(p["card"])) for p in trick["cards"]]
    return plays


def own_plays(trick: Played) -> list[tuple[int, Card]]:
    """A deal's own trick as ``(seat, card)`` pairs in the order played, the cards as the deal
    keeps them (:func:`deal_plays` without a call per card, for a bot that reads cards as they are)."""
    return list(zip(trick.seats, trick.cards))


def deal_plays(card: Callable[[Card], C]) -> Callable[[Played], list[tuple[int, C]]]:
    """The reader of a deal's own tricks (:class:`Played`) as ``(seat, card)`` pairs in the
    order played, each card read by ``card``."""
    def plays(trick: Played) -> list[tuple[int, C]]:
        return [(seat, card(c)) for seat, c in zip(trick.seats, trick.cards)]
    return plays


class TrickReading(NamedTuple, Generic[C, S]):
    """What :class:`SeenPlay` reads from one finished trick: the trick object read, its cards and
    the ``(seat, suit)`` voids its plays prove."""

    trick: object
    cards: tuple[C, ...]
    voids: tuple[tuple[int, S], ...]


READINGS_KEPT = 2_000
"""How many finished tricks' readings of one game and trump :class:`SeenPlay` keeps before it
forgets them all: a search rereads only the tricks of its current playout and sampled deal,
and each reading keeps its trick alive (memory the browser's worker lacks)."""


class SeenPlay(Generic[C, S]):
    """What a trick game's view shows of the card play, in the form a ``basic`` bot uses.

    ``trick`` is the trick on the table as ``(seat, card)`` pairs in the order
    played, ``played`` every card gone to a trick this deal, and ``voids[seat]``
    the suits that seat has shown out of.  They are read from the trick on the
    table and the ``finished`` tricks by ``plays``: a view's trick objects
    (:func:`view_plays`), or in a search's playout the deal's own tricks
    (:func:`deal_plays`), which are public, so the two read the same.  ``suit``
    gives the suit a card follows; a game whose rules prove more voids extends
    :meth:`shown_voids` and passes as ``context`` whatever its reading of a trick
    depends on besides the trick (its trump).

    A search's playouts ask at every step, and the finished tricks they read are
    objects shared by a deal and its clones (the deal's :class:`Trick` objects,
    and the views' built once per trick by ``TrickPlay.seen_json``): so each
    finished trick object is read once and its reading kept (holding the object,
    so that no other takes its identity) for every later table that reads it.
    Neither is changed once finished.

    >>> view = {"tricks": [{"leader": 1, "cards": [{"seat": 1, "card": "AS"},
    ...                                            {"seat": 2, "card": "KH"}], "winner": 1}],
    ...         "trick": {"leader": 1, "cards": [{"seat": 1, "card": "QH"}]}}
    >>> seen = SeenPlay(0, 4, view["trick"], view["tricks"], view_plays(str), suit=suit_letter)
    >>> seen.trick, sorted(seen.played), seen.voids
    ([(1, 'QH')], ['AS', 'KH', 'QH'], [set(), set(), {'S'}, set()])
    """

    readings: ClassVar[dict[Hashable, dict[int, TrickReading[Any, Any]]]] = {}

    def __init__(self, seat: int, players: int, trick: object, finished: Iterable[object],
                 plays: TrickReader[C], suit: Callable[[C], S], context: Hashable = None) -> None:
        self.seat = seat
        self.suit = suit
        self.trick = plays(trick)
        self.played: set[C] = {c for _, c in self.trick}
        voids: list[set[S]] = [set() for _ in range(players)]
        self.voids = voids
        readings = self.readings.setdefault((type(self), context), {})
        if len(readings) > READINGS_KEPT:
            self.readings.clear()
            readings = self.readings[type(self), context] = {}
        for done in finished:
            reading = readings.get(id(done))
            if reading is None or reading.trick is not done:
                read = plays(done)
                reading = readings[id(done)] = TrickReading(
                    done, tuple(c for _, c in read), tuple(self.shown_voids(read)))
            self.played.update(reading.cards)
            for seat, void in reading.voids:
                voids[seat].add(void)
        if self.trick:
            for seat, void in self.shown_voids(self.trick):
                voids[seat].add(void)

    def shown_voids(self, plays: list[tuple[int, C]]) -> Iterator[tuple[int, S]]:
        """The ``(seat, suit)`` voids a trick's ``plays`` prove: a seat that did not follow
        the led suit holds none of it."""
        led = self.suit(plays[0][1])
        for seat, card in plays[1:]:
            if self.suit(card) != led:
                yield seat, led


# ---------------------------------------------------------------------------
# Sampling the hidden hands for search bots


def public_plays(history: Iterable[JSON], deck: Deck,
                 trick_size: int) -> list[tuple[int, list[Card], Card]]:
    """``(seat, trick_cards_before, card)`` for every card play in a view's history."""
    plays = []
    trick: list[Card] = []
    for action in history:
        if action["type"] != "play":
            continue
        card = deck.card(action["card"])
        plays.append((action["seat"], list(trick), card))
        trick = [] if len(trick) + 1 == trick_size else trick + [card]
    return plays


def forbidden_cards(plays: Iterable[tuple[int, list[Card], Card]], unseen: Iterable[Card],
                    legal: LegalFn, players: int) -> list[set[Card]]:
    """For each seat, the unseen cards it cannot hold, as its plays prove.

    ``plays`` gives, in order, ``(seat, trick_cards_before, card_played)``.  Every
    game here decides legality by the first non-empty class of a fixed priority
    list (follow suit, then beat, then trump, …), so holding ``x`` would have
    forbidden the card played exactly when ``card`` is illegal in the two-card
    hand ``[card, x]``: that test is both sound and complete.
    """
    unseen = list(unseen)
    forbidden: list[set[Card]] = [set() for _ in range(players)]
    for seat, trick_before, card in plays:
        if not trick_before:
            continue
        for x in unseen:
            if x not in forbidden[seat] and card not in legal([card, x], trick_before):
                forbidden[seat].add(x)
    return forbidden


class HiddenDealer:
    """Splits ``pool`` into hands of ``counts[seat]`` cards, none of them in
    ``forbidden[seat]``: random restarts first (most constrained card first, a random
    seat among those with room and allowed), a deterministic matching if the restarts
    all fail; :meth:`deal` raises ``ValueError`` when no split exists (the facts
    contradict each other).  What does not change between deals is worked out once: a
    game that redraws until its history replays deals many times from one position."""

    def __init__(self, pool: Sequence[Card], counts: Sequence[int],
                 forbidden: Sequence[set[Card]]) -> None:
        seats = [s for s, n in enumerate(counts) if n]
        self.counts = counts
        self.allowed = {c: [s for s in seats if c not in forbidden[s]] for c in pool}
        self.choices = {c: len(seats) for c, seats in self.allowed.items()}
        self.order = sorted(pool, key=self.choices.__getitem__)

    def deal(self, rng: random.Random, tries: int = 200) -> list[list[Card]]:
        """One split; the random source is used exactly as ``rng.shuffle`` and one
        ``rng.choices(seats, weights=room)`` per card would use it: the seat is the
        first whose running total of room exceeds ``random() * total``, else the last."""
        allowed, counts, constrained, choices = self.allowed, self.counts, self.order, self.choices
        draw = rng.random
        for _ in range(tries):
            room = list(counts)
            hands: list[list[Card]] = [[] for _ in counts]
            shuffled = list(constrained)
            rng.shuffle(shuffled)
            shuffled.sort(key=choices.__getitem__)
            for card in shuffled:
                seats = allowed[card]
                total = 0
                for seat in seats:
                    total += room[seat]
                if not total:
                    break
                point, running = draw() * total, 0
                for seat in seats:
                    running += room[seat]
                    if point < running:
                        break
                else:  # rng.choices's bisection stops at the last seat with room
                    seat = [s for s in seats if room[s]][-1]
                hands[seat].append(card)
                room[seat] -= 1
            else:
                return hands
        return _match_hidden(constrained, counts, allowed)


def _match_hidden(pool: Sequence[Card], counts: Sequence[int],
                  allowed: dict[Card, list[int]]) -> list[list[Card]]:
    """Cards to seats with capacities by augmenting paths (Kuhn's algorithm)."""
    slots = [s for s, n in enumerate(counts) for _ in range(n)]
    owner: list[Card | None] = [None] * len(slots)

    def place(card: Card, seen: set[int]) -> bool:
        for i, seat in enumerate(slots):
            if seat in allowed[card] and i not in seen:
                seen.add(i)
                holder = owner[i]
                if holder is None or place(holder, seen):
                    owner[i] = card
                    return True
        return False

    for card in pool:
        if not place(card, set()):
            raise ValueError("no deal of the hidden cards fits what the view shows")
    hands: list[list[Card]] = [[] for _ in counts]
    for slot, placed in zip(slots, owner):
        if placed is not None:
            hands[slot].append(placed)
    return hands
