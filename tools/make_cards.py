#!/usr/bin/env python3
"""Generate the card art for the site: SVG playing cards made by the project.

Run ``python3 tools/make_cards.py`` from anywhere; it (re)writes

* ``static/cards/french/XY.svg``  -- 52 French-suited cards,
* ``static/cards/spanish/XY.svg`` -- 20 Spanish-suited cards (A 3 J N K),
* ``static/cards/back.svg`` and ``static/cards/back-spanish.svg``.

Only the Python 3.11 standard library is used and the output is
byte-for-byte deterministic (no timestamps, no randomness, fixed number
formatting), so the generated files can be committed and re-generated
without spurious diffs.

Design notes
------------
Every card uses ``viewBox="0 0 240 336"`` (2.5 x 3.5).  The art is
described as data wherever possible:

* ``FRENCH_RANKS`` / ``FRENCH_SUITS`` / ``SPANISH_RANKS`` /
  ``SPANISH_SUITS`` name and colour the cards;
* ``PIP_SHAPES`` holds the French suit symbols as SVG paths in a
  100 x 100 box centred on the origin (no font glyphs, so every browser
  draws the same pips);
* ``PIP_LAYOUTS`` gives the classic pip positions of the number cards as
  (column, row) coordinates; pips below the centre line are drawn upside
  down as on a real deck;
* ``COURT_PALETTES`` maps each suit to the colours of its court figures,
  which are themselves lists of (fill, path) shapes (``KING`` ...);
* ``PINTA_BREAKS`` gives the number of breaks in the Spanish frame line;
* ``SPANISH_THREE`` / ``SPANISH_ACE`` place the symbols of the 3 and the
  ace, ``SPANISH_HOLD`` says how each figure holds its suit symbol.

The court figures are drawn once (upper half) and repeated rotated by
180 degrees, like a double-ended deck.  Repeated shapes are written once
in ``<defs>`` and placed with ``<use>`` so each file stays small.
"""

from __future__ import annotations

import math
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "static" / "cards"

W, H = 240, 336            # card size in user units (2.5 x 3.5)
CX, CY = W / 2, H / 2      # centre of the card
CORNER_R = 12              # corner radius

SANS = "DejaVu Sans, Arial, Helvetica, sans-serif"
SERIF = "DejaVu Serif, Georgia, serif"

# --------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------
INK = "#151515"            # black suits, outlines
RED = "#c8102e"            # red suits
PAPER = "#ffffff"
EDGE = "#8a8a8a"           # card border
GOLD = "#f2c230"
GOLD_DARK = "#b9860f"
BLUE = "#1f4e9c"
BLUE_DARK = "#163a75"
FACE_RED = "#d42a2a"
SKIN = "#fbe6cd"
GREEN = "#2f7d32"
BROWN = "#8a5a2b"
STEEL = "#c9d6e3"
STEEL_DARK = "#5d7d9c"


# --------------------------------------------------------------------------
# Small helpers for writing SVG text deterministically
# --------------------------------------------------------------------------
def num(v: float) -> str:
    """Format a number compactly and deterministically (max 2 decimals)."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(**kw: object) -> str:
    """Render keyword arguments as SVG attributes (``_`` becomes ``-``).

    ``None`` values are skipped; ``href`` is written as is (SVG 2)."""
    out = []
    for key, val in kw.items():
        if val is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(val, float):
            val = num(val)
        out.append(f' {name}="{val}"')
    return "".join(out)


def el(tag: str, **kw: object) -> str:
    return f"<{tag}{attrs(**kw)}/>"


Scale = float | tuple[float, float]


def use(ref: str, x: float = 0, y: float = 0, scale: Scale = 1.0,
        rotate: float = 0, **kw: object) -> str:
    """Place a ``<defs>`` item centred at (x, y), optionally rotated and
    scaled (``scale`` may be a number or an (sx, sy) pair)."""
    parts = []
    if x or y:
        parts.append(f"translate({num(x)} {num(y)})")
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if isinstance(scale, tuple):
        parts.append(f"scale({num(scale[0])} {num(scale[1])})")
    elif scale != 1:
        parts.append(f"scale({num(scale)})")
    return el("use", href=f"#{ref}", transform=" ".join(parts) or None, **kw)


def group(children: list[str] | str, **kw: object) -> str:
    body = children if isinstance(children, str) else "".join(children)
    return f"<g{attrs(**kw)}>{body}</g>"


def text(s: str, x: float, y: float, size: float, fill: str,
         family: str = SANS, sx: float = 1.0) -> str:
    """Bold centred text with baseline at y; ``sx`` < 1 condenses it."""
    tr = f"translate({num(x)} {num(y)})"
    if sx != 1:
        tr += f" scale({num(sx)} 1)"
    return (f'<text transform="{tr}" font-family="{family}" '
            f'font-size="{num(size)}" font-weight="bold" text-anchor="middle" '
            f'fill="{fill}">{s}</text>')


def document(title: str, defs: list[str], body: list[str]) -> str:
    """Wrap defs and body in a complete SVG document."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" '
        f'viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        f"<title>{title}</title>"
        + (f"<defs>{''.join(defs)}</defs>" if defs else "")
        + "".join(body)
        + "</svg>\n"
    )


def card_blank(stroke: str = EDGE) -> str:
    """The white card with rounded corners and a thin border."""
    return el("rect", x=1, y=1, width=W - 2, height=H - 2, rx=CORNER_R,
              fill=PAPER, stroke=stroke, stroke_width=2)


def rot180(children: str) -> str:
    """The same artwork turned upside down about the card's centre."""
    return group(children, transform=f"rotate(180 {num(CX)} {num(CY)})")


# ==========================================================================
# French-suited deck
# ==========================================================================
FRENCH_SUITS = {
    # code: (name, colour)
    "S": ("spades", INK),
    "C": ("clubs", INK),
    "H": ("hearts", RED),
    "D": ("diamonds", RED),
}

FRENCH_RANKS = {
    # code: (English name, index label)
    "A": ("Ace", "A"), "2": ("Two", "2"), "3": ("Three", "3"),
    "4": ("Four", "4"), "5": ("Five", "5"), "6": ("Six", "6"),
    "7": ("Seven", "7"), "8": ("Eight", "8"), "9": ("Nine", "9"),
    "T": ("Ten", "10"), "J": ("Jack", "J"), "Q": ("Queen", "Q"),
    "K": ("King", "K"),
}

