"""Helpers for the layout tests: window sizes, where a control can really be
tapped, and one deal played by taps at those points.

A control counts as reachable only where ``document.elementFromPoint`` hits it
(or a descendant) over a whole 24×24 px square inside the window's safe area:
nothing is scrolled into view for the player, and a control under another
element, clipped by a scrolling panel or under a phone's notch has no such square.
"""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .conftest import wait_until

TARGET = 24  # px: the smallest visible part of a control (WCAG 2.2, 2.5.8)


@dataclass(frozen=True)
class Size:
    name: str
    width: int
    height: int
    touch: bool  # phones and tablets: touch emulation, taps
    # the safe area's insets (top, right, bottom, left): a notch and a home bar inside the window
    insets: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def viewport(self) -> dict:
        return {"width": self.width, "height": self.height}

    def dress(self, context, page) -> None:
        """Give ``page`` (before it is opened) this size's safe area: Chromium's
        ``env(safe-area-inset-*)`` as on the phone, and ``window.__safe`` for the checks."""
        if self.insets == (0, 0, 0, 0):
            return
        top, right, bottom, left = self.insets
        context.new_cdp_session(page).send("Emulation.setSafeAreaInsetsOverride", {
            "insets": {"top": top, "right": right, "bottom": bottom, "left": left}})
        page.add_init_script(f"window.__safe = {{top: {top}, right: {right}, bottom: {bottom}, left: {left}}};")


PHONE_360 = Size("phone 360×640", 360, 640, True)
PHONE_390 = Size("phone 390×664", 390, 664, True)
SIDEWAYS_740 = Size("phone sideways 740×360", 740, 360, True)
SIDEWAYS_640 = Size("phone sideways 640×360", 640, 360, True)
TABLET_UP = Size("tablet 768×1024", 768, 1024, True)
TABLET_SIDE = Size("tablet 1024×768", 1024, 768, True)
LAPTOP_1280 = Size("laptop 1280×720", 1280, 720, False)
LAPTOP_1366 = Size("laptop 1366×657", 1366, 657, False)
DESKTOP = Size("desktop 1920×1080", 1920, 1080, False)
SIZES = [PHONE_360, PHONE_390, SIDEWAYS_740, SIDEWAYS_640, TABLET_UP, TABLET_SIDE, LAPTOP_1280, LAPTOP_1366, DESKTOP]

# The plates a decision's panel leaves clear in a laptop's window (and an iPad's held
# landscape): all four, or in an old laptop's window the others (the player's own may go under it).
LAPTOP_WINDOWS = [(1366, 657, "all"), (1280, 720, "all"), (1536, 730, "all"), (1100, 640, "all"),
                  (1280, 600, "all"), (1024, 600, "all"), (1280, 577, "all"), (1440, 789, "all"),
                  (1280, 800, "all"), (1024, 768, "all"), (1180, 820, "all"), (1194, 834, "all"),
                  (800, 600, "others"), (900, 700, "others")]

# Where each game shows what is played on the table (Vinegret has no tricks: its pool).
TRICK_AREA = {"brandeln": "#trick", "cuatrola": "#trick", "quadrille": "#trick", "vinegret": ".vg-pool"}
STATUS = "#table-status"  # the contract and trump, on the table at every size
PROMPT = "#prompt"  # whose turn it is

# Installed before the page's own scripts: long main-thread tasks and every
# animation that starts (a panel that replays its fade-in shows up here).
OBSERVERS = """
window.__layout = {longtasks: [], animations: []};
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__layout.longtasks.push({start: e.startTime, ms: e.duration});
  }).observe({type: 'longtask', buffered: true});
} catch (e) {}
document.addEventListener('animationstart', (ev) => {
  const el = ev.target;
  window.__layout.animations.push({name: ev.animationName, cls: String(el.className || ''), t: performance.now()});
}, true);
"""

# A Chromium performance trace with the JavaScript stack of each layout a script forced.
TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline",
                    "disabled-by-default-devtools.timeline.stack"]


