"""Tiles → yaku, han, fu, dora and a `HandValue`, driven only by the house's rules.

Every reading of the hand is valued and the one the house pays most for is kept: readings
are compared by the base points the house's own limit rules give them (`points.limit_value`,
the valuation payments use: kiriage, fu folding, kazoe caps and yakuman caps included),
then (among readings the house pays alike) a true yakuman before a counted one, then more
han, then more fu; on a full tie the first reading stays.

This runs on every `/score` request, so the work is kept to what varies per hand: the
house's yaku values are resolved once per ruleset (`scoring.hand.house_yaku`); a reading's
yaku are found once and only pinfu, the concealed triplets and fu are judged per wait.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from scoring.errors import ErrorCode, impossible
from scoring.hand.decompose import (
    Reading,
    is_chiitoitsu,
    is_kokushi,
    is_thirteen_unrelated,
    readings,
)
from scoring.hand.dora import DoraCount, count_dora
from scoring.hand.forms import (
    CHIITOITSU,
    KOKUSHI,
    OTHER,
    RYANMEN,
    TANKI,
    UNRELATED,
    Facts,
    Form,
    make_facts,
    waits,
)
from scoring.hand.fu import regular_fu
from scoring.hand.house_yaku import HouseYaku, Judged, YakuHit, house_yaku, judge
from scoring.hand.inputs import HandInput
from scoring.hand.tiles import NORTH
from scoring.hand.validate import is_fourth_kan_win, validated_counts
from scoring.hand.yaku import (
    FALLBACK,
    HAND_LEVEL,
    REGULAR_LEVEL,
    SPECIAL,
    honours,
    outside,
    sequences,
    triplets,
)
from scoring.points import MANGAN_BASE, limit_value, valuation
from scoring.rules.hand import HandRules, TileRules
from scoring.rules.schema import LimitRules
from scoring.value import HandValue, Limit


@dataclass(slots=True)
class Evaluation:
    """A hand's value and how it was reached. Treat as read-only: not frozen only because a
    frozen dataclass costs about half a microsecond more to build, on every request."""

    yaku: tuple[YakuHit, ...]
    yakuman: int  # total yakuman multiple (0 = not a yakuman hand)
    han: int  # yaku han plus dora (0 for a yakuman hand)
    fu: int  # 0 for a yakuman hand
    fu_details: tuple[tuple[str, int], ...]
    dora: DoraCount
    fixed_limit: Limit | None  # a yaku's set limit, as in `value` (None for a yakuman hand)
    wait: str  # the wait of the chosen reading (ryanmen, kanchan, ... or other)

    @property
    def value(self) -> HandValue:
        """What the hand is worth, for payments. Made when asked: /score pays most hands
        from its payments table without it, and a frozen HandValue costs ~0.5 us to build."""
        if self.yakuman:
            return HandValue(yakuman=self.yakuman)
        return HandValue(han=self.han, fu=self.fu, fixed_limit=self.fixed_limit)


STANDARD_LIMITS = LimitRules()  # the common limit ladder, for callers without a house


class _Scored(NamedTuple):
    """One reading's value, kept light until the best reading is known."""

    rank: Rank
    hits: tuple[YakuHit, ...]
    yakuman: int
    han: int
    fu: int
    details: tuple[tuple[str, int], ...]
    fixed: Limit | None
    wait: str


# How a reading is compared: the base points the house pays for it; then, among readings the
# house pays alike, a true yakuman before a counted one (some houses cap kazoe), the larger
# multiple (where the house caps multiples), the han and fu the house counts (after any
# folding), and the han and fu as counted.
Rank = tuple[int, int, int, int, int, int, int]


def _rank(limits: LimitRules, han: int, fu: int, yakuman: int, fixed: Limit | None) -> Rank:
    paid_han, paid_fu, _, _, base = valuation(limits, han, fu, yakuman, fixed)
    return (base, 1 if yakuman else 0, yakuman, paid_han, paid_fu, han, fu)


