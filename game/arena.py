"""Bots against bots on duplicate deals: ``python -m game.arena GAME --deals N --bots a,b,c,d``.

Every deal is played once per rotation of the line-up over the seats, so each
bot holds each hand: luck of the cards cancels out.  The summary (JSON on
stdout) gives each bot's mean score per deal with a 95 % confidence interval,
its margin over the other seats of the same deals, how often it declared each
contract and made it (in Vinegret: how often it took the pool, and how), its
speed, the number of errors (bots that failed or answered with an illegal
action; the arena then plays a random legal action) and ``actions_sha256``, a
digest of every action applied in order: two revisions of a bot decide alike on
the same deals exactly when their digests agree.  ``--jobs N`` shares the deals
out over N processes; the summary is the same as with one, but for the timings.
The levels play on their work budgets alone: the arena readies them as the page
does and takes away their clock safety nets, so that no load or pause of the
machine changes a decision.

``oracle`` (``oracle:N``: N playouts per action; ``oracle:solve``: perfect card play, Cuatrola)
is the reference bot that sees every
hand (``game.bots.oracle``): only the arena seats it, handing it the true deal.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Iterable, NoReturn

from . import GAMES, get_game
from .bots import Bot, ready_bot
from .bots.oracle import Oracle, oracle_named
from .bots.search import SearchBot
from .bots.vinegret_strong import VinegretBot
from .core import JSON, IllegalAction, MalformedInput
from .match import deal_rng


def interval(samples: list[float]) -> JSON:
    """Mean and normal-approximation 95 % interval of independent samples."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return {"mean": round(mean, 4), "ci95": [None, None]}
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@dataclass
class DealRecord:
    """What one deal number gave, over every rotation of the line-up: the arena's unit of
    work, a pure function of the seed, the deal number and the line-up, so that deals
    played in other processes add up to the same summary as deals played in order."""

    per_deal: dict[str, float] = field(default_factory=dict)
    margins: dict[str, float] = field(default_factory=dict)
    timings: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    # (bot, contract, made) of every deal with a declarer, in the order played
    declared: list[tuple[str, str, bool | None]] = field(default_factory=list)
    errors: int = 0
    actions: bytes = b""  # the digest's input for this deal, every action applied in order


_bots: dict[tuple[str, str], Bot | Oracle] = {}


def _bot(game_id: str, name: str) -> Bot | Oracle:
    """One bot per game and name in a process (a worker keeps its bots between deals),
    readied as the page readies its bots (:func:`game.bots.ready_bot`): a cold first
    decision in each worker would be timed with the tables it builds, and under load
    could meet a level's clock safety net, which would make the summary depend on how
    the deals were shared out."""
    if (game_id, name) not in _bots:
        _bots[game_id, name] = oracle_named(name, game_id) or without_clock(ready_bot(game_id, name))
    return _bots[game_id, name]


def without_clock(bot: Bot) -> Bot:
    """The level without its clock safety net (``seconds``), on its work budget alone.

    The net guards the page against a machine far slower than any measured; in the
    arena it would tie decisions to the machine's load (a process paused mid-decision
    stops its search at once), so the summary and its digest would not replay.
    Where the net does not fire the decisions are the level's own.
    """
    if isinstance(bot, (SearchBot, VinegretBot)) and bot.seconds is not None:
        return replace(bot, seconds=None)
    return bot


def play_deal(game_id: str, opts: dict[str, Any], seed: int, lineup: list[str],
              number: int) -> DealRecord:
    """Deal number ``number`` played once per rotation of ``lineup`` over the seats."""
    game = get_game(game_id)
    n = len(lineup)
    record = DealRecord()
    digest: list[bytes] = []
    dealer = random.Random(f"{seed}/arena-dealer/{number}").randrange(n)
    totals: dict[str, list[float]] = defaultdict(list)
    others: dict[str, list[float]] = defaultdict(list)
    for rotation in range(n):
        seats = [lineup[(s + rotation) % n] for s in range(n)]
        deal = game.deal(opts, n, dealer, deal_rng(seed, number), game.new_match(opts, n))
        rng = random.Random(f"{seed}/arena-play/{number}/{rotation}")
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            name = seats[seat]
            bot = _bot(game_id, name)
            start = time.perf_counter()
            try:
                action = (bot.decide(deal.clone(), rng) if isinstance(bot, Oracle)
                          else bot(deal.view(seat), rng))
                record.timings[name].append(time.perf_counter() - start)
                deal.apply(action)
            except (IllegalAction, MalformedInput, KeyError, TypeError, ValueError, IndexError):
                record.errors += 1
                action = dict(rng.choice(deal.legal_actions()))
                deal.apply(action)
            digest.append(json.dumps([seat, action], sort_keys=True).encode())
        scores = game.seat_scores(deal)
        contract, declarer, made = game.contract_of(deal)
        if declarer is not None:
            record.declared.append((seats[declarer], contract, made))
        for seat, name in enumerate(seats):
            totals[name].append(scores[seat])
            others[name].append(statistics.fmean(s for i, s in enumerate(scores) if i != seat))
    for name in set(lineup):
        record.per_deal[name] = statistics.fmean(totals[name])
        record.margins[name] = statistics.fmean(totals[name]) - statistics.fmean(others[name])
    record.actions = b"".join(digest)
    return record