# Suit symbols drawn in a 100 x 100 box centred on (0, 0).
PIP_SHAPES = {
    "H": ('<path d="M0 46C-7 35-48 10-48-16C-48-35-35-46-23-46'
          'C-11-46-3-39 0-29C3-39 11-46 23-46C35-46 48-35 48-16'
          'C48 10 7 35 0 46Z"/>'),
    "D": '<path d="M0-50Q15-21 38 0Q15 21 0 50Q-15 21-38 0Q-15-21 0-50Z"/>',
    "S": ('<path d="M0-48C-6-33-47-13-47 10C-47 25-36 33-24 33'
          'C-14 33-7 28-4 22C-5 34-10 42-19 48L19 48C10 42 5 34 4 22'
          'C7 28 14 33 24 33C36 33 47 25 47 10C47-13 6-33 0-48Z"/>'),
    "C": ('<circle cx="0" cy="-24" r="21.5"/>'
          '<circle cx="-24" cy="10" r="21.5"/>'
          '<circle cx="24" cy="10" r="21.5"/><circle cx="0" cy="4" r="12"/>'
          '<path d="M-4 4C-4 30-9 40-19 48L19 48C9 40 4 30 4 4Z"/>'),
}


def pip_def(suit: str, ident: str = "p") -> str:
    """``<defs>`` entry for a suit symbol filled with the suit colour."""
    return group(PIP_SHAPES[suit], id=ident, fill=FRENCH_SUITS[suit][1])


# Pip columns and rows of the number cards (user units).
COL = {"L": 77, "C": 120, "R": 163}
ROW = {
    "top": 62, "q1": 115, "mid": 168, "q3": 221, "bot": 274,   # quarters
    "n1": 132.67, "n2": 203.33,                             # nine/ten rows
    "t1": 97.33, "t3": 238.67,                              # ten centres
}
PIP_SCALE = 0.42           # number-card pip size (42 units tall)


def _cols(cols: str, row: str) -> list[tuple[str, str]]:
    return [(c, row) for c in cols]


PIP_LAYOUTS: dict[str, list[tuple[str, str]]] = {
    "2": _cols("C", "top") + _cols("C", "bot"),
    "3": _cols("C", "top") + _cols("C", "mid") + _cols("C", "bot"),
    "4": _cols("LR", "top") + _cols("LR", "bot"),
    "5": _cols("LR", "top") + _cols("C", "mid") + _cols("LR", "bot"),
    "6": _cols("LR", "top") + _cols("LR", "mid") + _cols("LR", "bot"),
    "7": (_cols("LR", "top") + _cols("C", "q1") + _cols("LR", "mid")
          + _cols("LR", "bot")),
    "8": (_cols("LR", "top") + _cols("C", "q1") + _cols("LR", "mid")
          + _cols("C", "q3") + _cols("LR", "bot")),
    "9": (_cols("LR", "top") + _cols("LR", "n1") + _cols("C", "mid")
          + _cols("LR", "n2") + _cols("LR", "bot")),
    "T": (_cols("LR", "top") + _cols("C", "t1") + _cols("LR", "n1")
          + _cols("LR", "n2") + _cols("C", "t3") + _cols("LR", "bot")),
}

# Corner index geometry: rank label above a small suit pip.
INDEX_X = 27
INDEX_RANK_Y = 58          # text baseline
INDEX_RANK_SIZE = 55
INDEX_PIP_Y = 88
INDEX_PIP_SCALE = 0.36
INDEX_TEN_SQUEEZE = 0.66   # "10" is drawn horizontally condensed


def french_index(rank: str, suit: str) -> str:
    """Top-left index; the caller repeats it rotated for bottom-right."""
    label = FRENCH_RANKS[rank][1]
    colour = FRENCH_SUITS[suit][1]
    sx = INDEX_TEN_SQUEEZE if len(label) == 2 else 1.0
    return group([
        text(label, INDEX_X, INDEX_RANK_Y, INDEX_RANK_SIZE, colour, sx=sx),
        use("p", INDEX_X, INDEX_PIP_Y, INDEX_PIP_SCALE),
    ])


def french_pips(rank: str) -> list[str]:
    out = []
    for col, row in PIP_LAYOUTS[rank]:
        x, y = COL[col], ROW[row]
        out.append(use("p", x, y, PIP_SCALE, rotate=180 if y > CY else 0))
    return out


def ace_of_spades() -> list[str]:
    """An ornate ace of spades: big spade with white filigree in an oval
    cartouche with rosettes at the four points."""
    body = [
        el("ellipse", cx=CX, cy=CY, rx=78, ry=104, fill="none", stroke=INK,
           stroke_width=2.5),
        el("ellipse", cx=CX, cy=CY, rx=72, ry=98, fill="none", stroke=INK,
           stroke_width=1, stroke_dasharray="1.5 3.5"),
        use("p", CX, CY, 1.25),
        # inset outline and a small rosette inside the spade
        group(PIP_SHAPES["S"], fill="none", stroke=PAPER, stroke_width=3,
              transform=f"translate({num(CX)} {num(CY - 6)}) scale(0.62)"),
        group(PIP_SHAPES["D"], fill=PAPER,
              transform=f"translate({num(CX)} {num(CY - 2)}) scale(0.16)"),
    ]
    for dx, dy in ((0, -104), (0, 104), (-78, 0), (78, 0)):
        body.append(group(PIP_SHAPES["D"], fill=INK, transform=(
            f"translate({num(CX + dx)} {num(CY + dy)}) scale(0.16)")))
        body.append(el("circle", cx=CX + dx, cy=CY + dy, r=2.2, fill=PAPER))
    return body


def french_card(rank: str, suit: str) -> str:
    rname = FRENCH_RANKS[rank][0]
    sname = FRENCH_SUITS[suit][0]
    title = f"{rname} of {sname}"
    defs = [pip_def(suit)]
    body = [card_blank()]
    if rank == "A":
        if suit == "S":
            body += ace_of_spades()
        else:
            body.append(use("p", CX, CY, 1.05))
    elif rank in PIP_LAYOUTS:
        body += french_pips(rank)
    else:
        cdefs, cbody = court_card(rank, suit)
        defs += cdefs
        body += cbody
    # The index is written out twice (not <use>d) so that each copy is a
    # plain <text> element for every renderer.
    ix = french_index(rank, suit)
    body += [ix, rot180(ix)]
    return document(title, defs, body)


# --------------------------------------------------------------------------
# French court cards
# --------------------------------------------------------------------------
# The figure is drawn for the upper half only, clipped along a slightly
# diagonal seam through the centre, then repeated turned by 180 degrees.
FRAME = (54, 24, 186, 312)                  # x0, y0, x1, y1 of the frame
SEAM = ((54, 176), (186, 160))              # symmetric about the centre
FRAME_PIP = (72, 45, 0.25)                  # suit pip inside the frame
OUTLINE = 1.4                               # figure outline width

COURT_PALETTES = {
    # The classic red / blue / yellow / black palette, rotated per suit so
    # the four kings (queens, jacks) are told apart; "flip" mirrors the
    # figure so half of them face the other way.
    "H": {"robe": FACE_RED, "mantle": BLUE, "trim": GOLD, "hair": GOLD,
          "flip": False},
    "S": {"robe": BLUE, "mantle": FACE_RED, "trim": GOLD, "hair": "#7a4a22",
          "flip": True},
    "D": {"robe": GOLD, "mantle": FACE_RED, "trim": BLUE, "hair": "#5a3818",
          "flip": True},
    "C": {"robe": FACE_RED, "mantle": "#262626", "trim": GOLD,
          "hair": "#c9772e", "flip": False},
}

