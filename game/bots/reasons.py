"""Why a hint: the adviser's action with one sentence of reason for the page to show.

A reason is a message of the page's translation tables, ``{"key", "params"}``
(keys ``hint.reason.…``, in ``static/js/i18n.js`` and Vinegret's in
``static/js/i18n/vinegret.js``).  A parameter may itself be such a message (the
name of a contract): the page translates it first.  The move itself is named
by the page (the label of the card or button the hint lights up).

Reasons come from two sources, both the seat's own:

- the adviser's search: per action, the mean result of its imagined deals and
  how often the seat played and made the contract in them (``search.Outcomes``),
  or Vinegret's estimate (chips per action, the chance to win the showdown);
- the card-play facts of the view: the cards on the table, the seat's hand, the
  cards already played (``takes the trick: the highest trump still out``).

Nothing else enters a reason: no hidden card, no seed, no single imagined deal,
only aggregates over many of them.  The action is exactly the one the adviser
would play with the same ``rng``.

>>> import random
>>> from game.match import Match
>>> from game.bots.search import SearchBot
>>> match = Match("brandeln", seed=3)
>>> action, reason = advise(SearchBot(nodes=400), match.view(match.deal.to_act), random.Random(1))
>>> action in match.view(match.deal.to_act)["legal"], reason["key"].startswith("hint.reason.")
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from .. import get_game
from ..cards import Card
from ..core import Action, DealState, JSON
from . import Bot
from .search import Outcomes, SearchBot
from .vinegret_strong import Estimate, VinegretBot

Reason = JSON


SAMPLING_SEED = 0
"""The card-play facts are read from one deal that fits the view: only the seat's own
cards, the trick and the trump are read from it, so which deal it is does not matter."""


def message(key: str, **params: Any) -> Reason:
    return {"key": f"hint.reason.{key}", "params": params}


def percent(part: int, whole: int) -> int:
    return round(100 * part / whole)


def advise(bot: Bot, view: JSON, rng: random.Random) -> tuple[Action, Reason]:
    """The action ``bot`` plays in ``view`` with ``rng``, and why."""
    legal = view["legal"]
    if isinstance(bot, VinegretBot):
        action, found, motive = bot.decide(view, rng)
        if found is None:
            return action, message("only_move")
        return action, vinegret_reason(view, legal.index(action), found, motive)
    if isinstance(bot, SearchBot):
        if len(legal) == 1:
            return dict(legal[0]), message("only_move")
        outcomes = Outcomes(len(legal))
        action, means = bot.decide_with_means(view, rng, outcomes=outcomes)
        index = legal.index(action)
        if action["type"] == "play":
            return action, card_reason(view, action["card"]) or best_result(means, outcomes, index)
        return action, contract_reason(view, index, means, outcomes)
    action = bot(view, rng)
    return action, message("only_move" if len(legal) == 1 else "rule_book")


# -- bids and declarations: the search's own statistics ------------------------------------------


def contract_name(game_id: str, contract: str) -> Reason:
    words = get_game(game_id).contract_words
    assert words is not None, f"{game_id} names no contracts"
    return {"key": words.format(contract), "params": {}}


def contract_reason(view: JSON, index: int, means: list[float], outcomes: Outcomes) -> Reason:
    """A bid by how often the seat makes it (and the next higher), a pass by the lowest bid's
    record, a trump by the contract's record with it; else the best mean result."""
    legal, game_id = view["legal"], view["game"]
    action = legal[index]
    named = action.get("bid") or action.get("contract") or view.get("contract")
    declared, made = outcomes.declared, outcomes.made
    if action["type"] in ("bid", "declare") and isinstance(named, str) and declared[index]:
        share = percent(made[index], declared[index])
        contract = contract_name(game_id, named)
        if action["type"] == "declare" and "trump" in action:
            rivals = [i for i in range(len(legal))
                      if legal[i].get("trump") != action["trump"] and declared[i]]
            if rivals:
                other = max(rivals, key=lambda i: (means[i], -i))
                return message("declare_next", contract=contract, suit=action["trump"], made=share,
                               deals=declared[index], other_suit=legal[other].get("trump"),
                               other_made=percent(made[other], declared[other]))
            return message("declare", contract=contract, suit=action["trump"], made=share,
                           deals=declared[index])
        higher = next((i for i in range(index + 1, len(legal))
                       if legal[i].get("bid", named) != named and declared[i]), None)
        if higher is not None:
            return message("bid_next", contract=contract, made=share, deals=declared[index],
                           next=contract_name(game_id, legal[higher]["bid"]),
                           next_made=percent(made[higher], declared[higher]))
        return message("bid", contract=contract, made=share, deals=declared[index])
    lowest = next((i for i, a in enumerate(legal) if a["type"] == "bid" and declared[i]), None)
    if action["type"] == "pass" and lowest is not None:
        return message("pass", contract=contract_name(game_id, legal[lowest]["bid"]),
                       made=percent(made[lowest], declared[lowest]), deals=declared[lowest])
    return best_result(means, outcomes, index)


