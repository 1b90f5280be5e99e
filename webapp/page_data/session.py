"""What the session page (a night of several games) needs of each house, language-neutral.

Read from the house's answer (`GET /houses/{id}`), like the calculators' settings: how many
sit at the table, how many may play one game (4人回し), who sits out (抜け番), how many games a
night has, and whether a typed game's chips count.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from scoring.api import call
from webapp.page_data.houses import house_list, summary

# The most people one night may name (the contract's MAX_PARTICIPANTS).
MOST_PARTICIPANTS = 8


def settings(house_id: str) -> dict[str, Any]:
    ruleset = call("house", house_id)["ruleset"]
    players = summary(house_id)["players"]
    session = ruleset.get("session", {})
    sit_out = session.get("sit_out", "none") != "none"
    return {
        "id": house_id,
        "players": players,
        # One game seats at most this many (more than the chairs where some rest, 4人回し).
        "most": max(players, ruleset.get("rotation", {}).get("participants", 0)),
        # A night names at least this many: one more than the chairs where someone sits out.
        "fewest": players + 1 if sit_out else players,
        "sit_out": sit_out,
        "games": session.get("games", 0),
        "rejudge_after": list(session.get("rejudge_after", [])),
        "start_points": ruleset.get("game", {}).get("start_points", 0),
        "chips": ruleset.get("settlement", {}).get("chip_value", 0) > 0,
    }


@cache
def settings_json() -> Markup:
    """Every house's session settings, as one (single-quoted) attribute value for the JS."""
    return htmlsafe_json_dumps(
        {house: settings(house) for house in house_list()},
        ensure_ascii=False,
        separators=(",", ":"),
    )
