"""Ruleset sections for the tile set and hand evaluation (yaku, fu).

The payment core reads a few fields here to tell which han/fu pairs can occur
(`chiitoitsu_fu`, `chiitoitsu_han`, `pinfu_tsumo_20fu`): keep those names.

Yaku are addressed by id (`STANDARD_YAKU` lists every id the evaluator knows). A house
re-values a yaku with a `[hand.yaku.<id>]` table; listing a local yaku there enables it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from scoring.hand.tiles import next_tile, parse_tiles
from scoring.value import Limit


class StandardYaku(NamedTuple):
    """A yaku's value where no house says otherwise."""

    enabled: bool  # local yaku are off until a house lists them
    han: int  # han when closed (0 for yakuman and limit yaku)
    han_open: int  # han when open; 0 = closed only
    yakuman: int = 0  # yakuman multiple (0 = not a yakuman)
    limit: Limit | None = None  # paid at a set limit instead of han
    open_ok: bool = True  # (yakuman and limit yaku) may be won with an open hand


_Y = StandardYaku
# Standard values follow the common modern (and tenhou.net) count.
STANDARD_YAKU: dict[str, StandardYaku] = {
    # situational
    "riichi": _Y(True, 1, 0),
    "double_riichi": _Y(True, 2, 0),
    "open_riichi": _Y(False, 1, 0),  # added on top of (double) riichi where open riichi exists
    "ippatsu": _Y(True, 1, 0),
    "menzen_tsumo": _Y(True, 1, 0),
    "haitei": _Y(True, 1, 1),
    "houtei": _Y(True, 1, 1),
    "rinshan": _Y(True, 1, 1),
    "chankan": _Y(True, 1, 1),
    "kanburi": _Y(False, 1, 1),  # ron on the discard right after a kan
    # shape
    "pinfu": _Y(True, 1, 0),
    "tanyao": _Y(True, 1, 1),
    "iipeikou": _Y(True, 1, 0),
    "haku": _Y(True, 1, 1),
    "hatsu": _Y(True, 1, 1),
    "chun": _Y(True, 1, 1),
    "seat_wind": _Y(True, 1, 1),
    "round_wind": _Y(True, 1, 1),
    "north_wind": _Y(True, 1, 1),  # north where the tile rules make it everyone's seat wind
    "chiitoitsu": _Y(True, 2, 0),  # han comes from HandRules.chiitoitsu_han
    "toitoi": _Y(True, 2, 2),
    "sanankou": _Y(True, 2, 2),
    "sanshoku_doukou": _Y(True, 2, 2),
    "sankantsu": _Y(True, 2, 2),
    "shousangen": _Y(True, 2, 2),
    "honroutou": _Y(True, 2, 2),
    "sanshoku": _Y(True, 2, 1),
    "ittsu": _Y(True, 2, 1),
    "chanta": _Y(True, 2, 1),
    "ryanpeikou": _Y(True, 3, 0),
    "junchan": _Y(True, 3, 2),
    "honitsu": _Y(True, 3, 2),
    "chinitsu": _Y(True, 6, 5),
    "sanrenkou": _Y(False, 2, 2),  # three triplets in a row, one suit
    "sanfuukou": _Y(False, 2, 2),  # three wind triplets or kans (not all four winds)
    # yakuman
    "kokushi": _Y(True, 0, 0, 1, open_ok=False),
    "kokushi_13": _Y(True, 0, 0, 1, open_ok=False),  # thirteen-sided wait
    "suuankou": _Y(True, 0, 0, 1, open_ok=False),
    "suuankou_tanki": _Y(True, 0, 0, 1, open_ok=False),
    "daisangen": _Y(True, 0, 0, 1),
    "shousuushii": _Y(True, 0, 0, 1),
    "daisuushii": _Y(True, 0, 0, 1),
    "tsuuiisou": _Y(True, 0, 0, 1),
    "chinroutou": _Y(True, 0, 0, 1),
    "ryuuiisou": _Y(True, 0, 0, 1),
    "chuuren": _Y(True, 0, 0, 1, open_ok=False),
    "junsei_chuuren": _Y(True, 0, 0, 1, open_ok=False),  # nine-sided wait
    "suukantsu": _Y(True, 0, 0, 1),
    "tenhou": _Y(True, 0, 0, 1, open_ok=False),
    "chiihou": _Y(True, 0, 0, 1, open_ok=False),
    # local
    "renhou": _Y(False, 0, 0, 1, open_ok=False),
    "suurenkou": _Y(False, 0, 0, 1),
    "daisharin": _Y(False, 0, 0, 1, open_ok=False),  # 22334455667788 in HandRules.daisharin_suits
    "chinitsu_chiitoitsu": _Y(False, 0, 0, 1, open_ok=False),
    "open_riichi_deal_in": _Y(False, 0, 0, 1, open_ok=False),  # a non-riichi player deals in
    "shiisanputaa": _Y(False, 0, 0, 0, Limit.MANGAN, open_ok=False),  # 13 unrelated tiles
    "maneman": _Y(False, 0, 0, 0, Limit.HANEMAN, open_ok=False),  # copied 7 upper-house discards
}