def forced_layouts(trace: bytes, origin: str) -> list[str]:
    """The style or layout passes the page's own scripts forced in mid-run (a read of a
    size after a write): a trace's Layout and UpdateLayoutTree events that carry a JavaScript
    stack whose top is in the page's own modules (``<origin>static/app/``, their bundle).
    A frame's own layout has no stack."""
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    found = []
    for e in events:
        if e.get("name") not in ("Layout", "UpdateLayoutTree"):
            continue
        args = e.get("args", {})
        stack = (args.get("beginData") or args.get("data") or {}).get("stackTrace") or []
        if stack and stack[0].get("url", "").startswith(f"{origin}static/app/"):
            top = stack[0]
            found.append(f"{e['name']} at {top.get('functionName')} "
                         f"({top['url'].rsplit('/', 1)[-1]}:{top.get('lineNumber')})")
    return found


# Nodes put on the page under the table's parts, counted by a MutationObserver (installed by
# the test): a redraw that changed nothing adds none.
COUNT_ADDED = """
(sel) => { window.__added = 0;
  const mo = new MutationObserver((list) => { for (const m of list) window.__added += m.addedNodes.length; });
  for (const el of document.querySelectorAll(sel)) mo.observe(el, {childList: true, subtree: true}); }
"""

# Pictures put on the page under the table's parts (an <img> added, alone or inside an added
# node): a redraw in place adds one only for a card newly shown, never again for one on screen.
COUNT_PICTURES = """
(sel) => { window.__pictures = 0;
  const mo = new MutationObserver((list) => { for (const m of list) for (const n of m.addedNodes)
    if (n.nodeType === 1) window.__pictures += (n.tagName === 'IMG' ? 1 : 0) + n.querySelectorAll('img').length; });
  for (const el of document.querySelectorAll(sel)) mo.observe(el, {childList: true, subtree: true}); }
"""

# The steps applied to the table so far in this deal (the human's and the bots').
STEPS_SO_FAR = "window.__app.state.view.history.length"


def long_tasks(trace: bytes, origin: str, over_ms: float = 50.0) -> list[tuple[float, float]]:
    """The page's main-thread tasks longer than ``over_ms`` in a trace: (wall ms, CPU ms) each.
    The main thread is the renderer thread that ran the page's own scripts; a task's CPU
    time is the thread's time in it (``tdur``), without the time other processes took."""
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    ran = Counter((e["pid"], e["tid"]) for e in events if e.get("name") == "FunctionCall"
                  and str((e.get("args", {}).get("data") or {}).get("url", "")).startswith(origin))
    if not ran:
        return []
    main = ran.most_common(1)[0][0]
    return sorted(((e["dur"] / 1000, e.get("tdur", 0) / 1000) for e in events
                   if (e.get("pid"), e.get("tid")) == main and e.get("ph") == "X" and e.get("name") == "RunTask"
                   and e.get("dur", 0) / 1000 > over_ms), reverse=True)


# The window's safe area, [X, W) × [Y, H): the window less the insets of ``Size.dress``.
SAFE_RECT = """const s = window.__safe || {top: 0, right: 0, bottom: 0, left: 0};
  const X = s.left, Y = s.top;
  const W = document.documentElement.clientWidth - s.right, H = document.documentElement.clientHeight - s.bottom;"""
# For each element: the centre of a 24×24 square inside the safe area where the
# element (or a descendant) is what a tap would hit, or null.
HITTABLE = """
([els, S]) => els.map((el) => {
  const r = el.getBoundingClientRect();
  """ + SAFE_RECT + """
  const x0 = Math.max(X, r.left), y0 = Math.max(Y, r.top);
  const x1 = Math.min(W, r.right), y1 = Math.min(H, r.bottom);
  if (x1 - x0 < S - 0.5 || y1 - y0 < S - 0.5) return null;
  const hits = (x, y) => { const e = document.elementFromPoint(x, y); return !!e && (e === el || el.contains(e)); };
  const probes = [1, S / 2, S - 1];
  const ok = (x, y) => probes.every((dy) => probes.every((dx) => hits(x + dx, y + dy)));
  const xs = [], ys = [];
  for (let x = x0; x + S <= x1 + 0.5; x += 3) xs.push(x);
  for (let y = y0; y + S <= y1 + 0.5; y += 3) ys.push(y);
  // Prefer squares near the element's middle: the spot a person would aim at.
  const cx = (x0 + x1) / 2 - S / 2, cy = (y0 + y1) / 2 - S / 2;
  xs.sort((a, b) => Math.abs(a - cx) - Math.abs(b - cx));
  ys.sort((a, b) => Math.abs(a - cy) - Math.abs(b - cy));
  for (const y of ys) for (const x of xs) if (ok(x, y)) return {x: x + S / 2, y: y + S / 2};
  return null;
})
"""

