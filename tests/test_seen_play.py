"""The bots' one table model, ``tricks.SeenPlay``: what a view shows of the card play."""
from __future__ import annotations

import copy
import random

import pytest

from game import get_game
from game.bots import brandeln, cuatrola, get_bot, quadrille
from game.core import JSON
from game.match import Match
from game.quadrille import DECK as QUADRILLE_DECK
from game import tricks
from game.tricks import SeenPlay, suit_letter, view_plays

TABLES: dict[str, type[brandeln.Table] | type[cuatrola.Table] | type[quadrille.Table]] = {
    "brandeln": brandeln.Table, "cuatrola": cuatrola.Table, "quadrille": quadrille.Table}


def trick_view(tricks: list[list[tuple[int, str]]], trick: list[tuple[int, str]],
               **extra: object) -> JSON:
    def cards(plays: list[tuple[int, str]]) -> list[JSON]:
        return [{"seat": seat, "card": card} for seat, card in plays]
    return {"seat": 0, "hand_counts": [0, 0, 0, 0], "hand": [],
            "tricks": [{"leader": t[0][0], "cards": cards(t), "winner": t[0][0]} for t in tricks],
            "trick": {"leader": trick[0][0] if trick else 0, "cards": cards(trick)}, **extra}


def test_a_seat_that_shows_out_is_void_in_the_led_suit_only() -> None:
    view = trick_view([[(1, "AS"), (2, "KS"), (3, "7H"), (0, "9S")]], [(2, "QD"), (3, "KD")])
    seen = SeenPlay(0, 4, view["trick"], view["tricks"], view_plays(str), suit=suit_letter)
    assert seen.voids == [set(), set(), set(), {"S"}]
    assert seen.trick == [(2, "QD"), (3, "KD")]
    assert seen.played == {"AS", "KS", "7H", "9S", "QD", "KD"}


def cuatrola_view(tricks: list[list[tuple[int, str]]]) -> JSON:
    return trick_view(tricks, [], trump="E", contract="solo", rank_points={}, sitting_out=2,
                      cantes=[])


def test_cuatrola_a_seat_that_neither_follows_nor_ruffs_an_unruffed_trick_has_no_trump() -> None:
    table = cuatrola.Table.of_view(cuatrola_view([[(1, "AO"), (3, "JC"), (0, "KO")]]))
    assert table.voids[3] == {"O", "E"}


def test_cuatrola_a_seat_that_sheds_after_a_ruff_may_still_hold_lower_trumps() -> None:
    """§6.3 3c: after a ruff only a higher trump is owed, so shedding proves no trump void."""
    table = cuatrola.Table.of_view(cuatrola_view([[(1, "AO"), (3, "JE"), (0, "JC")]]))
    assert table.voids[3] == {"O"} and table.voids[0] == {"O"}


def test_quadrille_voids_follow_the_effective_suit() -> None:
    """With spades trump the Ace of Clubs (Basto) is a trump: playing it follows a trump lead."""
    view = trick_view([[(1, "2S"), (2, "AC"), (3, "KH"), (0, "3S")]], [], trump="S",
                      declarer=1, contract="solo", called=None, partner=None)
    table = quadrille.Table.of_view(view)
    trumps = table.rules.suit[QUADRILLE_DECK.card("2S")]
    assert table.voids == [set(), set(), set(), {trumps}]


@pytest.mark.parametrize("game_id", list(TABLES))
def test_every_table_reads_the_trick_and_the_cards_gone_from_the_view(game_id: str) -> None:
    match, bot, rng = Match(game_id, seed=21), get_bot(game_id, "basic"), random.Random(21)
    checked = 0

    def code(card: str | int) -> str:
        """Quadrille's tables keep cards as integers, the others as codes."""
        return QUADRILLE_DECK.code(card) if isinstance(card, int) else card

    while (seat := match.deal.to_act) is not None:
        view = match.view(seat)
        if view["phase"] == "play":
            table = TABLES[game_id].of_view(view)
            shown = [p for t in [*view["tricks"], view["trick"]] for p in t["cards"]]
            assert {code(c) for c in table.played} == {p["card"] for p in shown}
            assert [(s, code(c)) for s, c in table.trick] == [
                (p["seat"], p["card"]) for p in view["trick"]["cards"]]
            checked += 1
        match.apply(bot(view, rng))
    assert checked >= 5


