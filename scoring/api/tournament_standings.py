"""`POST /houses/{id}/tournaments/standings`: a tournament's standings from every finished
game's settlement as the house settles it, plus the organizer's penalties, best first by the
house's tie-break (`[tournament] tie_break`), with team totals."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scoring.api.read.tournament import FIELDS, GameRequest, TournamentRequest, read_tournament
from scoring.errors import ErrorCode, impossible
from scoring.game.final import final_settlement
from scoring.game.replay import play_game
from scoring.rules.schema import Ruleset
from scoring.settlement.answer import number
from scoring.settlement.settle import settle
from scoring.settlement.types import Settlement
from scoring.tournaments.play import Game, Result, Table, Tournament, play_tournament
from scoring.tournaments.size import games_per_round, table_size
from scoring.tournaments.standings import Record

__all__ = ["FIELDS", "answer", "played", "render"]


def _settled(rules: Ruleset, game: GameRequest) -> Settlement:
    if game.result is not None:
        return settle(rules, game.result)
    assert game.events is not None
    _, state = play_game(rules, game.events, len(game.players))
    if not state.finished:
        raise impossible(ErrorCode.GAME_NOT_OVER,
                         "This game's score sheet has not reached the end of the game.",
                         f"{game.field}.events")
    return final_settlement(state)


def tournament(rules: Ruleset, request: TournamentRequest) -> Tournament:
    """The request with every game settled as the house settles it."""
    rounds = [[Table(t.players, [Game(g.players, _settled(rules, g), g.field) for g in t.games],
                     t.field) for t in tables] for tables in request.rounds]
    return Tournament(request.players, request.carried, rounds, request.penalties,
                      request.teams)


def played(rules: Ruleset, request: Any, fields: set[str] = FIELDS) -> tuple[Tournament, Result]:
    t = tournament(rules, read_tournament(rules, request, fields))
    return t, play_tournament(rules, t)


def _record(rules: Ruleset, place: int, record: Record) -> dict[str, Any]:
    ranks = record.ranks + [0] * (rules.most_participants - len(record.ranks))
    average = record.average_rank
    return {
        "place": place,
        "total": number(record.total),
        "carried": number(record.carried),
        "game_points": number(record.game_points),
        "penalty_points": number(record.penalty_points),
        "games": record.games,
        "ranks": ranks,
        "average_rank": None if average is None else number(average),
        "best_game": None if record.best is None else number(record.best),
        "penalties": [{"player": p.player, "points": number(p.points), "reason": p.reason,
                       "round": p.round} for p in record.penalties],
    }


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    t, result = played(rules, request)
    return render(rules, t, result)


def render(rules: Ruleset, t: Tournament, result: Result) -> dict[str, Any]:
    """The answer for a tournament already played (the server's shared tables play theirs
    from games it settled once, and answer the same way)."""
    team_of = {name: team for team, members in t.teams.items() for name in members}
    members = {team: list(names) for team, names in t.teams.items()}
    totals = sum((r.total for _, r in result.players), Fraction(0))
    per_round = games_per_round(rules)
    return {
        "standings": [{"player": r.name, **_record(rules, place, r),
                       "team": team_of.get(r.name),
                       "place_before": result.before.get(r.name)}
                      for place, r in result.players],
        "teams": [{"team": r.name, **_record(rules, place, r), "members": members[r.name]}
                  for place, r in result.teams],
        # The last round's tables: games finished, the sit-out order, who sits out next.
        "tables": [{"table": i + 1, "players": state.players, "games": state.games,
                    "finished": state.games >= per_round,
                    "sit_out_order": state.sit_out_order, "next_sit_out": state.next_sit_out}
                   for i, state in enumerate(result.tables)],
        "table_size": table_size(rules),
        "games_per_round": per_round,
        "tie_break": [str(key) for key in rules.tournament.tie_break],
        "rounds": len(t.rounds),
        "unit": rules.settlement.unit_en,
        "unit_ja": rules.settlement.unit_ja,
        "off_table": number(result.off_table),
        "penalties_total": number(result.penalties),
        # Totals, what left the players in the games and the penalties account for every point
        # carried in.
        "zero_sum": totals + result.off_table - result.penalties
        == sum(t.carried, Fraction(0)),
    }