INSIDE = """
(sel) => {
  const el = document.querySelector(sel);
  if (!el) return {missing: true};
  const r = el.getBoundingClientRect();
  """ + SAFE_RECT + """
  const inside = r.width > 0 && r.height > 0 && r.left >= X - 1 && r.top >= Y - 1
    && r.right <= W + 1 && r.bottom <= H + 1;
  const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {inside, covered: !(e && (e === el || el.contains(e))), text: el.innerText.trim(),
          rect: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]};
}
"""

# Every control the player may need now or next (the top bar's, the hint and the
# drawer's too) that a notice overlaps, even in part: a notice must cover none.
CONTROLS = ("[data-action], [data-next], [data-new-match], #hand .hand-card, #btn-hint, #btn-side, "
            ".topbar button, .topbar select")
# Whether two boxes share more than half a pixel each way (the checks below).
HIT = """const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
  && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;"""
UNDER_NOTICES = """
(sel) => { """ + HIT + """
  const notes = [...document.querySelectorAll('#notices .notice')].map((n) => n.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  return [...document.querySelectorAll(sel)].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && notes.some((n) => hit(n, r));
  }).map((el) => (el.dataset.action || el.dataset.card || el.id || el.className) + ' @' +
    [el.getBoundingClientRect().top, el.getBoundingClientRect().bottom].map(Math.round).join('-'));
}
"""
# Each card of the hand whose box (a rotated card's bounding box: all its corners)
# reaches past an edge of the window, with by how many px: every card must be whole on screen.
HAND_OUTSIDE = """
() => { """ + SAFE_RECT + """
  return [...document.querySelectorAll('#hand .hand-card')].map((el) => {
    const r = el.getBoundingClientRect();
    return [el.dataset.card, Math.max(X - r.left, Y - r.top, r.right - W, r.bottom - H)];
  }).filter(([, out]) => out > 0.5).map(([card, out]) => `${card} by ${out.toFixed(1)} px`); }
"""
# Each seat's plate (its name, chips, badges) not whole inside the safe area: a seat beside
# a phone's notch must not be read under it.
PLATES_OUTSIDE = """
() => { """ + SAFE_RECT + """
  return [...document.querySelectorAll('#felt .plate')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && (r.left < X - 0.5 || r.top < Y - 0.5 || r.right > W + 0.5 || r.bottom > H + 0.5);
  }).map((el) => el.innerText.replace(/\\s+/g, ' ') + ' @' + JSON.stringify(el.getBoundingClientRect())); }
"""

# Each seat's speech bubble whose words reach past its box (one word wider than the bubble:
# Quadrille's «Альянс» over «Карл» at 1280×577) or that is not whole inside the safe area.
# The words' box is a range's (the bubble's arrow overflows it on purpose).
BUBBLES_CUT = """
() => { """ + SAFE_RECT + """
  return [...document.querySelectorAll('#felt .seat:not([hidden]) .bubble')].map((el) => {
    const r = el.getBoundingClientRect(), words = document.createRange();
    words.selectNodeContents(el);
    const t = words.getBoundingClientRect();
    const cut = t.left < r.left - 0.5 || t.right > r.right + 0.5 || t.top < r.top - 0.5 || t.bottom > r.bottom + 0.5;
    const out = r.left < X - 0.5 || r.top < Y - 0.5 || r.right > W + 0.5 || r.bottom > H + 0.5;
    return r.width > 0 && (cut || out) ? `${el.innerText.replace(/\\s+/g, ' ')}: words `
      + `${Math.round(t.left)}–${Math.round(t.right)} in ${Math.round(r.left)}–${Math.round(r.right)}` : null;
  }).filter(Boolean); }
"""


