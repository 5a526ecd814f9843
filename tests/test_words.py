"""The page's words (issue 14, item 8): counts agree with their nouns in both languages,
each game says things in its own source's terms, one term per concept everywhere.

The translation table is rendered by the page's own i18n.js under Node
(tests/i18n_render.mjs), so the plural rules checked are the ones the page runs.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from game import GAMES, get_game

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "static" / "js"
COUNTS = (0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111)
COUNTED = re.compile(r"\{(\w+)\|([\w.]+)\}")
# Nouns a count goes with: after a bare {placeholder} they cannot agree with every number.
COUNT_NOUNS = {
    "ru": r"(взят\w*|очк\w*|очков|фиш\w*|карт\w*|сдач\w*|игрок\w*|единиц\w*|расклад\w*|соперник\w*|круг\w*)",
    "en": r"(tricks?|points?|chips?|cards?|deals?|players?|units?|pips?|rounds?)\b",
}


# Words the "Words" decisions (docs/decisions.md) rule out, with the word to say instead: the
# table's strings (static/js/i18n*.js) and the rules pages (static/js/rules/) are held to the
# same list.  "*" applies to every game's files, a game's own entries to its files only.
RULED_OUT: dict[str, dict[str, str]] = {
    "*": {
        r"выполн": "a contract is «сделана» («сделали игру»), as the Quadrille and Brandeln sources say",
        r"(?:игра|соло|альянс)\W+(?:не )?сыгран": "a contract is «сделана», a lost one «не сделана»/«проиграна»",
        r"поддерж": "one holds a bet or a raise: «держать», «никто не держал»",
    },
    "brandeln": {r"ставк": "a Brandeln bid is a «заказ» (its seed)"},
    "cuatrola": {r"ставк": "a Cuatrola bid is a «заявка»",
                 r"противник": "the other pair are «соперники», as the table says"},
    "quadrille": {r"надбав": "Quadrille's raise is «повышение», the rule book's word"},
    "vinegret": {r"смежн": "two cards next in rank are «соседние»"},
}


def game_files(game: str) -> list[Path]:
    """A game's own words: its translation table and its rules page."""
    return [JS / "i18n" / f"{game}.js", JS / "rules" / f"{game}.js"]