# Shared face features: eyes, brows and nose, centred on x = 120 with the
# eye line at y = 0 (the caller translates them to the head's position).
FACE_FEATURES = [
    ("#fff", "M-10 0Q-7-3-4 0Q-7 2-10 0ZM4 0Q7-3 10 0Q7 2 4 0Z"),
    (INK, "M-6.5 0A1.4 1.4 0 1 0-6.49 0ZM7.5 0A1.4 1.4 0 1 0 7.51 0Z"),
    ("none", "M-11-5Q-7-8-3-6M3-6Q7-8 11-5"),
    ("none", "M0-1Q-2 6-3 8Q-1 10 2 8"),
]

ERMINE = "l-1.8 4.5h3.6z"           # one ermine tail, drawn from its tip

# Each figure is a list of (fill, path) drawn in order with a black outline.
# Fills may name palette entries: robe, mantle, trim.
KING = [
    # shoulders: mantle, robe, decorated centre band, ermine collar
    ("mantle", "M60 184V142C60 126 76 116 94 110H146C164 116 180 126 180 142"
               "V184Z"),
    ("trim", "M60 184V142C60 130 68 122 78 118L86 184ZM180 184V142C180 130 "
             "172 122 162 118L154 184Z"),
    ("robe", "M88 184L97 114H143L152 184Z"),
    ("trim", "M111 116H129L133 184H107Z"),
    ("robe", "M120 124l4 5-4 5-4-5zM120 144l4 5-4 5-4-5z"),
    ("#fff", "M82 110C94 124 146 124 158 110L150 104C140 114 100 114 90 104Z"),
    (INK, "M99 114v4M110 117v4M130 117v4M141 114v4"),
    # sword held upright on the right
    (STEEL, "M158 30L163 40V124H153V40Z"),
    ("none", "M158 42V120"),
    (GOLD, "M145 124H171V129H145Z"),
    (BROWN, "M155 129H161V150H155Z"),
    (GOLD, "M154 153a4 4 0 1 0 8 0a4 4 0 1 0-8 0Z"),
    ("robe", "M144 118C158 122 166 128 166 136L152 146C148 138 146 130 138 "
             "124Z"),
    (SKIN, "M151 140a7 6 0 1 0 14 0a7 6 0 1 0-14 0Z"),
    # hair, face, beard and crown
    ("hair", "M100 64C94 78 95 96 102 108H138C145 96 146 78 140 64Z"),
    (SKIN, "M105 84a15 18 0 1 0 30 0a15 18 0 1 0-30 0Z"),
    ("face", "120 84 1"),
    ("hair", "M105 88C104 104 111 116 120 121C129 116 136 104 135 88C128 97 "
             "112 97 105 88Z"),
    ("none", "M114 101C115 109 117 114 120 117M126 101C125 109 123 114 120 "
             "117M120 99V117"),
    ("hair", "M109 95C113 90 118 91 120 93C122 91 127 90 131 95C126 97 122 "
             "96 120 95C118 96 114 97 109 95Z"),
    ("robe", "M103 62C103 46 137 46 137 62Z"),
    (GOLD, "M102 66L98 40L110 53L120 33L130 53L142 40L138 66Z"),
    (GOLD, "M100 59H140V68H100Z"),
    (FACE_RED, "M107 63.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0ZM128 63.5a2.5 "
               "2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0Z"),
    (BLUE, "M120 60l3.5 3.5-3.5 3.5-3.5-3.5Z"),
    (GOLD, "M95 40a3 3 0 1 0 6 0a3 3 0 1 0-6 0ZM117 33a3 3 0 1 0 6 0a3 3 0 1 "
           "0-6 0ZM139 40a3 3 0 1 0 6 0a3 3 0 1 0-6 0Z"),
]

QUEEN = [
    # veil falling from the head over the shoulders
    ("mantle", "M120 50C100 50 92 62 90 80C88 100 80 118 70 136L100 122H140"
               "L170 136C160 118 152 100 150 80C148 62 140 50 120 50Z"),
    # gown, neckline, laced bodice
    ("robe", "M64 184V148C64 132 80 122 98 116H142C160 122 176 132 176 148"
             "V184Z"),
    ("mantle", "M64 184V148C64 138 70 130 78 126L88 184ZM176 184V148C176 138 "
               "170 130 162 126L152 184Z"),
    (SKIN, "M113 100H127V116H113Z"),
    (SKIN, "M102 116H138L133 130H107Z"),
    ("trim", "M107 130H133L127 184H113Z"),
    ("none", "M113 138L127 145M127 138L113 145M114 153L126 160M126 153L114 "
             "160"),
    ("none", "M104 118Q120 132 136 118"),
    (FACE_RED, "M117.5 127a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0Z"),
    # a flower held on the right
    ("none", "M154 142C151 126 151 112 154 98"),
    (GREEN, "M152 124C160 116 166 116 171 118C165 125 158 126 152 124Z"
            "M152 112C145 106 141 106 136 108C141 114 147 115 152 112Z"),
    (FACE_RED, "M154 100C143 98 141 86 143 79L148 85L154 74L160 85L165 79C167 "
               "86 165 98 154 100Z"),
    (GOLD, "M151.5 91a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0Z"),
    ("trim", "M142 126C156 126 166 134 164 142L152 150C148 142 146 136 136 "
             "132Z"),
    (SKIN, "M147 142a7 6 0 1 0 14 0a7 6 0 1 0-14 0Z"),
    # hair, face, lips, tiara
    ("hair", "M104 74C98 86 98 102 104 110L110 106C106 98 106 86 108 78Z"
             "M136 74C"
           "142 86 142 102 136 110L130 106C134 98 134 86 132 78Z"),
    (SKIN, "M106 88a14 17 0 1 0 28 0a14 17 0 1 0-28 0Z"),
    ("face", "120 87 1"),
    (FACE_RED, "M115 98.5Q120 96 125 98.5Q120 102 115 98.5Z"),
    (GOLD, "M106 70C106 74 134 74 134 70C134 64 106 64 106 70Z"),
    (GOLD, "M106 70L106 56L113 63L120 50L127 63L134 56L134 70Z"),
    (FACE_RED, "M117.5 66a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0Z"),
    (GOLD, "M103.5 56a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0ZM117.5 50a2.5 2.5 0 "
           "1 0 5 0a2.5 2.5 0 1 0-5 0ZM131.5 56a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 "
           "0-5 0Z"),
]

