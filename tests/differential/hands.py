"""Random complete hands for differential testing and benchmarks (no scoring logic here).

A hand is drawn from a real 136-tile wall (or the 108-tile three-player wall), so no tile
appears five times and red fives are real copies. Each hand is kept in a neutral form and
rendered both as a `/score` request and as the reference library's arguments.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

SANMA_GONE = frozenset(range(1, 8))  # 2m..8m
RED_COPY = 0  # copy 0 of each five is the red one
FIVES = (4, 13, 22)
SUITS = "mpsz"
YAOCHU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def tile_text(tile: int, red: bool = False) -> str:
    return f"{0 if red else tile % 9 + 1}{SUITS[tile // 9]}"


def notation(tiles: list[tuple[int, int]]) -> str:
    """136-style (tile, copy) list → compact notation, red fives as 0."""
    by_suit: dict[int, list[str]] = {0: [], 1: [], 2: [], 3: []}
    for tile, copy in sorted(tiles):
        red = tile in FIVES and copy == RED_COPY
        by_suit[tile // 9].append("0" if red else str(tile % 9 + 1))
    return "".join("".join(d) + SUITS[s] for s, d in by_suit.items() if d)


@dataclass
class GenHand:
    players: int
    concealed: list[tuple[int, int]]  # (tile34, copy)
    melds: list[tuple[str, list[tuple[int, int]]]]  # (kind, tiles)
    win: tuple[int, int]
    winner: int
    discarder: int | None
    round_wind: str
    dora: list[tuple[int, int]] = field(default_factory=list)
    ura: list[tuple[int, int]] = field(default_factory=list)
    nukidora: int = 0
    flags: dict[str, bool] = field(default_factory=dict)

    def request(self) -> dict[str, object]:
        req: dict[str, object] = {
            "concealed": notation(self.concealed),
            "melds": [{"kind": k, "tiles": notation(t)} for k, t in self.melds],
            "win_tile": notation([self.win]),
            "winner": self.winner,
            "discarder": self.discarder,
            "round_wind": self.round_wind,
            "dora_indicators": notation(self.dora),
            "ura_indicators": notation(self.ura),
            "nukidora": self.nukidora,
        }
        req.update({k: v for k, v in self.flags.items() if v})
        return req


class Wall:
    def __init__(self, rng: random.Random, players: int) -> None:
        self.rng = rng
        self.copies = {t: [0, 1, 2, 3] for t in range(34)}
        if players == 3:
            for t in SANMA_GONE:
                self.copies[t] = []
        self.tiles = [t for t in range(34) if self.copies[t]]

    def left(self, tile: int) -> int:
        return len(self.copies.get(tile, ()))

    def take(self, tile: int) -> tuple[int, int]:
        pool = self.copies[tile]
        copy = pool.pop(self.rng.randrange(len(pool)))
        return tile, copy

    def take_any(self) -> tuple[int, int]:
        choices = [t for t in self.tiles if self.copies[t]]
        return self.take(self.rng.choice(choices))


def _theme(rng: random.Random, wall: Wall) -> list[int]:
    """Bias tile choice so that flushes, outside hands and honour yaku actually occur."""
    r = rng.random()
    tiles = wall.tiles
    if r < 0.15:
        suit = rng.choice([s for s in (0, 1, 2) if any(wall.left(9 * s + r) for r in range(9))])
        return [t for t in tiles if t // 9 == suit]
    if r < 0.3:
        suit = rng.choice((1, 2))
        return [t for t in tiles if t // 9 in (suit, 3)]
    if r < 0.4:
        return [t for t in tiles if t in YAOCHU or t % 9 in (1, 2, 6, 7)]
    if r < 0.5:
        return [t for t in tiles if t not in YAOCHU]
    if r < 0.55:
        return [t for t in tiles if t >= 27 or t % 9 in (0, 8)]
    if r < 0.6:
        outside = [t for t in tiles if t >= 27 or t % 9 in (0, 8)]
        return outside + [t for t in tiles if 27 <= t <= 30] * 4  # winds-heavy
    if r < 0.63:
        return [t for t in tiles if t in (19, 20, 21, 23, 25, 32)]
    return list(tiles)


def _group(
    rng: random.Random, wall: Wall, pool: list[int], kind: str
) -> list[tuple[int, int]] | None:
    for _ in range(30):
        t = rng.choice(pool)
        if kind == "seq":
            if t >= 27 or t % 9 > 6 or any(wall.left(t + i) == 0 for i in range(3)):
                continue
            return [wall.take(t + i) for i in range(3)]
        need = {"trip": 3, "kan": 4, "pair": 2}[kind]
        if wall.left(t) >= need:
            return [wall.take(t) for _ in range(need)]
    return None


def generate(rng: random.Random, players: int) -> GenHand | None:
    wall = Wall(rng, players)
    shape = rng.random()
    concealed: list[tuple[int, int]] = []
    melds: list[tuple[str, list[tuple[int, int]]]] = []
    if shape < 0.05:
        pool = _theme(rng, wall)
        pairs = 0
        for _ in range(40):
            g = _group(rng, wall, pool, "pair")
            if g is None:
                return None
            if any(c[0] == g[0][0] for c in concealed):
                continue
            concealed += g
            pairs += 1
            if pairs == 7:
                break
        if pairs < 7:
            return None
    elif shape < 0.065:
        base = rng.choice((9, 18) if players == 3 else (0, 9, 18))
        for rank, n in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3)):
            concealed += [wall.take(base + rank) for _ in range(n)]
        concealed.append(wall.take(base + rng.randrange(9)))
    elif shape < 0.07:
        for t in YAOCHU:
            concealed.append(wall.take(t))
        concealed.append(wall.take(rng.choice(YAOCHU)))
    else:
        pool = _theme(rng, wall)
        n_melds = 0 if rng.random() < 0.45 else rng.randint(1, 4)
        for i in range(4):
            if i < n_melds:
                kinds = ["pon"] * 3 + ["minkan", "kakan", "ankan"] + (
                    ["chi"] * 3 if players == 4 else [])
                mk = rng.choice(kinds)
                g = _group(rng, wall, pool, {"chi": "seq", "pon": "trip"}.get(mk, "kan"))
                if g is None:
                    return None
                if players == 3 and g[0][0] == 30 and mk != "ankan":
                    return None  # no call of north where it is nuki-dora
                melds.append((mk, g))
            else:
                g = _group(rng, wall, pool, "seq" if rng.random() < 0.6 else "trip")
                if g is None:
                    return None
                concealed += g
        g = _group(rng, wall, pool, "pair")
        if g is None:
            return None
        concealed += g
    win = rng.choice(concealed)
    closed = all(k == "ankan" for k, _ in melds)
    tsumo = rng.random() < 0.5
    winner = rng.randrange(players)
    discarder = None if tsumo else rng.choice([s for s in range(players) if s != winner])
    flags: dict[str, bool] = {}
    if closed and rng.random() < 0.5:
        if rng.random() < 0.1:
            flags["double_riichi"] = True
        else:
            flags["riichi"] = True
        flags["ippatsu"] = rng.random() < 0.2
    kans = sum(1 for k, _ in melds if k in ("minkan", "ankan", "kakan"))
    r = rng.random()
    if tsumo:
        if kans and r < 0.3:
            flags["rinshan"] = True
        elif 0.3 <= r < 0.36:
            flags["haitei"] = True
        elif not melds and r > 0.98 and not flags.get("riichi") and not flags.get("double_riichi"):
            flags["tenhou" if winner == 0 else "chiihou"] = True
    elif r < 0.06:
        flags["houtei"] = True
    elif r < 0.12:
        flags["chankan"] = True
    dora = [wall.take_any() for _ in range(1 + kans)]
    ura = [wall.take_any() for _ in range(1 + kans)] if (
        flags.get("riichi") or flags.get("double_riichi")) else []
    nuki = 0
    if players == 3 and wall.left(30) and rng.random() < 0.4:
        nuki = rng.randint(1, wall.left(30))
        for _ in range(nuki):
            wall.take(30)
    round_wind = rng.choice("ESW" if players == 4 else "ES")
    return GenHand(players, concealed, melds, win, winner, discarder, round_wind,
                   dora, ura, nuki, flags)


def generate_many(seed: int, count: int, players: int | None = None) -> list[GenHand]:
    """`count` hands; alternate four and three players unless `players` is given."""
    rng = random.Random(seed)
    hands: list[GenHand] = []
    while len(hands) < count:
        n = players or (4 if rng.random() < 0.6 else 3)
        h = generate(rng, n)
        if h is not None:
            hands.append(h)
    return hands
