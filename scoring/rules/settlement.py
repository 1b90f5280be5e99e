"""Ruleset section `[settlement]`: the end-of-game account, its prizes and chips."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

from scoring.rules.kinds import KIND


class SettlementMethod(StrEnum):
    SUM = "sum"  # each player: (score - return) × rate, plus oka to the top and uma by rank
    FORMULA = "formula"  # per-rank formula rows; the top takes what the others pay


class Ties(StrEnum):
    SPLIT = "split"  # tied players share the rank-dependent points (順位点を分ける)
    SEAT = "seat"  # the tied player nearer the first dealer (起家) ranks higher


class ScoreRounding(StrEnum):
    NONE = "none"  # scores are settled as they are
    GOSHA_ROKUNYU = "gosha_rokunyu"  # to 1000: hundreds of 500 or less down, 600 or more up
    SHISHA_GONYU = "shisha_gonyu"  # to 1000: hundreds of 400 or less down, 500 or more up


class FeePayer(StrEnum):
    EACH = "each"  # every player pays the game fee
    TOP = "top"  # the top pays it (トップ払い)


@dataclass(frozen=True)
class FormulaRow:
    """points = (score - base) × rate / 1000 + constant, for one rank and score range."""

    rank: int = 2  # the rank (2 .. players) this row settles; the top takes the rest
    min_score: int | None = None  # the row applies from this score (after rounding)
    max_score: int | None = None  # ... up to this score
    base: int = 30000  # score subtracted before the rate applies
    constant: float = 0.0  # settlement points added (negative = paid), uma included

    def __post_init__(self) -> None:
        if self.rank < 2:
            raise ValueError("rank: rows settle ranks 2 and below; the top takes the rest")
        if None not in (self.min_score, self.max_score) and self.min_score > self.max_score:
            raise ValueError("min_score: above max_score")


@dataclass(frozen=True)
class TobiPrize:
    """Settlement points a busted player pays, and who receives them."""

    paid: float = 0.0  # paid by each busted player
    to_buster: float = 0.0  # received by the player who busted them (the top when nobody did)
    to_top: float = 0.0  # received by the top
    to_opposite: float = 0.0  # received by the busted player's opposite seat (four players)

    def __post_init__(self) -> None:
        if min(self.paid, self.to_buster, self.to_top, self.to_opposite) < 0:
            raise ValueError("paid: prizes are not negative")
        if self.to_buster + self.to_top + self.to_opposite != self.paid:
            raise ValueError("paid: must equal to_buster + to_top + to_opposite")


@dataclass(frozen=True)
class YakumanPrize:
    """Settlement points paid for a yakuman (役満祝儀)."""

    tsumo_each: float = 0.0  # paid by each other player on a tsumo
    ron_discarder: float = 0.0  # paid by the discarder on a ron
    ron_others: float = 0.0  # paid by each other player on a ron
    counted: bool = False  # a counted yakuman (kazoe) earns the prize too
    per_multiple: bool = False  # a double yakuman earns the prize twice

    def __post_init__(self) -> None:
        if min(self.tsumo_each, self.ron_discarder, self.ron_others) < 0:
            raise ValueError("tsumo_each: prizes are not negative")


@dataclass(frozen=True)
class HandChips:
    """Chips a winning hand earns (赤・裏・一発のチップ), from the discarder or each other seat.

    On a ron the discarder pays the chips; on a tsumo every other seat at the table does."""

    per_red: int = 0  # chips for each red five in the winning hand
    per_ura: int = 0  # chips for each ura dora
    ippatsu: int = 0  # chips for an ippatsu win
    closed_only: bool = True  # only a closed hand (concealed kans allowed) earns chips
    # Chips for the reds, instead of per_red each, when the hand holds every red five of the
    # set (オールスター); 0 = no such bonus.
    all_reds: int = 0

    def __post_init__(self) -> None:
        for name in ("per_red", "per_ura", "ippatsu", "all_reds"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name}: chips are not negative")

    @cached_property
    def earned(self) -> bool:
        """Whether any hand can earn chips: one attribute read on the `/score` hot path
        (cached in the instance's __dict__, which a frozen dataclass still has)."""
        return bool(self.per_red or self.per_ura or self.ippatsu or self.all_reds)


@dataclass(frozen=True)
class SettlementRules:
    """Turning final scores into the house's points: rate, oka, uma, ties, prizes, fee."""

    unit_ja: str = "ポイント (1000点=1)"  # how the settled points are counted, in Japanese
    unit_en: str = "points (1 per 1000)"  # the same in English
    rate: float = 1.0  # settlement points per 1000 game points
    method: SettlementMethod = SettlementMethod.SUM  # how points are computed
    uma: tuple[float, ...] = ()  # (sum) uma by rank, first to last; empty = none
    oka: bool = True  # (sum) the top receives (return - start) × players
    formula: dict[str, FormulaRow] = field(default_factory=dict)  # (formula) rows by name
    ties: Ties = Ties.SEAT  # how equal final scores are ranked
    tie_unit: float = 0.0  # (split) shares are whole multiples of this; the rest goes up
    count_below_zero: bool = True  # a score below 0 counts as it is (else as 0: 箱下なし)
    score_rounding: ScoreRounding = ScoreRounding.NONE  # rounding of final scores
    tobi_by_win: TobiPrize = field(default_factory=TobiPrize)  # busted by a ron or tsumo
    tobi_by_other: TobiPrize = field(default_factory=TobiPrize)  # by noten payments, penalties
    chip_value: float = 0.0  # settlement points per chip (0 = chips are not converted)
    yakuman_prize: YakumanPrize = field(default_factory=YakumanPrize)  # 役満祝儀
    hand_chips: HandChips = field(default_factory=HandChips)  # chips paid with a winning hand
    fee: float = 0.0  # game fee in settlement points (ゲーム代), paid to the house
    fee_payer: FeePayer = FeePayer.EACH  # who pays the fee
    final_hand_sticks_to_owners: bool = False  # sticks of the last hand go back to their owners
    # Prizes earned during a hand whatever its result, by kind (replay event "prize"): the
    # settlement points each other player pays the one who earns it (花牌4枚: four_flowers).
    prizes: dict[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.rate <= 0:
            raise ValueError("rate: must be positive")
        for kind, points in self.prizes.items():
            if not KIND.match(kind):
                raise ValueError(f"prizes: '{kind}' is not a lower-case snake_case kind")
            if points < 0:
                raise ValueError(f"prizes: '{kind}' is negative")
        if self.fee < 0 or self.tie_unit < 0 or self.chip_value < 0:
            raise ValueError("fee: fee, tie_unit and chip_value are not negative")
        if sum(self.uma) != 0:
            raise ValueError("uma: must sum to zero")
        if self.method is SettlementMethod.FORMULA:
            if not self.formula:
                raise ValueError("formula: the formula method needs rows")
            if self.uma:
                raise ValueError("uma: put the uma in the formula rows' constants")
        elif self.formula:
            raise ValueError("formula: rows are used only by method 'formula'")