def panels_clear_plates(width: int, height: int) -> str | None:
    """Which decision panels must leave the seats' plates readable in a window: on an upright
    tablet (from the iPad mini's 744×1133) all of them, its felt has the room; on a laptop's or
    a tablet's window those that fit between the top seats' plates and the player's own, which
    they leave clear (the side seats sit beside them, and a low felt's beside a wide panel); on a
    phone held sideways an auction the side seats' (who passed, who holds the bid: at 844×390 it
    hid both); upright, none, its panel as wide as its felt."""
    if height > width > 740 and height >= 900:
        return "all"
    if width > 640 and height > 500:
        return "fitting"
    return "sides" if width >= 560 and height <= 500 else None


# Each seat's plate that a decision's panel covers, even in part (who sits where, deals and
# holds what must stay readable beside the panel); with ``fitting``, the top and bottom seats'
# only, and only if the panel fits between their plates with 4 px to spare each side; with
# ``sides``, under an auction the side seats', and every seat's if it fits so; with ``others``,
# every seat's but the player's own.  Measured once the panel's entrance is over (it rises 10 px into place).
PLATES_UNDER_PANEL = """
async (which) => { """ + HIT + """
  const panel = document.querySelector('#panel-layer:not(.modal) .panel');
  if (!panel) return [];
  await Promise.all(panel.getAnimations().map((a) => a.finished.catch(() => null)));  // a cancelled one rejects
  const p = panel.getBoundingClientRect();
  const plates = [...document.querySelectorAll('#felt .seat:not([hidden]) .plate')]
    .map((el) => [el, el.getBoundingClientRect()]).filter(([, r]) => r.width > 0);
  const at = (pos) => plates.filter(([el]) => el.closest(pos)).map(([, r]) => r);
  const room = Math.min(...at('.seat-bottom').map((r) => r.top))
    - Math.max(...at('.seat-top, .seat-tl, .seat-tr').map((r) => r.bottom));
  const fits = p.height <= room - 8;  // 4 px to spare above and below
  if (which === 'fitting' && !fits) return [];
  if (which === 'sides' && !panel.matches('.panel-auction')) return [];
  const seats = {fitting: '.seat-top, .seat-tl, .seat-tr, .seat-bottom', others: '.seat:not(.seat-bottom)',
                 sides: fits ? '.seat' : '.seat-left, .seat-right'}[which] || '.seat';
  return plates.filter(([el, r]) => el.closest(seats) && hit(r, p))
    .map(([el]) => el.innerText.replace(/\\s+/g, ' ')); }
"""
# A decision's panel whose content is wider than the panel: [content width, box width] (a row
# of Brandeln's trumps ran past a 560 px declaration's edge, reached only by a sideways scroll).
PANEL_CUT_SIDEWAYS = """
() => { const p = document.querySelector('#panel-layer:not(.modal) .panel');
  return p && p.scrollWidth > p.clientWidth + 1 ? [p.scrollWidth, p.clientWidth] : null; }
"""
# Whether the speech bubble of the seat ``pos`` is drawn and covered by a decision's panel.
BUBBLE_UNDER_PANEL = """
(pos) => { """ + HIT + """
  const panel = document.querySelector('#panel-layer:not(.modal) .panel');
  const bubble = document.querySelector(`#felt ${pos} .bubble`);
  if (!panel || !bubble || !bubble.getBoundingClientRect().width) return null;
  return hit(bubble.getBoundingClientRect(), panel.getBoundingClientRect()); }
"""
# Each button of ``sel`` whose content reaches past its own box (its words wrapped or cut
# beyond its border: a button sized for a suit's sign holding "без козыря" did).
SPILLED = """
(sel) => [...document.querySelectorAll(sel)].filter((el) => el.getBoundingClientRect().width > 0
    && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
  .map((el) => `${el.dataset.action}: ${el.innerText.trim()} `
    + `(${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`)
"""
# The words of ``sel`` if it or a part of it is cut short: an ellipsis, or lines clamped.
CUT_SHORT = """
(sel) => { const line = document.querySelector(sel);
  const parts = line ? [line, ...line.querySelectorAll('*')].filter((e) => e.getClientRects().length) : [];
  return parts.some((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
    ? line.innerText.replace(/\\s+/g, ' ') : null; }
"""
NOTICE_TEXTS = "() => [...document.querySelectorAll('#notices .notice')].map((n) => n.innerText.slice(0, 40))"
RESULT_FITS = """
() => { const p = document.querySelector('#panel-layer .panel-result');
  return !p || p.scrollHeight <= p.clientHeight + 1 ? null : [p.scrollHeight, p.clientHeight]; }
"""
# A part of the result wider than its box (a table's last column cut at the panel's edge,
# reached only by a sideways scroll no player guesses): [class, content width, box width].
RESULT_CUT_SIDEWAYS = """
() => { const p = document.querySelector('#panel-layer .panel-result');
  const wide = p && [p, ...p.querySelectorAll('*')].find((e) => e.scrollWidth > e.clientWidth + 1
    && getComputedStyle(e).overflowX !== 'visible');
  return wide ? [wide.className, wide.scrollWidth, wide.clientWidth] : null; }
"""

