"""`/score` (`scoring.api.score`): the contract from tiles to payments."""

from __future__ import annotations

import pytest

from scoring.api import call
from scoring.errors import ErrorKind, ScoringError


def body(**extra: object) -> dict[str, object]:
    return {"concealed": "234m456p678s22s", "melds": [{"kind": "pon", "tiles": "777p"}],
            "win_tile": "2s", "winner": 1, "discarder": 0, "round_wind": "E", **extra}


def test_score_names_yaku_and_pays() -> None:
    out = call("score", "tenhou_yonma", body())
    assert out["yaku"] == [{"id": "tanyao", "han": 1, "yakuman": 0, "limit": None,
                            "name": {"ja": "断么九", "en": "All simples (tanyao)"}}]
    assert (out["han"], out["fu"], out["yakuman"], out["limit"]) == (1, 30, 0, None)
    # non-dealer 1 han 30 fu ron = 1000, paid by the dealer
    assert out["deltas"] == [-1000, 1000, 0, 0]
    assert sum(out["deltas"]) + out["kyotaku_delta"] == 0
    assert out["dora"] == {"dora": 0, "aka": 0, "ura": 0, "nuki": 0, "flower": 0}


def test_score_refuses_unknown_fields() -> None:
    with pytest.raises(ScoringError) as info:
        call("score", "tenhou_yonma", body(colour="red"))
    assert info.value.kind is ErrorKind.MALFORMED


def test_score_no_yaku_is_impossible() -> None:
    with pytest.raises(ScoringError) as info:
        call("score", "tenhou_yonma", body(melds=[], concealed="123m456p789s234s99m",
                                           win_tile="3s"))
    assert (info.value.code, info.value.kind) == ("no_yaku", ErrorKind.IMPOSSIBLE)