def best_result(means: list[float], outcomes: Outcomes, index: int) -> Reason:
    """The chosen action's mean result over its imagined deals, and the next best action's
    (or that they come out alike)."""
    others = [i for i in range(len(means)) if i != index and outcomes.playouts[i]]
    params: dict[str, Any] = {"score": round(means[index], 1), "deals": outcomes.playouts[index]}
    if not others:
        return message("best", **params)
    other = round(max(means[i] for i in others), 1)
    if other == params["score"]:  # a tie says so: the first of equals is as good as any
        return message("even", **params)
    return message("best_next", **params, other=other)


# -- card play: the facts of the view --------------------------------------------------------------


@dataclass(frozen=True)
class TrickRules:
    """What the card-play reasons need of a game: who wins a trick, which suit a card
    belongs to (a trump's is the trump's), and the trick's size."""

    winner: Callable[[list[Card]], int]  # the index of the card that takes these cards
    suit: Callable[[Card], int]
    trump: int | None
    size: int


def trick_rules(state: DealState) -> TrickRules:
    """The trick rules of the deal a card-play view is in, from the game's own functions."""
    from .. import brandeln, cuatrola, quadrille

    if isinstance(state, quadrille.QuadrilleDeal):
        rules = state.rules
        assert rules is not None
        return TrickRules(rules.winner, rules.suit.__getitem__, quadrille.TRUMP, state.play.trick_size)
    if isinstance(state, cuatrola.CuatrolaDeal):
        trump = state.trump
        return TrickRules(lambda cards: cuatrola.trick_winner(cards, trump),
                          cuatrola.DECK.suit_of.__getitem__, trump, state.play.trick_size)
    assert isinstance(state, brandeln.BrandelnDeal)
    deal = state

    def winner(cards: list[Card]) -> int:  # the seats of the trick do not matter: its indices
        return deal._trick_winner(list(range(len(cards))), cards)

    return TrickRules(winner, brandeln.DECK.suit_of.__getitem__, deal.trump, deal.play.trick_size)


def card_reason(view: JSON, code: str) -> Reason | None:
    """Why this card, by the rules of the trick alone, or ``None`` when they do not say.

    On a trick: it takes the trick (last to play), no card still out can beat it
    (the highest trump still out, if a trump), it beats the table so far, or,
    not winning, it follows suit with the lowest card it may or throws away its
    lowest card of a suit it cannot follow.  Leading: the highest trump, or the
    highest card of its suit, still out.  "Still out" is every card neither in
    the seat's hand nor played: what the seat cannot rule out.
    """
    game = get_game(view["game"])
    deck = game.deck
    rules = trick_rules(game.sample_deal(view, random.Random(SAMPLING_SEED)))
    card = deck.card(code)
    hand = deck.cards(view["hand"])
    table = deck.cards([play["card"] for play in (view["trick"] or {"cards": []})["cards"]])
    played = {deck.card(play["card"]) for trick in view["tricks"] for play in trick["cards"]}
    out = [c for c in range(len(deck)) if c not in hand and c not in played and c not in table]
    trump = rules.suit(card) == rules.trump

    def beaten_by(rival: Card, before: list[Card]) -> bool:
        return rules.winner([*before, card, rival]) == len(before) + 1

    if table:
        led = rules.suit(table[0])
        if rules.winner([*table, card]) == len(table):
            if len(table) + 1 == rules.size:
                return message("takes_trick")
            if not any(beaten_by(rival, table) for rival in out):
                return message("top_trump" if trump else "top_card")
            return message("beats_table")
        same = [c for c in hand if rules.suit(c) == rules.suit(card)]
        if any(rules.winner([card, c]) == 0 for c in same if c != card):
            return None  # not its lowest card of that suit: the search's reason, not a rule's
        legal_codes = [a["card"] for a in view["legal"]]
        if rules.suit(card) == led:
            return message("follow_low")
        if not trump and not any(rules.suit(c) == led for c in deck.cards(legal_codes)):
            return message("discard_low")
        return None
    rivals = [rival for rival in out if rules.suit(rival) == rules.suit(card)]
    if not any(rules.winner([card, rival]) == 1 for rival in rivals):
        return message("lead_top_trump" if trump else "lead_top")
    return None


# -- Vinegret: the estimate in chips ------------------------------------------------------------


def vinegret_reason(view: JSON, index: int, found: Estimate, motive: str) -> Reason:
    """A bluff, a slow play or a near tie says so; a hold the pot odds when they favour it;
    otherwise the chosen action's value in chips, with the chance to win the showdown."""
    values, seat = found.values, view["seat"]
    params: dict[str, Any] = {"win": round(100 * found.win), "deals": found.worlds}
    if motive in ("bluff", "slow_play"):
        return message(f"vg_{motive}", **params)
    value = round(values[index], 1)
    other = round(max(v for i, v in enumerate(values) if i != index), 1)
    if motive == "mixed":
        return message("vg_close", value=value, other=other, deals=found.worlds)
    kind = view["legal"][index]["type"]
    if kind == "hold":
        betting, pot = view["betting"], view["pool"]
        price = betting["bet"] if view["phase"] == "declare" else \
            betting["level"] - betting["contributions"][seat]
        if 0 < price < found.win * (pot + price):
            return message("vg_pot_odds", price=price, pot=pot, **params)
    said = "change" if kind == "discard" else kind  # a change of cards, or keeping them
    return message(f"vg_{said}", value=value, other=other, **params)
