"""`POST /houses/{id}/sessions`: a night of several games settled by the house, with running
totals per participant and who sits out next (抜け番)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scoring.api.read.session import FIELDS, GameRequest, read_session
from scoring.errors import ErrorCode, impossible
from scoring.game.final import final_settlement
from scoring.game.replay import play_game
from scoring.rules.schema import Ruleset
from scoring.session import SessionGame, play_session
from scoring.settlement.answer import number, settlement_dict
from scoring.settlement.settle import settle
from scoring.settlement.types import Settlement

__all__ = ["FIELDS", "answer"]


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


def _numbers(values: list[Fraction]) -> list[int | float]:
    return [number(v) for v in values]


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    session = read_session(rules, request)
    settled = [_settled(rules, g) for g in session.games]
    result = play_session(
        rules, len(session.names), session.carried,
        [SessionGame(g.players, s, g.field) for g, s in zip(session.games, settled, strict=True)],
    )
    rate = Fraction(rules.session.money_per_point).limit_denominator(10**6)
    st = rules.settlement
    return {
        "participants": session.names,
        "games": [
            {
                "players": line.players,
                "sat_out": line.sat_out,
                "settlement": settlement_dict(rules, s),
                "points": _numbers(line.points),
                "totals": _numbers(line.totals),
            }
            for line, s in zip(result.games, settled, strict=True)
        ],
        "carried": _numbers(session.carried),
        "totals": _numbers(result.totals),
        # Money only where the house states what a point is worth (session.money_per_point).
        "money": _numbers([t * rate for t in result.totals]) if rate else None,
        "money_unit": rules.session.money_unit_en or None,
        "money_unit_ja": rules.session.money_unit_ja or None,
        "unit": st.unit_en,
        "unit_ja": st.unit_ja,
        "standings": result.standings,
        "sit_out_order": result.order,
        "next_sit_out": result.next_sit_out,
        "games_left": (rules.session.games - len(result.games)) if rules.session.games else None,
        "off_table": number(result.off_table),
        # Totals and what left the players add up to what was carried in.
        "zero_sum": sum(result.totals, Fraction(0)) + result.off_table
        == sum(session.carried, Fraction(0)),
    }
