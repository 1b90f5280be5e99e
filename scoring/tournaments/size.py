"""A house's tournament sizes, resolved from its `[tournament]` section and the rest of the
house: the people at one table and the games a table plays in a round."""

from __future__ import annotations

from scoring.rules.schema import Ruleset


def table_size(rules: Ruleset) -> int:
    """People at one table: as stated, else the most one game seats."""
    return rules.tournament.table_size or rules.most_participants


def games_per_round(rules: Ruleset) -> int:
    """Games a table plays in a round: as stated, else the house's session, else one."""
    return rules.tournament.games_per_round or rules.session.games or 1
