"""Refusing an event that names a player resting in its hand (a 4人回し game)."""

from __future__ import annotations

from scoring.errors import ErrorCode, impossible
from scoring.game.state import GameState


def check_seated(state: GameState, players: list[tuple[int | None, str]]) -> None:
    """Refuse an event naming a player who rests in this hand (a 4人回し game). Callers ask
    only when someone rests (`state.waiting`): otherwise every player is seated, and the
    fields' names are not worth writing out."""
    for player, where in players:
        if player is not None and not state.is_seated(player):
            raise impossible(
                ErrorCode.PLAYER_RESTING,
                f"Player {player} rests in this hand (seated: "
                f"{', '.join(map(str, state.seated))}).", where,
            )


def listed(players: list[int], field: str, key: str) -> list[tuple[int | None, str]]:
    return [(p, f"{field}.{key}[{i}]") for i, p in enumerate(players)]
