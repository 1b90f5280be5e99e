"""Japanese mahjong house rules as data: hand values, payments, game flow and settlement.

Pure Python; the web layer (`webapp`) is a thin adapter over `scoring.service`.
"""
