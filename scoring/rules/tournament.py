"""The `[tournament]` ruleset section: how many people sit at one table, how many games a
table plays in a round, and how equal tournament totals are ordered.

Every field has a default that fits any house, so a house states this section only where its
document says more (or where a reading of it must be recorded).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# The most people one table seats (the seats plus those who sit out in turn): the session
# operation that plays a table's games names at most this many participants.
MAX_TABLE_SIZE = 8


class TieBreak(StrEnum):
    RANK_COUNTS = "rank_counts"  # more 1st places, then more 2nd places, and so on
    AVERAGE_RANK = "average_rank"  # the lower average rank (a player with no game comes after)
    BEST_GAME = "best_game"  # the higher best result of a single game
    START = "start"  # the earlier in the order of the start (the players as entered)


@dataclass(frozen=True)
class TournamentRules:
    """A tournament of many tables: people at a table, games a round, order of equal totals."""

    # People at one table: the seats plus those who sit out a game in turn (抜け番);
    # 0 = the most one game seats (players, or rotation.participants).
    table_size: int = 0
    # Games each table plays in a round; 0 = the house's session.games, else one.
    games_per_round: int = 0
    # How equal totals are ordered, key after key; players equal on every key share a place
    # (they are listed in the order of the start). `start` decides every tie, so it is last.
    tie_break: tuple[TieBreak, ...] = (TieBreak.RANK_COUNTS, TieBreak.START)

    def __post_init__(self) -> None:
        if not 0 <= self.table_size <= MAX_TABLE_SIZE:
            raise ValueError(f"table_size: 0 to {MAX_TABLE_SIZE}")
        if self.games_per_round < 0:
            raise ValueError("games_per_round: must not be negative")
        if len(set(self.tie_break)) != len(self.tie_break):
            raise ValueError("tie_break: each key once")
        if TieBreak.START in self.tie_break[:-1]:
            raise ValueError("tie_break: 'start' decides every tie, so nothing can follow it")


def check_tournament(rules: TournamentRules, seats: int, sits_out: bool,
                     session_games: int) -> None:
    """What `[tournament]` must agree with in the rest of the house: a table seats at least
    one game (`seats`: players, or rotation.participants); more only where people sit out by
    the standings (`sits_out`); a round plays no more than the house's session."""
    if sits_out and rules.table_size <= seats:
        raise ValueError("tournament.table_size: where people sit out by the standings, state "
                         "how many sit at a table (more than the seats)")
    if rules.table_size and rules.table_size < seats:
        raise ValueError(f"tournament.table_size: at least the {seats} people of one game")
    if rules.table_size > seats and not sits_out:
        raise ValueError("tournament.table_size: more people than one game seats need "
                         "session.sit_out = \"standings\"")
    if session_games and rules.games_per_round > session_games:
        raise ValueError(f"tournament.games_per_round: at most the session's {session_games}")
