"""The story of a match (issue 14): the review of a finished deal, the score sheet,
taking a move back, and skipping a deal whose outcome is settled."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest

from game import GAMES, api, get_game, story
from game.bots import get_bot
from game.core import DealState
from game.match import Match

TRICK_GAMES = ("brandeln", "cuatrola", "quadrille")


def call(function: Any, *args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(function(*(a if isinstance(a, str) else json.dumps(a)
                                                  for a in args)))
    return reply


def random_deals(game_id: str, count: int, seed: int = 0,
                 bot: str = "random") -> Iterator[tuple[Match, list[DealState]]]:
    """Deals played by ``bot`` in every seat: each match with every position it passed."""
    rng = random.Random(seed)
    choose = get_bot(game_id, bot)
    for number in range(count):
        match = Match(game_id, seed=1000 * seed + number)
        positions = [match.deal.clone()]
        while not match.deal.is_over:
            seat = match.deal.to_act
            assert seat is not None
            match.apply(dict(choose(match.view(seat), rng)))
            positions.append(match.deal.clone())
        yield match, positions


def cards_of(value: Any) -> set[str]:
    """Every string anywhere in a JSON value (card codes among them)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(cards_of, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(cards_of, value)) if value else set()
    return set()


# The review of a finished deal ---------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_no_view_during_a_deal_carries_the_review(game_id: str) -> None:
    for match, _ in random_deals(game_id, 3, seed=1):
        again = Match(game_id, seed=match.seed)
        for action in match.history[-1]:
            for seat in range(match.players):
                assert "review" not in again.view(seat)
            again.apply({k: v for k, v in action.items() if k != "seat"})
        assert "review" in again.view(0)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_reply_of_the_page_boundary_carries_a_review_before_the_deal_ends(game_id: str) -> None:
    reply = call(api.new_match, {"game": game_id, "seed": 77, "level": "random"})
    while reply["view"]["phase"] not in ("deal_over", "match_over"):
        assert "review" not in reply["view"] and "review" not in call(api.view)["view"]
        view = reply["view"]
        reply = call(api.act, view["legal"][0]) if view["to_act"] == 0 else call(api.bot_step)
        assert reply["ok"], reply
    assert reply["view"]["review"]["hands"][0] is not None
    assert call(api.next_deal)["view"].get("review") is None


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_the_review_shows_every_hand_as_dealt_and_the_tricks_as_played(game_id: str) -> None:
    deck = get_game(game_id).deck
    for match, positions in random_deals(game_id, 3, seed=2):
        view = match.view(0)
        hands = view["review"]["hands"]
        assert hands == [positions[0].view(s)["hand"] for s in range(match.players)]
        assert sorted(card for hand in hands for card in hand) == sorted(deck.to_codes(range(len(deck))))
        assert view["review"]["tricks"] == view["tricks"]


def test_vinegret_review_keeps_discards_and_unshown_hands_hidden() -> None:
    """§5.3 discards face down, §5.5 a passed hand unseen, §5.8 only shown hands."""
    deck = get_game("vinegret").deck
    hidden_cards = 0
    for match, positions in random_deals("vinegret", 30, seed=3):
        deal: Any = match.deal
        review = match.view(0)["review"]
        shown = set(deal.final_result()["shown"])
        assert review["hands"] == [positions[0].view(0)["hand"]] + [None] * (match.players - 1)
        for seat in range(1, match.players):
            secret = set(deck.to_codes(deal.discards[seat]))
            if seat in shown:
                assert review["final_hands"][seat] == deck.sorted_codes(deal.hands[seat])
            else:
                secret |= set(deck.to_codes(deal.hands[seat]))
                assert review["final_hands"][seat] is None
            assert not secret & cards_of(review)
            hidden_cards += len(secret)
    assert hidden_cards  # some hidden cards were there to leak


# The score sheet -----------------------------------------------------------------------------

SHORT = {"brandeln": {"target": 1}, "cuatrola": {"target": 1}, "quadrille": {"deals": 4},
         "vinegret": {"match_rounds": 1}}


