"""Draws: exhaustive (noten payments, nagashi) and abortive, and who deals next."""

from __future__ import annotations

from scoring.api.lookup import ruleset
from steps.answer import Answer, ask, expect
from steps.phrase import then, when
from steps.table import Table
from steps.words import ABORTIVE_WORDS, seat_list

HAND_AFTER = {"やり直し": "replay", "続行": "continue", "終わり": "end"}


@when("流局して聴牌は {seats}", "流局して聴牌は 東家 西家",
      "荒牌流局（聴牌者は 席0 席2 / 東家 西家 のように。なし・全員 も可）")
def exhaustive_draw(house_id: str, table: Table, seats: str) -> Answer:
    request = {
        **table.sticks(),
        "tenpai": seat_list(seats, ruleset(house_id).players),
        "nagashi": table.nagashi,
        "round_wind": table.round_wind,
    }
    return ask("draw", house_id, request)


@when("途中流局 {kind:W} になる", "途中流局 九種九牌 になる",
      "途中流局: " + "・".join(ABORTIVE_WORDS) + "（または id）")
def abortive_draw(house_id: str, table: Table, kind: str) -> Answer:
    request = {**table.sticks(), "abortive": ABORTIVE_WORDS.get(kind, kind),
               "all_last": table.all_last}
    return ask("draw", house_id, request)


def _keeps(value: object) -> str:
    return "答えなし" if value is None else ("親は連荘する" if value else "親が流れる")


@then("親は連荘する", "親は連荘する", "次の局も同じ親")
def dealer_keeps(result: Answer) -> None:
    body = result.ok("親", "親は連荘する")
    expect("親", True, body.get("dealer_keeps"), _keeps)


@then("親が流れる", "親が流れる", "次の局は親が替わる")
def dealer_passes(result: Answer) -> None:
    body = result.ok("親", "親が流れる")
    expect("親", False, body.get("dealer_keeps"), _keeps)


@then("次は{honba:N}本場", "次は3本場", "次の局の本場")
def next_honba(result: Answer, honba: int) -> None:
    body = result.ok("次の本場", f"{honba}本場")
    expect("次の本場", honba, body.get("next_honba"), lambda v: f"{v}本場")


@then(r"局は(?P<what>やり直し|続行|終わり)になる$", "局はやり直しになる",
      "同じ局をやり直す・そのまま続ける・局が終わる", regex=True)
def hand_after(result: Answer, what: str) -> None:
    names = {v: k for k, v in HAND_AFTER.items()}
    body = result.ok("局", what)
    expect("局", HAND_AFTER[what], body.get("hand"), lambda v: names.get(v, str(v)))