# Parts of the result that run into each other: two of its blocks (the heading, the words,
# the table, the payments, Next deal and Review) overlapping, or one whose content is wider
# than its column (Next deal over the table's labels, a heading squeezed under the table),
# Vinegret's table apart, which scrolls sideways (above): [[class, class or "overflow"], …].
# Measured with the panel scrolled to its end, where the buttons kept in sight over a result
# that scrolls (sticky) stand in their own place.
RESULT_PARTS_COLLIDE = """
() => { const p = document.querySelector('#panel-layer .panel-result');
  if (!p) return [];
  const scrolled = p.scrollTop;
  p.scrollTop = p.scrollHeight;
  const parts = [...p.children].filter((e) => e.getClientRects().length);
  const name = (e) => e.className || e.tagName.toLowerCase();
  const hits = [];
  parts.forEach((a, i) => {
    if (getComputedStyle(a).overflowX === 'visible' && a.scrollWidth > a.clientWidth + 1) {
      hits.push([name(a), 'overflow']);
    }
    const r = a.getBoundingClientRect();
    for (const b of parts.slice(i + 1)) {
      const q = b.getBoundingClientRect();
      const apart = r.right - 1 <= q.left || q.right - 1 <= r.left || r.bottom - 1 <= q.top || q.bottom - 1 <= r.top;
      if (!apart) hits.push([name(a), name(b)]);
    }
  });
  p.scrollTop = scrolled;
  return hits; }
"""


def describe(page, selector: str) -> list[str]:
    return page.eval_on_selector_all(
        selector, "els => els.map(e => (e.dataset.action || e.dataset.card || e.className) + ' @' + "
        "JSON.stringify(e.getBoundingClientRect()))")


def hittable_points(page, selector: str) -> list[dict | None]:
    handles = page.query_selector_all(selector)
    if not handles:
        return []
    return page.evaluate(f"(args) => ({HITTABLE})([args[0], args[1]])", [handles, TARGET])


def tap_where_seen(page, selector: str, tries: int = 30) -> dict:
    """Click the first element of ``selector`` at a 24×24 spot where it is on top and
    standing still (asked again for a moment while the page redraws it or an entrance
    runs); -> the point clicked.  Fails if it stays covered, off screen or moving."""
    for _ in range(tries):
        seen = hittable_points(page, selector)[:1]
        page.wait_for_timeout(100)
        now = hittable_points(page, selector)[:1]
        if now and now[0] is not None and now == seen:
            page.mouse.click(now[0]["x"], now[0]["y"])
            return now[0]
    raise AssertionError(f"{selector} has no visible spot standing still: {describe(page, selector)[:1]}")


UNDER_POINT = """([x, y]) => { const e = document.elementFromPoint(x, y);
  return e ? e.outerHTML.slice(0, 160) : null; }"""


def tap_for(page, selector: str, expect: str, timeout_ms: int = 15_000) -> None:
    """Tap ``selector`` where it is seen and wait for ``expect`` to appear; if it does not,
    fail saying what the tap met and which dialogs are open."""
    point = tap_where_seen(page, selector)
    try:
        page.wait_for_selector(expect, timeout=timeout_ms)
    except PlaywrightTimeout as missing:
        under = page.evaluate(UNDER_POINT, [point["x"], point["y"]])
        dialogs = page.eval_on_selector_all("dialog[open]", "els => els.map((e) => e.id)")
        raise AssertionError(f"tapped {selector} at {point}, {expect} did not follow; "
                             f"under that point now: {under}; open dialogs: {dialogs}") from missing