def test_cuatrola_a_trick_object_read_under_one_trump_is_read_anew_under_another() -> None:
    """The reading of a finished trick is kept per trick object and trump (``context``)."""
    view = cuatrola_view([[(1, "AO"), (3, "JC"), (0, "KO")]])
    assert cuatrola.Table.of_view(view).voids[3] == {"O", "E"}
    assert cuatrola.Table.of_view({**view, "trump": "C"}).voids[3] == {"O"}  # the same trick object


@pytest.mark.parametrize("game_id", list(TABLES))
def test_tables_on_shared_trick_objects_read_as_on_fresh_copies(game_id: str) -> None:
    """A search's bot views share the finished tricks' objects: what a table keeps of them
    gives what a reading of a fresh copy of the view gives, clone after clone."""
    match, bot, rng = Match(game_id, seed=5), get_bot(game_id, "basic"), random.Random(5)
    compared = 0
    while not match.deal.is_over:
        seat = match.deal.to_act
        assert seat is not None
        for state in (match.deal, match.deal.clone()):
            view = state.bot_view(seat)
            if view["phase"] == "play":
                kept, fresh = TABLES[game_id].of_view(view), TABLES[game_id].of_view(copy.deepcopy(view))
                assert (kept.played, kept.voids, kept.trick) == (fresh.played, fresh.voids, fresh.trick)
                compared += 1
        match.apply(bot(match.view(seat), rng))
    assert compared >= 10


@pytest.mark.parametrize("game_id", ["cuatrola", "quadrille"])
def test_a_master_card_is_one_that_no_outstanding_card_of_its_suit_reaches(game_id: str) -> None:
    """``is_master`` (read without listing) against its definition by ``outstanding``, for
    every card of the deck at every card-play position of a match."""
    match, bot, rng = Match(game_id, seed=9), get_bot(game_id, "basic"), random.Random(9)
    deck, checked = get_game(game_id).deck, 0
    while (seat := match.deal.to_act) is not None:
        view = match.view(seat)
        if view["phase"] == "play":
            table = TABLES[game_id].of_view(view)
            if isinstance(table, cuatrola.Table):
                for code in deck.codes:
                    out = [cuatrola.power(c) for c in table.outstanding(code[1])]
                    assert table.is_master(code) == all(p < cuatrola.power(code) for p in out)
                    checked += 1
            else:
                assert isinstance(table, quadrille.Table)
                for card in range(len(deck)):
                    out = [table.power(c) for c in table.outstanding(card)]
                    assert table.is_master(card) == all(p < table.power(card) for p in out)
                    checked += 1
        match.apply(bot(view, rng))
    assert checked >= 200


@pytest.mark.parametrize("jack_seven", [False, True])
def test_brandeln_card_powers_put_every_trump_above_every_other_card(jack_seven: bool) -> None:
    order = brandeln.trump_order({"jack_seven_trumps": jack_seven})
    powers = brandeln.card_powers("H", order)
    trumps = sorted((c for c in powers if c[1] == "H"), key=powers.__getitem__, reverse=True)
    assert [c[0] for c in trumps] == list(order)
    assert min(powers[c] for c in trumps) > max(p for c, p in powers.items() if c[1] != "H")
    assert [powers[r + "S"] for r in "AKQJT97"] == sorted((powers[r + "S"] for r in "AKQJT97"), reverse=True)
    assert brandeln.card_powers(None, order) == {c: p - 100 if c[1] == "H" else p
                                                 for c, p in brandeln.card_powers("H", brandeln.PLAIN_ORDER).items()}


def test_the_kept_readings_are_forgotten_past_their_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each reading keeps its trick alive, so past ``READINGS_KEPT`` all are forgotten (and
    the tables still read right)."""
    monkeypatch.setattr(tricks, "READINGS_KEPT", 3)
    # the readings earlier tests left in this process (other games, other trumps) are not this
    # test's: the bound empties them only once this game's own pass it
    monkeypatch.setattr(SeenPlay, "readings", {})
    match, bot, rng = Match("quadrille", seed=5), get_bot("quadrille", "basic"), random.Random(5)
    most = 0
    while not match.deal.is_over:
        seat = match.deal.to_act
        assert seat is not None
        view = match.deal.bot_view(seat)
        if view["phase"] == "play":
            kept = quadrille.Table.of_view(view)
            fresh = quadrille.Table.of_view(copy.deepcopy(view))
            assert (kept.played, kept.voids) == (fresh.played, fresh.voids)
            most = max(most, sum(map(len, SeenPlay.readings.values())))
        match.apply(bot(match.view(seat), rng))
    assert 3 < most <= 3 + 1 + 10  # the bound, the trick that passed it, one view's tricks
