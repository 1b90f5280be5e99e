"""Yaku of the moment of winning: riichi, tsumo, last tile, kan, first turn, local ones."""

from __future__ import annotations

from scoring.hand.forms import Facts


def detect(f: Facts, out: list[str]) -> None:
    i = f.inp
    if not i.flags:
        # No flag set (most wins): only a closed tsumo counts here.
        if f.tsumo and f.closed:
            out.append("menzen_tsumo")
        return
    if i.double_riichi:
        out.append("double_riichi")
    elif i.riichi or i.open_riichi:
        out.append("riichi")
    if i.open_riichi:
        out.append("open_riichi")
        if not f.tsumo and not i.discarder_riichi:
            out.append("open_riichi_deal_in")
    if i.ippatsu:
        out.append("ippatsu")
    if f.tsumo and f.closed:
        out.append("menzen_tsumo")
    if i.rinshan:
        out.append("rinshan")
    if i.haitei and (f.rules.rinshan_with_haitei or not i.rinshan):
        out.append("haitei")
    if i.houtei:
        out.append("houtei")
    if i.chankan:
        out.append("chankan")
    if i.kanburi:
        out.append("kanburi")
    if i.tenhou:
        out.append("tenhou")
    if i.chiihou:
        out.append("chiihou")
    if i.renhou:
        out.append("renhou")
    if i.maneman and f.closed:
        out.append("maneman")
