"""Seats, draws and penalties as a page words them in one language."""

from __future__ import annotations

from webapp.i18n import pick, table, translate

WINDS = ("E", "S", "W", "N")


def abortive_name(kind: str, lang: str) -> str:
    names = table("values")["draw.abortive"]
    return pick(names[kind], lang) if kind in names else kind


def penalty_name(kind: str, lang: str) -> str:
    names = table("penalties")
    return pick(names[kind], lang) if kind in names else kind


def seat_name(seat: int, lang: str) -> str:
    wind = translate(f"wind.{WINDS[seat]}", lang)
    return translate("seat.dealer" if seat == 0 else "seat.other", lang, wind=wind)


def player_start(player: int, lang: str) -> str:
    if player == 0:
        return translate("player.first_dealer", lang)
    return translate("player.start", lang, wind=translate(f"wind.{WINDS[player]}", lang))