class ResolvedYaku(NamedTuple):
    """A yaku's value in one house, after its overrides."""

    han: int
    han_open: int  # 0 = not counted on an open hand
    yakuman: int
    limit: Limit | None
    open_ok: bool


@dataclass(frozen=True)
class YakuSetting:
    """A house's override of one yaku; unset fields keep the standard value."""

    enabled: bool = True  # the yaku exists in this house (listing a local yaku enables it)
    han: int | None = None  # han when closed; setting it makes the yaku a han yaku
    han_open: int | None = None  # han when open (0 = closed only); None keeps the standard
    yakuman: int | None = None  # yakuman multiple; setting it makes the yaku a yakuman
    limit: Limit | None = None  # paid at this set limit, not combined with other yaku

    def __post_init__(self) -> None:
        kinds = [k for k in ("han", "yakuman", "limit") if getattr(self, k) is not None]
        if len(kinds) > 1:
            raise ValueError(f"{kinds[1]}: give only one of han, yakuman and limit")
        if self.han is not None and self.han < 1:
            raise ValueError("han: must be at least 1")
        if self.han_open is not None and self.han_open < 0:
            raise ValueError("han_open: must not be negative")
        if self.yakuman is not None and self.yakuman < 1:
            raise ValueError("yakuman: must be at least 1")
        if self.han_open is not None and (self.yakuman is not None or self.limit is not None):
            raise ValueError("han_open: only for han yaku")

    def resolve(self, std: StandardYaku) -> ResolvedYaku:
        if self.yakuman is not None:
            return ResolvedYaku(0, 0, self.yakuman, None, std.open_ok)
        if self.limit is not None:
            return ResolvedYaku(0, 0, 0, self.limit, std.open_ok)
        if self.han is not None:
            han_open = self.han_open
            if han_open is None:
                # Keep the standard open reduction when the yaku was a han yaku.
                han_open = max(0, self.han - (std.han - std.han_open)) if std.han_open else 0
            return ResolvedYaku(self.han, han_open, 0, None, han_open > 0)
        han_open = std.han_open if self.han_open is None else self.han_open
        return ResolvedYaku(std.han, han_open, std.yakuman, std.limit, std.open_ok)


_TILE_NOTATION = re.compile(r"^(?:[0-9]+[mps]|[1-7]+z)*$")
_SUITS = "mps"


@dataclass(frozen=True)
class TileRules:
    """The tile set in play."""

    removed: str = ""  # tiles not in the set, in tile notation (three-player: "2345678m")
    red_man: int = 0  # red 5m in the set (each is one extra dora)
    red_pin: int = 0  # red 5p in the set
    red_sou: int = 0  # red 5s in the set
    flowers: int = 0  # flower tiles in the set; each one set aside is one dora
    chi: bool = True  # chi is allowed
    north_nuki: bool = False  # north tiles may be set aside as nuki-dora (one dora each)
    north_everyones_wind: bool = False  # north is every player's seat wind (value tile for all)
    north_hand_yakuman: tuple[str, ...] | None = None  # north kept in hand only for these yakuman
    north_pon: bool = True  # north may be called by pon or daiminkan
    nuki_rinshan: bool = False  # a win on the tile drawn after a nuki counts as rinshan kaihou

    def __post_init__(self) -> None:
        if not _TILE_NOTATION.match(self.removed) or "0" in self.removed:
            raise ValueError("removed: not tile notation (e.g. '2345678m')")
        for name in ("red_man", "red_pin", "red_sou"):
            if not 0 <= getattr(self, name) <= 4:
                raise ValueError(f"{name}: must be 0 to 4")
        if self.red_man and "5" in _suit_ranks(self.removed, "m"):
            raise ValueError("red_man: 5m is removed from the set")
        if not 0 <= self.flowers <= 8:
            raise ValueError("flowers: must be 0 to 8")
        for yaku_id in self.north_hand_yakuman or ():
            if yaku_id not in STANDARD_YAKU or not STANDARD_YAKU[yaku_id].yakuman:
                raise ValueError(f"north_hand_yakuman: '{yaku_id}' is not a yakuman id")

    @cached_property
    def removed_tiles(self) -> frozenset[int]:
        """The tiles of `removed` as indices, read once per tile set (every hand asks)."""
        return frozenset(parse_tiles(self.removed, "tiles.removed").tiles)

    @cached_property
    def dora_of(self) -> tuple[int, ...]:
        """Per indicator tile, the dora it points to in this set (read once per tile set,
        like `removed_tiles`: every hand with an indicator asks)."""
        return tuple(next_tile(t, self.removed_tiles) for t in range(34))

    @property
    def red_fives(self) -> int:
        """Red fives in the whole set."""
        return self.red_man + self.red_pin + self.red_sou

    def red_count(self, suit: str) -> int:
        return {"m": self.red_man, "p": self.red_pin, "s": self.red_sou}[suit]


def _suit_ranks(notation: str, suit: str) -> str:
    return "".join(m.group(1) for m in re.finditer(r"([0-9]+)" + suit, notation))