def russian_form(n: int) -> str:
    """Russian's three count forms, written out independently of the page's Intl.PluralRules."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def english_form(n: int) -> str:
    return "one" if n == 1 else "many"


FORM = {"ru": russian_form, "en": english_form}


def plural_bases_in_code() -> set[str]:
    """Every base a script passes to plural(n, "base"), besides those the templates name."""
    found: set[str] = set()
    for path in JS.rglob("*.js"):
        found |= set(re.findall(r'\bplural\([^,()]+(?:\([^()]*\))?[^,()]*,\s*"([\w.]+)"\)',
                                path.read_text(encoding="utf-8")))
    return found


@cache
def rendered() -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "Node.js is needed (tools/setup.sh installs it with eslint)"
    request = {"counts": COUNTS, "plurals": sorted(plural_bases_in_code() | {"tricks"}), "written": WRITTEN}
    done = subprocess.run([node, "--experimental-default-type=module", str(ROOT / "tests" / "i18n_render.mjs"),
                           json.dumps(request)], capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def table(lang: str) -> dict[str, str]:
    return rendered()[lang]["table"]


def texts_of(*paths: Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in paths)


def test_both_languages_have_every_key_and_every_plural_form() -> None:
    ru, en = table("ru"), table("en")
    assert set(ru) == set(en), {"only ru": sorted(set(ru) - set(en)), "only en": sorted(set(en) - set(ru))}
    bases = plural_bases_in_code() | {base for text in ru.values() for _, base in COUNTED.findall(text)}
    assert {"tricks", "vg.pips", "welcome.players", "hint.deals", "vg.pay.rivals"} <= bases
    for base in bases:
        for form in ("one", "few", "many"):
            assert f"{base}.{form}" in ru and f"{base}.{form}" in en, f"{base}.{form}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_counted_template_agrees_with_its_number(lang: str) -> None:
    """Each {count|base} renders as the number and the form its grammar asks for."""
    done = rendered()[lang]
    assert len(done["rendered"]) >= 25, "the hints, payments, targets and lessons count things"
    for key, by_count in done["rendered"].items():
        template = done["table"][key]
        for n in COUNTS:
            text = by_count[str(n)]
            for _name, base in COUNTED.findall(template):
                form = done["table"][f"{base}.{FORM[lang](n)}"]
                phrase = form.replace("{n}", str(n)) if "{n}" in form else f"{n} {form}"
                assert phrase in text, (lang, key, n, text)
            assert "|" not in text, (key, text)


def test_the_plural_helper_picks_russian_one_few_many() -> None:
    ru, en = rendered()["ru"]["plurals"], rendered()["en"]["plurals"]
    expected = {1: "1 взятка", 2: "2 взятки", 5: "5 взяток", 11: "11 взяток", 12: "12 взяток",
                21: "21 взятка", 22: "22 взятки", 25: "25 взяток", 111: "111 взяток", 0: "0 взяток"}
    assert {n: ru["tricks"][str(n)]["phrase"] for n in expected} == expected
    assert [en["tricks"][str(n)]["phrase"] for n in (1, 2, 21)] == ["1 trick", "2 tricks", "21 tricks"]
    # A form that places the number itself keeps it where it stands.
    assert ru["welcome.players"]["21"]["word"] == "21 игрок" and en["welcome.players"]["1"]["word"] == "1 player"
    for base, by_count in ru.items():
        for n in COUNTS:
            assert by_count[str(n)]["word"] == table("ru")[f"{base}.{russian_form(n)}"].replace("{n}", str(n)), base


WRITTEN = [1000, 1001, 1002, 2.5, 21, -3.24, -12000]


def test_numbers_are_written_the_languages_way_and_counts_keep_their_plural() -> None:
    """Every number the page writes, alone or inside a sentence, has the language's digit
    grouping and decimal sign and the true minus; a count's noun agrees with it ("1 000
    возможных раскладов" was "расклада").  A hint's average score read "-3.5" with a hyphen."""
    nbsp = "\u00a0"
    ru = {n: {k: text.replace(nbsp, " ") for k, text in forms.items()}
          for n, forms in rendered()["ru"]["written"].items()}
    en = rendered()["en"]["written"]
    assert {n: forms["alone"] for n, forms in ru.items()} == {
        "1000": "1 000", "1001": "1 001", "1002": "1 002", "2.5": "2,5", "21": "21", "-3.24": "−3,2",
        "-12000": "−12 000"}
    assert {n: forms["alone"] for n, forms in en.items()} == {
        "1000": "1,000", "1001": "1,001", "1002": "1,002", "2.5": "2.5", "21": "21", "-3.24": "−3.2",
        "-12000": "−12,000"}
    assert {n: ru[n]["counted"] for n in ("1000", "1001", "1002", "2.5", "21")} == {
        "1000": "1 000 взяток", "1001": "1 001 взятка", "1002": "1 002 взятки", "2.5": "2,5 взятки", "21": "21 взятка"}
    assert {n: en[n]["counted"] for n in ("1000", "1001", "2.5", "21")} == {
        "1000": "1,000 tricks", "1001": "1,001 tricks", "2.5": "2.5 tricks", "21": "21 tricks"}
    assert "в среднем −3,2." in ru["-3.24"]["hint"] and "1 001 возможн" in ru["1001"]["hint"], ru
    assert "−3.2 on average" in en["-3.24"]["hint"] and "1,001 possible deals" in en["1001"]["hint"], en
    for forms in [*ru.values(), *en.values()]:
        assert "-" not in forms["alone"] + forms["hint"], forms


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_count_is_left_without_its_plural(lang: str) -> None:
    """A number placeholder followed by a counted noun must go through {count|base} instead.

    Exceptions say why: the number is a fixed rule fact, or the noun is governed by a
    preposition that takes one case for every number the game can show."""
    fixed = {
        "contract.need.tricks",  # "не меньше {n} взяток": n is 3–6 (Brandeln's contracts)
        "contract.need.mord",  # all 7 tricks
        "vg.why.run", "vg.why.runpips",  # "({x} против {y} карт)": against takes the genitive plural, y is 3 or 4
        *(["err.too_many_cards", "err.stock_short"] if lang == "ru" else []),  # "карт не больше: {limit}"
        "welcome.players.range",  # "от {min} до {max} игроков": до takes the genitive plural, max is 4–6
    }
    bare = re.compile(r"\{(\w+)\}\s+" + COUNT_NOUNS[lang], re.I)
    numeric = {"n", "k", "t", "total", "count", "deals", "limit", "stock", "value", "price", "x", "y", "amount",
               "own", "opp", "score", "other", "min", "max"}
    forms = (".one", ".few", ".many")  # a plural form is the noun itself
    offenders = {key: text for key, text in table(lang).items() if key not in fixed and not key.endswith(forms)
                 and any(m.group(1) in numeric for m in bare.finditer(text))}
    assert not offenders, offenders


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_percent_sign_never_wraps_away_from_its_number(lang: str) -> None:
    """«в 27 %» broke after «27» on a phone's hint line: a space before % is a no-break one."""
    loose = {key: text for key, text in table(lang).items() if re.search(r"[\w}] %", text)}
    assert not loose, loose