def evaluate(inp: HandInput, tiles: TileRules, rules: HandRules, players: int,
             limits: LimitRules = STANDARD_LIMITS) -> Evaluation:
    """`limits`: the house's limit rules, by which readings are ranked (see the module)."""
    all_counts = validated_counts(inp, tiles, rules, players)
    f = make_facts(inp, tiles, rules, inp.counts, all_counts)
    if rules.suukantsu_at_fourth_kan and is_fourth_kan_win(inp, rules):
        return _fourth_kan_win(f)
    regular = [] if inp.chankan_ankan else readings(f.infos)
    # Special forms are closed hands, except thirteen orphans robbing a concealed kan.
    specials = _special_forms(f, bool(regular)) if not inp.melds or inp.chankan_ankan else ()
    if not regular and not specials:
        raise impossible(ErrorCode.NOT_A_WINNING_HAND, "These tiles do not form a winning hand.",
                         "concealed")
    dora = count_dora(f)
    dora_total = dora.total
    house = house_yaku(rules)
    common: list[str] = []
    for detect in HAND_LEVEL:
        detect(f, common)
    # Readings are valued in order, regular ones first; on a tie the first one stays.
    best = _best_regular(f, regular, common, dora_total, house, limits) if regular else None
    for form in specials:
        # An unrelated hand is not complete: only its own limit yaku applies.
        ids = [] if form.kind == UNRELATED else common[:]
        SPECIAL(f, form, ids)
        scored = _value(f, form, tuple(ids), dora_total, house, limits)
        if scored is not None and (best is None or scored.rank > best.rank):
            best = scored
    if best is None:
        raise impossible(ErrorCode.NO_YAKU, "The hand has no yaku (dora alone do not count).", None)
    if tiles.north_hand_yakuman is not None and all_counts[NORTH]:
        _check_north(f, best.hits)
    return Evaluation(best.hits, best.yakuman, best.han, best.fu, best.details, dora,
                      None if best.yakuman else best.fixed,
                      best.wait)


def _fourth_kan_win(f: Facts) -> Evaluation:
    """Suukantsu won at the fourth kan, without a pair: a yakuman, together with the other
    yakuman that need no pair (those of the tile mix and of the kans themselves: all honours,
    all terminals, all green, daisangen, daisuushii) where the house adds yakuman up."""
    ids: list[str] = []
    for detect in HAND_LEVEL:
        detect(f, ids)
    honours.detect(f, ids)
    ids.append("suukantsu")
    judged = judge(f.rules, house_yaku(f.rules).values, tuple(ids), f.closed, f.tsumo)
    if judged is None or not any(h.id == "suukantsu" for h in judged[0]):
        raise impossible(ErrorCode.NO_YAKU, "Suukantsu does not count here.", None)
    hits, yakuman = judged[0], judged[1]
    _check_north(f, hits)
    return Evaluation(hits, yakuman, 0, 0, (), count_dora(f), None,
                      OTHER)


def _best_regular(f: Facts, regular: list[Reading], common: list[str], dora: int,
                  house: HouseYaku, limits: LimitRules) -> _Scored | None:
    """The best regular form: every reading of the tiles with every wait it allows."""
    found = common[:]
    for detect in REGULAR_LEVEL:
        detect(f, found)
    base = tuple(found)
    w = f.inp.win_tile
    melds = f.melds
    n_chi = len(melds.sequences)
    n_melds = len(melds.triplets)
    best: _Scored | None = None
    for pair, parts in regular:
        m, p, s, h = parts
        # Yaku of the reading itself, found once whatever the wait.
        runs = len(m.runs) + len(p.runs) + len(s.runs) + n_chi
        concealed = len(m.triplets) + len(p.triplets) + len(s.triplets) + len(h.triplets)
        shape: list[str] = []
        patterns: list[str] = []
        sequences.detect(f, parts, runs, shape)
        outside.detect(f, pair, parts, runs, shape)
        triplets.detect(f, parts, concealed + n_melds, shape, patterns)
        # Pinfu needs four runs: most readings are spared the call.
        pinfu_shape = runs == 4 and sequences.pinfu_shape(f, pair, runs)
        before = (*base, "pinfu", *shape) if pinfu_shape else None
        plain = (*base, *shape)
        for wait in waits(parts, w):
            ids = before if before is not None and wait == RYANMEN else plain
            if concealed + n_melds >= 3:
                ankou = triplets.concealed(f, concealed, wait)
                if ankou is not None:
                    ids += (ankou,)
            if patterns:
                ids += tuple(patterns)
            judged = _judged(f, ids, house)
            if judged is None:
                continue
            hits, yakuman, fixed, han, pinfu = judged
            if yakuman:
                rank = _rank(limits, 0, 0, yakuman, None)
                if best is None or rank > best.rank:
                    best = _Scored(rank, hits, yakuman, 0, 0, (), None, wait)
                continue
            fu, details = regular_fu(f, pair, parts, wait, pinfu)
            han += dora
            rank = _rank(limits, han, fu, 0, fixed)
            if best is None or rank > best.rank:
                best = _Scored(rank, hits, 0, han, fu, details, fixed, wait)
    return best


