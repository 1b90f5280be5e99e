"""A game from its first hand to its settlement: dealer rotation, honba, deposits, the end."""

from scoring.game.replay import replay_game

__all__ = ["replay_game"]
