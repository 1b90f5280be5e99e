"""The bounds of every number and list a request may carry (docs/api.md lists the same).

A value outside its bound is refused with the bound's code (422), never clamped: a number
no table can reach is a typing slip, and paying it would print a silently wrong result.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.errors import ErrorCode


@dataclass(frozen=True)
class Bound:
    """An inclusive range, the code for leaving it, and what it bounds."""

    low: int
    high: int
    code: ErrorCode
    meaning: str
    low_code: ErrorCode | None = None  # a different code below `low`, where one exists today


# Counts at the table.
HONBA = Bound(0, 100, ErrorCode.HONBA_OUT_OF_RANGE,
              "honba (本場) on the table: no game reaches 100 repeat counters",
              ErrorCode.NEGATIVE_HONBA)
KYOTAKU = Bound(0, 100, ErrorCode.KYOTAKU_OUT_OF_RANGE,
                "riichi sticks (供託) on the table, as a count of sticks",
                ErrorCode.NEGATIVE_KYOTAKU)
# A hand's value.
HAN = Bound(1, 100, ErrorCode.HAN_OUT_OF_RANGE,
            "han of a winning hand, dora included: at least 1")
FU = Bound(1, 200, ErrorCode.FU_OUT_OF_RANGE,
           "fu of a winning hand before the house's own checks (20 to 110, or seven pairs')",
           ErrorCode.IMPOSSIBLE_FU)
YAKUMAN = Bound(1, 6, ErrorCode.YAKUMAN_OUT_OF_RANGE,
                "a yakuman multiple: 1 single … 6 (the house's own cap applies too)")
# Points.
SCORE = Bound(-1_000_000, 1_000_000, ErrorCode.SCORE_OUT_OF_RANGE,
              "a player's points at the end of a game, negative after a bust")
CHIPS = Bound(-10_000, 10_000, ErrorCode.CHIPS_OUT_OF_RANGE,
              "chips won (or lost, negative) by a player in one game")
PENALTY_POINTS = Bound(-1_000_000, 1_000_000, ErrorCode.POINTS_OUT_OF_RANGE,
                       "points taken off a final total by penalties")
POINTS = Bound(-1_000_000, 1_000_000, ErrorCode.POINTS_OUT_OF_RANGE,
               "a player's points when asking whether they may declare riichi")
SESSION_POINTS = Bound(-1_000_000, 1_000_000, ErrorCode.POINTS_OUT_OF_RANGE,
                       "settlement points a participant carries into a session")
TOURNAMENT_POINTS = Bound(-1_000_000, 1_000_000, ErrorCode.POINTS_OUT_OF_RANGE,
                          "a tournament player's points carried in, or a penalty's change to "
                          "the total (settlement units)")
SEED = Bound(0, 2**53 - 1, ErrorCode.SEED_OUT_OF_RANGE,
             "the seed of a random seating (an integer JSON carries exactly)")
# Situations of /check.
DRAWS_LEFT = Bound(0, 200, ErrorCode.DRAWS_LEFT_OUT_OF_RANGE,
                   "draws a player has left in the wall (a wall holds at most 136 tiles)")
TILES_LEFT = Bound(0, 200, ErrorCode.TILES_LEFT_OUT_OF_RANGE,
                   "tiles left in the live wall")
# Counts in a hand.
NUKIDORA = Bound(0, 8, ErrorCode.COUNT_OUT_OF_RANGE, "north tiles set aside as dora (抜きドラ)")
FLOWERS = Bound(0, 8, ErrorCode.COUNT_OUT_OF_RANGE, "flower tiles set aside")
# Lists.
MAX_EVENTS = 1000  # events in one score sheet: a long game has fewer than 100 hands
MAX_SEATS = 4  # entries in a list of seats or players (tenpai, riichi, nagashi, winners…)
MAX_TEXT = 100  # characters in a tile string (a hand with four kans has 18 tiles)
MAX_MELDS = 4  # melds in one hand
MAX_PARTICIPANTS = 8  # people in one game or one session (a table and those waiting)
MAX_NAME = 40  # characters in a participant's name
MAX_GAMES = 50  # games in one session: a long night has fewer than 20
MAX_PLAYERS = 10_000  # players in one tournament
MAX_ROUNDS = 100  # rounds of one tournament: a long event has fewer than 20
MAX_PENALTIES = 1000  # penalties in one tournament
MAX_REASON = 200  # characters in a penalty's reason
MAX_SCRIPT = 500_000  # characters in a pasted seating script (10,000 names of 40 and more)

ALL = {
    "honba": HONBA, "kyotaku": KYOTAKU, "han": HAN, "fu": FU, "yakuman": YAKUMAN,
    "scores": SCORE, "chips": CHIPS, "penalties": PENALTY_POINTS, "points": POINTS,
    "draws_left": DRAWS_LEFT, "tiles_left": TILES_LEFT, "nukidora": NUKIDORA,
    "flowers": FLOWERS, "carried": SESSION_POINTS,
}
