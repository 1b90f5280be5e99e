"""Ruleset sections for people rather than seats: more participants than seats in one game
(4人回し, `[rotation]`) and who sits out which game of a night (抜け番, `[session]`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Rest(StrEnum):
    NONE = "none"  # nobody rests: a game has exactly as many participants as seats
    # The dealer rests once the deal passes on; the participant resting longest takes that seat.
    AFTER_DEALER_TURN = "after_dealer_turn"


@dataclass(frozen=True)
class RestingShare:
    """A settlement prize while someone rests: what each resting participant pays, and what
    each seated payer pays instead of the usual amount (None: the usual amount)."""

    resting: float = 0.0  # paid by each resting participant
    seated: float | None = None  # paid by each seated payer; None = as without a resting player

    def __post_init__(self) -> None:
        if self.resting < 0 or (self.seated is not None and self.seated < 0):
            raise ValueError("resting: prizes are not negative")


@dataclass(frozen=True)
class RotationRules:
    """More people than seats in one game (4人回し): who rests when and what a resting
    participant pays. A resting participant's points do not move."""

    participants: int = 0  # most participants in one game; 0 = as many as the seats (`players`)
    rest: Rest = Rest.NONE  # who rests, and when they come back
    yakuman_tsumo: RestingShare = field(default_factory=RestingShare)  # 役満ツモの祝儀
    yakuman_ron: RestingShare = field(default_factory=RestingShare)  # 役満ロンの祝儀
    # Every `settlement.prizes` kind while someone rests (e.g. four_flowers: nothing from them).
    prizes: dict[str, RestingShare] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.participants < 0:
            raise ValueError("participants: must not be negative")
        if self.participants and self.rest is Rest.NONE:
            raise ValueError("rest: more participants than seats need a way to rest")


class SitOut(StrEnum):
    NONE = "none"  # the same players play every game of the session
    # One participant sits out each game, taking turns from the top of the overall standings.
    STANDINGS = "standings"


@dataclass(frozen=True)
class SessionRules:
    """A night of several games (a session): how many, who sits out each, and money."""

    games: int = 0  # games in a session; 0 = as many as the table plays
    sit_out: SitOut = SitOut.NONE  # who sits out each game (抜け番)
    # After these games the sit-out order is judged again from the standings then.
    rejudge_after: tuple[int, ...] = ()
    money_per_point: float = 0.0  # money per settlement point; 0 = the house states none
    money_unit_ja: str = ""  # the money's unit in Japanese, e.g. 円
    money_unit_en: str = ""  # the same in English, e.g. yen

    def __post_init__(self) -> None:
        if self.games < 0 or self.money_per_point < 0:
            raise ValueError("games: must not be negative")
        if list(self.rejudge_after) != sorted(set(self.rejudge_after)) or any(
            g < 1 or (self.games and g >= self.games) for g in self.rejudge_after
        ):
            raise ValueError("rejudge_after: increasing game numbers within the session")
        if self.rejudge_after and self.sit_out is SitOut.NONE:
            raise ValueError("rejudge_after: only with a sit-out order")