def run_arena(game_id: str, deals: int, seed: int, lineup: list[str],
              options: object = None, players: int | None = None, jobs: int = 1) -> JSON:
    """The summary of ``deals`` duplicate deals; ``jobs`` processes share them out.

    Every deal is a pure function of its number (:func:`play_deal`) and the
    records are added up in deal order, so the summary is the same for any
    ``jobs`` but for the timings.
    """
    game = get_game(game_id)
    opts = game.parse_options(options)
    n = players or len(lineup)
    if n not in game.players or len(lineup) != n:
        raise MalformedInput(f"{game_id} needs a line-up of {' or '.join(map(str, game.players))} bots")
    for name in set(lineup):
        _bot(game_id, name)  # an unknown name is refused here, before any deal
    bots = sorted(set(lineup))
    work = partial(play_deal, game_id, opts, seed, lineup)
    if jobs == 1 or deals == 1:
        records: Iterable[DealRecord] = map(work, range(deals))
        return summarize(game_id, opts, deals, seed, lineup, bots, records)
    # Imported here: the page's trimmed standard library has no multiprocessing (the
    # arena runs only on the command line).  "spawn" starts clean interpreters on every
    # platform: nothing of this process is shared.
    from multiprocessing import get_context

    with ProcessPoolExecutor(min(jobs, deals), mp_context=get_context("spawn")) as pool:
        chunk = max(1, min(8, deals // (4 * jobs)))
        return summarize(game_id, opts, deals, seed, lineup, bots,
                         pool.map(work, range(deals), chunksize=chunk))


def summarize(game_id: str, opts: dict[str, Any], deals: int, seed: int, lineup: list[str],
              bots: list[str], records: Iterable[DealRecord]) -> JSON:
    """The arena's summary of the deals' records, read in deal order."""
    n = len(lineup)
    per_deal: dict[str, list[float]] = {name: [] for name in bots}
    margins: dict[str, list[float]] = {name: [] for name in bots}
    timings: dict[str, list[float]] = {name: [] for name in bots}
    # per bot and contract: declared, made, and how often "made" applied (not in Vinegret)
    contracts: dict[str, dict[str, list[int]]] = {name: defaultdict(lambda: [0, 0, 0])
                                                  for name in bots}
    errors = 0
    applied = hashlib.sha256()
    for record in records:
        for name in bots:
            per_deal[name].append(record.per_deal[name])
            margins[name].append(record.margins[name])
            timings[name] += record.timings[name]
        for name, contract, made in record.declared:
            tally = contracts[name][contract]
            tally[0] += 1
            tally[1] += bool(made)
            tally[2] += made is not None
        errors += record.errors
        applied.update(record.actions)
    all_times = [t for ts in timings.values() for t in ts]
    summary: JSON = {
        "game": game_id, "options": opts, "deals": deals, "rotations": n,
        "deals_played": deals * n, "seed": seed, "lineup": lineup, "bots": {},
        "decisions": len(all_times),
        "decisions_per_second": round(len(all_times) / sum(all_times), 1) if all_times else None,
        "ms_per_decision": {"mean": round(1000 * statistics.fmean(all_times), 3),
                            "p95": round(1000 * percentile(all_times, 0.95), 3)},
        "errors": errors,
        "actions_sha256": applied.hexdigest(),
    }
    for name in sorted(bots):
        stats: dict[str, Any] = {
            "score_per_deal": interval(per_deal[name]),
            "margin_over_others": interval(margins[name]),
            "ms_per_decision": {"mean": round(1000 * statistics.fmean(timings[name]), 3),
                                "p95": round(1000 * percentile(timings[name], 0.95), 3)},
            "contracts": {c: {"declared": t[0], "made": t[1]} if t[2] else {"declared": t[0]}
                          for c, t in sorted(contracts[name].items())},
        }
        summary["bots"][name] = stats
    return summary


class _Arguments(argparse.ArgumentParser):
    """A parser whose complaints are ``MalformedInput``: the arena prints them as one line."""

    def error(self, message: str) -> NoReturn:
        raise MalformedInput(message)


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of at least 1, not {text!r}")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    parser = _Arguments(prog="python -m game.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game", help=f"the game's id: {', '.join(GAMES)}")
    parser.add_argument("--deals", type=_count, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", required=True,
                        help="comma-separated line-up, one bot per seat: a level (random, basic, normal, "
                             "strong), search:N, tree:N, solve:N, oracle, oracle:N or oracle:solve")
    parser.add_argument("--options", default="{}", help="game options as a JSON object")
    parser.add_argument("--jobs", type=_count, default=1,
                        help="processes to share the deals out (same summary but the timings)")
    try:
        args = parser.parse_args(argv)
        try:
            options = json.loads(args.options)
        except (ValueError, RecursionError):
            raise MalformedInput(f"--options is not a JSON object: {args.options[:60]!r}") from None
        summary = run_arena(args.game, args.deals, args.seed, args.bots.split(","), options,
                            jobs=args.jobs)
    except MalformedInput as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary, indent=2, ensure_ascii=False))
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
