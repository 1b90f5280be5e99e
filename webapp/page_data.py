"""What the pages show of each house, worded in one language and built once per process.

The calculators get only a small settings answer per house (players, tile options, draws,
penalties), never the catalog; the rule, chart and compare pages get their content here so
Jinja renders it (first paint from the server, no rendering in the browser).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from scoring.api import call
from scoring.rules.loader import house_ids
from webapp.i18n import number, pick, table, translate

WINDS = ("E", "S", "W", "N")
LIMITS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman")
# Internal names written into reading notes, e.g. "(multi_ron_honba = nearest)": the player
# sees the reading, not the field that holds it.
# An id has a word of two letters or more before its first dot or underscore, so the
# abbreviations "e.g." and "i.e." are not taken for one.
INTERNAL_NOTE = re.compile(
    r"\s*[（(][^（）()]*\b[a-z]{2,}(?:[._][a-z0-9_]+)+\b[^（）()]*[）)]"
    r"|\s*\b[a-z]{2,}(?:[._][a-z0-9_]+)+(?:\s*=\s*[\w.−-]+)?"
)


@cache
def house_list() -> tuple[str, ...]:
    return tuple(house_ids())


def known(house_id: str | None) -> bool:
    return house_id in house_list()


@cache
def summary(house_id: str) -> dict[str, Any]:
    return next(h for h in call("houses", "")["houses"] if h["id"] == house_id)


@cache
def _house(house_id: str) -> dict[str, Any]:
    return call("house", house_id)


def source_title(document: str | None, lang: str) -> str:
    """A source document as its title (not its file name); a missing one is the reference."""
    if not document:
        return translate("house.reference", lang)
    titles = table("sources")
    return pick(titles[document], lang) if document in titles else document


def house_name(house_id: str, lang: str) -> str:
    return pick(summary(house_id)["name"], lang)


def players_text(players: int, lang: str) -> str:
    return translate("house.players4" if players == 4 else "house.players3", lang)


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
    ruleset = _house(house_id)["ruleset"]
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


def abortive_name(kind: str, lang: str) -> str:
    names = table("values")["draw.abortive"]
    return pick(names[kind], lang) if kind in names else kind


def penalty_name(kind: str, lang: str) -> str:
    names = table("penalties")
    return pick(names[kind], lang) if kind in names else kind


def seat_name(seat: int, lang: str) -> str:
    wind = translate(f"wind.{WINDS[seat]}", lang)
    return translate("seat.dealer" if seat == 0 else "seat.other", lang, wind=wind)


def player_start(player: int, lang: str) -> str:
    if player == 0:
        return translate("player.first_dealer", lang)
    return translate("player.start", lang, wind=translate(f"wind.{WINDS[player]}", lang))


# --- The rule catalog --------------------------------------------------------------------


def player_text(text: str) -> str:
    """A reading note without the internal field names it may mention."""
    cleaned = INTERNAL_NOTE.sub("", text)
    return re.sub(r"\s+([。、.,;:：])", r"\1", cleaned).strip()


@dataclass(frozen=True)
class Scenario:
    """A scenario that checks a rule, as its author wrote it (a worked example)."""

    name: str
    file: str
    description: str
    steps: tuple[str, ...]
    table: tuple[tuple[str, ...], ...]  # an Examples table, header row first (or empty)


@dataclass(frozen=True)
class Rule:
    id: str
    category: str
    status: str
    title: str
    text: str
    decision: str
    source: str
    scenarios: tuple[Scenario, ...]


@dataclass(frozen=True)
class Group:
    category: str
    label: str
    rules: tuple[Rule, ...]


@cache
def catalog(house_id: str, lang: str) -> tuple[Group, ...]:
    categories = table("catalog")["categories"]
    grouped: dict[str, list[Rule]] = {}
    for raw in _house(house_id)["rules"]:
        src = raw.get("source") or {}
        decision_en = raw.get("decision") or ""
        decision = (raw.get("decision_ja") or decision_en) if lang == "ja" else decision_en
        title = pick(raw.get("title"), lang)
        text = pick(raw.get("text"), lang)
        where = [source_title(src.get("document"), lang), src.get("item") or ""]
        examples = {e.get("scenario"): e for e in raw.get("examples") or []}
        scenarios = []
        for entry in raw.get("scenarios") or []:
            file, _, name = entry.partition(" :: ")
            example = examples.get(entry) or {}
            table_rows = example.get("examples") or []
            scenarios.append(
                Scenario(
                    name,
                    file,
                    example.get("description") or "",
                    tuple(example.get("steps") or ()),
                    tuple(tuple(row) for row in table_rows) if len(table_rows) > 1 else (),
                )
            )
        category = raw["category"]
        status = raw["status"]
        rule = Rule(
            id=raw["id"],
            category=category,
            status=status,
            title=title,
            text=text,
            decision=player_text(decision),
            source=" ／ ".join(w for w in where if w),
            scenarios=tuple(scenarios),
        )
        grouped.setdefault(category, []).append(rule)
    return tuple(
        Group(category, pick(categories.get(category), lang) or category, tuple(rules))
        for category, rules in grouped.items()
    )


def status_counts(groups: tuple[Group, ...]) -> list[tuple[str, int]]:
    """How many rules have each status, in the catalog's order of statuses."""
    counts: dict[str, int] = {}
    for group in groups:
        for rule in group.rules:
            counts[rule.status] = counts.get(rule.status, 0) + 1
    order = list(table("catalog")["statuses"])
    rank = {status: i for i, status in enumerate(order)}
    return sorted(counts.items(), key=lambda kv: rank.get(kv[0], len(order)))


