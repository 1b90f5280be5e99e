"""What detected yaku are worth in a house: each yaku id's value, resolved once per ruleset,
and a set of detected ids judged together (superseded yaku, yakuman stacking, open tanyao,
pinfu on tsumo) into the yaku that count, the yakuman multiple, the set limit and the han.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from scoring.hand.yaku import FALLBACK, SUPERSEDES
from scoring.points import LIMIT_BASE
from scoring.rules.hand import HandRules
from scoring.value import Limit


class YakuHit(NamedTuple):
    id: str
    han: int = 0
    yakuman: int = 0  # yakuman multiple of this yaku (0 = not a yakuman)
    limit: Limit | None = None  # a yaku paid at a set limit


# What one detected yaku id is worth in a house: its hit on a closed hand, on an open hand
# (None where it does not count), and the plain yakuman it stands for where the house lacks
# the wait-specific variant (that variant then yields to the plain one if both are present).
YakuValue = tuple[YakuHit | None, YakuHit | None, str | None]
# What a set of detected ids is worth, before fu and dora: the yaku that count, the yakuman
# multiple, the set limit, the han, and whether pinfu counts. None: no yaku counts.
Judged = tuple[tuple[YakuHit, ...], int, Limit | None, int, bool] | None


@dataclass(slots=True)
class HouseYaku:
    """A house's yaku values, resolved once per ruleset (rulesets are frozen)."""

    values: dict[str, YakuValue]


_HOUSES: dict[int, tuple[HandRules, HouseYaku]] = {}


def house_yaku(rules: HandRules) -> HouseYaku:
    entry = _HOUSES.get(id(rules))
    if entry is None or entry[0] is not rules:
        if len(_HOUSES) >= 64:
            _HOUSES.clear()
        entry = _HOUSES[id(rules)] = (rules, HouseYaku(_resolve_values(rules)))
    return entry[1]


def _resolve_values(rules: HandRules) -> dict[str, YakuValue]:
    table = rules.effective_yaku
    out: dict[str, YakuValue] = {}
    for yaku_id in (*table, *FALLBACK):
        y = table.get(yaku_id)
        fallback = None
        if y is None:
            fallback = FALLBACK.get(yaku_id)
            if fallback is None or fallback not in table:
                continue
            y = table[fallback]
        name = fallback or yaku_id
        if y.yakuman or y.limit:
            hit = YakuHit(name, 0, y.yakuman, y.limit)
            out[yaku_id] = (hit, hit if y.open_ok else None, fallback)
        else:
            out[yaku_id] = (YakuHit(name, y.han) if y.han else None,
                            YakuHit(name, y.han_open) if y.han_open else None, fallback)
    return out


def judge(rules: HandRules, values: dict[str, YakuValue], ids: tuple[str, ...],
           closed: bool, tsumo: bool) -> Judged:
    """The yaku among `ids` that count in this house, and what they are worth together."""
    superseded = () if SUPERSEDE_KEYS.isdisjoint(ids) else _superseded(set(ids))
    hits: list[YakuHit] = []
    yakuman = han = 0  # han summed as the hits are found (a generator's sum cost more)
    fixed: Limit | None = None
    for yaku_id in ids:
        entry = values.get(yaku_id)
        if entry is None:
            continue
        hit = entry[0] if closed else entry[1]
        if hit is None or (entry[2] is not None and entry[2] in ids):
            continue
        if superseded and hit.id in superseded:
            continue
        hits.append(hit)
        han += hit.han
        if hit.yakuman:
            yakuman = yakuman + hit.yakuman if rules.yakuman_stack else max(yakuman, hit.yakuman)
        elif hit.limit is not None and (fixed is None or LIMIT_BASE[hit.limit] > LIMIT_BASE[fixed]):
            fixed = hit.limit
    if not hits:
        return None
    if yakuman:
        return tuple(h for h in hits if h.yakuman), yakuman, None, 0, False
    if (not closed and not rules.kuitan and "tanyao" in ids
            and not any(k in ids for k in rules.kuitan_with)):
        hits = [h for h in hits if h.id != "tanyao"]  # open tanyao only beside these yaku
        han = sum(h.han for h in hits)
    pinfu = "pinfu" in ids and any(h.id == "pinfu" for h in hits)
    if pinfu and tsumo and not rules.pinfu_tsumo_20fu:
        hits = [h for h in hits if h.id != "pinfu"]  # the house does not count pinfu on tsumo
        han = sum(h.han for h in hits)
        pinfu = False
    if not hits:
        return None
    return tuple(hits), 0, fixed, han, pinfu


SUPERSEDE_KEYS = frozenset(SUPERSEDES)


def _superseded(present: set[str]) -> set[str] | tuple[()]:
    out: set[str] = set()
    for key, losers in SUPERSEDES.items():
        if key in present:
            out.update(losers)
    return out or ()