JACK = [
    # tunic with slashed sides, sash and buttons
    ("robe", "M62 184V146C62 130 78 120 96 116H144C162 120 178 130 178 146"
             "V184Z"),
    ("trim", "M62 184V146C62 136 68 130 76 126L84 184ZM178 184V146C178 136 "
             "172 130 164 126L156 184Z"),
    ("mantle", "M94 118L166 184H148L88 124Z"),
    (GOLD, "M117.5 128a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0ZM117.5 156a2.5 "
           "2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0Z"),
    # halberd held on the right
    (BROWN, "M160 40H164V152H160Z"),
    (STEEL, "M162 27L166 41H158Z"),
    (STEEL, "M164 43C177 42 183 51 181 63C175 57 169 56 164 58Z"),
    (STEEL, "M160 45L151 49L160 53Z"),
    ("trim", "M144 120C158 122 168 130 168 138L154 148C150 140 146 134 138 "
             "128Z"),
    (SKIN, "M155 141a7 6 0 1 0 14 0a7 6 0 1 0-14 0Z"),
    # ruff collar, hair, face, cap with a sweeping feather
    ("#fff", "M98 108C104 118 136 118 142 108L146 116C138 126 102 126 94 "
             "116Z"),
    ("none", "M104 116l2 6M113 118l1 7M127 118l-1 7M136 116l-2 6"),
    ("hair", "M101 68C95 84 96 100 103 110L111 106C107 98 107 88 110 80H130"
             "C133 88 133 98 129 106L137 110C144 100 145 84 139 68Z"),
    ("none", "M103 100q3 5 0 10M137 100q-3 5 0 10"),
    (SKIN, "M105.5 87a14.5 17.5 0 1 0 29 0a14.5 17.5 0 1 0-29 0Z"),
    ("face", "120 86 1"),
    ("none", "M112 96Q116 93 120 95Q124 93 128 96M116 100Q120 102 124 100"),
    ("trim", "M104 62C88 58 76 66 72 80C70 92 73 102 78 108C79 95 84 82 92 "
             "75C98 70 104 68 110 68Z"),
    ("none", "M104 64C92 66 82 76 79 92"),
    ("mantle", "M98 72C93 56 107 45 122 45C139 45 149 56 144 70C130 65 111 66 "
               "98 72Z"),
    ("robe", "M98 72C111 66 130 65 144 70L146 77C131 72 111 72 97 79Z"),
]

COURT_FIGURES = {"K": KING, "Q": QUEEN, "J": JACK}


def figure_paths(shapes: list[tuple[str, str]], palette: dict,
                 hooks: dict | None = None) -> list[str]:
    """Turn a figure's (fill, path) list into SVG, resolving palette names.

    Pseudo-fills: "face" draws FACE_FEATURES at "x y scale"; "ermine"
    draws ermine tails at "x y|x y|..."; any key of ``hooks`` is replaced
    by what that function returns."""
    out: list[str] = []
    for fill, d in shapes:
        if hooks and fill in hooks:
            out += hooks[fill]()
        elif fill == "face":
            x, y, sc = (float(v) for v in d.split())
            feats = [el("path", d=fd, fill=ff) for ff, fd in FACE_FEATURES]
            out.append(group(feats, stroke_width=1.2 if sc < 1 else 1,
                             transform=f"translate({num(x)} {num(y)})"
                             + (f" scale({num(sc)})" if sc != 1 else "")))
        elif fill == "ermine":
            tails = "".join(f"M{p}{ERMINE}" for p in d.split("|"))
            out.append(el("path", d=tails, fill=INK))
        else:
            out.append(el("path", d=d, fill=palette.get(fill, fill)))
    return out


def court_card(rank: str, suit: str) -> tuple[list[str], list[str]]:
    """Defs and body of a double-ended court card."""
    pal = COURT_PALETTES[suit]
    x0, y0, x1, y1 = FRAME
    (sx0, sy0), (sx1, sy1) = SEAM
    px, py, ps = FRAME_PIP
    half = figure_paths(COURT_FIGURES[rank], pal) + [use("p", px, py, ps)]
    half_g = group(half, stroke=INK, stroke_width=OUTLINE,
                   stroke_linejoin="round", stroke_linecap="round",
                   transform="matrix(-1 0 0 1 240 0)" if pal["flip"] else None)
    defs = [
        f'<clipPath id="hc"><path d="M{x0} {y0}H{x1}V{sy1}L{sx0} {sy0}Z"/>'
        "</clipPath>",
        group(half_g, id="f", clip_path="url(#hc)"),
    ]
    body = [
        el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0,
           fill="#fdf8ec"),
        use("f"),
        rot180(use("f")),
        el("path", d=f"M{sx0} {sy0}L{sx1} {sy1}", stroke=INK,
           stroke_width=1.5),
        el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, fill="none",
           stroke=INK, stroke_width=2),
        el("rect", x=x0 + 3.5, y=y0 + 3.5, width=x1 - x0 - 7,
           height=y1 - y0 - 7, fill="none", stroke=pal["mantle"],
           stroke_width=1.2),
    ]
    return defs, body


# ==========================================================================
# Spanish-suited deck (baraja española)
# ==========================================================================
WOOD = "#b47a3a"
WOOD_DARK = "#5a3a17"
WOOD_END = "#e6c08a"

SPANISH_SUITS = {
    # code: Spanish name (coins, cups, swords, clubs)
    "O": "oros",
    "C": "copas",
    "E": "espadas",
    "B": "bastos",
}

SPANISH_RANKS = {
    # code: (Spanish name, printed number)
    "A": ("As", "1"),
    "3": ("Tres", "3"),
    "J": ("Sota", "10"),
    "N": ("Caballo", "11"),
    "K": ("Rey", "12"),
}

# The "pintas": breaks in the frame line tell the suit at a glance.
PINTA_BREAKS = {"O": 0, "C": 1, "E": 2, "B": 3}
PINTA_RECT = (7, 7, 233, 329)     # x0, y0, x1, y1 of the frame line
PINTA_GAP = 16                      # length of one break

# Spanish suit symbols, drawn in a 100 x 100 box centred on (0, 0).
def _oro() -> str:
    dots = "".join(
        el("circle", cx=41 * math.cos(math.radians(a)),
           cy=41 * math.sin(math.radians(a)), r=2.4)
        for a in range(0, 360, 30))
    star_pts = []
    for i in range(16):                       # 8-pointed star, radii 26/12
        r, a = (26 if i % 2 == 0 else 12), math.radians(i * 22.5 - 90)
        star_pts.append(f"{num(r * math.cos(a))} {num(r * math.sin(a))}")
    star = "M" + "L".join(star_pts) + "Z"
    return (el("circle", r=47, fill=GOLD, stroke=GOLD_DARK, stroke_width=3)
            + el("circle", r=35, fill="none", stroke=GOLD_DARK, stroke_width=2)
            + group(dots, fill=GOLD_DARK)
            + el("path", d=star, fill="#f7d560", stroke=GOLD_DARK,
                 stroke_width=1.6, stroke_linejoin="round")
            + el("circle", r=7, fill=FACE_RED, stroke=GOLD_DARK,
                 stroke_width=1.5))