def test_the_known_bad_phrases_are_gone() -> None:
    en = table("en")
    every_en = " ".join(en.values())
    for phrase in ("each of the other {k}", "Your say", "deals the bot imagines"):
        assert phrase not in every_en, phrase
    # The contract is named as the rule book does, but never bare "Brandel", which reads as a typo for the game.
    rules = texts_of(*JS.glob("rules/*.js"), JS / "i18n" / "tutorial.js")
    assert not re.search(r"Brandel\b(?! \(three\))", every_en + rules)
    assert en["bid.brandeln"] == en["story.contract.brandeln.brandeln"] == "Brandel (three)"
    assert table("ru")["bid.brandeln"] != table("ru")["game.brandeln"]


def test_vist_is_only_vinegrets_quoted_source_word() -> None:
    """«Вист» is a preference player's word for defending: no game here says it, except Vinegret,
    whose Russian source calls keeping one's cards "заявить вист" — quoted as the source's term,
    never as the label of a button or a log line."""
    vist = re.compile(r"вист", re.I)
    others = [p for p in [JS / "i18n.js", *JS.glob("i18n/*.js"), *JS.glob("rules/*.js"), JS / "glossary.js"]
              if "vinegret" not in p.name]
    for path in others:
        assert not vist.search(path.read_text(encoding="utf-8")), path
    ru = table("ru")
    for key in ("vg.say.keep", "vg.log.keep", "vg.prompt.exchange", "vg.prompt.draw",
                "vinegret.opt.vade_payers.keepers"):
        assert not vist.search(ru[key]), (key, ru[key])
    for text in [*(v for k, v in ru.items() if k.startswith(("vg.", "vinegret."))),
                 texts_of(JS / "rules" / "vinegret.js")]:
        for m in vist.finditer(text):
            before = text[max(0, m.start() - 30):m.start()]
            assert re.search(r"[«“]|заявля\w+ $|заявить $", before), text[max(0, m.start() - 60):m.end() + 20]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_one_term_per_concept(lang: str) -> None:
    """The score sheet, the glossary and the table name a contract or a level alike."""
    words = table(lang)
    same = {
        "brandeln": {c: f"bid.{c}" for c in ("brandeln", "four", "five", "six", "bettel", "mord", "all_pass")},
        "quadrille": {c: f"qd.bid.{c}" for c in ("alliance", "solo")} | {"vole": "qd.contract.vole"},
        "cuatrola": {c: f"cu.bid.{c}" for c in ("solo", "cuatrola", "quintola", "pass_out")},
    }
    for game, codes in same.items():
        for code, key in codes.items():
            assert words[f"story.contract.{game}.{code}"] == words[key], (game, code)
    for suit in "OEB":  # the Spanish suits named alike by the table's common words and Cuatrola's own
        assert words[f"suit.{suit}"] == words[f"sp.suit.{suit}"]
        assert words[f"suit.{suit}.gen"] == words[f"sp.suit.{suit}.of"]
    assert words["rank.N"] == words["sp.short.N"]
    for level in ("basic", "normal", "strong"):
        assert words[f"story.level.{level}"] == words[f"level.{level}"], level
    glossary = texts_of(JS / "rules" / "brandeln.js")
    assert json.dumps(words["bid.brandeln"], ensure_ascii=False)[1:-1] in glossary
    # A contract is made or not: "сделана", as the Quadrille and Brandeln sources say, on the sheet,
    # the table and in the lessons alike — not "выполнена" in one place and "сыграна" in another.
    if lang == "ru":
        assert words["story.sheet.made"] == "сделана"
        assert not [k for k, v in words.items() if re.search(r"\}»? (?:не )?сыгран[аоы]?\b", v)]
    # A bid is Brandeln's "заказ" and Quadrille's "заявка", never "ставка" (Quadrille's ante, Vinegret's bet);
    # Quadrille's raise is the rule book's "повышение" on the table as on the rules page.
    if lang == "ru":
        for key in ("auction.high", "auction.none", "qd.auction.high", "qd.auction.none", "err.bid_too_low",
                    "qd.err.bid_too_low", "lesson.brandeln.bid", "lesson.quadrille.bid"):
            assert "ставк" not in words[key].lower(), key
        assert "заказ" in words["auction.high"].lower() and "заявк" in words["qd.auction.high"].lower()


