"""Ruleset sections for game flow: length and end, renchan, draws, penalties, settlement."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

from scoring.value import Limit


class GameLength(StrEnum):
    TONPUU = "tonpuu"  # East round only
    HANCHAN = "hanchan"  # East and South rounds


class Tobi(StrEnum):
    NONE = "none"  # play on below zero (箱下で続行)
    BELOW_ZERO = "below_zero"  # game ends when a player goes below 0; exactly 0 plays on
    AT_ZERO = "at_zero"  # game ends when a player has 0 or less


class Extension(StrEnum):
    NONE = "none"  # the game ends after the last hand whatever the scores
    SUDDEN_DEATH = "sudden_death"  # play on (next wind) until someone reaches the target


class AgariYame(StrEnum):
    NONE = "none"  # the all-last dealer always plays on after a win
    TOP_ONLY = "top_only"  # the all-last dealer may stop after a win only when top
    ANY = "any"  # the all-last dealer may stop after any win


class ExtensionRound(StrEnum):
    NEXT_WIND = "next_wind"  # the extension is the wind after the last one played (西入, 北入)
    EAST = "east"  # the extension goes back to the East round (返り東)


class MultiRonRenchan(StrEnum):
    ANY_WINNER = "any_winner"  # the dealer keeps the deal when among the winners of a multiple ron
    NEAREST_ONLY = "nearest_only"  # only when the dealer is the winner nearest the discarder


class DealerKeeps(StrEnum):
    TENPAI = "tenpai"  # the dealer keeps the deal on a draw when tenpai
    ALWAYS = "always"  # the dealer keeps the deal on every draw
    NEVER = "never"  # the deal passes on every draw (renchan by win only)


@dataclass(frozen=True)
class GameRules:
    """How long a game lasts, when it ends, and who keeps the deal."""

    length: GameLength = GameLength.HANCHAN  # how many winds are played
    start_points: int = 25000  # points each player starts with
    return_points: int = 30000  # points each player "returns"; the difference is the oka
    tobi: Tobi = Tobi.BELOW_ZERO  # when a player's score ends the game
    extension: Extension = Extension.SUDDEN_DEATH  # what happens when nobody reaches the target
    extension_target: int = 30000  # score that ends an extended game (and avoids extension)
    max_extension_winds: int = 1  # how many extra winds may be played before the game ends anyway
    extension_round: ExtensionRound = ExtensionRound.NEXT_WIND  # which wind the extension plays
    # In the extension the dealer's renchan comes first, as in the all-last: a hand the dealer
    # keeps ends the game only when the dealer is then top with the target; a hand the dealer
    # loses ends it once anyone has the target. False: anyone reaching the target ends it.
    extension_dealer_first: bool = True
    # the all-last dealer's option to stop after a win; never while nobody has the target of a
    # sudden-death extension that would follow (the game ends only once someone has it)
    agari_yame: AgariYame = AgariYame.NONE
    dealer_top_ends: bool = True  # the game ends when the all-last dealer is top after renchan
    top_score_ends: int | None = None  # the game ends at once when a player reaches this score
    dealer_keeps_on_draw: DealerKeeps = DealerKeeps.TENPAI  # renchan rule on an exhaustive draw
    # per-round override of dealer_keeps_on_draw, keyed by round wind "E", "S", "W"
    dealer_keeps_on_draw_by_wind: dict[str, DealerKeeps] = field(default_factory=dict)
    multi_ron_renchan: MultiRonRenchan = MultiRonRenchan.ANY_WINNER  # dealer's deal on multi ron

    def __post_init__(self) -> None:
        if self.start_points <= 0:
            raise ValueError("start_points: must be positive")
        if self.return_points < self.start_points:
            raise ValueError("return_points: must be at least start_points")
        for wind in self.dealer_keeps_on_draw_by_wind:
            if wind not in ("E", "S", "W", "N"):
                raise ValueError(f"dealer_keeps_on_draw_by_wind.{wind}: not a round wind E/S/W/N")
        if self.max_extension_winds < 0:
            raise ValueError("max_extension_winds: must not be negative")
        if self.top_score_ends is not None and self.top_score_ends <= self.start_points:
            raise ValueError("top_score_ends: must be above start_points")


# ---- [draw]: exhaustive and abortive draws ----------------------------------------------


class NotenScheme(StrEnum):
    # noten_points is the whole payment (場3000): the noten players share paying it and
    # the tenpai players share receiving it, whatever the split.
    POOL = "pool"
    # every noten player pays noten_points to every tenpai player
    PER_PAIR = "per_pair"


class Nagashi(StrEnum):
    NONE = "none"  # no nagashi hand
    MANGAN = "mangan"  # 流し満貫: paid like a mangan tsumo
    YAKUMAN = "yakuman"  # 流し役満: paid like a yakuman tsumo


class Abortive(StrEnum):
    KYUUSHU = "kyuushu"  # nine kinds of terminals and honours in the first draw (九種九牌)
    SUUFON = "suufon"  # the same wind discarded by everyone in the first go-round (四風連打)
    SUUCHA_RIICHI = "suucha_riichi"  # every player has declared riichi (四家立直)
    SANCHAHOU = "sanchahou"  # three players ron one discard (三家和)
    SUUKAIKAN = "suukaikan"  # four kans by more than one player (四開槓)


@dataclass(frozen=True)
class DrawRules:
    """Exhaustive and abortive draws: noten payments, nagashi, who deals next, honba."""

    noten_scheme: NotenScheme = NotenScheme.POOL  # how the noten payment is shared
    noten_points: int = 3000  # the pool (pool) or each noten-to-tenpai payment (per_pair)
    formal_tenpai: bool = True  # a tenpai hand with no yaku counts as tenpai (形式テンパイ)
    karaten_tenpai: bool = True  # a wait whose tiles are all visible on the table counts (空テン)
    own_four_tenpai: bool = False  # a wait on a tile the player holds all four of counts
    nagashi: Nagashi = Nagashi.MANGAN  # what a nagashi is worth, paid like a tsumo
    nagashi_as_win: bool = False  # nagashi is a win: honba, sticks, renchan only for the dealer
    nagashi_with_noten: bool = False  # noten payments are made besides a nagashi payment
    honba_on_draw: bool = True  # every exhaustive draw adds a honba, even when the deal passes
    abortive: tuple[Abortive, ...] = tuple(Abortive)  # the abortive draws this house has
    abortive_dealer_keeps: bool = True  # the dealer keeps the deal after an abortive draw
    abortive_honba: bool = True  # an abortive draw adds a honba
    abortive_all_last_keeps: bool = True  # in the all-last hand the dealer keeps anyway

    def __post_init__(self) -> None:
        if self.noten_points < 0 or self.noten_points % 100:
            raise ValueError("noten_points: must be a non-negative multiple of 100")
        # 3000 shared by 1-3 payers and 1-3 receivers must stay whole points per pair.
        if self.noten_scheme is NotenScheme.POOL and self.noten_points % 12:
            raise ValueError("noten_points: a pool must divide by 2, 3 and 4 (a multiple of 12)")
        if len(set(self.abortive)) != len(self.abortive):
            raise ValueError("abortive: listed twice")
        if self.nagashi_as_win and self.nagashi is Nagashi.NONE:
            raise ValueError("nagashi_as_win: the house has no nagashi")


# ---- [penalties.<kind>]: chombo, false calls, dead hands ---------------------------------


class PenaltyForm(StrEnum):
    NONE = "none"  # no points move (a dead hand: アガリ放棄)
    LIMIT = "limit"  # the offender pays `limit` as if every other player had won it by tsumo
    EACH = "each"  # the offender pays `points` to each other player
    TABLE = "table"  # the offender puts `points` on the table; the next winner takes them
    FINAL = "final"  # `points` come off the offender's final total and go to nobody


class HandAfter(StrEnum):
    # play goes on in the same hand; charged at the draw, the draw is then settled as usual
    CONTINUE = "continue"
    REPLAY = "replay"  # the same hand is dealt again: same round, dealer and honba
    END = "end"  # the hand is over; the deal moves on as `dealer` and `honba` say


class DealerAfter(StrEnum):
    KEEPS = "keeps"  # the dealer deals the next hand
    PASSES = "passes"  # the deal passes
    OFFENDER = "offender"  # the deal passes when the dealer offended, else the dealer keeps


class AllLastDealer(StrEnum):
    SAME = "same"  # the all-last hand follows `dealer` like any other
    KEEPS = "keeps"  # a dealer offending in the all-last hand keeps the deal (親流れせず続行)
    ENDS_GAME = "ends_game"  # a dealer offending in the all-last hand ends the game


class HonbaAfter(StrEnum):
    SAME = "same"  # the honba count is unchanged (no stick added)
    PLUS_ONE = "plus_one"  # a honba is added
    RESET = "reset"  # back to 0


class Timing(StrEnum):
    NOW = "now"  # charged when found
    AT_DRAW = "at_draw"  # charged only if the hand ends in an exhaustive draw (流局時チョンボ)


_KIND = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class PenaltyRules:
    """One kind of penalty: what the offender pays and what happens to the hand."""

    form: PenaltyForm = PenaltyForm.NONE  # how the penalty is paid
    limit: Limit = Limit.MANGAN  # (limit) the hand value paid, e.g. mangan or haneman 払い
    tsumo_bonus: bool = False  # (limit) the house's per-payer tsumo bonus is added
    points: int = 0  # (each, table, final) the points
    dead_hand: bool = False  # the offender may no longer win this hand (アガリ放棄)
    noten_at_draw: bool = True  # (dead hand) the offender counts as noten if the hand is drawn
    timing: Timing = Timing.NOW  # when the penalty is charged
    hand: HandAfter = HandAfter.CONTINUE  # what happens to the hand
    dealer: DealerAfter = DealerAfter.KEEPS  # (end) who deals next
    all_last_dealer: AllLastDealer = AllLastDealer.SAME  # the dealer offending in the all-last
    honba: HonbaAfter = HonbaAfter.SAME  # (replay, end) the honba count afterwards
    returns_riichi: bool = True  # (replay, end) this hand's riichi sticks go back to their owners

    def __post_init__(self) -> None:
        has_points = self.form in (PenaltyForm.EACH, PenaltyForm.TABLE, PenaltyForm.FINAL)
        if has_points and (self.points <= 0 or self.points % 100):
            raise ValueError("points: must be a positive multiple of 100 for this form")
        if not has_points and self.points:
            raise ValueError(f"points: not used by form '{self.form}'")
        if self.tsumo_bonus and self.form is not PenaltyForm.LIMIT:
            raise ValueError("tsumo_bonus: only for form 'limit'")
        if self.hand is not HandAfter.END and self.dealer is not DealerAfter.KEEPS:
            raise ValueError("dealer: only an ended hand passes the deal")


# ---- [settlement]: the end-of-game account ------------------------------------------------


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
            if not _KIND.match(kind):
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


# ---- [play]: what a player may do during a hand (`/check`) -------------------------------


class AnkanAfterRiichi(StrEnum):
    NONE = "none"  # no concealed kan after riichi
    SAME_WAIT = "same_wait"  # allowed when the waits stay the same
    SAME_SHAPE = "same_shape"  # ... and the four tiles are a triplet in every reading of the hand


class Kuikae(StrEnum):
    ALLOWED = "allowed"  # any tile may be discarded right after a call
    SAME_TILE = "same_tile"  # not the called tile itself (現物食い替え)
    SAME_AND_SUJI = "same_and_suji"  # ... nor, after a chi, the run's other-end suji tile


@dataclass(frozen=True)
class PlayRules:
    """What a player may do during a hand, and which penalty follows a forbidden act."""

    riichi_without_draw: bool = False  # riichi may be declared with no draw left (ツモ番なし)
    last_tile_call: bool = False  # the last discard of the hand may be called (pon, chi)
    ankan_after_riichi: AnkanAfterRiichi = AnkanAfterRiichi.SAME_SHAPE  # concealed kan in riichi
    okurikan: bool = False  # that kan may use tiles other than the one just drawn (送りカン)
    false_win_penalty: str | None = None  # penalty kind for showing a hand that may not win
    false_call_penalty: str | None = None  # penalty kind for a call the house does not allow
    kuikae: Kuikae = Kuikae.SAME_AND_SUJI  # which discards are forbidden right after a chi or pon
    kuikae_penalty: str | None = None  # penalty kind once a forbidden discard is made anyway
    kuikae_cancel_penalty: str | None = None  # penalty kind to take it back before it counts
    kan_min_tiles_left: int = 1  # a kan needs this many live-wall tiles left (1: none on haitei)
    shown_tile_ron: bool = True  # ron allowed while a pointed-out shown tile (見せ牌・腰) is a wait
    kokushi13_furiten_ron: bool = False  # furiten 13-sided kokushi may ron a tile not discarded


def check_penalty_kinds(penalties: dict[str, PenaltyRules], play: PlayRules) -> None:
    """Penalty kinds are API words (lower-case snake case); play rules name existing kinds."""
    for kind in penalties:
        if not _KIND.match(kind):
            raise ValueError(f"penalties.{kind}: a penalty kind is lower-case snake_case")
    for name in ("false_win_penalty", "false_call_penalty", "kuikae_penalty",
                 "kuikae_cancel_penalty"):
        kind = getattr(play, name)
        if kind is not None and kind not in penalties:
            raise ValueError(f"play.{name}: no [penalties.{kind}] in this house")