def play_match(game_id: str, seed: int) -> Match:
    rng = random.Random(seed)
    match = Match(game_id, SHORT[game_id], seed=seed)
    while True:
        while not match.deal.is_over:
            match.apply(dict(rng.choice(match.deal.legal_actions())))
        if match.over:
            return match
        match.next_deal()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_score_sheet_adds_up_deal_by_deal(game_id: str) -> None:
    match = play_match(game_id, seed=11)
    sheet = story.score_sheet(match, 0)
    columns = 2 if game_id == "cuatrola" else match.players
    assert len(sheet["rows"]) == match.deal_number == len(match.finished)
    running = list(get_game(game_id).new_match(match.options, match.players)[
        get_game(game_id).sheet_columns.totals])
    for number, row in enumerate(sheet["rows"], start=1):
        assert row["deal"] == number and len(row["delta"]) == columns
        running = [a + b for a, b in zip(running, row["delta"])]
        running = [a + b for a, b in zip(running, row.get("shares", [0] * columns))]
        assert row["totals"] == running
        assert all(entry["type"] not in ("play", "keep", "discard") for entry in row["bids"])
    assert sheet["totals"] == running and sheet["over"]
    assert sheet["column_seats"] == ([[0, 2], [1, 3]] if game_id == "cuatrola"  # §2: the partnerships
                                     else [[seat] for seat in range(match.players)])
    assert sheet["winners"] and sheet["seat"]["won"] == (0 in sheet["winners"])
    declared = [row for row in sheet["rows"] if row["declarer"] == 0]
    assert sheet["seat"]["declared"] == len(declared)
    assert sheet["seat"]["made"] == sum(bool(row["made"]) for row in declared)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_names_the_match_winners_once_it_is_over(game_id: str) -> None:
    """The page words who won from ``match.winners``: the seats on the top total (Cuatrola:
    both seats of the pair on it), every one of a shared first place."""
    columns, bot = get_game(game_id).sheet_columns, get_bot(game_id, "basic")
    for seed in range(4):
        rng, match = random.Random(seed), Match(game_id, SHORT[game_id], seed=seed)
        while not match.over:  # played sensibly: random bids fail Brandeln's Mord for ever
            if match.deal.is_over:
                match.next_deal()
            seat = match.deal.to_act
            assert seat is not None
            match.apply(bot(match.deal.view(seat), rng))
        assert match.settled is not None
        totals = match.settled[columns.totals]
        top = [column for column, total in enumerate(totals) if total == max(totals)]
        on_top = [seat for seat in range(match.players)
                  if (seat % 2 if columns.columns == "teams" else seat) in top]
        assert match.view(seed % match.players)["match"]["winners"] == on_top
    first = Match(game_id, SHORT[game_id], seed=1)
    assert first.view(0)["match"]["winners"] == []


def test_the_score_sheet_names_contract_declarer_and_made() -> None:
    for match, _ in random_deals("brandeln", 6, seed=4):
        row = story.score_sheet(match, 0)["rows"][0]
        result = match.deal.final_result()
        assert (row["contract"], row["declarer"], row["made"], row["trump"]) == \
            (result["contract"], result["declarer"], result["made"], result["trump"])
        assert row["delta"] == result["score_delta"] and row["totals"] == result["scores"]


def test_a_quadrille_sheet_shows_the_pot_shared_at_the_end() -> None:
    for seed in range(40):
        match = play_match("quadrille", seed)
        last = story.score_sheet(match, 0)["rows"][-1]
        if "shares" in last:
            assert sum(last["shares"]) == match.finished[-1][0].final_result()["carry_out"]
            return
    pytest.fail("no match of 40 ended with chips in the pot")


def test_a_vinegret_bettor_makes_its_game_by_taking_the_pool_or_an_unheld_bet() -> None:
    for match, _ in random_deals("vinegret", 20, seed=5):
        deal: Any = match.deal
        declarer, made = deal.game.sheet_declarer(deal)
        result = deal.final_result()
        assert declarer == deal.bettor
        if declarer is not None:
            assert made == (result["winner"] == declarer or result["outcome"] == "unheld_bet")