def _special_forms(f: Facts, regular: bool) -> list[Form]:
    """Seven pairs, thirteen orphans and thirteen unrelated tiles (after any regular form)."""
    inp = f.inp
    counts = f.counts
    if inp.chankan_ankan:
        # Only thirteen orphans may rob a concealed kan.
        return [Form(KOKUSHI)] if not inp.melds and is_kokushi(counts) else []
    if inp.melds:
        return []
    forms = []
    man, pin, sou, honours = f.infos
    # Seven pairs leave an even number of tiles in every suit: most hands fail this at once.
    even = not (man.tiles & 1 or pin.tiles & 1 or sou.tiles & 1 or honours.tiles & 1)
    if even and is_chiitoitsu(counts, f.rules.chiitoitsu_four_of_a_kind):
        forms.append(Form(CHIITOITSU, TANKI, inp.win_tile))
    if f.yaochu == 14 and is_kokushi(counts):  # fourteen terminals and honours first
        forms.append(Form(KOKUSHI))
    if (
        not forms
        and not regular
        and (inp.first_draw or inp.tenhou or inp.chiihou)
        and "shiisanputaa" in f.rules.effective_yaku
        and is_thirteen_unrelated(counts)
    ):
        forms.append(Form(UNRELATED, OTHER))
    return forms


def _check_north(f: Facts, hits: tuple[YakuHit, ...]) -> None:
    """Where north is nuki-dora, it may stay in the hand only for the listed yakuman."""
    allowed = f.tiles.north_hand_yakuman
    if allowed is None or not f.all_counts[NORTH]:
        return
    if not any(h.id in allowed or FALLBACK.get(h.id) in allowed for h in hits):
        raise impossible(
            ErrorCode.NORTH_NOT_USABLE,
            "North may be kept in the hand only for: " + (", ".join(allowed) or "nothing") + ".",
            "concealed",
        )


def _judged(f: Facts, ids: tuple[str, ...], house: HouseYaku) -> Judged:
    return judge(f.rules, house.values, ids, f.closed, f.tsumo)


def _value(f: Facts, form: Form, ids: tuple[str, ...], dora: int,
           house: HouseYaku, limits: LimitRules) -> _Scored | None:
    """The value of a special form (seven pairs, thirteen orphans, thirteen unrelated)."""
    judged = _judged(f, ids, house)
    if judged is None:
        return None
    hits, yakuman, fixed, han, _ = judged
    if yakuman:
        return _Scored(_rank(limits, 0, 0, yakuman, None), hits, yakuman, 0, 0, (), None,
                       form.wait)
    if form.kind == UNRELATED:
        # An incomplete hand paid at its set limit: it has no han or fu of its own.
        return _Scored(_rank(limits, 0, 0, 0, fixed), hits, 0, 0, 0, (), fixed, form.wait)
    rules = f.rules
    fu = rules.chiitoitsu_fu
    han += dora
    at_mangan = rules.chiitoitsu_han_at_mangan
    if (form.kind == CHIITOITSU and at_mangan is not None
            and limit_value(limits, han, fu).base >= MANGAN_BASE):
        # The house counts seven pairs at its low value only below mangan.
        extra = at_mangan - rules.chiitoitsu_han
        han += extra
        hits = tuple(h._replace(han=h.han + extra) if h.id == "chiitoitsu" else h for h in hits)
    # Thirteen orphans below yakuman (a house without it) is valued like seven pairs.
    return _Scored(_rank(limits, han, fu, 0, fixed), hits, 0, han, fu, (("chiitoitsu", fu),), fixed,
                   form.wait)
