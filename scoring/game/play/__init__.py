"""How each kind of event is played: one module per kind (`win`, `draw`, `penalty`, `prize`).

Each `play(state, event, field)` only reads the game and returns an `Outcome`;
`GameState.advance` applies it. Events name players (fixed for the game); the payment core
works in the hand's seats, so every call converts through `GameState.seat` and
`GameState.to_players`. Where more people than seats take part (4人回し), an event may name
only players seated in its hand (`seated`); a resting player's points never move.
"""