SPANISH_SYMBOLS = {
    "O": _oro,
    "C": lambda: group([
        el("path", d="M-28 47C-26 36-12 30 0 30C12 30 26 36 28 47Z",
           fill=GOLD),
        el("path", d="M-5 2H5V31H-5Z", fill=GOLD),
        el("ellipse", cy=15, rx=10, ry=5.5, fill=FACE_RED),
        el("path", d="M-33-42H33C33-12 18 4 0 4C-18 4-33-12-33-42Z",
           fill=GOLD),
        el("path", d="M-32.5-32H32.5C32-26 31-22 29.5-18H-29.5C-31-22-32-26"
           "-32.5-32Z", fill=FACE_RED),
        el("ellipse", cy=-43, rx=33, ry=6.5, fill=FACE_RED),
        el("circle", cy=-5, r=5, fill=BLUE),
        el("path", d="M-20 41H20", fill="none"),
    ], stroke=INK, stroke_width=2, stroke_linejoin="round"),
    "E": lambda: group([
        el("path", d="M0-50L3.6-42V16H-3.6V-42Z", fill=STEEL),
        el("path", d="M0-43V13", fill="none", stroke=STEEL_DARK,
           stroke_width=1),
        el("path", d="M-17 16H17L14 22H-14Z", fill=GOLD),
        el("path", d="M-20 19a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0-6.4 0Z"
           "M13.6 19a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0-6.4 0Z", fill=GOLD),
        el("path", d="M-3 22H3V38H-3Z", fill=FACE_RED),
        el("circle", cy=42.5, r=4.5, fill=GOLD),
    ], stroke=INK, stroke_width=1.4, stroke_linejoin="round"),
    "B": lambda: group([
        el("path", d="M-8-24L-17-31L-14-19ZM7-6L16-12L15-1ZM-6 14L-14 9L"
           "-12 20ZM5 30L12 26L11 34Z", fill=WOOD),
        el("path", d="M-9-40C-9-51 9-51 9-40C10-16 7 20 5 44C4 50-4 50-5 44"
           "C-7 20-10-16-9-40Z", fill=WOOD),
        el("path", d="M-3-38C-5-20-4 0-2 20M3-30C4-12 3 10 1 36",
           fill="none", stroke_width=0.9),
        el("path", d="M-17-31C-27-38-26-48-19-50C-15-44-14-38-17-31Z"
           "M16-12C26-19 34-15 34-9C26-5 20-7 16-12Z", fill=GREEN),
        el("path", d="M-17.5-29a2 2.6 35 1 0 .1 0ZM14.5-6.5a2 2.6-35 1 0 .1 0Z"
           "M-13.5 14.5a1.8 2.4-30 1 0 .1 0Z", fill=WOOD_END, stroke="none"),
    ], stroke=WOOD_DARK, stroke_width=1.6, stroke_linejoin="round"),
}

# Bolder, simplified symbols for the corner index (the thin sword and
# club of the main art would vanish at phone size).
SPANISH_INDEX_SYMBOLS = {
    "E": lambda: group([
        el("path", d="M0-50L8-38V12H-8V-38Z", fill=STEEL),
        el("path", d="M-25 12H25V22H-25Z", fill=GOLD),
        el("path", d="M-6 22H6V38H-6Z", fill=FACE_RED),
        el("circle", cy=44, r=7, fill=GOLD),
    ], stroke=INK, stroke_width=3, stroke_linejoin="round"),
    "B": lambda: group([
        el("path", d="M-12-20L-24-28L-20-12ZM10 0L22-8L21 6Z", fill=WOOD),
        el("path", d="M-15-36C-15-54 15-54 15-36C16-12 11 22 8 42C6 52-6 52"
           "-8 42C-11 22-16-12-15-36Z", fill=WOOD),
        el("path", d="M-2-34C-3-14-2 10 0 34", fill="none", stroke_width=1.6),
    ], stroke=WOOD_DARK, stroke_width=3, stroke_linejoin="round"),
}


def spanish_symbol_defs(suit: str) -> list[str]:
    """``#s``: the suit symbol; ``#si``: its (bolder) index version."""
    defs = [group(SPANISH_SYMBOLS[suit](), id="s")]
    if suit in SPANISH_INDEX_SYMBOLS:
        defs.append(group(SPANISH_INDEX_SYMBOLS[suit](), id="si"))
    return defs


# Where each symbol is gripped (in its own 100-unit box): the hand of a
# figure is placed on this point.
SYMBOL_GRIP = {"O": (0, 40), "C": (0, 38), "E": (0, 32), "B": (0, -8)}


def place(ident: str, at: tuple[float, float], pivot: tuple[float, float],
          rot: float, scale: Scale) -> str:
    """Put ``<defs>`` item ``ident`` (drawn in a box centred on the origin)
    so that its point ``pivot`` lands on ``at``, rotated and scaled."""
    sx, sy = scale if isinstance(scale, tuple) else (scale, scale)
    gx, gy = pivot[0] * sx, pivot[1] * sy
    a = math.radians(rot)
    ox = gx * math.cos(a) - gy * math.sin(a)
    oy = gx * math.sin(a) + gy * math.cos(a)
    return use(ident, at[0] - ox, at[1] - oy, scale, rotate=rot)


# The 3: (x, y, rotation, scale, pivot) of each symbol; the pivot is the
# point of the symbol placed at (x, y) -- crossed swords and clubs cross
# at mid-length.
SPANISH_THREE: dict[str, list[tuple[float, float, float, Scale, tuple[float, float]]]] = {
    "O": [(120, 78, 0, 0.7, (0, 0)), (120, 168, 0, 0.7, (0, 0)),
          (120, 258, 0, 0.7, (0, 0))],
    "C": [(120, 80, 0, 0.72, (0, 0)), (120, 169, 0, 0.72, (0, 0)),
          (120, 258, 0, 0.72, (0, 0))],
    "E": [(120, 172, -21, 2.3, (0, -4)), (120, 172, 21, 2.3, (0, -4)),
          (120, 166, 180, 2.5, (0, 0))],
    "B": [(120, 168, -34, (1.6, 2.2), (0, 0)),
          (120, 168, 34, (1.6, 2.2), (0, 0)),
          (120, 168, 0, (1.7, 2.45), (0, 0))],
}

# The ace: one big symbol (x, y, rotation, scale) plus an ornament.
SPANISH_ACE: dict[str, tuple[float, float, float, Scale]] = {
    "O": (120, 168, 0, 1.3),
    "C": (120, 160, 0, 1.75),
    "E": (120, 168, 0, 2.7),
    "B": (120, 168, 0, (2.3, 2.7)),
}

# Laurel sprays framing the ace: centre, radius, start and end angle of
# the right-hand spray (the left one is its mirror image).
SPANISH_ACE_LAUREL = {
    "C": (120, 166, 82, 48, -24),
    "E": (120, 150, 58, 62, -52),
}