def test_the_page_boundary_answers_the_score_sheet_and_refuses_without_a_match() -> None:
    api._session = None
    assert call(api.score_sheet)["error"]["code"] == "bad_request"
    call(api.new_match, {"game": "brandeln", "seed": 3, "options": {"target": 1}, "level": "random"})
    sheet = call(api.score_sheet)["sheet"]
    assert (sheet["columns"], sheet["unit"], sheet["rows"], sheet["over"]) == ("seats", "points", [], False)


# Taking a move back --------------------------------------------------------------------------

def human_moves(game_id: str, seed: int) -> dict[str, Any]:
    """A new match on the boundary, bots playing until the human is to act."""
    reply = call(api.new_match, {"game": game_id, "seed": seed, "level": "random"})
    while reply["view"]["to_act"] not in (0, None) or (reply["view"]["to_act"] is None
                                                       and not reply["view"]["legal"]):
        reply = call(api.bot_step)
    return reply


@pytest.mark.parametrize("game_id", GAMES)
def test_taking_back_restores_the_position_before_the_last_move(game_id: str) -> None:
    before = human_moves(game_id, seed=21)
    assert before["view"]["story"]["can_take_back"] is False
    reply = call(api.act, before["view"]["legal"][-1])
    for _ in range(3):  # the bots answer
        if reply["view"]["to_act"] in (0, None) and reply["view"]["legal"]:
            break
        if reply["view"]["phase"] in ("deal_over", "match_over"):
            break
        reply = call(api.bot_step)
    assert reply["view"]["phase"] not in ("deal_over", "match_over")
    assert reply["view"]["story"]["can_take_back"] is True
    undone = call(api.take_back)
    assert undone["ok"], undone
    view, expected = undone["view"], before["view"]
    assert view["story"]["taken_back"] == 1 and expected["story"]["taken_back"] == 0
    strip = lambda v: {k: x for k, x in v.items() if k != "story"}  # noqa: E731
    assert strip(view) == strip(expected)
    assert undone["steps"] == before["steps"]
    restored = call(api.restore, undone["save"])
    assert restored["view"] == view  # the count survives a reload


def test_taking_back_before_any_move_is_refused_and_changes_nothing() -> None:
    reply = human_moves("brandeln", seed=22)
    refused = call(api.take_back)
    assert refused["ok"] is False and refused["error"]["code"] == "nothing_to_take_back"
    assert refused["view"] == call(api.view)["view"] == reply["view"]


def test_taking_back_after_the_deal_is_over_is_refused() -> None:
    reply = call(api.new_match, {"game": "cuatrola", "seed": 23, "level": "random"})
    while reply["view"]["phase"] == "play" or reply["view"]["phase"] == "auction":
        view = reply["view"]
        reply = call(api.act, view["legal"][0]) if view["to_act"] == 0 else call(api.bot_step)
    refused = call(api.take_back)
    assert refused["error"]["code"] == "take_back_deal_over"
    assert refused["view"]["phase"] in ("deal_over", "match_over")


def test_a_take_back_takes_every_bot_reply_with_it() -> None:
    match = Match("brandeln", seed=24)
    rng = random.Random(0)
    while match.deal.to_act != 0:
        match.apply(dict(rng.choice(match.deal.legal_actions())))
    position = len(match.history[-1])
    match.apply(match.deal.legal_actions()[0])
    while match.deal.to_act != 0 and not match.deal.is_over:
        match.apply(dict(rng.choice(match.deal.legal_actions())))
    earlier = match.take_back(0)
    assert earlier.history[-1] == match.history[-1][:position] and earlier.deal.to_act == 0
    assert earlier.taken_back == 1 and match.taken_back == 0


@pytest.mark.parametrize("bad", [-1, "2", 1.5, True])
def test_a_save_with_a_bad_take_back_count_is_refused(bad: Any) -> None:
    reply = call(api.new_match, {"game": "brandeln", "seed": 25})
    saved = json.loads(reply["save"])
    saved["match"]["taken_back"] = bad
    refused = call(api.restore, json.dumps(saved))
    assert refused["error"]["code"] == "bad_save" and "taken_back" in refused["error"]["message"]


