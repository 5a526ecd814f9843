"""The guided first deals (game/tutorial.py) replayed through the api as the page plays them.

Every step's action must be legal when its turn comes, the bots must reply the
same way every time, and what each sentence claims must hold on the table: the
card takes the trick or not, is a trump or not, follows the suit led or not,
and the deal ends with the contract, trump and result the closing words name.
A change of a rule or of the basic bot that breaks a lesson fails here.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game import GAMES, api
from game.tutorial import LESSONS, LEVEL, Lesson, led_suit, lesson_json, trump_cards

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ROOT / "static" / "js" / "i18n" / "tutorial.js"

# What a play sentence says about the card: (follows the suit led, is a trump);
# None where the sentence does not say.
PLAY_CLAIMS: dict[str, tuple[bool | None, bool | None]] = {
    "lesson.lead": (None, False),
    "lesson.lead_win": (None, None),
    "lesson.lead_trump": (None, True),
    "lesson.follow_win": (True, None),
    "lesson.follow_only": (True, None),
    "lesson.discard": (False, False),
    "lesson.ruff": (False, True),
    "lesson.quadrille.spadille": (None, True),
}
LEADS = {"lesson.lead", "lesson.lead_win", "lesson.lead_trump", "lesson.quadrille.spadille"}


def call(function, *args):
    reply = json.loads(function(*args))
    assert reply["ok"], reply
    return reply


def play_lesson(lesson: Lesson) -> tuple[dict, list[tuple[dict, dict]], list[dict]]:
    """The lesson played through the api: the final view, (view before, step) per
    human move, and the whole history of the deal."""
    reply = call(api.tutorial, json.dumps({"game": lesson.game}))
    assert "save" not in reply and "seed" not in json.dumps(reply["lesson"])
    view = reply["view"]
    steps = list(reply["lesson"]["steps"])
    moves = []
    while view["phase"] not in ("deal_over", "match_over"):
        if view["to_act"] == 0:
            assert steps, f"{lesson.game}: the human is to act after the last step"
            step = steps.pop(0)
            assert step["action"] in view["legal"], (lesson.game, step, view["legal"])
            moves.append((view, step))
            view = call(api.act, json.dumps(step["action"]))["view"]
        else:
            view = call(api.bot_step)["view"]
    assert not steps, f"{lesson.game}: the deal ended with steps left: {steps}"
    return view, moves, view["history"]


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_step_is_legal_and_the_deal_ends_as_the_words_say(game):
    lesson = LESSONS[game]
    final, moves, _ = play_lesson(lesson)
    result = final["result"]
    stated = {key: result.get(key, final.get(key)) for key in lesson.facts}
    assert stated == lesson.facts
    assert len(moves) == len(lesson.steps)


@pytest.mark.parametrize("game", sorted(game for game, lesson in LESSONS.items()
                                        if any(s.action["type"] == "play" for s in lesson.steps)))
def test_what_each_play_sentence_claims_holds(game):
    final, moves, _ = play_lesson(LESSONS[game])
    trumps = trump_cards(final)
    assert trumps, "a trick lesson names a trump"
    by_card = {entry["card"]: trick for trick in final["tricks"] for entry in trick["cards"]}
    ruffs = 0
    for (before, step), taught in zip(moves, LESSONS[game].steps):
        assert (step["action"], step["say"]) == (taught.action, taught.say)  # what the page got
        if taught.action["type"] != "play":
            continue
        card = taught.action["card"]
        trick = by_card[card]
        on_table = (before.get("trick") or {}).get("cards") or []
        if taught.wins is not None:
            assert (trick["winner"] == 0) is taught.wins, (game, card, trick)
        if taught.trump is not None:
            assert (card in trumps) is taught.trump, (game, card)
        follows, trump = PLAY_CLAIMS[taught.say]
        assert (not on_table) is (taught.say in LEADS), (game, card, taught.say)
        if follows is not None:
            assert (led_suit(final, on_table[0]["card"]) == led_suit(final, card)) is follows
        if taught.say == "lesson.follow_only":  # the player's only card of the suit led
            led = led_suit(final, on_table[0]["card"])
            assert [led_suit(final, c) for c in before["hand"]].count(led) == 1, (game, card, before["hand"])
        if trump is not None:
            assert (card in trumps) is trump, (game, card, taught.say)
        ruffs += taught.say == "lesson.ruff"
    assert ruffs, f"{game}: the lesson shows a trick taken with a trump"


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_same_lesson_same_replies(game):
    first = play_lesson(LESSONS[game])[2]
    assert play_lesson(LESSONS[game])[2] == first


def test_every_game_has_a_lesson_and_the_human_declares_or_wins():
    assert set(LESSONS) == set(GAMES)
    assert LEVEL == "basic"
    for game, lesson in LESSONS.items():
        assert lesson.facts.get("declarer", lesson.facts.get("winner")) == 0, game


def test_a_lesson_does_not_touch_the_match_in_progress_save():
    reply = call(api.new_match, json.dumps({"game": "brandeln", "seed": 11, "level": "basic"}))
    call(api.tutorial, json.dumps({"game": "brandeln"}))
    restored = call(api.restore, reply["save"])
    assert restored["view"] == reply["view"]


@pytest.mark.parametrize("request_text, words", [
    ('{"game": "chess"}', "no lesson"),
    ('{}', "no lesson"),
    ('["brandeln"]', "object"),
    ('not json', "JSON"),
])
def test_a_bad_lesson_request_is_refused_in_plain_words(request_text, words):
    reply = json.loads(api.tutorial(request_text))
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request"
    assert words in reply["error"]["message"]


def test_the_welcome_facts_come_from_the_option_defaults():
    listing = {g["id"]: g["match_length"] for g in call(api.games)["games"]}
    assert listing == {"brandeln": {"unit": "points", "value": 21},
                       "cuatrola": {"unit": "points", "value": 11},
                       "quadrille": {"unit": "deals", "value": 4},
                       "vinegret": {"unit": "rounds", "value": 2}}


def test_lesson_json_names_the_moves_and_their_words():
    data = lesson_json("quadrille")
    assert data["steps"][1] == {"action": {"type": "declare", "trump": "S", "call": "KS"},
                                "say": "lesson.quadrille.declare",
                                "params": {"trump": "S", "call": "KS"}}
    assert {"game", "level", "intro", "outro", "steps"} == set(data)


def test_every_sentence_is_translated_in_both_languages():
    text = TEXTS.read_text(encoding="utf-8")
    ru, en = text.split("\n  en: {", 1)
    keys = {step.say for lesson in LESSONS.values() for step in lesson.steps}
    keys |= {lesson.intro for lesson in LESSONS.values()} | {lesson.outro for lesson in LESSONS.values()}
    for table in (ru, en):
        found = set(re.findall(r'^\s+"([\w.]+)":', table, re.M))
        assert keys <= found, keys - found
