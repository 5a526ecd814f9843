"""PyScript worker entry: the only Python file that runs under PyScript.

It exposes the engine's JSON API (game/api.py, plain Python, also tested under
CPython) to the page.  Every function takes and returns JSON strings; the page
(static/js/engine.js) calls them through ``xworker.sync``.  The engine comes as
one zip (``[files]`` of pyscript.toml puts static/vendor/engine.zip in the worker's
file system, tools/vendor.py packs it with its bytecode) and is imported from it.

It tells the page's progress when Python has started (``sync.bootStage``), and
keeps two moments of its start on ``self.hcgBoot`` (milliseconds on
the worker's clock) for tools/measure_boot.py: when Python began running this
file, and when the engine was imported.
"""
import json
import os
import sys
import traceback

import js

_BOOT = {"python": js.performance.now()}
try:  # the page's progress: Python runs, the engine loads (the page sets bootStage first)
    from pyscript import sync

    sync.bootStage("boot.engine")
except Exception:  # pragma: no cover - only the progress text would be stale
    pass

sys.path.insert(0, os.path.abspath("engine.zip"))
try:
    import game.api as _api

    _IMPORT_ERROR = None
except Exception:  # pragma: no cover - shown to the page by hello()
    _api = None
    _IMPORT_ERROR = traceback.format_exc()
_BOOT["imports"] = js.performance.now()
js.self.hcgBoot = js.JSON.parse(json.dumps(_BOOT))


def hello():
    """Boot check: Python version and whether the engine imported."""
    return json.dumps({
        "ok": _IMPORT_ERROR is None,
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "error": _IMPORT_ERROR,
    })


def _engine():
    if _api is None:
        raise RuntimeError("game.api failed to import:\n" + str(_IMPORT_ERROR))
    return _api


def games():
    return _engine().games()


def new_match(request):
    return _engine().new_match(str(request))


def tutorial(request):
    return _engine().tutorial(str(request))


def view():
    return _engine().view()


def act(action):
    return _engine().act(str(action))


def bot_step():
    return _engine().bot_step()


def hint():
    return _engine().hint()


def next_deal():
    return _engine().next_deal()


def warm():
    return _engine().warm()


def save():
    return _engine().save()


def restore(data):
    return _engine().restore(str(data))


# the story of the match: the score sheet, taking a move back, skipping to the result
def score_sheet():
    return _engine().score_sheet()


def take_back():
    return _engine().take_back()


def skip_to_result():
    return _engine().skip_to_result()


__export__ = ["hello", "games", "new_match", "tutorial", "view", "act", "bot_step", "hint", "next_deal",
              "save", "restore", "warm", "score_sheet", "take_back", "skip_to_result"]
