"""Every rule field a house can set, with its default and meaning.

A ruleset TOML maps onto `Ruleset`: each `[section]` onto the dataclass of the same name.
Defaults are tenhou.net's four-player ranked rules, so a house states only what differs.
Choices are string enums so a TOML reads as words, never magic numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from scoring.rules.draw import DrawRules
from scoring.rules.game import GameRules, Tobi
from scoring.rules.hand import HandRules, TileRules
from scoring.rules.penalty import PenaltyRules, check_penalty_kinds
from scoring.rules.play import PlayRules
from scoring.rules.settlement import SettlementRules
from scoring.rules.table import RotationRules, SessionRules, SitOut
from scoring.rules.tournament import TournamentRules, check_tournament


@dataclass(frozen=True)
class Text:
    """A display string in both languages."""

    ja: str = ""  # Japanese
    en: str = ""  # English


@dataclass(frozen=True)
class HouseInfo:
    """Who the house is: its display name and the document its rules come from."""

    name: Text = field(default_factory=Text)  # the house's display name
    source: str | None = None  # seed document the ruleset is written from (None for references)
    reference: bool = False  # a reference ruleset (e.g. tenhou.net), not a parlour
    draft: bool = False  # still being written: runs, but may leave catalog rules without scenarios


@dataclass(frozen=True)
class RiichiRules:
    """Declaring riichi: its cost, who may declare, and what it binds the player to."""

    cost: int = 1000  # points put on the table to declare riichi
    min_points: int = 1000  # a player needs at least this many points to declare
    any_score: bool = False  # riichi may be declared at any score, even below zero
    furiten_riichi: bool = True  # riichi while furiten is allowed
    missed_ron_allowed: bool = True  # after riichi a player may let a winning tile pass
    open_riichi_cost: int | None = None  # deposit for an open riichi; None = no open riichi
    cancel_cost: int | None = None  # deposit to take a riichi back; None = it cannot be cancelled
    # a riichi declared with fewer points than `cost` busts the player unless they win that hand
    busts_below_cost: bool = False

    def __post_init__(self) -> None:
        if self.busts_below_cost and not (self.any_score or self.min_points < self.cost):
            raise ValueError("busts_below_cost: min_points leaves no riichi below the cost")

    def allows(self, points: int) -> bool:
        return self.any_score or points >= self.min_points


class Kazoe(StrEnum):
    YAKUMAN = "yakuman"  # kazoe_han or more is a yakuman
    SANBAIMAN = "sanbaiman"  # no counted yakuman: the hand stops at sanbaiman


@dataclass(frozen=True)
class LimitRules:
    """From han and fu to a limit hand: thresholds, kiriage, counted yakuman."""

    kiriage: bool = False  # 30 fu 4 han and 60 fu 3 han (base 1920) are paid as mangan
    mangan_han: int = 5  # han from which a hand is a mangan whatever its fu
    haneman_han: int = 6  # han from which a hand is a haneman
    baiman_han: int = 8  # han from which a hand is a baiman
    sanbaiman_han: int = 11  # han from which a hand is a sanbaiman
    kazoe: Kazoe = Kazoe.YAKUMAN  # what kazoe_han or more han is worth
    kazoe_han: int = 13  # han from which `kazoe` applies
    max_yakuman: int = 6  # highest yakuman multiple paid (1 = no double yakuman)
    # From this fu up, a hand is counted at half the fu (rounded up to 10) and one han more,
    # repeatedly, so a chart needs no rows above it (004: 60符以上は1翻アップ). None = off.
    fold_fu_from: int | None = None

    def __post_init__(self) -> None:
        steps = (self.mangan_han, self.haneman_han, self.baiman_han, self.sanbaiman_han)
        if list(steps) != sorted(set(steps)):
            raise ValueError("mangan_han..sanbaiman_han: must increase strictly")
        if self.kazoe_han <= self.sanbaiman_han:
            raise ValueError("kazoe_han: must be above sanbaiman_han")
        if self.max_yakuman < 1:
            raise ValueError("max_yakuman: must be at least 1")
        if self.fold_fu_from is not None and self.fold_fu_from < 40:
            raise ValueError("fold_fu_from: must be at least 40 (half of it must still be 20 fu)")


class TsumoScheme(StrEnum):
    # Every player but the winner pays their four-player share; in three-player
    # games the absent North's share is simply lost to the winner (tsumo-son).
    STANDARD = "standard"
    # Three-player: the absent North's four-player share is split in half between
    # the two payers, each half rounded up (北家の分を折半).
    NORTH_SPLIT = "north_split"
    # Three-player: the winner receives the ron value; a non-dealer winner is paid it
    # exactly, 2:1 by the dealer (two thirds to the nearest unit) and the other non-dealer;
    # a dealer winner half by each, rounded up (丸取り).
    MARUDORI = "marudori"


class Rounding(StrEnum):
    UP_100 = "up_100"  # each payment rounded up to 100
    UP_1000 = "up_1000"  # each payment rounded up to 1000


class MultiRon(StrEnum):
    ALL = "all"  # double and triple ron are all paid
    DOUBLE = "double"  # double ron is paid; a triple ron is an abortive draw
    HEAD_BUMP = "head_bump"  # only the winner nearest the discarder in turn order wins


class StickSplit(StrEnum):
    NEAREST = "nearest"  # sticks go to the winner nearest the discarder in turn order (上家取り)
    SPLIT = "split"  # sticks split equally; an odd 1000 goes to the nearest winner
    EACH = "each"  # (honba only) each winner is paid the honba


class Remainder(StrEnum):
    NEAREST = "nearest"  # an odd stick goes to the winner nearest the discarder in turn order
    DEALER_ORDER = "dealer_order"  # it goes to the winner first in seat order from the dealer


class PaoRon(StrEnum):
    HALF = "half"  # on ron the liable player and the discarder each pay half
    FULL = "full"  # on ron the liable player pays everything


class PaoHonba(StrEnum):
    DISCARDER = "discarder"  # the discarder pays the honba on a pao ron
    LIABLE = "liable"  # the liable player pays the honba
    SPLIT = "split"  # the honba is split like the hand


class LeftoverSticks(StrEnum):
    TOP = "top"  # riichi sticks left at game end go to the top player
    OWNERS = "owners"  # they go back to the players who put them out
    TABLE = "table"  # they stay on the table and are lost to everyone


@dataclass(frozen=True)
class PaymentRules:
    """Paying a win: tsumo shares, rounding, honba, riichi sticks, multiple ron and pao."""

    tsumo_scheme: TsumoScheme = TsumoScheme.STANDARD  # how a tsumo is shared among payers
    rounding: Rounding = Rounding.UP_100  # how each hand payment is rounded
    tsumo_bonus: int = 0  # added to each payer's tsumo payment (e.g. +1000)
    honba_ron: int = 300  # paid by the discarder per honba on a ron
    honba_tsumo: int = 100  # paid by each payer per honba on a tsumo
    multi_ron: MultiRon = MultiRon.DOUBLE  # how simultaneous rons are paid
    multi_ron_kyotaku: StickSplit = StickSplit.NEAREST  # who takes riichi sticks on multiple ron
    multi_ron_honba: StickSplit = StickSplit.NEAREST  # who is paid the honba on multiple ron
    split_remainder: Remainder = Remainder.NEAREST  # who gets what does not split evenly
    pao_ron: PaoRon = PaoRon.HALF  # how a pao hand is paid on ron
    pao_honba: PaoHonba = PaoHonba.DISCARDER  # who pays the honba on a pao ron
    pao_yaku: tuple[str, ...] = ("daisangen", "daisuushii")  # yaku with liability (pao)
    rinshan_pao: bool = False  # a daiminkan's giver pays alone for the rinshan tsumo
    leftover_kyotaku: LeftoverSticks = LeftoverSticks.TOP  # riichi sticks left at game end

    def __post_init__(self) -> None:
        if self.multi_ron_kyotaku is StickSplit.EACH:
            raise ValueError("multi_ron_kyotaku: 'each' would create sticks; use nearest or split")
        for name in ("honba_ron", "honba_tsumo", "tsumo_bonus"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name}: must not be negative")


@dataclass(frozen=True)
class Ruleset:
    """A house's complete rules. `id` comes from the file name, never from code."""

    id: str
    players: int = 4  # 3 or 4
    house: HouseInfo = field(default_factory=HouseInfo)
    tiles: TileRules = field(default_factory=TileRules)
    hand: HandRules = field(default_factory=HandRules)
    game: GameRules = field(default_factory=GameRules)
    riichi: RiichiRules = field(default_factory=RiichiRules)
    limits: LimitRules = field(default_factory=LimitRules)
    payment: PaymentRules = field(default_factory=PaymentRules)
    draw: DrawRules = field(default_factory=DrawRules)
    penalties: dict[str, PenaltyRules] = field(default_factory=dict)  # by kind, e.g. chombo
    settlement: SettlementRules = field(default_factory=SettlementRules)
    play: PlayRules = field(default_factory=PlayRules)
    rotation: RotationRules = field(default_factory=RotationRules)  # more people than seats
    session: SessionRules = field(default_factory=SessionRules)  # a night of several games
    tournament: TournamentRules = field(default_factory=TournamentRules)  # many tables

    def __post_init__(self) -> None:
        check_penalty_kinds(self.penalties, self.play)
        if self.settlement.uma and len(self.settlement.uma) != self.players:
            raise ValueError("settlement.uma: one value per rank (players)")
        if self.settlement.hand_chips.all_reds and not self.tiles.red_fives:
            raise ValueError("settlement.hand_chips.all_reds: the tile set has no red fives")
        if self.players not in (3, 4):
            raise ValueError("players: must be 3 or 4")
        if self.riichi.busts_below_cost and self.game.tobi is Tobi.NONE:
            raise ValueError("riichi.busts_below_cost: the house has no tobi (game.tobi)")
        self._check_people()
        if self.players == 4 and self.payment.tsumo_scheme is not TsumoScheme.STANDARD:
            raise ValueError("payment.tsumo_scheme: only 'standard' exists with four players")
        check_tournament(self.tournament, self.most_participants,
                         self.session.sit_out is SitOut.STANDINGS, self.session.games)

    @property
    def most_participants(self) -> int:
        """The most people one game may have: the seats, or more where some rest (4人回し)."""
        return max(self.players, self.rotation.participants)

    def _check_people(self) -> None:
        rotation = self.rotation
        if rotation.participants and rotation.participants <= self.players:
            raise ValueError("rotation.participants: must be more than the seats (players)")
        if rotation.participants:
            missing = set(self.settlement.prizes) - set(rotation.prizes)
            if missing:
                raise ValueError(f"rotation.prizes: say what a resting participant pays for "
                                 f"{', '.join(sorted(missing))}")
            unknown = set(rotation.prizes) - set(self.settlement.prizes)
            if unknown:
                raise ValueError(
                    f"rotation.prizes: no settlement prize {', '.join(sorted(unknown))}"
                )
            ranks = {row.rank for row in self.settlement.formula.values()}
            if self.settlement.formula and not ranks >= set(range(2, rotation.participants + 1)):
                raise ValueError("settlement.formula: rows for every rank of the participants")
            if self.settlement.uma:
                raise ValueError("rotation.participants: an uma by rank needs one per seat")
        if self.session.sit_out is SitOut.STANDINGS and rotation.participants:
            raise ValueError("session.sit_out: a game that rotates its own players sits nobody out")