def test_english_names_a_contract_with_a_capital_everywhere() -> None:
    """The bid buttons say Solo, Alliance, Vole…; running text says them alike."""
    lower = re.compile(r"(?<![“\w])(solo|alliance|vole|cuatrola|quintola|bettel|mord|remise)\b")
    found = {k: v for k, v in table("en").items() if lower.search(v)}
    assert not found, found
    for path in JS.glob("rules/*.js"):  # the rules pages and glossaries; a [[key|…]] link's key is code
        english = re.findall(r'"en": "((?:[^"\\]|\\.)*)"', path.read_text(encoding="utf-8"))
        assert len(english) > 50, path
        lowered = [text for text in english if lower.search(re.sub(r"\[\[\w+\|", "[[", text))]
        assert not lowered, (path.name, lowered)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_ruled_out_word_on_the_table_or_in_the_rules(game: str) -> None:
    """The Words decisions' ruled-out terms, in the game's table and rules page and in the common files."""
    common = [JS / "i18n.js", *(p for p in JS.glob("i18n/*.js") if p.stem not in GAMES)]
    checks = [(pattern, why, game_files(game)) for pattern, why in RULED_OUT[game].items()]
    checks += [(pattern, why, game_files(game) + common) for pattern, why in RULED_OUT["*"].items()]
    found = [(path.name, m.group(0), why) for pattern, why, paths in checks for path in paths
             for m in re.finditer(r"\w*" + pattern + r"\w*", path.read_text(encoding="utf-8"), re.I)]
    assert not found, found


