"""The little a calculator (and the score sheet) needs of a house, language-neutral.

One small settings answer per house (players, tile options, the hand form's flags, draws,
penalties, the sheet's extra events), never the catalog.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from webapp.page_data.houses import house_answer, house_list, summary

# The situation flags of /score and the yaku that makes each one matter: a standard yaku's
# flag unless the house turns it off, a local yaku's only where the house lists it.
STANDARD_FLAGS = {
    "riichi": "riichi",
    "double_riichi": "double_riichi",
    "ippatsu": "ippatsu",
    "haitei": "haitei",
    "houtei": "houtei",
    "rinshan": "rinshan",
    "chankan": "chankan",
    "tenhou": "tenhou",
    "chiihou": "chiihou",
}
LOCAL_FLAGS = {
    "kanburi": "kanburi",
    "maneman": "maneman",
    "first_draw": "shiisanputaa",
    "renhou": "renhou",
    "discarder_riichi": "open_riichi_deal_in",
}
# In the order the hand form lists them.
FLAGS = (
    "riichi",
    "double_riichi",
    "open_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
    "kanburi",
    "maneman",
    "first_draw",
    "discarder_riichi",
    "chankan_ankan",
)


def offered_flags(ruleset: dict[str, Any]) -> list[str]:
    """The situation flags this house's hand form offers."""
    yaku = ruleset.get("hand", {}).get("yaku", {})
    offered = {
        f for f, y in STANDARD_FLAGS.items() if (yaku.get(y) or {}).get("enabled") is not False
    }
    offered |= {f for f, y in LOCAL_FLAGS.items() if (yaku.get(y) or {}).get("enabled") is True}
    riichi = ruleset.get("riichi", {})
    if riichi.get("open_riichi_cost") is not None or (yaku.get("open_riichi") or {}).get("enabled"):
        offered.add("open_riichi")
    if ruleset.get("hand", {}).get("kokushi_chankan_ankan"):
        offered.add("chankan_ankan")
    return [f for f in FLAGS if f in offered]


@cache
def settings(house_id: str) -> dict[str, Any]:
    """The little a calculator needs of a house, language-neutral (no catalog)."""
    ruleset = house_answer(house_id)["ruleset"]
    tiles = ruleset.get("tiles", {})
    riichi = ruleset.get("riichi", {})
    return {
        "id": house_id,
        "players": summary(house_id)["players"],
        "start_points": ruleset.get("game", {}).get("start_points", 0),
        "stick": riichi.get("cost", 1000),
        "north_nuki": bool(tiles.get("north_nuki")),
        "flowers": bool(tiles.get("flowers")),
        "tiles": tiles,  # the tile keyboard's set (removed tiles, reds, north, flowers)
        "flags": offered_flags(ruleset),
        "pao": bool(ruleset.get("payment", {}).get("pao_yaku")),
        "abortive": list(ruleset.get("draw", {}).get("abortive", [])),
        "penalties": list(ruleset.get("penalties", {})),
        # The score sheet's extra events: open riichi, prizes, and more people than seats.
        "open_riichi": riichi.get("open_riichi_cost") is not None,
        "open_stick": riichi.get("open_riichi_cost"),
        "prizes": list(ruleset.get("settlement", {}).get("prizes", {})),
        "participants": ruleset.get("rotation", {}).get("participants") or 0,
    }


@cache
def settings_json() -> Markup:
    """Every house's calculator settings, as one (single-quoted) attribute value for the JS."""
    return htmlsafe_json_dumps(
        {house: settings(house) for house in house_list()},
        ensure_ascii=False,
        separators=(",", ":"),
    )