# Skipping to the result ----------------------------------------------------------------------

def outcome(match: Match, deal: DealState) -> tuple[Any, ...]:
    game = match.game
    settled = game.settle(match.options, match.players, match.record, deal)
    return tuple(game.seat_scores(deal)), json.dumps(settled, sort_keys=True)


def finish_randomly(deal: DealState, rng: random.Random) -> DealState:
    deal = deal.clone()
    while not deal.is_over:
        deal.apply(dict(rng.choice(deal.legal_actions())))
    return deal


@pytest.mark.parametrize("game_id", TRICK_GAMES)
def test_a_skippable_deal_ends_alike_however_the_rest_is_played(game_id: str) -> None:
    """Every position marked skippable: five random finishes give one outcome."""
    found = 0
    for match, positions in random_deals(game_id, 60, seed=6):
        for deal in positions:
            if story.skippable(deal, 0):
                found += 1
                outcomes = {outcome(match, finish_randomly(deal, random.Random(k))) for k in range(5)}
                assert len(outcomes) == 1, deal.view(0)["history"]
    assert found > 10


def test_an_alliance_with_matadors_still_out_is_not_skippable() -> None:
    """A made Alliance is paid per matador (§10.2): six tricks are not enough to skip while
    the matadors still out could raise the payment."""
    seen = 0
    for _, positions in random_deals("quadrille", 40, seed=7, bot="basic"):
        for deal in positions:
            quad: Any = deal
            if quad.phase == "play" and quad.contract == "alliance" and quad.partner_known_to(0) \
                    and sum(quad.play.tricks_won[s] for s in quad.side()) >= 6 and len(quad.play.tricks) < 10:
                played = {c for t in quad.play.tricks for c in t.cards}
                out = sum(c not in played for c in quad.rules.matadors)
                if max(1, quad.side_matadors()) != max(1, quad.side_matadors() + out):
                    seen += 1
                    assert not story.skippable(deal, 0)
    assert seen


@pytest.mark.parametrize("game_id", GAMES)
def test_skippable_reads_only_what_the_seat_may_know(game_id: str) -> None:
    """The flag is the same on any deal the seat's view allows (the hidden cards dealt anew)."""
    game = get_game(game_id)
    for _, positions in random_deals(game_id, 8, seed=8):
        for deal in positions[::3]:
            if deal.is_over:
                continue
            view = deal.view(0)
            for k in range(2):
                other = game.sample_deal(view, random.Random(k))
                assert story.skippable(other, 0) == story.skippable(deal, 0)


def test_vinegret_and_the_auction_are_never_skippable() -> None:
    for _, positions in random_deals("vinegret", 10, seed=9):
        assert not any(story.skippable(deal, 0) for deal in positions)
    for _, positions in random_deals("brandeln", 10, seed=9):
        assert not any(story.skippable(deal, 0) for deal in positions if deal.phase != "play")


def test_skip_to_result_plays_the_deal_out_and_the_save_replays_it() -> None:
    for seed in range(60):
        reply = call(api.new_match, {"game": "brandeln", "seed": seed, "level": "random"})
        while reply["view"]["phase"] not in ("deal_over", "match_over") \
                and not reply["view"]["story"]["skippable"]:
            view = reply["view"]
            if view["to_act"] == 0:
                refused = call(api.skip_to_result)
                assert refused["error"]["code"] == "cannot_skip"
                reply = call(api.act, view["legal"][0])
            else:
                reply = call(api.bot_step)
        if reply["view"]["story"]["skippable"]:
            skipped = call(api.skip_to_result)
            assert skipped["ok"] and skipped["view"]["phase"] in ("deal_over", "match_over")
            assert "review" in skipped["view"]
            assert call(api.restore, skipped["save"])["view"] == skipped["view"]
            return
    pytest.fail("no deal of 60 became skippable")