def test_the_ruled_out_words_are_caught() -> None:
    """The check above can fail: the words these pages used to say."""
    said = {"brandeln": "«Четыре» выполнены, вам +4", "cuatrola": "Невыполненная игра отдаёт свои очки противникам",
            "quadrille": "Позже туда добавляется надбавка", "vinegret": "Бонус за неподдержанную ставку, есть смежные"}
    for game, text in said.items():
        patterns = {**RULED_OUT["*"], **RULED_OUT[game]}
        assert any(re.search(p, text, re.I) for p in patterns), (game, text)
    assert not any(re.search(p, "Игра «Четыре» сделана; никто не держал; соседние", re.I)
                   for game in RULED_OUT for p in RULED_OUT[game])


def rules_items(game: str, section_id: str, lang: str) -> list[str]:
    """The paragraphs and list items of one section of a rules page, as read (links and bold unwrapped)."""
    text = (JS / "rules" / f"{game}.js").read_text(encoding="utf-8")
    book = json.loads(text[text.index("export default") + len("export default"):].strip().removesuffix(";"))
    section = next(s for s in book["sections"] if s["id"] == section_id)
    items = [b["p"] for b in section["blocks"] if "p" in b] + [i for b in section["blocks"] for i in b.get("ul", [])]
    return [re.sub(r"\[\[[\w-]+\|(.+?)\]\]", r"\1", item[lang]).replace("**", "").replace("\u00a0", " ")
            for item in items]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_rules_name_each_option_as_the_new_match_dialog_does(game: str, lang: str) -> None:
    """Every option of the engine is taught under its New match label (a trailing "(…)" aside),
    and the rules give a number option's default where they name it."""
    items = rules_items(game, "options", lang)
    options = get_game(game).options
    assert options
    for name, option in options.items():
        label = re.sub(r"\s*\([^()]*\)$", "", table(lang)[f"{game}.opt.{name}"]).lower()
        naming = [item for item in items if label in item.lower()]
        assert naming, (game, lang, name, label)
        if option.kind == "int":
            assert any(re.search(rf"(?<![\d.]){option.default}(?!\d)", item) for item in naming), (name, naming)



# Words that govern a case other than the nominative.  A Spanish card is written out by name
# in the nominative («туз монет», i18n.js cardName), so it may not follow one of them directly:
# «пошёл конь кубков», «Сбросьте король монет» and «бейте козырем туз мечей» are wrong.
GOVERNS_ANOTHER_CASE = re.compile(
    r"(?:картой|козырем|сбросьте|сбросить|положил\w*|дал[аи]?|дать|дайте|бить|бейте|побить|перебить|класть|кладите|"
    r"ходите|пошл[аи]|можно и|нужно|взял[аи]?|отдать|с|со)\s+(?=\{(?:card|[2-9TJQKAN][OCEB])\})", re.I)


def spanish_card_texts() -> list[str]:
    """The Russian texts that may name a Spanish card: Cuatrola's table and rules, and the lessons."""
    ru = table("ru")
    rules = (JS / "rules" / "cuatrola.js").read_text(encoding="utf-8")
    return [v for k, v in ru.items() if k.startswith(("cu.", "lesson.")) and "{card}" in v] + \
        re.findall(r'"ru": "((?:[^"\\]|\\.)*)"', rules)


def test_a_spanish_card_name_stands_where_russian_takes_the_nominative() -> None:
    texts = spanish_card_texts()
    assert len(texts) > 40 and sum("{card}" in t for t in texts) >= 6
    assert not [t for t in texts if GOVERNS_ANOTHER_CASE.search(t)]
    for wrong in ("Пако пошёл {NC}, Лола положила {KC}.", "Ходите козырем {card}: так", "Сбросьте {card}.",
                  "можно и {NO}"):
        assert GOVERNS_ANOTHER_CASE.search(wrong), wrong


