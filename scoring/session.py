"""A night of several games (a session): each game's settlement, running totals per
participant, and who sits out next (抜け番) where the house seats people by the standings.

Everything is exact (`Fraction`). Participants are numbered in the order of the standings at
the start (0 = the leader); a game's players are participants, in that game's order.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import Ruleset
from scoring.rules.table import SitOut
from scoring.settlement.types import Settlement


@dataclass(frozen=True)
class SessionGame:
    players: list[int]  # participants in the game's order (the first dealer first)
    settlement: Settlement  # one line per player, in the same order
    field: str  # where the game is in the request, for errors


@dataclass(frozen=True)
class GameLine:
    players: list[int]
    sat_out: list[int]  # participants who did not play this game
    points: list[Fraction]  # per participant (0 for those who sat out)
    totals: list[Fraction]  # running totals per participant after this game


@dataclass(frozen=True)
class SessionResult:
    games: list[GameLine]
    totals: list[Fraction]  # per participant, carried points included
    standings: list[int]  # participants best first
    order: list[int]  # the sit-out order in force for the next game (empty: no sit-outs)
    next_sit_out: list[int]  # who sits out the next game (empty: nobody, or the session is over)
    off_table: Fraction  # settlement points that left the players (game fees, penalties)


def standings(totals: list[Fraction]) -> list[int]:
    """Participants best first; equal totals keep the order of the start."""
    return sorted(range(len(totals)), key=lambda p: (-totals[p], p))


def _block_start(rules: Ruleset, game: int) -> int:
    """The game (0-based) from which the sit-out order in force for `game` was judged."""
    return max((g for g in rules.session.rejudge_after if g <= game), default=0)


def sitting_out(rules: Ruleset, order: list[int], game: int, block: int) -> list[int]:
    """Who sits out game `game` (0-based): they take turns down `order` from its top."""
    count = len(order) - rules.players
    k = game - block
    return sorted(order[(k * count + j) % len(order)] for j in range(count))


def play_session(rules: Ruleset, participants: int, carried: list[Fraction],
                 games: list[SessionGame]) -> SessionResult:
    sit_out = rules.session.sit_out is SitOut.STANDINGS
    if sit_out and participants <= rules.players:
        raise impossible(ErrorCode.WRONG_PARTICIPANTS,
                         f"Someone sits out each game here: name more than {rules.players}.",
                         "participants")
    if rules.session.games and len(games) > rules.session.games:
        raise impossible(ErrorCode.TOO_MANY_GAMES,
                         f"A session here has {rules.session.games} games.", "games")
    totals = list(carried)
    order = standings(totals)
    lines = []
    off = Fraction(0)
    for index, game in enumerate(games):
        block = _block_start(rules, index)
        if sit_out and index == block:
            order = standings(totals)  # the order is judged (again) from the standings now
        expected = sitting_out(rules, order, index, block) if sit_out else None
        out = sorted(set(range(participants)) - set(game.players))
        if expected is not None and out != expected:
            raise impossible(
                ErrorCode.WRONG_SIT_OUT,
                f"Game {index + 1}: participant {', '.join(map(str, expected))} sits out by "
                f"the standings, not {', '.join(map(str, out)) or 'nobody'}.",
                f"{game.field}.players",
            )
        points = [Fraction(0)] * participants
        for player, value in zip(game.players, game.settlement.points, strict=True):
            points[player] = value
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        off += game.settlement.off_table
        lines.append(GameLine(list(game.players), out, points, list(totals)))
    done = bool(rules.session.games) and len(games) >= rules.session.games
    following: list[int] = []
    if sit_out and not done:
        block = _block_start(rules, len(games))
        if block == len(games):
            order = standings(totals)
        following = sitting_out(rules, order, len(games), block)
    return SessionResult(lines, totals, standings(totals), order if sit_out else [],
                         following, off)
