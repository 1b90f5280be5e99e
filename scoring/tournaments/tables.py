"""A tournament played on shared tables: each table's stored games (participants by index,
score sheets as posted) read into the tournament's input, and the standings played from
them while the tables are still playing.

A table's finished games count; the game in play only says where the table stands (which
hand); a game left before its first hand is none. A table whose games the core refuses (a
game seating the wrong sit-out, a game left unfinished before the next one) must not stop
the whole tournament's standings: its games from the refused one on are left out, and the
refusal is reported with its table, so the organizer corrects that table's log while every
other table stays on the board.

Pure: the server keeps the tables and calls this; so could the phone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scoring.api.read.events import read_events
from scoring.errors import ErrorCode, ScoringError, impossible
from scoring.game.final import final_settlement
from scoring.game.replay import play_game
from scoring.rules.schema import Ruleset
from scoring.session import play_session
from scoring.tournaments.play import Game, Progress, Result, Table, Tournament, play_tournament
from scoring.tournaments.size import games_per_round
from scoring.tournaments.standings import Penalty

# The field the core names in a refusal, e.g. "rounds[0].tables[2].games[3].players".
_WHERE = re.compile(r"^rounds\[(\d+)\]\.tables\[(\d+)\](?:\.games\[(\d+)\])?")


@dataclass(frozen=True)
class InPlay:
    """Where the game a table is playing stands."""

    game: int  # its index in the table's games
    wind: int  # winds played before this one (0: the first East)
    hand: int  # the hand in the wind, 0-based
    honba: int
    hands: int  # events recorded in it


@dataclass(frozen=True)
class TableGames:
    """One table's stored games, read: the finished ones settled, and the one in play."""

    finished: list[Game]
    in_play: InPlay | None
    refused: ScoringError | None  # the first game the core refuses, if any


@dataclass
class Refusal:
    round: int  # 0-based, as the tournament's rounds
    table: int  # 0-based in its round
    error: ScoringError


@dataclass
class LiveResult:
    tournament: Tournament
    result: Result
    refusals: list[Refusal] = field(default_factory=list)


def _names(participants: list[str], players: Any, where: str) -> list[str]:
    if not isinstance(players, list) or not all(
            isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(participants)
            for p in players):
        raise impossible(ErrorCode.SEAT_OUT_OF_RANGE,
                         f"A game's players are 0 to {len(participants) - 1}.",
                         f"{where}.players")
    return [participants[p] for p in players]


def read_table_games(rules: Ruleset, participants: list[str], games: list[dict[str, Any]],
                     where: str) -> TableGames:
    """`games` as a shared table stores them: `{"players": [participant index, ...],
    "events": [...]}`, the players in the game's order (the first dealer first)."""
    finished: list[Game] = []
    for g, game in enumerate(games):
        field_ = f"{where}.games[{g}]"
        try:
            names = _names(participants, game.get("players", list(range(len(participants)))),
                           field_)
            events = read_events(rules, game, len(names))
            _, state = play_game(rules, events, len(names))
        except ScoringError as exc:
            exc.field = f"{field_}.{exc.field}" if exc.field else field_
            return TableGames(finished, None, exc)
        if state.finished:
            finished.append(Game(names, final_settlement(state), field_))
            continue
        if g < len(games) - 1:
            if not events:
                continue  # a game started and left before its first hand: no game at all
            return TableGames(finished, None, impossible(
                ErrorCode.GAME_NOT_OVER,
                f"Game {g + 1} has not reached its end, yet a later game was started.",
                f"{field_}.events"))
        return TableGames(finished, InPlay(g, state.wind_no, state.hand, state.honba,
                                           len(events)), None)
    return TableGames(finished, None, None)


def _located(error: ScoringError) -> tuple[int, int, int | None] | None:
    match = _WHERE.match(error.field or "")
    if not match:
        return None
    game = match.group(3)
    return int(match.group(1)), int(match.group(2)), None if game is None else int(game)


def play_live(rules: Ruleset, players: list[str], carried: list[Any], teams: dict[str, list[str]],
              rounds: list[list[tuple[list[str], TableGames]]],
              penalties: list[Penalty], start: Progress | None = None,
              keep: Callable[[Progress], None] | None = None) -> LiveResult:
    """The standings of the tables so far. `rounds`: each round's tables as (players in seat
    order, their games read). A table the core refuses keeps its games before the refused
    one; the refusal is listed (at most one per table, the first). `start` and `keep` as
    `play_tournament` takes them: a refusal is cut out of its own round, so the rounds
    before it play alike with or without it."""
    refusals: list[Refusal] = []
    kept: list[list[list[Game]]] = []
    for r, tables in enumerate(rounds):
        kept.append([])
        for t, (_, read) in enumerate(tables):
            kept[r].append(list(read.finished))
            if read.refused is not None:
                refusals.append(Refusal(r, t, read.refused))
    # Each pass either answers or cuts one table's games short, so this ends.
    while True:
        t_obj = Tournament(players, carried, [
            [Table(list(seated), games, f"rounds[{r}].tables[{t}]")
             for t, ((seated, _), games) in enumerate(zip(tables, kept[r], strict=True))]
            for r, tables in enumerate(rounds)], penalties, teams)
        try:
            return LiveResult(t_obj, play_tournament(rules, t_obj, start, keep), refusals)
        except ScoringError as exc:
            where = _located(exc)
            if where is None:
                raise  # not a table's: the tournament itself (its players, teams, penalties)
            r, t, g = where
            games = kept[r][t]
            if exc.code is ErrorCode.TOO_MANY_GAMES:
                cut = games_per_round(rules)  # the round's games count; later ones do not
            else:
                cut = 0 if g is None else next(
                    (i for i, game in enumerate(games) if game.field.endswith(f".games[{g}]")),
                    0)
            if not games or cut >= len(games):
                raise  # nothing left to cut: the table itself is refused (its players)
            kept[r][t] = games[:cut]
            if not any(x.round == r and x.table == t for x in refusals):
                refusals.append(Refusal(r, t, exc))


@dataclass(frozen=True)
class NewTable:
    """How a round's table starts on the server: its participants best first by the
    tournament's standings at the round's start (so the house's sit-out order by the
    standings follows the tournament's), the totals they carry in, and its first game."""

    participants: list[str]
    carried: list[Any]
    first_game: dict[str, Any]  # {"players": [participant index, …] in seat order, "events": []}


def new_table(rules: Ruleset, seated: list[str], place: dict[str, int],
              totals: dict[str, Any]) -> NewTable:
    """`seated`: the players in seat order (the first deals first); `place`: each one's
    position in the standings at the round's start (0: the leader); `totals`: their totals."""
    participants = sorted(seated, key=place.__getitem__)
    carried = [totals[name] for name in participants]
    out: list[int] = []
    if len(participants) > rules.players:
        # Who sits out the first game, as the session judges it from the totals carried in.
        out = list(play_session(rules, len(participants), carried, []).next_sit_out)
    sitting_out = {participants[i] for i in out}
    players = [participants.index(name) for name in seated if name not in sitting_out]
    return NewTable(participants, carried, {"players": players, "events": []})