# Index: printed number above a small suit symbol, inside the frame line.
SP_INDEX_X = 32
SP_INDEX_Y = 58
SP_INDEX_SIZE = 54
SP_INDEX_PIP_Y = 89
SP_INDEX_PIP_SCALE = 0.44
SP_INDEX_SQUEEZE = 0.62


def pinta(suit: str) -> list[str]:
    """Frame line with 0-3 breaks at top and bottom (the suit's pinta)."""
    x0, y0, x1, y1 = PINTA_RECT
    out = [el("rect", x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=5,
              fill="none", stroke=INK, stroke_width=2.5)]
    n = PINTA_BREAKS[suit]
    for k in range(1, n + 1):
        gx = x0 + (x1 - x0) * k / (n + 1)
        for gy in (y0, y1):
            out.append(el("rect", x=gx - PINTA_GAP / 2, y=gy - 3,
                          width=PINTA_GAP, height=6, fill=PAPER))
    return out


def spanish_index(rank: str, suit: str) -> str:
    label = SPANISH_RANKS[rank][1]
    pip = "si" if suit in SPANISH_INDEX_SYMBOLS else "s"
    sx = SP_INDEX_SQUEEZE if len(label) == 2 else 1.0
    return group([
        text(label, SP_INDEX_X, SP_INDEX_Y, SP_INDEX_SIZE, INK, SERIF, sx),
        use(pip, SP_INDEX_X, SP_INDEX_PIP_Y, SP_INDEX_PIP_SCALE),
    ])


LEAF = "M0 0C4-6 12-7 18-4C12 1 5 2 0 0Z"


def laurel(cx: float, cy: float, r: float, a0: float, a1: float,
           n: int) -> list[str]:
    """A laurel spray: leaves along an arc (angles in degrees)."""
    out = []
    pts = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    out.append(el("path", d="M" + "L".join(f"{num(x)} {num(y)}"
                                           for x, y in pts),
                  fill="none", stroke=GREEN, stroke_width=2.2))
    step = 1 if a1 > a0 else -1
    for i, (x, y) in enumerate(pts[:-1]):
        a = a0 + (a1 - a0) * i / n + 90 * step
        for side in (-35, 35):
            flip = 0 if step > 0 else 180
            out.append(use("lf", x, y, rotate=a + side + flip))
    return out


def spanish_ace(suit: str) -> list[str]:
    x, y, rot, scale = SPANISH_ACE[suit]
    body = []
    if suit == "O":
        rays = []
        for i in range(32):
            a = math.radians(i * 11.25)
            r1, r2 = 66, (86 if i % 2 == 0 else 76)
            w = math.radians(3.2)
            pts = [(x + r1 * math.cos(a - w), y + r1 * math.sin(a - w)),
                   (x + r2 * math.cos(a), y + r2 * math.sin(a)),
                   (x + r1 * math.cos(a + w), y + r1 * math.sin(a + w))]
            rays.append("M" + "L".join(f"{num(px)} {num(py)}"
                                       for px, py in pts) + "Z")
        body.append(el("path", d="".join(rays), fill=GOLD, stroke=GOLD_DARK,
                       stroke_width=1.2, stroke_linejoin="round"))
    elif suit in SPANISH_ACE_LAUREL:
        lx, ly, r, a0, a1 = SPANISH_ACE_LAUREL[suit]
        body += laurel(lx, ly, r, 180 - a0, 180 - a1, 7)
        body += laurel(lx, ly, r, a0, a1, 7)
    body.append(use("s", x, y, scale, rotate=rot))
    return body


def spanish_card(rank: str, suit: str) -> str:
    rname = SPANISH_RANKS[rank][0]
    sname = SPANISH_SUITS[suit]
    title = f"{rname} de {sname}"
    defs = spanish_symbol_defs(suit)
    if rank == "A" and suit in SPANISH_ACE_LAUREL:
        defs.append(el("path", id="lf", d=LEAF, fill=GREEN))
    body = [card_blank()]
    body += pinta(suit)
    if rank == "A":
        body += spanish_ace(suit)
    elif rank == "3":
        body += [place("s", (x, y), pv, r, sc)
                 for x, y, r, sc, pv in SPANISH_THREE[suit]]
    else:
        body += spanish_figure(rank, suit)
    ix = spanish_index(rank, suit)
    body += [ix, rot180(ix)]
    return document(title, defs, body)


# --------------------------------------------------------------------------
# Spanish figures: sota (page), caballo (knight on horseback), rey (king).
# Full-length, single-ended figures, each holding the suit symbol.
# --------------------------------------------------------------------------
SPANISH_PALETTES = {
    "O": {"robe": FACE_RED, "mantle": BLUE, "trim": GOLD, "hair": "#e0a526",
          "horse": "#c07a3e", "mane": "#4a2c14"},
    "C": {"robe": BLUE, "mantle": FACE_RED, "trim": GOLD, "hair": "#7a4a22",
          "horse": "#f3eee4", "mane": "#8d8d8d"},
    "E": {"robe": GREEN, "mantle": FACE_RED, "trim": GOLD, "hair": "#3b2a1a",
          "horse": "#a9b2bb", "mane": "#2a2a2a"},
    "B": {"robe": FACE_RED, "mantle": GREEN, "trim": BLUE, "hair": "#e0a526",
          "horse": "#6e4022", "mane": "#1e1208"},
}
GROUND = "#9cc36b"

# How each figure holds its symbol: (arm pose, rotation, scale, grip);
# grip None means the symbol's usual SYMBOL_GRIP point.
SPANISH_HOLD: dict[str, dict[str, tuple[str, float, Scale, tuple[float, float] | None]]] = {
    "J": {"O": ("raise", 0, 0.54, None), "C": ("raise", 0, 0.56, None),
          "E": ("low", 6, 1.75, None), "B": ("low", 6, (1.5, 1.8), None)},
    "K": {"O": ("raise", 0, 0.54, None), "C": ("raise", 0, 0.56, None),
          "E": ("low", 6, 1.75, None), "B": ("low", 6, (1.5, 1.8), None)},
    "N": {"O": ("raise", 0, 0.54, None), "C": ("raise", 0, 0.56, None),
          "E": ("raise", 8, 1.35, None), "B": ("raise", 2, (1.2, 1.35),
                                                (0, 36))},
}

# Whole-figure placement (the horse and rider are drawn a little large).
SPANISH_FIGURE_TRANSFORM = {"N": "translate(0 32) scale(0.9)"}

