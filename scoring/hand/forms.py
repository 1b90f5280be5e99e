"""Facts about the whole hand, and the interpretations (forms) a winning hand can take.

A form is one reading of the 14 tiles together with the wait the winning tile completed;
yaku and fu are judged per form, then the best-paying form wins. A regular reading is
kept as its per-suit parts (`decompose.SuitReading`, walked by the evaluator directly),
never rebuilt as tile lists; `Form` describes the special shapes.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter

from scoring.hand.decompose import Parts, SuitInfo, suit_infos
from scoring.hand.inputs import HandInput
from scoring.hand.setfu import ANKAN as ANKAN  # the triplet kinds, re-exported
from scoring.hand.setfu import ANKOU as ANKOU
from scoring.hand.setfu import MINKAN as MINKAN
from scoring.hand.setfu import MINKOU as MINKOU
from scoring.hand.setfu import SET_LINE, FuLine
from scoring.hand.tiles import EAST, GREEN, HAKU, HONOR, NORTH, Meld, MeldKind
from scoring.rules.hand import HandRules, TileRules

# Special form kinds
CHIITOITSU, KOKUSHI, UNRELATED = 1, 2, 3

# Waits
RYANMEN, KANCHAN, PENCHAN, TANKI, SHANPON, OTHER = (
    "ryanmen", "kanchan", "penchan", "tanki", "shanpon", "other",
)


@dataclass(slots=True)
class Form:
    """Seven pairs, thirteen orphans or thirteen unrelated tiles, with its wait."""

    kind: int
    wait: str = OTHER
    pair: int = -1


@dataclass(slots=True)
class Facts:
    """What is true of the hand whatever its reading; computed once per evaluation."""

    inp: HandInput
    tiles: TileRules
    rules: HandRules
    counts: list[int]  # concealed tiles (winning tile included); read only
    all_counts: list[int]  # concealed and melded tiles, kans as four; read only
    infos: tuple[SuitInfo, SuitInfo, SuitInfo, SuitInfo]  # the concealed man, pin, sou, honours
    closed: bool  # no open meld (an ankan keeps the hand closed)
    seat_wind: int
    round_wind: int
    tsumo: bool  # the same as inp.tsumo, read often enough to keep at hand
    # summaries of the tile mix, melds included
    suits: int  # bit 0 man, 1 pin, 2 sou, 3 honours
    yaochu: int  # tiles (with multiplicity) that are terminals or honours
    total: int  # tiles with multiplicity (kans count four)
    melds: MeldSets

    def is_value_pair_tile(self, tile: int) -> bool:
        return (
            tile >= HAKU
            or tile == self.seat_wind
            or tile == self.round_wind
            or (tile == NORTH and self.tiles.north_everyones_wind)
        )

    def pair_fu(self, tile: int) -> int:
        if tile < EAST:
            return 0
        if tile >= HAKU:
            return 2
        seat = tile == self.seat_wind or (tile == NORTH and self.tiles.north_everyones_wind)
        if seat and tile == self.round_wind:
            return self.rules.double_wind_pair_fu
        return 2 if seat or tile == self.round_wind else 0

    @property
    def all_green(self) -> bool:
        if self.suits & 3:
            return False
        return not any(_NOT_GREEN_SOU_HONOR(self.all_counts))


@dataclass(slots=True)
class MeldSets:
    """What the called (and concealed-kan) sets add to every reading of the hand. Treat as
    read-only (not frozen: built for every hand with melds, and a slots dataclass's fields
    are read faster than a NamedTuple's in Python 3.11)."""

    sequences: tuple[int, ...] = ()  # lowest tile of each chi
    triplets: tuple[tuple[int, int], ...] = ()  # (tile, triplet kind) of each pon and kan
    run_ranks: tuple[int, int, int] = (0, 0, 0)  # per suit, bit r for a chi from rank r
    triplet_ranks: tuple[int, int, int] = (0, 0, 0)  # per suit, bit r for a pon/kan of rank r
    outside: bool = True  # every meld holds a terminal or honour
    kans: int = 0
    ankans: int = 0
    closed: bool = True  # no meld is open (concealed kans only)
    suits: int = 0  # bit 0 man, 1 pin, 2 sou, 3 honours
    tiles: int = 0  # tiles in the melds, kans as four
    yaochu: int = 0  # of them terminals or honours
    reds: int = 0  # red fives in the melds
    fu_lines: tuple[FuLine, ...] = ()  # fu lines of the pons and kans, in meld order
    fu: int = 0  # their sum


NO_MELDS = MeldSets()
# The counts of the sou and honours that are not green, fetched in one C-level call.
_NOT_GREEN_SOU_HONOR = itemgetter(*(t for t in range(18, 34) if t not in GREEN))
_CHI = MeldKind.CHI  # an enum member looked up on its class costs ~50 ns in Python 3.11


def make_facts(inp: HandInput, tiles: TileRules, rules: HandRules, counts: list[int],
               all_counts: list[int]) -> Facts:
    """`counts`: the concealed tiles; `all_counts`: melds included (`validated_counts`)."""
    # The concealed counts as bytes, ready to slice into the suit tables' keys.
    infos = suit_infos(inp.count_bytes if counts is inp.counts else counts)
    man, pin, sou, honours = infos
    melds = _meld_sets(inp.melds) if inp.melds else NO_MELDS
    suits = (
        (1 if man.tiles else 0) | (2 if pin.tiles else 0) | (4 if sou.tiles else 0)
        | (8 if honours.tiles else 0) | melds.suits
    )
    yaochu = man.yaochu + pin.yaochu + sou.yaochu + honours.yaochu + melds.yaochu
    total = man.tiles + pin.tiles + sou.tiles + honours.tiles + melds.tiles
    return Facts(inp, tiles, rules, counts, all_counts, infos,
                 melds.closed, EAST + inp.winner, inp.round_wind, inp.discarder is None, suits,
                 yaochu, total, melds)


def _meld_sets(melds: tuple[Meld, ...]) -> MeldSets:
    """One pass over the melds; each Meld carries its suit, rank bit and terminals."""
    sequences: list[int] = []
    triplets: list[tuple[int, int]] = []
    fu_lines: list[FuLine] = []
    run_ranks = [0, 0, 0, 0]  # by suit; honours (3) never make runs or count for ranks
    triplet_ranks = [0, 0, 0, 0]
    outside = closed = True
    kans = ankans = suits = tiles = yaochu = fu = reds = 0
    for m in melds:
        outside = outside and m.outside
        closed = closed and not m.is_open
        suits |= 1 << m.suit
        tiles += len(m.tiles)
        yaochu += m.yaochu
        reds += m.reds
        if m.kind is _CHI:
            sequences.append(m.tile)
            run_ranks[m.suit] |= m.rank_bit
        else:
            # A pon is an open triplet; a kan is open unless concealed (ankan). Read from
            # the flags: hashing an enum member calls Python code.
            if m.is_kan:
                kans += 1
                kind = MINKAN if m.is_open else ANKAN
                ankans += not m.is_open
            else:
                kind = MINKOU
            triplets.append((m.tile, kind))
            line = SET_LINE[kind][m.yaochu > 0]
            fu_lines.append(line)
            fu += line[1]
            triplet_ranks[m.suit] |= m.rank_bit
    return MeldSets(tuple(sequences), tuple(triplets), (run_ranks[0], run_ranks[1], run_ranks[2]),
                    (triplet_ranks[0], triplet_ranks[1], triplet_ranks[2]), outside, kans, ankans,
                    closed, suits, tiles, yaochu, reds, tuple(fu_lines), fu)


def waits(parts: Parts, w: int) -> list[str]:
    """The waits the winning tile `w` completes in this reading, in a fixed order: the pair,
    a triplet, then each run holding it (two runs with the same wait are one reading)."""
    part = parts[w // 9] if w < HONOR else parts[3]  # only w's own suit can hold it
    out = [TANKI] if part.pair == w else []
    if w in part.triplets:
        out.append(SHANPON)
    for s in part.runs:
        pos = w - s
        if not 0 <= pos <= 2:
            continue
        if pos == 1:
            wait = KANCHAN
        elif (pos == 0 and s % 9 == 6) or (pos == 2 and s % 9 == 0):
            wait = PENCHAN
        else:
            wait = RYANMEN
        if wait not in out:
            out.append(wait)
    return out
