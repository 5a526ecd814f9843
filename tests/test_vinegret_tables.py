"""The Vinegret bots' tables: hands as bitmasks, and one ranking of every hand that agrees
with the engine's classifier (§7.2, §7.3) hand by hand."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from game.bots.vinegret import BIT, HAND, mask, percentile, ranking
from game.bots.vinegret_strong import bits_of, cards_of, completion, keeps, shuffled
from game.vinegret import DECK, VinegretDeal, classify


def test_a_mask_and_its_cards_round_trip() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        cards = sorted(rng.sample(range(len(DECK)), rng.randint(0, 8)))
        bits = mask(cards)
        assert cards_of(bits) == cards
        assert bits_of(bits) == [BIT[card] for card in cards]
        assert sum(bits_of(bits)) == bits


def test_the_ranking_classifies_every_hand_as_the_engine_does() -> None:
    """Each pip-and-suit pattern is classified once: every one of the 91,390 hands must
    still get its own combination, and the ranks must order them as the book does."""
    table = ranking()
    assert len(table.strength) == 91_390
    for hand in combinations(range(len(DECK)), HAND):
        assert table.combos[table.strength[mask(hand)]] == classify(hand)
    assert list(table.combos) == sorted(set(table.combos))


def test_percentile_counts_ties_half_over_all_hands() -> None:
    table = ranking()
    counts = [0] * len(table.combos)
    for rank in table.strength.values():
        counts[rank] += 1
    fredon_of_tens = DECK.cards(["TS", "TC", "TH", "TD"])
    assert percentile(fredon_of_tens) == 1 - 0.5 / 91_390  # the best hand, alone at the top
    mean = sum(count * table.beat[rank] for rank, count in enumerate(counts)) / 91_390
    assert mean == pytest.approx(0.5)  # beating one random hand averages one half exactly


def test_the_best_cards_to_keep_are_the_best_subset_of_each_size() -> None:
    rng = random.Random(5)
    for _ in range(300):
        cards = rng.sample(range(len(DECK)), rng.randint(1, HAND))
        found = keeps(mask(cards))
        assert len(found) == len(cards) + 1
        for thrown, (value, kept) in enumerate(found):
            subsets = [mask(subset) for subset in combinations(cards, len(cards) - thrown)]
            assert kept in subsets and value == completion(kept)
            assert value == max(completion(subset) for subset in subsets)
            assert kept == max(subset for subset in subsets if completion(subset) == value)


def test_the_bots_shuffle_draws_exactly_what_random_sample_draws() -> None:
    """``shuffled`` is ``random.sample`` inlined for speed: the same order, and the random
    source left in the same state, so the imagined deals after it are the same too."""
    for seed in range(300):
        cards = random.Random(-seed).sample(range(len(DECK)), seed % (len(DECK) + 1))
        ours, library = random.Random(seed), random.Random(seed)
        assert shuffled(cards, ours) == library.sample(cards, len(cards))
        assert ours.getstate() == library.getstate()


def test_a_deals_cards_are_tuples_a_clone_does_not_share_its_changes() -> None:
    deal = VinegretDeal.game.deal(VinegretDeal.game.parse_options({}), 4, 0, random.Random(8),
                                  VinegretDeal.game.new_match({"start_chips": 50}, 4))
    copy = deal.clone()
    seat = copy.to_act
    assert seat is not None
    copy.apply({"type": "discard", "cards": DECK.sorted_codes(copy.hands[seat])})
    assert copy.hands[seat] != deal.hands[seat] and len(deal.discards[seat]) == 0
    assert all(isinstance(hand, tuple) for hand in deal.hands + copy.hands)