def key_users() -> tuple[set[str], list[re.Pattern[str]]]:
    """What names a key of the table: every quoted word in the page's scripts, its HTML, the
    engine (hint reasons, lessons), the tools that write lessons and i18n.js's own code, and,
    for keys built at run time, a pattern per template (`qd.bid.${bid}`, `${own}seat.bot${s}`,
    f"hint.reason.{key}", "prefix." + name)."""
    tables = {JS / "i18n.js", *(JS / "i18n").glob("*.js")}
    table_line = re.compile(r'(?m)^\s*"[A-Za-z][\w.\-]*": .*$')
    sources = [p for p in JS.rglob("*.js") if p not in tables] + [ROOT / "index.html"] + \
        sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "tools").glob("*.py"))
    code = "\n".join([*(p.read_text(encoding="utf-8") for p in sources),
                      table_line.sub("", (JS / "i18n.js").read_text(encoding="utf-8"))])
    quoted = set(re.findall(r'["\'`]([A-Za-z][\w.\-]*)["\'`]', code))
    key = r"[A-Za-z][\w\-]*(?:\.[\w\-]+)*\."
    prefixes = set(re.findall(rf'[`"\'](?:f")?({key})\$?\{{', code)) | \
        set(re.findall(rf'f"({key})\{{', code)) | set(re.findall(rf'["\']({key})["\']\s*\+', code))
    infixes = set(re.findall(r"\}([\w.\-]*[A-Za-z][\w.\-]*)\$\{", code))
    built = [re.compile(re.escape(p) + r"[\w.\-]+") for p in prefixes] + \
        [re.compile(r"[\w.\-]*" + re.escape(i) + r"[\w.\-]+") for i in infixes]
    return quoted, built


def test_every_key_of_the_table_is_used() -> None:
    """A sentence nothing shows is dead weight that still has to be translated and kept true."""
    quoted, built = key_users()
    ru = table("ru")
    bases = plural_bases_in_code() | {base for text in ru.values() for _, base in COUNTED.findall(text)}

    def used(key: str) -> bool:
        plural = re.fullmatch(r"(.+)\.(?:one|few|many)", key)
        return key in quoted or any(p.fullmatch(key) for p in built) or \
            bool(plural and (plural[1] in bases or used(plural[1]))) or \
            (key.endswith("You") and used(key[:-3]))  # tSeat's form for the player

    assert len(ru) > 900 and used("seat.bot1") and used("hint.reason.vg_pot_odds") and used("brandeln.opt.target")
    assert [key for key in ru if not used(key)] == []


# A player's name is written as it is (the bots' names are not declined) and may be a woman's
# (Cuatrola's Лола), so a Russian sentence keeps it where the nominative stands and gives it
# no verb in the past tense, which would say whether the player is a man or a woman.
NAME = r"\{(?:name|partner|who|winner|dealer|declarer|bettor)\}"
NAME_IN_ANOTHER_CASE = re.compile(
    rf"(?:^|[\s(«])(?:у|от|к|ко|для|с|со|без|против|кроме|после|перед|платит|платят|отдаёт|ход|пары)\s+{NAME}", re.I)
NAME_WITH_A_GENDER = re.compile(rf"{NAME}\s+[а-яё]+(?:ал|ял|ил|ел|ул|ыл|ёл)\b|"
                                rf"\b[а-яё]+(?:ал|ял|ил|ел|ул|ыл|ёл)\s+{NAME}", re.I)


def test_a_players_name_stands_in_the_nominative_and_without_a_gender() -> None:
    texts = [text for text in table("ru").values() if re.search(NAME, text)]
    assert len(texts) > 60
    assert [t for t in texts if NAME_IN_ANOTHER_CASE.search(t)] == []
    assert [t for t in texts if NAME_WITH_A_GENDER.search(t)] == []
    for wrong in ("Сдающий ({dealer}) платит {name} бонус 2.", "Ничья: больше всех фишек у {name}.",
                  "Взятку взял {name}", "Партию выиграл {name}.", "ход {name}", "пары {name}"):
        assert NAME_IN_ANOTHER_CASE.search(wrong) or NAME_WITH_A_GENDER.search(wrong), wrong