def status_label(status: str, lang: str) -> str:
    entry = table("catalog")["statuses"].get(status)
    return pick(entry["label"], lang) if entry else status


def status_hint(status: str, lang: str) -> str:
    entry = table("catalog")["statuses"].get(status)
    return pick(entry["hint"], lang) if entry else ""


# --- The score chart ---------------------------------------------------------------------


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


# --- Comparing two houses ----------------------------------------------------------------


def flatten(value: Any, prefix: str = "", out: dict[str, Any] | None = None) -> dict[str, Any]:
    out = {} if out is None else out
    if isinstance(value, dict) and value:
        for key, inner in value.items():
            flatten(inner, f"{prefix}.{key}" if prefix else key, out)
    else:
        out[prefix] = value
    return out


def _pattern(names: dict[str, Any], path: str) -> tuple[Any, str, str] | None:
    parts = path.split(".")
    for i in range(len(parts) - 1, -1, -1):
        key = ".".join([*parts[:i], "*", *parts[i + 1 :]])
        if key in names:
            return names[key], ".".join(parts[:i]), parts[i]
    return None


def _segment_name(parent: str, segment: str, lang: str) -> str:
    if parent == "hand.yaku":
        return pick(table("yaku").get(segment), lang) or segment
    if parent == "penalties":
        return penalty_name(segment, lang)
    if segment in WINDS:
        return translate(f"wind.{segment}", lang)
    return segment


def field_label(path: str, lang: str) -> str:
    fields = table("fields")
    if path in fields:
        return pick(fields[path], lang)
    match = _pattern(fields, path)
    if match is None:
        return path
    label, parent, segment = match
    return pick(label, lang).replace("{*}", _segment_name(parent, segment, lang))


def field_value(path: str, value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return translate("value.yes" if value else "value.no", lang)
    if isinstance(value, int | float):
        return number(value, lang)
    if isinstance(value, list):
        if not value:
            return translate("value.none", lang)
        return translate("list.separator", lang).join(field_value(path, v, lang) for v in value)
    if isinstance(value, dict):
        return translate("value.none", lang)  # an empty table (non-empty ones are flattened)
    values = table("values")
    names = values[path] if path in values else (_pattern(values, path) or (None,))[0]
    if names == "@yaku":
        return pick(table("yaku").get(value), lang) or str(value)
    if names == "@penalty":
        return penalty_name(str(value), lang)
    if isinstance(names, dict) and value in names:
        return pick(names[value], lang)
    return translate("value.none", lang) if value == "" else str(value)


HIDDEN_FIELDS = {"house.name.ja", "house.name.en", "id"}


@dataclass(frozen=True)
class CompareRow:
    path: str
    label: str
    left: str
    right: str
    changed: bool


@dataclass(frozen=True)
class CompareGroup:
    label: str | None  # None: top-level fields, printed without a heading
    rows: tuple[CompareRow, ...]
    changed: bool


@cache
def comparison(a: str, b: str, lang: str) -> tuple[tuple[CompareGroup, ...], int, int]:
    """Groups of rows (every field), how many fields differ, and how many there are."""
    left = flatten(_house(a)["ruleset"])
    right = flatten(_house(b)["ruleset"])
    paths = [p for p in dict.fromkeys([*left, *right]) if p not in HIDDEN_FIELDS]
    grouped: dict[str | None, list[CompareRow]] = {}
    for path in paths:
        lv, rv = left.get(path), right.get(path)
        row = CompareRow(
            path,
            field_label(path, lang),
            field_value(path, lv, lang),
            field_value(path, rv, lang),
            json.dumps(lv) != json.dumps(rv),
        )
        grouped.setdefault(path.split(".")[0] if "." in path else None, []).append(row)
    groups = tuple(
        CompareGroup(
            field_label(top, lang) if top else None,
            tuple(rows),
            any(r.changed for r in rows),
        )
        for top, rows in grouped.items()
    )
    changed = sum(r.changed for g in groups for r in g.rows)
    return groups, changed, len(paths)