@dataclass
class DealReport:
    """What one deal at one size showed: decisions checked, the longest task, shifts."""
    game: str
    size: str
    decisions: int = 0
    taps: int = 0
    phases: set[str] = field(default_factory=set)
    longest_task_ms: float = 0.0
    notices_seen: int = 0  # decisions taken with a notice on screen
    problems: list[str] = field(default_factory=list)
    ended: str = ""


class Player:
    """Plays by tapping (touch sizes) or clicking (mouse sizes) only where a control is visible."""

    def __init__(self, page, size: Size, report: DealReport):
        self.page, self.size, self.report = page, size, report
        self.felt_rect = None

    def problem(self, text: str):
        self.report.problems.append(f"{self.report.game} @ {self.size.name}: {text}")

    def tap_at(self, point: dict):
        if self.size.touch:
            self.page.touchscreen.tap(point["x"], point["y"])
        else:
            self.page.mouse.click(point["x"], point["y"])
        self.report.taps += 1

    def tap(self, selector: str) -> bool:
        """Tap the first element of ``selector`` at a visible point; False if there is none."""
        points = hittable_points(self.page, selector)
        if not points or points[0] is None:
            self.problem(f"cannot tap {selector}: {describe(self.page, selector)[:1]}")
            return False
        self.tap_at(points[0])
        return True

    def check_decision(self, game: str):
        """Every offered control has a 24×24 hittable part; trick, contract and turn are on screen."""
        page = self.page
        self.report.decisions += 1
        wide = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        if wide[0] > wide[1] + 1:
            out = page.evaluate("""(w) => [...document.querySelectorAll('body *')]
                .filter((e) => e.getBoundingClientRect().right > w + 1 && !e.closest('.side'))
                .slice(0, 4)
                .map((e) => `${e.parentElement?.className} > ${e.className || e.tagName}: ${e.textContent}`)""",
                wide[1])
            self.problem(f"page wider than the window: {wide}, {out}")
        controls = "[data-action], [data-next], [data-new-match]"
        phase = page.evaluate("window.__app.state.view.phase")
        if phase in ("exchange", "draw") and page.query_selector("[data-action]"):
            controls += ", #hand .hand-card"  # Vinegret: the cards themselves are picked
        points = hittable_points(page, controls)
        for label, pt in zip(describe(page, controls), points):
            if pt is None:
                self.problem(f"no 24×24 visible part: {label}")
        spilled = page.evaluate(SPILLED, "[data-action]")
        if spilled:
            self.problem(f"words spill out of their button: {spilled[:3]}")
        cut = page.evaluate(PANEL_CUT_SIDEWAYS)
        if cut:
            self.problem(f"the {phase} panel's content is wider than the panel: {cut[0]} px in {cut[1]} px")
        felt = page.evaluate("JSON.stringify(document.querySelector('#felt').getBoundingClientRect())")
        if self.felt_rect is not None and felt != self.felt_rect:
            self.problem(f"the table moved while the bots played: {self.felt_rect} -> {felt}")
        self.felt_rect = felt
        outside = page.evaluate(HAND_OUTSIDE)
        if outside:
            self.problem(f"hand cards not whole inside the window ({phase}): {outside}")
        covered = page.evaluate(UNDER_NOTICES, CONTROLS)
        if covered:
            self.report.notices_seen += 1
            self.problem(f"a notice covers {covered[:3]}: {page.evaluate(NOTICE_TEXTS)}")
        elif page.query_selector("#notices .notice"):
            self.report.notices_seen += 1
        if page.query_selector("[data-deal-over], [data-match-over]"):
            # From 600 px up the result fits whole; lower (phones held sideways) it may
            # scroll under its sticky buttons, which the check above finds visible.
            overflow = page.evaluate(RESULT_FITS) if self.size.height >= 600 else None
            if overflow:
                self.problem(f"the result panel scrolls inside (content {overflow[0]} px in {overflow[1]} px)")
            wide = page.evaluate(RESULT_CUT_SIDEWAYS)
            if wide:
                self.problem(f"the result is cut at its side ({wide[0]}: {wide[1]} px in {wide[2]} px)")
            collide = page.evaluate(RESULT_PARTS_COLLIDE)
            if collide:
                self.problem(f"the result's parts run into each other: {collide}")
            return  # the result panel may cover the table: it is what the player reads now
        for what, sel in (("trick area", TRICK_AREA[game]), ("contract/trump", STATUS), ("turn prompt", PROMPT)):
            got = page.evaluate(INSIDE, sel)
            if got.get("missing") or not got["inside"]:
                self.problem(f"{what} {sel} not inside the window: {got}")
            elif what != "trick area" and (got["covered"] or not got["text"]):
                self.problem(f"{what} {sel} covered or empty: {got}")
        plates = page.evaluate(PLATES_OUTSIDE)
        if plates:
            self.problem(f"seats' plates not whole inside the safe area: {plates[:3]}")
        bubbles = page.evaluate(BUBBLES_CUT)
        if bubbles:
            self.problem(f"seats' bids cut or past the safe area: {bubbles[:3]}")
        which = panels_clear_plates(self.size.width, self.size.height)
        plates = page.evaluate(PLATES_UNDER_PANEL, which) if which else []
        if plates:
            self.problem(f"the {phase} panel covers seats' plates: {plates}")
        # The line and the prompt beside it say all they show.
        for what, sel in (("the contract line", STATUS), ("the turn prompt", PROMPT)):
            cut = page.evaluate(CUT_SHORT, sel)
            if cut:
                self.problem(f"{what} ends in an ellipsis ({phase}): {cut}")


