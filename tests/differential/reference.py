"""Score a generated hand with our evaluator and with the `mahjong` package (test-only).

Both run under the reference rules of tenhou.net ranked games: kuitan, red fives, no
double yakuman for the wait-specific forms, kazoe at 13 han, no kiriage.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld

from scoring.api.read.hand import read_hand
from scoring.errors import ScoringError
from scoring.hand.evaluate import evaluate
from scoring.rules.hand import HandRules, TileRules
from tests.differential.hands import GenHand

TENHOU_YONMA_TILES = TileRules(red_man=1, red_pin=1, red_sou=1)
TENHOU_SANMA_TILES = TileRules(
    removed="2345678m", red_pin=1, red_sou=1, chi=False, north_nuki=True, north_pon=False,
    nuki_rinshan=True,
)
TENHOU_HAND = HandRules()

NAME_TO_ID = {
    "Menzen Tsumo": "menzen_tsumo", "Riichi": "riichi", "Double Riichi": "double_riichi",
    "Ippatsu": "ippatsu", "Chankan": "chankan", "Rinshan Kaihou": "rinshan",
    "Haitei Raoyue": "haitei", "Houtei Raoyui": "houtei", "Pinfu": "pinfu", "Tanyao": "tanyao",
    "Iipeiko": "iipeikou", "Yakuhai (haku)": "haku", "Yakuhai (hatsu)": "hatsu",
    "Yakuhai (chun)": "chun", "Chiitoitsu": "chiitoitsu", "Toitoi": "toitoi",
    "San Ankou": "sanankou", "Sanshoku Doukou": "sanshoku_doukou", "San Kantsu": "sankantsu",
    "Shou Sangen": "shousangen", "Honroutou": "honroutou", "Sanshoku Doujun": "sanshoku",
    "Ittsu": "ittsu", "Chantai": "chanta", "Ryanpeikou": "ryanpeikou", "Junchan": "junchan",
    "Honitsu": "honitsu", "Chinitsu": "chinitsu", "Kokushi Musou": "kokushi",
    "Kokushi Musou Juusanmen Matchi": "kokushi_13", "Suu Ankou": "suuankou",
    "Suu Ankou Tanki": "suuankou_tanki", "Daisangen": "daisangen", "Shousuushii": "shousuushii",
    "Dai Suushii": "daisuushii", "Tsuu Iisou": "tsuuiisou", "Chinroutou": "chinroutou",
    "Ryuuiisou": "ryuuiisou", "Chuuren Poutou": "chuuren",
    "Daburu Chuuren Poutou": "junsei_chuuren", "Suu Kantsu": "suukantsu", "Tenhou": "tenhou",
    "Chiihou": "chiihou",
}
for _w in ("east", "south", "west", "north"):
    NAME_TO_ID[f"Yakuhai (seat wind {_w})"] = "seat_wind"
    NAME_TO_ID[f"Yakuhai (round wind {_w})"] = "round_wind"
DORA_NAMES = {"Dora", "Aka Dora", "Ura Dora"}

_MELD_TYPE = {"chi": Meld.CHI, "pon": Meld.PON, "minkan": Meld.KAN, "ankan": Meld.KAN,
              "kakan": Meld.SHOUMINKAN}


@dataclass(frozen=True)
class Outcome:
    """What both sides are compared on: an error code, or han, fu and the yaku ids."""

    error: str | None = None
    han: int = 0
    fu: int | None = None
    yaku: frozenset[str] = frozenset()

    def __str__(self) -> str:
        if self.error:
            return f"error {self.error}"
        return f"{self.han} han {self.fu} fu {sorted(self.yaku)}"


def tile_rules(players: int) -> TileRules:
    return TENHOU_SANMA_TILES if players == 3 else TENHOU_YONMA_TILES


def ours(hand: GenHand, request: dict[str, object] | None = None) -> Outcome:
    try:
        e = evaluate(read_hand(request or hand.request()), tile_rules(hand.players),
                     TENHOU_HAND, hand.players)
    except ScoringError as exc:
        return Outcome(error=exc.code)
    ids = frozenset(y.id for y in e.yaku)
    if e.yakuman:
        return Outcome(han=13 * e.yakuman, fu=None, yaku=ids)
    return Outcome(han=e.han, fu=e.fu, yaku=ids)


def reference_options(players: int) -> OptionalRules:
    """The reference rules, as the `mahjong` package states them."""
    return OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=True,
        has_double_yakuman=False,
        kazoe_limit=HandConstants.KAZOE_LIMITED,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        is_three_player=players == 3,
    )


def reference_args(hand: GenHand, options: OptionalRules | None = None
                   ) -> tuple[list[int], int, list[Meld], list[int], HandConfig, list[int]]:
    """`options`: the house's rules, built once by a caller scoring many hands."""
    def i136(t: tuple[int, int]) -> int:
        return t[0] * 4 + t[1]

    tiles = [i136(t) for t in hand.concealed]
    melds = []
    for kind, group in hand.melds:
        ids = [i136(t) for t in group]
        tiles += ids
        melds.append(Meld(meld_type=_MELD_TYPE[kind], tiles=ids, opened=kind != "ankan"))
    f = hand.flags
    if options is None:
        options = reference_options(hand.players)
    config = HandConfig(
        is_tsumo=hand.discarder is None,
        is_riichi=bool(f.get("riichi") or f.get("double_riichi")),
        is_daburu_riichi=bool(f.get("double_riichi")),
        is_ippatsu=bool(f.get("ippatsu")),
        is_rinshan=bool(f.get("rinshan")),
        is_chankan=bool(f.get("chankan")),
        is_haitei=bool(f.get("haitei")),
        is_houtei=bool(f.get("houtei")),
        is_tenhou=bool(f.get("tenhou")),
        is_chiihou=bool(f.get("chiihou")),
        player_wind=EAST + hand.winner,
        round_wind=EAST + "ESWN".index(hand.round_wind),
        options=options,
        num_nuki_dora=hand.nukidora,
    )
    return (tiles, i136(hand.win), melds, [i136(t) for t in hand.dora], config,
            [i136(t) for t in hand.ura])


def reference(hand: GenHand) -> Outcome:
    tiles, win, melds, dora, config, ura = reference_args(hand)
    r = HandCalculator.estimate_hand_value(
        tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
    )
    if r.error:
        return Outcome(error=r.error)
    names = [y.name for y in r.yaku or ()]
    ids = frozenset(NAME_TO_ID.get(n, n) for n in names if n not in DORA_NAMES)
    yakuman = any(getattr(y, "is_yakuman", False) for y in r.yaku or ())
    return Outcome(han=r.han or 0, fu=None if yakuman else r.fu, yaku=ids)
