"""The page draws, the engine knows: static checks of the page's JavaScript.

- One list of games: the engine's (``game.GAMES``, sent by ``api.games()``).  A game's
  id is written only in its own files (``static/js/games/<id>.js``,
  ``static/js/i18n/<id>.js``, ``static/js/rules/<id>.js``); no other module lists games.
- No rule fact restated: no card values, rank orders, contract tables or trick shapes
  in the page; the facts come with the view.
- One contract per game module: ``static/js/games/base.js`` documents every hook in its
  header and holds a default for each; a game module is ``defineGame({id, …})`` and the
  table never probes whether a game has a hook.
- Each game's own words: its name and a label for every option of its schema, in both
  languages, under its own keys.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import GAMES, get_game

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "static" / "js"
BASE = JS / "games" / "base.js"


def page_sources() -> dict[str, str]:
    """Every JavaScript file of the page by its path under static/js."""
    return {p.relative_to(JS).as_posix(): p.read_text(encoding="utf-8") for p in sorted(JS.rglob("*.js"))}


def own_files(game_id: str) -> set[str]:
    return {f"games/{game_id}.js", f"i18n/{game_id}.js", f"rules/{game_id}.js"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_id_is_written_only_in_its_own_files(game_id: str) -> None:
    literal = re.compile(rf"""["'`]{game_id}["'`.]""")
    strays = [path for path, text in page_sources().items()
              if path not in own_files(game_id) and literal.search(text)]
    assert strays == [], f"{game_id!r} written out in {strays}"
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f"css/{game_id}.css" not in html, "a game's stylesheet is loaded by its module's contract"


def test_each_game_has_its_own_files_and_no_other_module_imports_them() -> None:
    sources = page_sources()
    for game_id in GAMES:
        assert own_files(game_id) <= set(sources), game_id
    for path, text in sources.items():
        if path.startswith(("games/", "i18n/", "rules/")):
            continue
        imported = re.findall(r'from\s+"\./(?:games|i18n|rules)/(\w+)\.js"', text)
        assert not set(imported) & set(GAMES), f"{path} imports a game's own module: {imported}"


RULE_COPIES = [
    (re.compile(r"\bfunction\s+normalize\b"), "normalize(): the engine sends one trick shape"),
    (re.compile(r"\b(?:const|let)\s+(?:VALUE|CARD_POINTS|NEED|CONTRACTS|BIDS|TRUMP_ORDER|PLAIN_RANKS|SUIT_ORDER|KNOWN_GAMES)\b"),
     "a rule table or game list copied into the page"),
    (re.compile(r"""["'](?:[AKQJT2-9N]{5,}|A3KNJ)["']"""), "a rank order written out"),
    (re.compile(r"""["'](?:[AKQJT2-9][SCHD] ){3,}"""), "a card order written out"),
    (re.compile(r"""(?:prev|next)N\b|cards\?*\.length\s*\|\|\s*0\)\s*<="""), "a trick's end inferred from card counts"),
    (re.compile(r"\b\d\s*\*\s*u\b"), "stake units multiplied out in the page"),
]


@pytest.mark.parametrize("pattern, what", RULE_COPIES, ids=[w for _, w in RULE_COPIES])
def test_no_rule_fact_is_restated_in_the_page(pattern: re.Pattern[str], what: str) -> None:
    hits = [f"{path}: {m.group(0)}" for path, text in page_sources().items()
            if not path.startswith("rules/") for m in pattern.finditer(text)]
    assert hits == [], what


def contract_hooks() -> tuple[set[str], set[str]]:
    """The hooks named in base.js's header comment, and the keys of its `base` object."""
    text = BASE.read_text(encoding="utf-8")
    header = text[:text.index("\nimport ")]
    documented = set(re.findall(r"^//\s{3}(\w+)[(:]", header, re.M))
    body = text[text.index("export const base = {"):text.index("\n};\n", text.index("export const base = {"))]
    keys = set(re.findall(r"^  (\w+)(?::|\()", body, re.M))
    return documented, keys


def test_the_contract_documents_every_hook_and_has_a_default_for_each() -> None:
    documented, keys = contract_hooks()
    assert len(keys) >= 25
    assert documented == keys, {"undocumented": sorted(keys - documented),
                                "without a default": sorted(documented - keys)}


def test_the_table_calls_hooks_without_probing_for_them() -> None:
    probe = re.compile(r"\b(?:G|ui\(\))\.(\w+)\s*\?\s*(?:G|ui\(\))\.\1\b")
    hits = [f"{path}: {m.group(0)}" for path, text in page_sources().items() for m in probe.finditer(text)]
    assert hits == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_module_defines_its_game_with_known_hooks_only(game_id: str) -> None:
    text = (JS / "games" / f"{game_id}.js").read_text(encoding="utf-8")
    call = re.search(r"export default defineGame\(\{\n(.*?)\n\}\);\n$", text, re.S)
    assert call, "a game module ends with `export default defineGame({...})`"
    names = set(re.findall(r"^[ \t]*(\w+)", call.group(1), re.M))
    _, keys = contract_hooks()
    assert f'id: "{game_id}"' in call.group(1)
    assert names <= keys, sorted(names - keys)
    assert ("stylesheet" in names) == (ROOT / "static" / "css" / f"{game_id}.css").is_file()


def strings_of(game_id: str) -> dict[str, set[str]]:
    text = (JS / "i18n" / f"{game_id}.js").read_text(encoding="utf-8")
    key = re.compile(r'^\s+"([\w.]+)":', re.M)
    ru, en = text[text.index("  ru: {"):text.index("  en: {")], text[text.index("  en: {"):]
    return {"ru": set(key.findall(ru)), "en": set(key.findall(en))}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_names_itself_and_labels_each_of_its_options(game_id: str) -> None:
    game = get_game(game_id)
    for lang, keys in strings_of(game_id).items():
        assert f"game.{game_id}" in keys, lang
        for name, option in game.options.items():
            assert f"{game_id}.opt.{name}" in keys, (lang, name)
            for choice in option.schema().get("choices", []):
                assert f"{game_id}.opt.{name}.{choice}" in keys, (lang, name, choice)
        assert not {k for k in keys if k.startswith("opt.")}, "option keys go under the game's id"


def test_main_table_has_no_per_game_strings() -> None:
    text = (JS / "i18n.js").read_text(encoding="utf-8")
    ids = "|".join(GAMES)
    assert not re.search(rf'^\s+"(?:game\.(?:{ids})|bid\.\w+|opt\.(?:target|ante)\w*)":', text, re.M)
    assert "./i18n/" not in re.sub(r"//.*", "", text), "the games' strings come with their modules"