# The holding arm for each pose: (sleeve path, hand centre).
SPANISH_ARMS = {
    "J": {"raise": ("M132 102C144 104 152 114 154 130L146 138C142 128 138 "
                    "118 130 112Z", (150, 138)),
          "low": ("M132 102C144 106 152 122 157 150L147 156C143 136 138 122 "
                  "130 112Z", (153, 158))},
    "N": {"raise": ("M124 118C116 112 108 106 102 100L96 108C104 118 112 "
                    "126 120 132Z", (98, 102)),
          "low": ("M124 118C116 112 108 106 102 100L96 108C104 118 112 "
                  "126 120 132Z", (98, 102))},
}
SPANISH_ARMS["K"] = SPANISH_ARMS["J"]



SOTA = [
    (GROUND, "M68 296a46 7 0 1 0 92 0a46 7 0 1 0-92 0Z"),
    # cape, hose, shoes
    ("mantle", "M94 100C78 110 70 150 66 200C74 204 82 204 88 200C88 160 "
               "92 126 100 106Z"),
    ("trim", "M97 196H113L111 284H100Z"),
    ("mantle", "M115 196H131L128 284H117Z"),
    (INK, "M99 283H112V292H93C93 287 95 283 99 283ZM117 283H129C133 283 "
          "135 287 135 292H117Z"),
    # doublet and skirt
    ("robe", "M90 156H138L148 204C130 210 98 210 80 204Z"),
    ("none", "M104 162L100 207M124 162L128 207M114 162V208"),
    ("robe", "M92 102C98 96 130 96 136 102L140 158H88Z"),
    ("trim", "M108 100H120L122 158H106Z"),
    (INK, "M112.5 114a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0ZM112.5 128a1.5 "
          "1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0ZM112.5 142a1.5 1.5 0 1 0 3 0a1.5 "
          "1.5 0 1 0-3 0Z"),
    (BROWN, "M87 154H141V162H87Z"),
    (GOLD, "M110 152H118V164H110Z"),
    # arm on the hip
    ("mantle", "M94 102C84 108 78 122 80 140L90 150L96 142C92 132 94 120 "
               "100 110Z"),
    (SKIN, "M86 150a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z"),
    ("arm", ""),
    # collar, neck, hair, face, cap with feather
    (SKIN, "M108 84H120V98H108Z"),
    ("#fff", "M100 96C106 104 122 104 128 96L132 102C124 110 104 110 96 102Z"),
    ("hair", "M100 56C95 70 96 84 101 93L108 91C105 84 105 74 108 66H120C123 "
             "74 123 84 120 91L127 93C132 84 133 70 128 56Z"),
    (SKIN, "M102 72a12 15 0 1 0 24 0a12 15 0 1 0-24 0Z"),
    ("face", "114 70 0.8"),
    ("none", "M110 80Q114 82 118 80"),
    ("trim", "M100 52C90 40 78 38 70 42C78 44 86 48 96 58Z"),
    ("robe", "M98 58C94 46 106 38 118 38C132 38 138 46 134 56C122 52 108 52 "
             "98 58Z"),
    ("mantle", "M98 58C108 52 122 52 134 56L134 61C122 57 108 57 97 63Z"),
]

REY = [
    (GROUND, "M64 294a50 7 0 1 0 100 0a50 7 0 1 0-100 0Z"),
    # mantle behind, long robe, decorated band, hem and shoes
    ("mantle", "M96 100C80 108 66 170 60 292H168C162 170 148 108 132 100Z"),
    ("robe", "M96 100C104 96 124 96 132 100L148 292H80Z"),
    ("trim", "M108 104H120L126 292H102Z"),
    ("robe", "M114 180l5 7-5 7-5-7ZM114 216l5 7-5 7-5-7Z"
             "M114 252l5 7-5 7-5-7Z"),
    ("trim", "M80 284H148L149 292H79Z"),
    (INK, "M94 293C94 287 104 287 106 293ZM122 293C124 287 134 287 134 293Z"),
    (GOLD, "M92 156H136V163H92Z"),
    # ermine shoulder cape
    ("#fff", "M92 98C100 112 128 112 136 98L144 108C130 126 98 126 84 108Z"),
    ("ermine", "96 112|106 117|114 119|122 117|132 112"),
    # arm on the belt
    ("mantle", "M94 106C84 114 80 132 82 150L92 156L98 146C94 134 96 120 "
               "100 114Z"),
    (SKIN, "M86 156a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z"),
    ("arm", ""),
    # hair, face, beard, crown
    ("hair", "M100 54C95 66 96 80 101 92H127C132 80 133 66 128 54Z"),
    (SKIN, "M102 70a12 15 0 1 0 24 0a12 15 0 1 0-24 0Z"),
    ("face", "114 68 0.8"),
    ("hair", "M102 74C100 94 106 110 114 114C122 110 128 94 126 74C120 84 "
             "108 84 102 74Z"),
    ("none", "M110 88C110 98 112 104 114 108M118 88C118 98 116 104 114 108"),
    ("hair", "M106 80C109 77 112 78 114 80C116 78 119 77 122 80C119 83 116 "
             "82 114 81C112 82 109 83 106 80Z"),
    ("robe", "M101 54C101 40 127 40 127 54Z"),
    (GOLD, "M100 56L98 32L106 44L114 27L122 44L130 32L128 56Z"),
    (GOLD, "M99 50H129V58H99Z"),
    (FACE_RED, "M103.5 54a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0Z"
               "M120.1 54a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0Z"),
    (BLUE, "M114 51l3 3-3 3-3-3Z"),
    (GOLD, "M95.5 32a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0ZM111.5 27a2.5 2.5 0 "
           "1 0 5 0a2.5 2.5 0 1 0-5 0ZM127.5 32a2.5 2.5 0 1 0 5 0a2.5 2.5 0 "
           "1 0-5 0Z"),
]