def to_language(page, player: Player, lang: str) -> None:
    """The page in ``lang`` ("ru" or "en"), switched by its button if it is not already."""
    if page.evaluate("document.documentElement.lang") != lang:
        assert player.tap("#btn-lang")
        wait_until(page, "(lang) => document.documentElement.lang === lang", arg=lang)


def show_notices(page, player: Player, *notices: tuple[str, str]) -> None:
    """Put ``notices`` (each a key and a kind) on screen as the page draws them: into its
    state, drawn at its next redraw of the notices, which a switch of language makes
    (twice: back to the language it had)."""
    page.evaluate("""(notices) => window.__app.state.notices.push(...notices.map(([key, kind], i) =>
        ({key, params: {}, id: 'shown' + i, kind})))""", list(notices))
    for _ in range(2):
        assert player.tap("#btn-lang")


def wait_decision(page):
    page.wait_for_selector("[data-action], [data-deal-over], [data-match-over]", timeout=60_000)
    page.wait_for_timeout(60)  # the frame after the render: what a person sees


def view(page) -> dict:
    return page.evaluate("JSON.parse(JSON.stringify(window.__app.state.view))")


def actions_on_screen(page) -> list[str]:
    return page.eval_on_selector_all("[data-action]", "els => els.map(e => e.dataset.action)")


def tap_action(page, player: Player, want: dict) -> bool:
    """Tap the on-screen control of a legal action and wait until the page took it."""
    match = [a for a in actions_on_screen(page) if json.loads(a) == want]
    if not match:
        player.problem(f"no control for {want}")
        return False
    if not player.tap(f"[data-action='{match[0]}']"):
        return False
    wait_until(page, "(a) => !document.querySelector(`[data-action='${a}']`)", arg=match[0])
    return True


def start_match(page, size: Size, game: str, options: dict, seed: int, report: DealReport):
    """A new match from the New match dialog, by taps: the game, its options, basic bots, a seed."""
    player = Player(page, size, report)
    if not player.tap("#btn-new"):
        return
    page.wait_for_selector("#dlg-new[open]")
    page.evaluate("""([game, options, seed]) => {
        const form = document.querySelector('#form-new');
        const radio = form.querySelector(`input[name=game][value=${game}]`);
        radio.checked = true;
        radio.dispatchEvent(new Event('change', {bubbles: true}));  // the dialog shows this game's options
        for (const [name, value] of Object.entries(options)) form.elements[name].value = String(value);
        form.elements.__level.value = 'basic';
        form.elements.__seed.value = String(seed);
    }""", [game, options, seed])
    saved = page.evaluate("g => localStorage.getItem('hcg.match.' + g)", game)
    asks = saved is not None and not json.loads(saved).get("over")  # New match asks over a match in progress
    if not player.tap("#btn-start"):
        return
    if asks:
        page.wait_for_selector("#dlg-ask[open]")
        if not player.tap("#dlg-ask [data-choice=new]"):
            return
    wait_until(page, """(game) => { const v = window.__app.state.view;
        return v && v.game === game && v.match.deal_number === 1 && !window.__app.state.busy; }""", arg=game)


