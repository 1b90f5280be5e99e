"""The end-of-game account: final scores → ranks and the house's settlement points.

Everything is exact (`Fraction`): rates such as 2.5 points per 1000 make halves, and a sum
that should be zero must be exactly zero. Seats are counted from the first dealer (起家).
Where more people than seats play one game (4人回し), every participant is settled: the
lists have one entry per participant, in the game's order.

`settle` (settle.py) checks the final scores and adds up each seat's line: the sticks left
and the ranks with oka and uma (ranking.py), the tobi prizes (tobi.py), chips, prizes,
penalties and the fee; `settlement_dict` (answer.py) is the `/settle` answer.
"""