CABALLO = [
    (GROUND, "M40 298a76 6 0 1 0 152 0a76 6 0 1 0-152 0Z"),
    # far legs, tail, horse body, mane, head details
    ("horse_far", "M90 238L106 270L101 297H90L93 274L82 248Z"
                  "M160 240L163 296H151L152 262L148 244Z"),
    ("mane", "M182 182C198 192 204 222 194 262C188 246 184 226 176 204Z"),
    ("horse", "M40 178C40 170 50 154 60 140L64 122L72 134C86 142 100 160 110 "
              "170C130 178 160 176 180 174C194 174 200 190 198 206C196 222 "
              "188 232 186 244L184 262L188 296H176L174 268C170 256 164 246 "
              "158 242C140 246 120 246 100 242L98 252L96 296H84L86 250C84 "
              "236 80 222 80 212C78 200 76 190 72 182C66 184 58 186 50 188C44 "
              "188 40 184 40 178Z"),
    ("mane", "M64 124C76 130 92 146 106 164L112 170C100 168 86 154 74 144C70 "
             "138 66 132 64 124Z"),
    (INK, "M56 150a2 2 0 1 0 4 0a2 2 0 1 0-4 0ZM44 176a1.5 1.5 0 1 0 3 0a1.5 "
          "1.5 0 1 0-3 0Z"),
    ("none", "M48 182L62 148M58 158L72 150M50 182H58"),
    # saddle cloth and saddle
    ("mantle", "M112 172C126 178 150 178 164 176L166 226C150 230 124 230 110 "
               "224Z"),
    ("none", "M112 218C126 224 150 224 165 220"),
    (BROWN, "M116 174C124 166 148 166 156 172L152 184H120Z"),
    # rider: body, leg, reins arm
    ("robe", "M120 118C126 112 144 112 148 118L152 186H118Z"),
    ("trim", "M130 116H138L140 186H128Z"),
    (GOLD, "M118 160H151V167H118Z"),
    ("trim", "M120 178C118 196 116 208 118 222L130 224C132 208 136 194 140 "
             "184Z"),
    ("trim", "M118 220L120 254H130L130 222Z"),
    (INK, "M118 250H132V264H112C112 256 114 252 118 250Z"),
    ("none", "M120 262v8h12v-8"),
    ("mantle", "M146 120C150 134 148 152 138 164L130 158C136 148 138 136 136 "
               "126Z"),
    (SKIN, "M128 162a6 6 0 1 0 12 0a6 6 0 1 0-12 0Z"),
    ("none", "M130 164C110 170 80 172 52 178"),
    ("arm", ""),
    # head and hat
    (SKIN, "M128 98H140V114H128Z"),
    ("#fff", "M122 112C128 118 140 118 146 112L148 118C140 124 128 124 120 "
             "118Z"),
    ("hair", "M121 84C118 96 119 106 123 112L129 110C126 102 126 94 128 88H140"
             "C142 94 142 102 139 110L145 112C149 106 150 96 147 84Z"),
    (SKIN, "M122 96a12 14 0 1 0 24 0a12 14 0 1 0-24 0Z"),
    ("face", "134 94 0.78"),
    ("none", "M130 104Q134 106 138 104"),
    ("robe", "M118 84C118 68 150 68 150 84Z"),
    ("trim", "M110 86C120 78 148 78 158 86C148 90 120 90 110 86Z"),
    ("mantle", "M148 74C156 62 166 60 172 64C164 66 158 70 152 80Z"),
]

SPANISH_FIGURES = {"J": SOTA, "N": CABALLO, "K": REY}


def darker(hex_colour: str, f: float = 0.78) -> str:
    """A darker shade of a #rrggbb colour (for the horse's far legs)."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#%02x%02x%02x" % (round(r * f), round(g * f), round(b * f))


def spanish_figure(rank: str, suit: str) -> list[str]:
    """A full-length figure holding the suit symbol."""
    pal = dict(SPANISH_PALETTES[suit])
    pal["horse_far"] = darker(pal["horse"])
    pose, rot, scale, grip = SPANISH_HOLD[rank][suit]
    sleeve, hand = SPANISH_ARMS[rank][pose]
    def arm() -> list[str]:
        # the holding arm: sleeve, then the symbol, then the hand over it
        return [
            el("path", d=sleeve, fill=pal["mantle"]),
            place("s", hand, grip or SYMBOL_GRIP[suit], rot, scale),
            el("ellipse", cx=hand[0], cy=hand[1], rx=6.5, ry=6, fill=SKIN),
        ]

    out = figure_paths(SPANISH_FIGURES[rank], pal, {"arm": arm})
    return [group(out, stroke=INK, stroke_width=OUTLINE,
                  stroke_linejoin="round", stroke_linecap="round",
                  transform=SPANISH_FIGURE_TRANSFORM.get(rank))]


# ==========================================================================
# Card backs
# ==========================================================================
def card_back(title: str, ground: str, line: str, accent: str,
              cell: float, medallion: bool) -> str:
    """A symmetric all-over lattice back inside a double border.

    ``ground`` is the background colour, ``line`` the lattice colour and
    ``accent`` the colour of the dots and border lines."""
    c = cell / 2
    n = num(cell)
    dots = "".join(f'<circle cx="{num(x)}" cy="{num(y)}" r="3.2"/>'
                   for x in (0, cell) for y in (0, cell))
    tile = (
        # double lattice lines along the tile edges
        f'<path d="M0 1.8H{n}M0 {num(cell - 1.8)}H{n}M1.8 0V{n}'
        f'M{num(cell - 1.8)} 0V{n}" stroke="{line}" stroke-width="1.3" '
        'fill="none"/>'
        f'<g fill="{line}">{dots}</g>'
        f'<circle cx="{num(c)}" cy="{num(c)}" r="2.6" fill="{accent}"/>'
        f'<path d="M{num(c - 5)} {num(c)}H{num(c + 5)}M{num(c)} {num(c - 5)}'
        f'V{num(c + 5)}" stroke="{accent}" stroke-width="1" '
        'stroke-linecap="round"/>'
    )
    defs = [
        f'<pattern id="lt" width="{num(cell)}" height="{num(cell)}" '
        'patternUnits="userSpaceOnUse" '
        f'patternTransform="translate({num(CX - c)} {num(CY - c)}) '
        f'rotate(45 {num(c)} {num(c)})">'
        f'<rect width="{num(cell)}" height="{num(cell)}" fill="{ground}"/>'
        f"{tile}</pattern>",
    ]
    body = [
        card_blank(),
        el("rect", x=12, y=12, width=W - 24, height=H - 24, rx=7,
           fill=ground),
        el("rect", x=20, y=20, width=W - 40, height=H - 40, rx=3,
           fill="url(#lt)", stroke=accent, stroke_width=2),
        el("rect", x=16, y=16, width=W - 32, height=H - 32, rx=5,
           fill="none", stroke=line, stroke_width=1.5),
    ]
    if medallion:
        body += [
            el("ellipse", cx=CX, cy=CY, rx=46, ry=62, fill=ground,
               stroke=accent, stroke_width=2.5),
            el("ellipse", cx=CX, cy=CY, rx=40, ry=56, fill="none",
               stroke=line, stroke_width=1.2),
            group(_oro(), transform=f"translate({num(CX)} {num(CY)}) "
                  "scale(0.6)"),
        ]
    return document(title, defs, body)


BACKS = {
    "back.svg": ("Card back", BLUE_DARK, "#c4242c", "#ffffff", 24, False),
    "back-spanish.svg": ("Reverso de la baraja española", "#7a1222",
                         GOLD, "#f7d560", 22, True),
}


# ==========================================================================
# Output
# ==========================================================================
def write(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8"))


def main() -> None:
    for suit in FRENCH_SUITS:
        for rank in FRENCH_RANKS:
            write(OUT_DIR / "french" / f"{rank}{suit}.svg",
                  french_card(rank, suit))
    for suit in SPANISH_SUITS:
        for rank in SPANISH_RANKS:
            write(OUT_DIR / "spanish" / f"{rank}{suit}.svg",
                  spanish_card(rank, suit))
    for name, spec in BACKS.items():
        write(OUT_DIR / name, card_back(*spec))


if __name__ == "__main__":
    main()