def hint_redraws_nothing(page, player: Player):
    """The hint redraws the table twice (thinking…, then the hint): the decision
    panel on screen must not replay its entrance."""
    # the panel's own entrance, if it has just been mounted, ends first: it is not a replay
    page.evaluate("Promise.all(document.getElementById('panel-layer').getAnimations({subtree: true})"
                  ".map((a) => a.finished))")
    before = page.evaluate("window.__layout.animations.length")
    if not player.tap("#btn-hint"):
        return
    page.wait_for_selector("[data-action].hinted", timeout=90_000)
    page.wait_for_timeout(100)
    replayed = [a for a in page.evaluate("window.__layout.animations")[before:] if "panel" in a["cls"]]
    if replayed:
        player.problem(f"the panel replayed its entrance when the hint redrew the table: {replayed[:2]}")


def play_one_deal(page, size: Size, game: str, rng: random.Random, report: DealReport, max_steps: int = 200,
                  hint_once: bool = False):
    """Play the current deal to its end by taps at visible points, checking every decision
    (and, with ``hint_once``, that asking for a hint does not make the panel replay its entrance)."""
    player = Player(page, size, report)
    for _ in range(max_steps):
        wait_decision(page)
        if page.query_selector("[data-deal-over], [data-match-over]"):
            player.check_decision(game)
            report.ended = "match" if page.query_selector("[data-match-over]") else "deal"
            break
        if not actions_on_screen(page):
            continue
        player.check_decision(game)
        if hint_once and page.query_selector("#panel-layer .panel"):
            hint_once = False
            hint_redraws_nothing(page, player)
        v = view(page)
        report.phases.add(v["phase"])
        discards = [a for a in v["legal"] if a["type"] == "discard"]
        if discards and rng.random() < 0.7:
            ok = pick_discard(page, player, rng.choice(discards))
        else:
            ok = tap_action(page, player, choose(v, rng))
        if not ok:
            break
    else:
        player.problem("the deal did not end")
    report.longest_task_ms = max([t["ms"] for t in page.evaluate("window.__layout.longtasks")] + [0.0])


def choose(v: dict, rng: random.Random) -> dict:
    """Bid or declare now and then (so the declarer's panels are seen too), else the first legal action."""
    legal = v["legal"]
    if v["phase"] in ("auction", "declaration", "declare", "final") and rng.random() < 0.5:
        return rng.choice(legal)
    return legal[0]


def pick_discard(page, player: Player, want: dict) -> bool:
    """Vinegret: pick a legal discard by tapping its cards in the hand, then confirm.
    The panel must not replay its entrance while cards are picked."""
    before = page.evaluate("window.__layout.animations.length")
    for card in want["cards"]:
        if not player.tap(f"#hand .hand-card[data-card='{card}']"):
            return False
        page.wait_for_selector(f"#hand .hand-card[data-card='{card}'] .vg-pick.on")
        page.wait_for_timeout(40)
    replayed = [a for a in page.evaluate("window.__layout.animations")[before:] if "panel" in a["cls"]]
    if replayed:
        player.problem(f"the panel re-animated on a card pick: {replayed[:2]}")
    confirm = ".panel-vg-change .vg-confirm.ready[data-action]"
    page.wait_for_selector(confirm)
    if not player.tap(confirm):
        return False
    page.wait_for_selector(confirm, state="detached")
    return True


def side_is_one_tap_away(page, size: Size, report: DealReport):
    """Below 1100 px the score, last trick and log live in a drawer: one tap opens it
    with the score in sight, one tap closes it."""
    player = Player(page, size, report)
    if not player.tap("#btn-side"):
        return
    wait_until(page, "document.body.classList.contains('side-open')")
    page.wait_for_timeout(350)  # the drawer's slide
    got = page.evaluate(INSIDE, "#box-score")
    if got.get("missing") or not got["inside"] or got["covered"] or not got["text"]:
        player.problem(f"the drawer does not show the score: {got}")
    if player.tap("#btn-side-close"):
        wait_until(page, "!document.body.classList.contains('side-open')")
