"""Find a seed for each game's guided first deal (game/tutorial.py) and print its steps.

    .venv/bin/python tools/find_lessons.py GAME [--from N] [--count N]

The human's moves are the basic bot's in seat 0, the other seats are basic bots
as in a lesson.  A seed qualifies when its first deal shows the game's heart
(the human declares and makes a contract and takes a trick with a trump; in
Vinegret the human exchanges, bets and wins a showdown).  For the first that
qualifies, the script prints the Lesson's steps, each with the sentence key
that fits the move (to be read and polished by hand before it goes into the
lesson table).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.api import HUMAN, Session  # noqa: E402
from game.core import Action, JSON  # noqa: E402
from game.match import Match  # noqa: E402
from game.tutorial import LEVEL, any_trick_won_by_trump, led_suit, trump_cards  # noqa: E402


def walk(game: str, seed: int) -> tuple[JSON, list[tuple[JSON, Action]]]:
    """The deal played out: seat 0's final view and its (view, action) at each move."""
    session = Session(Match(game, seed=seed), LEVEL)
    moves: list[tuple[JSON, Action]] = []
    while not session.match.deal.is_over:
        seat = session.match.deal.to_act
        assert seat is not None
        action = session.bot(session.match.view(seat), session.bot_rng())
        if seat == HUMAN:
            moves.append((session.view(), action))
        session.match.apply(action)
    return session.view(), moves


def qualifies(game: str, final: JSON, moves: list[tuple[JSON, Action]]) -> bool:
    result = final["result"]
    if game == "vinegret":
        kinds = [a["type"] for _, a in moves]
        return (result["outcome"] == "showdown" and result["winner"] == HUMAN
                and "discard" in kinds and "raise" in kinds and len(result["shown"]) >= 2)
    declarer = result.get("declarer")
    bids = [a for _, a in moves if a["type"] == "bid"]
    return (declarer == HUMAN and bool(result.get("made")) and bool(bids)
            and any_trick_won_by_trump(final, HUMAN) is not None)


def play_key(before: JSON, card: str, final: JSON) -> tuple[str, bool, bool]:
    """The sentence key of a card play, whether it takes the trick and is a trump."""
    trumps = trump_cards(final) or set()
    trick = next(t for t in final["tricks"] if any(e["card"] == card for e in t["cards"]))
    wins = trick["winner"] == HUMAN
    trump = card in trumps
    on_table = (before.get("trick") or {}).get("cards") or []
    if not on_table:
        return ("lesson.lead_trump" if trump else "lesson.lead_win" if wins else "lesson.lead"), wins, trump
    follows = led_suit(final, on_table[0]["card"]) == led_suit(final, card)
    if follows:
        return ("lesson.follow_win" if wins else "lesson.follow_low"), wins, trump
    if trump:
        return ("lesson.ruff" if wins else "lesson.ruff_low"), wins, trump
    return "lesson.discard", wins, trump


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--count", type=int, default=5000)
    args = parser.parse_args()
    for seed in range(args.start, args.start + args.count):
        final, moves = walk(args.game, seed)
        if not qualifies(args.game, final, moves):
            continue
        print(f"seed {seed}: result {final['result']}")
        print(f"hand {moves[0][0]['hand']}")
        for before, action in moves:
            if action["type"] == "play":
                key, wins, trump = play_key(before, action["card"], final)
                print(f"    _play({action['card']!r}, {key!r}, wins={wins}, trump={trump}),")
            else:
                print(f"    Step({action!r}, 'lesson.{args.game}.{action['type']}'),  # {before['phase']}")
        for trick in final.get("tricks") or []:
            print("   ", [(e["seat"], e["card"]) for e in trick["cards"]], "->", trick["winner"])
        print("history", final["history"][:12])
        return
    print(f"no seed from {args.start} qualifies", file=sys.stderr)


if __name__ == "__main__":
    main()
