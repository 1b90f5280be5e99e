"""The score chart page's tables: each han and fu, for the dealer or not, by ron or tsumo."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from scoring.api import call
from webapp.i18n import translate


def pay_text(value: Any, lang: str) -> str | None:
    """A chart cell as the table says it (the result cards' words): 3900, 1000・2000
    (non-dealer・dealer) or 1300オール; in English 3900, 1000/2000, 1300 all."""
    if value is None:
        return None
    if isinstance(value, int):
        return translate("call.ron", lang, points=value)
    if "each" in value:
        return translate("call.all", lang, each=value["each"])
    return translate("call.tsumo", lang, non_dealer=value["non_dealer"], dealer=value["dealer"])


@dataclass(frozen=True)
class Cell:
    text: str | None
    limit: str | None
    han: int
    fu: int


@dataclass(frozen=True)
class ChartTable:
    who: str
    how: str
    caption: str
    hans: tuple[int, ...]
    rows: tuple[tuple[int, tuple[Cell, ...]], ...]  # (fu, cells by han)
    limits: tuple[tuple[str, str, str, str | None], ...]  # (limit id, name, han, value)


@cache
def chart_tables(house_id: str, lang: str) -> tuple[ChartTable, ...]:
    chart = call("chart", house_id)
    hans = tuple(sorted({c["han"] for c in chart["cells"]}))
    fus = tuple(sorted({c["fu"] for c in chart["cells"]}))
    by_key = {(c["han"], c["fu"]): c for c in chart["cells"]}
    tables = []
    for who in ("non_dealer", "dealer"):
        for how in ("ron", "tsumo"):
            rows = []
            for fu in fus:
                cells = []
                for han in hans:
                    side = (by_key.get((han, fu)) or {}).get(who)
                    value = side[how] if side else None
                    limit = side["limit"] if side else None
                    cells.append(Cell(pay_text(value, lang), limit, han, fu))
                rows.append((fu, tuple(cells)))
            limits = []
            for limit in chart["limits"]:
                name = translate(f"limit.{limit['limit']}", lang)
                if limit.get("yakuman", 1) > 1:
                    name += f"×{limit['yakuman']}"
                han = translate("chart.han_from", lang, han=limit["han"]) if limit["han"] else "—"
                limits.append((limit["limit"], name, han, pay_text(limit[who][how], lang)))
            caption_key = f"chart.caption.{who}.{how}"
            tables.append(
                ChartTable(who, how, translate(caption_key, lang), hans, tuple(rows), tuple(limits))
            )
    return tuple(tables)

