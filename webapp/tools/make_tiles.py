"""Draw the mahjong tiles as one SVG sprite: `webapp/static/img/tiles.svg`.

    python webapp/tools/make_tiles.py          # rewrite the sprite
    python webapp/tools/make_tiles.py --check  # exit 1 if the committed sprite is stale

Every tile is our own drawing: no font is used, so a tile looks the same on every phone.
Characters (the kanji numerals, 萬 and the honours) are stroke skeletons on a 10 × 10 grid,
drawn as round-capped lines; pin are ringed circles; sou are bamboo sticks with a node.
Each tile is a `<symbol id="t-<tile>">` (tile in the contract's notation: `t-1m`, `t-0p` for a
red five, `t-7z` for 中) on a 30 × 40 face, plus `t-f` (a flower) and `t-back`. A page shows
one with `<svg viewBox="0 0 30 40"><use href=".../tiles.svg#t-1m"/></svg>`.

Sizes are chosen for a 40 px tall tile on a phone: strokes of at least 2 px, no detail
finer than a pixel, and red fives marked by colour and a corner dot (not by colour alone).
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "static" / "img" / "tiles.svg"

W, H = 30, 40
INK = "#1d1d1b"
RED = "#c62828"
GREEN = "#1b7a3a"
BLUE = "#1f4e9c"

Stroke = list[tuple[float, float]]

# ---- characters: strokes on a 10 × 10 grid --------------------------------------------------

NUMERALS: dict[int, list[Stroke]] = {
    1: [[(1, 5), (9, 5)]],
    2: [[(2.2, 2.8), (7.8, 2.8)], [(1, 7.5), (9, 7.5)]],
    3: [[(2, 1.5), (8, 1.5)], [(3, 5), (7, 5)], [(1, 8.7), (9, 8.7)]],
    4: [[(1.3, 1.5), (1.3, 9)], [(1.3, 1.5), (8.7, 1.5), (8.7, 9)], [(1.3, 9), (8.7, 9)],
        [(4, 1.5), (3.6, 5), (2.3, 6.8)], [(6, 1.5), (6, 5.8), (7.6, 5.8)]],
    5: [[(2, 1.2), (8, 1.2)], [(4.6, 1.2), (3.6, 9)], [(2.2, 5), (7.2, 5), (7.2, 9)],
        [(1, 9), (9, 9)]],
    6: [[(4.6, 0.4), (5.6, 1.6)], [(1, 3.2), (9, 3.2)], [(3.6, 5.2), (1.4, 9.2)],
        [(6.4, 5.2), (8.6, 9.2)]],
    7: [[(1, 4.6), (9, 3.4)], [(4, 0.6), (4, 8.2), (4.8, 9), (8.8, 9), (8.8, 7.6)]],
    8: [[(4, 1.5), (3.6, 5.2), (1, 9)], [(6, 1.5), (6.4, 5.2), (9, 9)]],
    9: [[(4, 0.6), (3.8, 5.2), (1.2, 9.2)],
        [(1.4, 3.8), (6.4, 3.8), (6.4, 8.4), (7.2, 9.1), (9, 9.1), (9, 7.6)]],
}

MAN: list[Stroke] = [
    # 艹
    [(1, 1.5), (9, 1.5)], [(3.4, 0.3), (3.4, 2.8)], [(6.6, 0.3), (6.6, 2.8)],
    # 田 in the middle
    [(2.2, 3.6), (2.2, 6.2)], [(2.2, 3.6), (7.8, 3.6), (7.8, 6.2)], [(2.2, 6.2), (7.8, 6.2)],
    [(5, 3.6), (5, 6.2)], [(2.2, 4.9), (7.8, 4.9)],
    # 禸 below
    [(1.4, 9.8), (1.4, 7.4), (8.6, 7.4), (8.6, 9.4), (7.8, 9.8)], [(5, 6.2), (5, 9.6)],
    [(3.4, 9.2), (4.6, 8.2), (6.6, 9.2)],
]

HONOURS: dict[int, tuple[str, list[Stroke]]] = {
    1: (INK, [  # 東
        [(1, 2.4), (9, 2.4)], [(5, 0.4), (5, 9.8)],
        [(2.4, 3.9), (7.6, 3.9), (7.6, 7), (2.4, 7), (2.4, 3.9)], [(2.4, 5.45), (7.6, 5.45)],
        [(4.4, 7.2), (1, 9.7)], [(5.6, 7.2), (9, 9.7)],
    ]),
    2: (INK, [  # 南
        [(1, 1.7), (9, 1.7)], [(5, 0.3), (5, 3.4)],
        [(1.7, 9.9), (1.7, 3.4), (8.3, 3.4), (8.3, 9.4), (7.3, 9.9)],
        [(3.6, 4.3), (4.3, 5.2)], [(6.4, 4.3), (5.7, 5.2)], [(3, 6), (7, 6)],
        [(3.2, 7.7), (6.8, 7.7)], [(5, 6), (5, 9.9)],
    ]),
    3: (INK, [  # 西
        [(1, 1.4), (9, 1.4)], [(1.8, 3.8), (1.8, 9.6)], [(1.8, 3.8), (8.2, 3.8), (8.2, 9.6)],
        [(1.8, 9.6), (8.2, 9.6)], [(4, 1.4), (4, 5.8), (2.3, 7.6)],
        [(6, 1.4), (6, 7), (8, 7)],
    ]),
    4: (INK, [  # 北
        [(3.8, 0.8), (3.8, 9.6)], [(1, 3.8), (3.8, 3.8)], [(1, 8.6), (3.8, 7)],
        [(6.2, 0.8), (6.2, 8.4), (6.9, 9.3), (9.2, 9.3), (9.2, 7.8)], [(9, 3.2), (6.2, 5)],
    ]),
    6: (GREEN, [  # 發
        [(1, 1), (3.9, 1), (1.4, 3.3)], [(2.6, 2.2), (4.2, 3.3)],
        [(6, 1.1), (8.8, 1.1)], [(6.4, 0.2), (6.4, 1.9), (9, 3.3)], [(8.6, 1.9), (7.8, 2.6)],
        [(1, 4.2), (9, 4.2)],
        [(1.5, 5.2), (4, 5.2), (4, 6.6), (1.8, 6.6), (1.8, 8), (4.3, 8), (4.3, 9.5), (3.5, 10)],
        [(6.1, 4.8), (6.1, 6.1), (5.5, 6.9)], [(6.1, 5.2), (8, 5.2), (8, 6.3), (8.9, 6.6)],
        [(5.6, 7.6), (8.6, 7.6), (6, 10)], [(6.4, 8.3), (9.1, 10)],
    ]),
    7: (RED, [  # 中
        [(1.4, 3), (8.6, 3), (8.6, 7), (1.4, 7), (1.4, 3)], [(5, 0.3), (5, 9.9)],
    ]),
}


def fmt(n: float) -> str:
    text = f"{n:.1f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def glyph(strokes: list[Stroke], x: float, y: float, w: float, h: float, colour: str,
          width: float) -> str:
    """Strokes of a 10 × 10 glyph scaled into the box (x, y, w, h), as one path."""
    parts = []
    for stroke in strokes:
        points = [(x + px * w / 10, y + py * h / 10) for px, py in stroke]
        head, *rest = points
        parts.append(f"M{fmt(head[0])} {fmt(head[1])}"
                     + "".join(f"L{fmt(px)} {fmt(py)}" for px, py in rest))
    return (f'<path d="{"".join(parts)}" fill="none" stroke="{colour}" '
            f'stroke-width="{fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>')


# ---- pin: ringed circles ---------------------------------------------------------------------


def pip(cx: float, cy: float, r: float, colour: str) -> str:
    ring = max(r * 0.28, 1)
    return (f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r - ring / 2)}" fill="none" '
            f'stroke="{colour}" stroke-width="{fmt(ring)}"/>'
            f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r * 0.34)}" fill="{colour}"/>')


COLUMNS = (9.5, 20.5)
PIN_LAYOUT: dict[int, list[tuple[float, float, str]]] = {
    2: [(15, 12, GREEN), (15, 28, BLUE)],
    3: [(8, 9, BLUE), (15, 20, RED), (22, 31, GREEN)],
    4: [(x, y, c) for y, c in ((12, BLUE), (28, GREEN)) for x in COLUMNS],
    5: [(8.5, 9, BLUE), (21.5, 9, GREEN), (15, 20, RED), (8.5, 31, GREEN), (21.5, 31, BLUE)],
    6: [(x, y, c) for y, c in ((9, GREEN), (21, RED), (31, RED)) for x in COLUMNS],
    7: [(7.5, 6.5, GREEN), (15, 10, GREEN), (22.5, 13.5, GREEN),
        *((x, y, RED) for y in (23, 32) for x in COLUMNS)],
    8: [(x, y, BLUE) for y in (7, 15.7, 24.3, 33) for x in COLUMNS],
    9: [(x, y, c) for y, c in ((8, BLUE), (20, RED), (32, GREEN)) for x in (7.5, 15, 22.5)],
}
PIN_RADIUS = {2: 6.5, 3: 4.8, 4: 5.2, 5: 4.6, 6: 4.6, 7: 3.9, 8: 4, 9: 3.7}


def pin(rank: int, red: bool) -> str:
    if rank == 1:
        colour = RED
        return (f'<circle cx="15" cy="20" r="10.5" fill="none" stroke="{GREEN}" stroke-width="2"/>'
                + pip(15, 20, 8, BLUE if not red else RED)
                + f'<circle cx="15" cy="20" r="2.6" fill="{colour}"/>')
    r = PIN_RADIUS[rank]
    return "".join(pip(x, y, r, RED if red else c) for x, y, c in PIN_LAYOUT[rank])


# ---- sou: bamboo sticks ------------------------------------------------------------------------


def stick(cx: float, cy: float, length: float, colour: str, angle: float = 0) -> str:
    """A bamboo stick centred on (cx, cy): a rounded bar with a node across its middle."""
    half = length / 2
    turn = f' transform="rotate({fmt(angle)} {fmt(cx)} {fmt(cy)})"' if angle else ""
    return (f'<g{turn}><rect x="{fmt(cx - 1.7)}" y="{fmt(cy - half)}" width="3.4" '
            f'height="{fmt(length)}" rx="1.5" fill="{colour}"/>'
            f'<path d="M{fmt(cx - 1.7)} {fmt(cy)}h3.4" stroke="#fff" stroke-width="0.9"/></g>')


SOU_LAYOUT: dict[int, list[tuple[float, float, str, float]]] = {
    2: [(15, 11.5, GREEN, 0), (15, 28.5, BLUE, 0)],
    3: [(15, 11.5, BLUE, 0), (9.5, 28.5, GREEN, 0), (20.5, 28.5, GREEN, 0)],
    4: [(x, y, c, 0) for y, c in ((11.5, BLUE), (28.5, GREEN)) for x in COLUMNS],
    5: [(8, 11.5, GREEN, 0), (22, 11.5, BLUE, 0), (15, 20, RED, 0), (8, 28.5, BLUE, 0),
        (22, 28.5, GREEN, 0)],
    6: [(x, y, GREEN, 0) for y in (11.5, 28.5) for x in (7.5, 15, 22.5)],
    7: [(15, 7, RED, 0), *((x, y, GREEN, 0) for y in (20, 32) for x in (7.5, 15, 22.5))],
    8: [(x, y, GREEN, a) for y, flip in ((11.5, 1), (28.5, -1))
        for x, a in ((5.5, 18), (11.8, -18), (18.2, 18), (24.5, -18)) for a in (a * flip,)],
    9: [(x, y, RED if x == 15 else GREEN, 0) for y in (7.5, 20, 32.5) for x in (7.5, 15, 22.5)],
}
SOU_LENGTH = {2: 13, 3: 13, 4: 13, 5: 11, 6: 13, 7: 9.5, 8: 13, 9: 10}


def bird(red: bool) -> str:
    """一索: a bird standing, tail up (the tile's traditional picture, simply drawn)."""
    body = RED if red else GREEN
    return (f'<path d="M9 14c3-6 9-6 10 0l-3 14h-4z" fill="{body}"/>'  # body
            f'<circle cx="18" cy="11" r="3.2" fill="{BLUE}"/>'  # head
            f'<path d="M21 10.5l3.5 1.5-3.5 1" fill="{RED}"/>'  # beak
            f'<path d="M10 15c-4-2-5-7-4-10 2 3 3 5 5 6" fill="{BLUE}"/>'  # tail
            f'<path d="M13 28v5m3-5v5M11 33h7" stroke="{INK}" stroke-width="1.4" '
            'stroke-linecap="round" fill="none"/>')  # legs


def sou(rank: int, red: bool) -> str:
    if rank == 1:
        return bird(red)
    length = SOU_LENGTH[rank]
    return "".join(stick(x, y, length, RED if red else c, a) for x, y, c, a in SOU_LAYOUT[rank])


# ---- man, honours, flower, back -------------------------------------------------------------


def man(rank: int, red: bool) -> str:
    numeral = RED if red else INK
    return (glyph(NUMERALS[rank], 6, 3.5, 18, 14, numeral, 2.3)
            + glyph(MAN, 5.5, 20.5, 19, 16, RED, 1.7))


def honour(number: int) -> str:
    if number == 5:  # 白: an empty face with a blue frame
        return f'<rect x="6" y="7" width="18" height="26" rx="2" fill="none" stroke="{BLUE}" ' \
               'stroke-width="2.2"/>'
    colour, strokes = HONOURS[number]
    return glyph(strokes, 4, 6, 22, 28, colour, 2.6)


def flower() -> str:
    petals = "".join(
        f'<ellipse cx="15" cy="13" rx="3.6" ry="6" fill="{RED}" '
        f'transform="rotate({angle} 15 20)"/>' for angle in range(0, 360, 72))
    return (petals + f'<circle cx="15" cy="20" r="3" fill="#f2b705" stroke="{INK}" '
            'stroke-width="0.6"/>')


RED_MARK = f'<circle cx="25.5" cy="4.5" r="2" fill="{RED}"/>'
FACE = '<use href="#face"/>'


def symbol(tile_id: str, body: str, face: bool = True) -> str:
    return f'<symbol id="t-{tile_id}" viewBox="0 0 {W} {H}">{FACE if face else ""}{body}</symbol>'


def tiles() -> list[str]:
    out = []
    for suit, draw in (("m", man), ("p", pin), ("s", sou)):
        for rank in range(1, 10):
            out.append(symbol(f"{rank}{suit}", draw(rank, False)))
        out.append(symbol(f"0{suit}", draw(5, True) + RED_MARK))
    for number in range(1, 8):
        out.append(symbol(f"{number}z", honour(number)))
    out.append(symbol("f", flower()))
    back = (f'<rect x="0.75" y="0.75" width="{W - 1.5}" height="{H - 1.5}" rx="3.5" '
            f'fill="#e59b2a" stroke="#8a5a12" stroke-width="1.5"/>'
            f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="2" fill="none" '
            'stroke="#fbe3b8" stroke-width="1"/>')
    out.append(symbol("back", back, face=False))
    return out


def build() -> str:
    face = (f'<rect id="face" x="0.75" y="0.75" width="{W - 1.5}" height="{H - 1.5}" rx="3.5" '
            'fill="#fdfbf4" stroke="#9a9484" stroke-width="1.5"/>')
    body = "\n".join(tiles())
    return (f'<svg xmlns="http://www.w3.org/2000/svg">\n'
            f"<!-- Generated by webapp/tools/make_tiles.py: edit that, not this. -->\n"
            f"<defs>{face}</defs>\n{body}\n</svg>\n")


def main(argv: list[str]) -> int:
    text = build()
    if "--check" in argv:
        fresh = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        if not fresh:
            print(f"{OUT} is stale: run python webapp/tools/make_tiles.py", file=sys.stderr)
        return 0 if fresh else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
