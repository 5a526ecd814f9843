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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import brandeln, cuatrola, quadrille, vinegret
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


@dataclass(frozen=True)
class SheetColumns:
    """Where a game keeps what each column won in a deal and its running total."""

    columns: str  # "seats", or "teams" (Cuatrola's two partnerships)
    unit: str  # "points", "game_points" or "chips"
    delta: str  # the result's key of the deal's gain per column
    totals: str  # the match record's key of the running totals
    shares: str | None = None  # the record's key of a pot shared out at the match's end


SHEETS = {
    "brandeln": SheetColumns("seats", "points", "score_delta", "scores"),  # §9.2
    "cuatrola": SheetColumns("teams", "game_points", "game_points_delta", "score"),  # §10
    "quadrille": SheetColumns("seats", "chips", "score_delta", "scores", "shares"),  # §11
    "vinegret": SheetColumns("seats", "chips", "chips_delta", "chips", "pool_shared"),  # §11
}


NOT_SAID = frozenset({"play", "keep", "discard"})
"""History entries that are not something said at the table: cards played, and
Vinegret's exchanges and draws (the sheet lists the bids, calls and declarations)."""


def declarer_of(deal: DealState) -> tuple[int | None, bool | None]:
    """Who took a contract on in a finished deal, and whether it was made.

    Vinegret has no contract: the seat that opened the betting stands for it, and it
    made its game when it took the pool or its bet went unheld (its bet back and a bonus).
    """
    result = deal.final_result()
    if isinstance(deal, vinegret.VinegretDeal):
        if deal.bettor is None:
            return None, None
        return deal.bettor, result["winner"] == deal.bettor or result["outcome"] == "unheld_bet"
    _, declarer, made = deal.game.contract_of(deal)
    return declarer, made


def sheet_row(number: int, deal: DealState, settled: JSON, seat: int) -> JSON:
    """One finished deal on the sheet: what was said, the contract, what each column won."""
    columns = SHEETS[deal.game.id]
    result = deal.final_result()
    contract, _, _ = deal.game.contract_of(deal)
    declarer, made = declarer_of(deal)
    row: JSON = {
        "deal": number, "dealer": deal.dealer,
        "bids": [entry for entry in deal.view(seat)["history"] if entry["type"] not in NOT_SAID],
        "contract": contract, "declarer": declarer, "made": made,
        "trump": result.get("trump"), "outcome": result.get("outcome"),
        "winner": result.get("winner") if deal.game.id == "vinegret" else None,
        "delta": list(result[columns.delta]), "totals": list(settled[columns.totals]),
    }
    shares = settled.get(columns.shares) if columns.shares else None
    if shares and any(shares):
        row["shares"] = list(shares)
    return row


def match_winners(match: "Match") -> list[int]:
    """The seats that finished first (a shared first place counts for each), once over.

    Cuatrola's winner is a team, so both of its seats; Vinegret's standings are by
    chips (§11) with no tie-break, so every seat with the most chips.
    """
    if not match.over or match.settled is None:
        return []
    game_id, winner = match.game.id, match.settled["winner"]
    if game_id == "cuatrola":
        return [s for s in range(match.players) if cuatrola.team(s) == winner]
    if game_id == "vinegret":
        chips = match.settled["chips"]
        return [s for s in range(match.players) if chips[s] == max(chips)]
    return list(winner) if isinstance(winner, list) else [winner]


def score_sheet(match: "Match", seat: int) -> JSON:
    """The match deal by deal, as ``seat`` sees it, with the seat's own tally for statistics."""
    columns = SHEETS[match.game.id]
    rows = [sheet_row(number, deal, settled, seat)
            for number, (deal, settled) in enumerate(match.finished, start=1)]
    totals = match.settled[columns.totals] if match.settled else match.record[columns.totals]
    winners = match_winners(match)
    return {
        "game": match.game.id, "columns": columns.columns, "unit": columns.unit,
        "players": match.players, "rows": rows, "totals": list(totals),
        "over": match.over, "winners": winners,
        "seat": {"declared": sum(row["declarer"] == seat for row in rows),
                 "made": sum(row["declarer"] == seat and bool(row["made"]) for row in rows),
                 "won": seat in winners if match.over else None},
    }


# ---------------------------------------------------------------------------
# Can the rest of the deal still change its outcome?


def _brandeln_fixed(deal: brandeln.BrandelnDeal) -> bool:
    """§9.1: only made or failed counts, never by how much; the all-pass round (§9.3) is
    scored on every seat's tricks, so it is never settled early."""
    if deal.contract is None or deal.declarer is None or deal.contract == "all_pass":
        return False
    taken, left = deal.play.tricks_won[deal.declarer], brandeln.TRICKS - len(deal.play.tricks)
    return len({brandeln.made(deal.contract, taken + more) for more in range(left + 1)}) == 1


def _cuatrola_fixed(deal: cuatrola.CuatrolaDeal) -> bool:
    """§9.4: Cuatrola and Quintola count tricks only; a Solo and a passed-out deal count
    card points, the last trick and cantes, which every trick may still change."""
    if deal.contract not in ("cuatrola", "quintola") or deal.declarer is None:
        return False
    need = 4 if deal.contract == "cuatrola" else cuatrola.TRICKS
    taken, left = deal.play.tricks_won[deal.declarer], cuatrola.TRICKS - len(deal.play.tricks)
    return taken >= need or taken + left < need


def _quadrille_fixed(deal: quadrille.QuadrilleDeal, seat: int) -> bool:
    """§10.2: the outcome and its units, over every count of side tricks and matadors the
    rest may bring.  A made Alliance is paid per matador, so matadors still out keep it
    open; a Solo whose declarer has won every trick so far may still reach the Vole
    choice (§9); a partner the seat does not know yet keeps the side's tricks unknown."""
    if deal.contract is None or deal.rules is None or deal.phase != "play":
        return False
    if deal.contract == "alliance" and not deal.partner_known_to(seat):
        return False
    tricks, side = deal.play.tricks, deal.side()
    if deal.contract == "solo" and len(tricks) < quadrille.TO_MAKE \
            and all(trick.winner in side for trick in tricks):
        return False
    taken = sum(deal.play.tricks_won[s] for s in side)
    left = quadrille.TRICKS - len(tricks)
    won = [c for t in tricks if t.winner in side for c in t.cards]
    played = {c for t in tricks for c in t.cards}
    matadors = sum(1 for c in won if deal.rules.matador[c] >= 0)
    open_matadors = sum(1 for c in deal.rules.matadors if c not in played)
    outcomes = {quadrille.outcome_of(deal.contract, taken + more, matadors + extra, deal.forced)
                for more in range(left + 1) for extra in range(open_matadors + 1)}
    return len(outcomes) == 1


def skippable(deal: DealState, seat: int) -> bool:
    """Whether every way of playing the rest of the deal gives the same scores, from
    what ``seat`` may know; only during the card play, and never in Vinegret, where
    every bet still to come can change the pool."""
    if deal.phase != "play":
        return False
    if isinstance(deal, brandeln.BrandelnDeal):
        return _brandeln_fixed(deal)
    if isinstance(deal, cuatrola.CuatrolaDeal):
        return _cuatrola_fixed(deal)
    if isinstance(deal, quadrille.QuadrilleDeal):
        return _quadrille_fixed(deal, seat)
    return False