@dataclass(frozen=True)
class HandRules:
    """How a hand is valued: yaku, fu and their house variants."""

    yaku: dict[str, YakuSetting] = field(default_factory=dict)  # per yaku id; lists local yaku
    kuitan: bool = True  # tanyao counts on an open hand
    kuitan_with: tuple[str, ...] = ()  # without kuitan, open tanyao still counts beside these yaku
    open_pinfu: bool = False  # pinfu (1 han) counts on an open hand of pinfu shape
    chiitoitsu_fu: int = 25  # fu of a seven-pairs hand (25, 40 or 50)
    chiitoitsu_han: int = 2  # han of the seven-pairs yaku itself (2, or 1 where it is 50 fu)
    chiitoitsu_han_at_mangan: int | None = None  # seven-pairs han once the hand is mangan+
    chiitoitsu_four_of_a_kind: bool = False  # seven pairs may hold two pairs of one tile
    pinfu_tsumo_20fu: bool = True  # pinfu tsumo is 20 fu with pinfu counted (else 30 fu, no pinfu)
    double_wind_pair_fu: int = 4  # fu for a pair of the round wind that is also the seat wind
    value_tanki_ron_fu: int | None = None  # pair + wait fu of a value-tile tanki, ron; unset = sum
    value_tanki_tsumo_fu: int | None = None  # the same on tsumo, tsumo fu included; unset = sum
    yakuman_stack: bool = True  # different yakuman in one hand add up (double, triple)
    rinshan_with_haitei: bool = True  # a rinshan win on the last tile also counts haitei
    kokushi_chankan_ankan: bool = True  # kokushi musou may rob a concealed kan
    daisharin_suits: str = "p"  # suits (letters m, p, s) in which daisharin counts
    ryuuiisou_needs_hatsu: bool = False  # all-green must contain hatsu
    suukantsu_at_fourth_kan: bool = False  # four kans win at once, no pair needed
    suukantsu_fourth_kan_ron: bool = True  # that win on a daiminkan is a ron on its discarder

    def __post_init__(self) -> None:
        for yaku_id, setting in self.yaku.items():
            if yaku_id not in STANDARD_YAKU:
                raise ValueError(f"yaku.{yaku_id}: unknown yaku id")
            if yaku_id == "chiitoitsu" and (setting.han is not None or setting.han_open):
                raise ValueError("yaku.chiitoitsu: set chiitoitsu_han instead")
            if yaku_id == "tanyao" and setting.han_open is not None:
                raise ValueError("yaku.tanyao: set kuitan instead of han_open")
        for yaku_id in self.kuitan_with:
            if yaku_id not in STANDARD_YAKU:
                raise ValueError(f"kuitan_with: unknown yaku id '{yaku_id}'")
        if self.chiitoitsu_fu not in (25, 30, 40, 50):
            raise ValueError("chiitoitsu_fu: must be 25, 30, 40 or 50")
        if self.chiitoitsu_han < 1:
            raise ValueError("chiitoitsu_han: must be at least 1")
        if self.chiitoitsu_han_at_mangan is not None and (
            self.chiitoitsu_han_at_mangan < self.chiitoitsu_han
        ):
            raise ValueError("chiitoitsu_han_at_mangan: must not be below chiitoitsu_han")
        if self.double_wind_pair_fu not in (2, 4):
            raise ValueError("double_wind_pair_fu: must be 2 or 4")
        for name in ("value_tanki_ron_fu", "value_tanki_tsumo_fu"):
            value = getattr(self, name)
            if value is not None and not 2 <= value <= 10:
                raise ValueError(f"{name}: must be 2 to 10")
        if not self.daisharin_suits or any(s not in _SUITS for s in self.daisharin_suits):
            raise ValueError("daisharin_suits: letters m, p, s")
        object.__setattr__(self, "_resolved", self._resolve())

    def _resolve(self) -> dict[str, ResolvedYaku]:
        out: dict[str, ResolvedYaku] = {}
        for yaku_id, std in STANDARD_YAKU.items():
            setting = self.yaku.get(yaku_id)
            if setting is None:
                if std.enabled:
                    out[yaku_id] = YakuSetting().resolve(std)
            elif setting.enabled:
                out[yaku_id] = setting.resolve(std)
        if "chiitoitsu" in out:
            out["chiitoitsu"] = ResolvedYaku(self.chiitoitsu_han, 0, 0, None, False)
        if "tanyao" in out and out["tanyao"].han_open and not self.kuitan:
            # Open tanyao is decided by kuitan / kuitan_with at evaluation time.
            out["tanyao"] = out["tanyao"]._replace(han_open=out["tanyao"].han)
        if "pinfu" in out and self.open_pinfu and not out["pinfu"].han_open:
            out["pinfu"] = out["pinfu"]._replace(han_open=out["pinfu"].han, open_ok=True)
        return out

    @property
    def effective_yaku(self) -> dict[str, ResolvedYaku]:
        """Every yaku this house counts, with its value; disabled yaku are absent."""
        return self._resolved  # type: ignore[attr-defined, no-any-return]
