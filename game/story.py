"""The story of a match: the review of a finished deal, the score sheet, and whether
the rest of a deal can still change its outcome.

Everything here reads finished deals or public facts only: a review exists only
once its deal is over, and the question "can the rest still matter?" is answered
from what every seat sees (tricks taken, cards played, the contract), so that
offering to skip tells nobody anything new.

>>> from game.match import Match
>>> match = Match("brandeln", seed=4)
>>> skippable(match.deal, 0), score_sheet(match, 0)["rows"]
(False, [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .core import DealState, JSON

if TYPE_CHECKING:
    from .match import Match


# ---------------------------------------------------------------------------
# The review of a finished deal

HANDS_STAY_HIDDEN = frozenset({"vinegret"})
"""Games whose rule book keeps other seats' cards hidden after the deal: Vinegret's
discards go face down and never come back (§5.3), a seat that passes keeps its cards
unseen (§5.5), and only the hands of a showdown or of an unheld raise are shown (§5.8).
The trick games turn nothing face down for good (Cuatrola §6.1 lets the app reveal the
sitting-out hand once the deal is over), so every hand as dealt is shown."""


def review(opening: DealState, view: JSON) -> JSON:
    """The review of a finished deal as the seat of ``view`` may see it.

    ``hands``: each seat's cards as dealt (``None`` where the rule book keeps them
    hidden); ``tricks``: the tricks as played; ``final_hands`` (Vinegret): the
    hands shown at the end, as the result shows them.
    """
    seat, players = view["seat"], view["players"]
    hidden = view["game"] in HANDS_STAY_HIDDEN
    story: JSON = {"hands": [None if hidden and other != seat else opening.view(other)["hand"]
                             for other in range(players)],
                   "tricks": view.get("tricks") or []}
    result = view.get("result") or {}
    if "final_hands" in result:
        story["final_hands"] = result["final_hands"]
    return story


# ---------------------------------------------------------------------------
# The score sheet


NOT_SAID = frozenset({"play", "keep", "discard"})
"""History entries that are not something said at the table: cards played, and
Vinegret's exchanges and draws (the sheet lists the bids, calls and declarations)."""


def sheet_row(number: int, deal: DealState, settled: JSON, seat: int) -> JSON:
    """One finished deal on the sheet: what was said, the contract, what each column won."""
    columns = deal.game.sheet_columns
    result = deal.final_result()
    contract, _, _ = deal.game.contract_of(deal)
    declarer, made = deal.game.sheet_declarer(deal)
    row: JSON = {
        "deal": number, "dealer": deal.dealer,
        "bids": [entry for entry in deal.view(seat)["history"] if entry["type"] not in NOT_SAID],
        "contract": contract, "declarer": declarer, "made": made,
        "trump": result.get("trump"), "outcome": result.get("outcome"),
        "winner": result.get("winner") if columns.pot_winner else None,
        "delta": list(result[columns.delta]), "totals": list(settled[columns.totals]),
    }
    shares = settled.get(columns.shares) if columns.shares else None
    if shares and any(shares):
        row["shares"] = list(shares)
    return row


def match_winners(match: "Match") -> list[int]:
    """The seats that finished first (a shared first place counts for each), once over."""
    if not match.over or match.settled is None:
        return []
    return match.game.match_winners(match.settled, match.players)


def score_sheet(match: "Match", seat: int) -> JSON:
    """The match deal by deal, as ``seat`` sees it, with the seat's own tally for statistics."""
    columns = match.game.sheet_columns
    rows = [sheet_row(number, deal, settled, seat)
            for number, (deal, settled) in enumerate(match.finished, start=1)]
    totals = match.settled[columns.totals] if match.settled else match.record[columns.totals]
    winners = match_winners(match)
    return {
        "game": match.game.id, "columns": columns.columns, "unit": columns.unit,
        "column_seats": match.game.column_seats(match.players),
        "players": match.players, "rows": rows, "totals": list(totals),
        "over": match.over, "winners": winners,
        "seat": {"declared": sum(row["declarer"] == seat for row in rows),
                 "made": sum(row["declarer"] == seat and bool(row["made"]) for row in rows),
                 "won": seat in winners if match.over else None},
    }


def skippable(deal: DealState, seat: int) -> bool:
    """Whether the rest of the deal can no longer change its scores, from what ``seat``
    may know (each game says when: ``DealState.outcome_settled``)."""
    return deal.outcome_settled(seat)
