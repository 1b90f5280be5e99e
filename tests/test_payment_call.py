"""The spoken payment ("call") of a win, for each payment scheme the houses use.

Expected values are worked out from each house's rule, not read from the code: the four-player
table (30 fu 3 han: 3900 ron, 1000/2000 tsumo, 2000 all), the three-player ツモ損, the north
share split in half, 丸取り (the ron value split 2:1 or halved), and +1000 per payer with every
payment rounded up to 1000.
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from scoring.payment.call import CallKind, call_of
from scoring.payment.win import Win, pay_wins
from scoring.points import value_of
from scoring.rules.loader import load_ruleset
from scoring.value import HandValue

NON_DEALER = 1


def call(house: str, han: int, fu: int, winner: int, discarder: int | None, honba: int = 0,
         kyotaku: int = 0, pao: int | None = None, yakuman: int = 0) -> dict[str, object]:
    rules = load_ruleset(house)
    valued = value_of(rules, HandValue(han=han, fu=fu, yakuman=yakuman))
    payment = pay_wins(rules, [Win(winner, valued, discarder, pao)], honba, kyotaku)
    return call_of(payment, valued, winner, discarder, pao).to_dict()


def spoken(c: dict[str, object]) -> tuple[object, ...]:
    """The numbers a player says: (hand, with honba) in the call's own order."""
    keys = {CallKind.RON: ("points",), CallKind.PAO: ("points",),
            CallKind.TSUMO: ("non_dealer", "dealer"), CallKind.TSUMO_ALL: ("each",)}[c["kind"]]
    honba = c["with_honba"]
    return (c["kind"], *(c[k] for k in keys),
            *((honba[k] for k in keys) if isinstance(honba, dict) else ()))


# (house, han, fu, winner, discarder, honba) → (kind, spoken numbers..., with honba...)
CASES = [
    # Four players (tenhou_yonma): 3900; 3900は4200; 1000・2000は1100・2100; 2000オールは2100オール.
    ("tenhou_yonma", 3, 30, NON_DEALER, 2, 0, ("ron", 3900)),
    ("tenhou_yonma", 3, 30, NON_DEALER, 2, 1, ("ron", 3900, 4200)),
    ("tenhou_yonma", 3, 30, NON_DEALER, None, 0, ("tsumo", 1000, 2000)),
    ("tenhou_yonma", 3, 30, NON_DEALER, None, 1, ("tsumo", 1000, 2000, 1100, 2100)),
    ("tenhou_yonma", 3, 30, 0, None, 0, ("tsumo_all", 2000)),
    ("tenhou_yonma", 3, 30, 0, None, 1, ("tsumo_all", 2000, 2100)),
    ("tenhou_yonma", 3, 30, 0, 2, 2, ("ron", 5800, 6400)),
    # Three players, ツモ損 (tenhou_sanma): the absent North's share is simply not paid;
    # a honba is 200 on a ron and 100 from each payer on a tsumo.
    ("tenhou_sanma", 3, 30, NON_DEALER, 2, 1, ("ron", 3900, 4100)),
    ("tenhou_sanma", 3, 30, NON_DEALER, None, 1, ("tsumo", 1000, 2000, 1100, 2100)),
    ("tenhou_sanma", 3, 30, 0, None, 0, ("tsumo_all", 2000)),
    # North share split (ekiden2017): North's 1000 (2000 to a dealer) halved onto both payers;
    # a honba is 1000, split 500/500 on a tsumo.
    ("ekiden2017", 3, 30, NON_DEALER, None, 0, ("tsumo", 1500, 2500)),
    ("ekiden2017", 3, 30, NON_DEALER, None, 1, ("tsumo", 1500, 2500, 2000, 3000)),
    ("ekiden2017", 3, 30, 0, None, 0, ("tsumo_all", 3000)),
    ("ekiden2017", 3, 30, 0, None, 1, ("tsumo_all", 3000, 3500)),
    ("ekiden2017", 3, 30, NON_DEALER, 0, 1, ("ron", 3900, 4900)),
    # 丸取り (coco): the ron value 3900 split dealer 2 : non-dealer 1; a dealer's 5800 halved.
    ("coco", 3, 30, NON_DEALER, None, 0, ("tsumo", 1300, 2600)),
    ("coco", 3, 30, NON_DEALER, None, 1, ("tsumo", 1300, 2600, 1400, 2700)),
    ("coco", 3, 30, 0, None, 0, ("tsumo_all", 2900)),
    ("coco", 3, 30, 0, None, 1, ("tsumo_all", 2900, 3000)),
    # Mangan: exactly the ron's 8000, the dealer two thirds to the nearest 100 (5333 → 5300)
    # and the other non-dealer the rest (the house's recorded reading, catalog marudori).
    ("coco", 5, 30, 2, None, 0, ("tsumo", 2700, 5300)),
    # +1000 and 1000-rounding (daisuki_sanma): 1000+1000 / 2000+1000; 3900 ron → 4000;
    # a honba is 1000 on a ron and 1000 from each payer on a tsumo.
    ("daisuki_sanma", 3, 30, NON_DEALER, None, 0, ("tsumo", 2000, 3000)),
    ("daisuki_sanma", 3, 30, NON_DEALER, None, 1, ("tsumo", 2000, 3000, 3000, 4000)),
    ("daisuki_sanma", 3, 30, 0, None, 0, ("tsumo_all", 3000)),
    ("daisuki_sanma", 3, 30, 0, None, 1, ("tsumo_all", 3000, 4000)),
    ("daisuki_sanma", 3, 30, NON_DEALER, 0, 0, ("ron", 4000)),
    ("daisuki_sanma", 3, 30, NON_DEALER, 0, 1, ("ron", 4000, 5000)),
]


