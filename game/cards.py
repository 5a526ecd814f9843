"""Cards as small integers inside the engine, two-character codes at the edges.

A :class:`Deck` fixes the cards of one game in its *canonical order*: card ``i``
of the deck is the integer ``i``.  Everything the engine keeps in its hot paths
(hands, tricks) is a list of these integers; codes such as ``"AS"`` appear only
when JSON is read or written.

>>> deck = Deck.suit_major(ranks="AKQJT97", suits="SCDH")
>>> deck.card("KS"), deck.code(8)
(1, 'KC')
>>> deck.suit_of[deck.card("TD")] == deck.suits.index("D")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

Card = int


@dataclass(frozen=True)
class Deck:
    """The cards of one game, each with its code, suit index and rank index.

    ``ranks`` and ``suits`` are strings of one-letter codes; ``rank_of[c]`` and
    ``suit_of[c]`` index into them.  The order of ``codes`` is the deck's canonical
    order, the one a rule book prescribes for printed lists.
    """

    ranks: str
    suits: str
    codes: tuple[str, ...]
    rank_of: tuple[int, ...] = field(repr=False)
    suit_of: tuple[int, ...] = field(repr=False)
    _index: dict[str, int] = field(repr=False, compare=False)

    @classmethod
    def from_codes(cls, ranks: str, suits: str, codes: Sequence[str]) -> "Deck":
        return cls(
            ranks=ranks,
            suits=suits,
            codes=tuple(codes),
            rank_of=tuple(ranks.index(code[0]) for code in codes),
            suit_of=tuple(suits.index(code[1]) for code in codes),
            _index={code: i for i, code in enumerate(codes)},
        )

    @classmethod
    def suit_major(cls, ranks: str, suits: str) -> "Deck":
        """Canonical order suit by suit, ranks in the given order inside a suit."""
        return cls.from_codes(ranks, suits, [r + s for s in suits for r in ranks])

    @classmethod
    def rank_major(cls, ranks: str, suits: str) -> "Deck":
        """Canonical order rank by rank, suits in the given order inside a rank."""
        return cls.from_codes(ranks, suits, [r + s for r in ranks for s in suits])

    def __len__(self) -> int:
        return len(self.codes)

    def __contains__(self, code: object) -> bool:
        return isinstance(code, str) and code in self._index

    def card(self, code: str) -> Card:
        """The integer of a card code; ``KeyError`` for a code not in this deck."""
        return self._index[code]

    def index_of(self, code: object) -> Card | None:
        """The integer of a card code, ``None`` for anything that is not a card of this deck."""
        return self._index.get(code) if isinstance(code, str) else None

    def code(self, card: Card) -> str:
        return self.codes[card]

    def cards(self, codes: Iterable[str]) -> list[Card]:
        return [self._index[code] for code in codes]

    def to_codes(self, cards: Iterable[Card]) -> list[str]:
        return [self.codes[c] for c in cards]

    def sorted_codes(self, cards: Iterable[Card]) -> list[str]:
        """Codes of ``cards`` in the canonical order."""
        return [self.codes[c] for c in sorted(cards)]

    def of_suit(self, suit: int) -> frozenset[Card]:
        return frozenset(c for c in range(len(self.codes)) if self.suit_of[c] == suit)