@pytest.mark.parametrize(("house", "han", "fu", "winner", "discarder", "honba", "expected"),
                         CASES)
def test_call_as_the_table_says_it(house: str, han: int, fu: int, winner: int,
                                   discarder: int | None, honba: int,
                                   expected: tuple[object, ...]) -> None:
    assert spoken(call(house, han, fu, winner, discarder, honba)) == expected


def test_without_honba_there_is_no_second_figure() -> None:
    assert call("tenhou_yonma", 3, 30, NON_DEALER, 2)["with_honba"] is None


def test_riichi_sticks_are_not_part_of_the_call() -> None:
    c = call("tenhou_yonma", 3, 30, NON_DEALER, 2, kyotaku=2)
    assert (c["points"], c["with_honba"], c["total"]) == (3900, None, 3900)


def test_limits_are_named() -> None:
    mangan = call("tenhou_yonma", 5, 30, NON_DEALER, None)
    assert (mangan["limit"], mangan["non_dealer"], mangan["dealer"]) == ("mangan", 2000, 4000)
    assert call("tenhou_yonma", 6, 30, 0, 2)["limit"] == "haneman"
    below = call("tenhou_yonma", 1, 30, NON_DEALER, 2)
    assert (below["limit"], below["points"]) == (None, 1000)
    double = call("tenhou_yonma", 0, 0, NON_DEALER, 2, yakuman=2)
    assert (double["limit"], double["yakuman"], double["points"]) == ("yakuman", 2, 64000)


def test_total_is_what_the_winner_receives_for_the_hand() -> None:
    # Non-dealer tsumo 1000/2000 with three payers: 4000; in ツモ損 sanma two payers: 3000.
    assert call("tenhou_yonma", 3, 30, NON_DEALER, None, honba=1)["total"] == 4000
    assert call("tenhou_sanma", 3, 30, NON_DEALER, None)["total"] == 3000


def test_pao_is_said_as_the_whole_sum() -> None:
    # Daisangen tsumo with a liable player: the liable seat pays the whole 32000 alone.
    c = call("tenhou_yonma", 0, 0, NON_DEALER, None, pao=2, yakuman=1, honba=1)
    assert (c["kind"], c["points"], c["with_honba"]) == ("pao", 32000, {"points": 32300})
    # Ron with pao: the discarder and the liable seat share 32000; said as 32000.
    ron = call("tenhou_yonma", 0, 0, NON_DEALER, 3, pao=2, yakuman=1)
    assert (ron["kind"], ron["points"]) == ("pao", 32000)


def test_win_and_score_answers_carry_the_call(client: FlaskClient) -> None:
    win = client.post("/api/v1/houses/tenhou_yonma/win",
                      json={"han": 3, "fu": 30, "winner": 1, "discarder": None, "honba": 1})
    assert spoken(win.get_json()["call"]) == ("tsumo", 1000, 2000, 1100, 2100)
    # 123m 456p 789s 11z, 白 ponned, won on the 8s kanchan: 1 han 30 fu, 1000 by ron.
    score = client.post("/api/v1/houses/tenhou_yonma/score", json={
        "concealed": "123m456p789s11z", "win_tile": "8s", "winner": 1, "discarder": 2,
        "round_wind": "E", "melds": [{"kind": "pon", "tiles": "555z"}], "honba": 1})
    assert spoken(score.get_json()["call"]) == ("ron", 1000, 1300)


def test_the_contract_documents_the_call(client: FlaskClient) -> None:
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    for op in ("win", "score"):
        answer = paths[f"/api/v1/houses/{{id}}/{op}"]["post"]["responses"]["200"]
        schema = answer["content"]["application/json"]["schema"]
        assert schema["properties"]["call"]["properties"]["kind"]["enum"] == [
            "ron", "tsumo", "tsumo_all", "pao"]
