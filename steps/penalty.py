"""Penalties: the house's [penalties.<kind>] applied to one offender."""

from __future__ import annotations

from steps.answer import Answer, ask, expect
from steps.phrase import then, when
from steps.table import Table
from steps.words import PENALTY_WORDS, numbers, penalty_kind, signed_text


@when("{offender:Seat}に罰則 {kind:W} を適用する", "南家に罰則 チョンボ を適用する",
      "ハウスの罰則を適用する: " + "・".join(PENALTY_WORDS) + "（または id: chombo など）")
def penalty(house_id: str, table: Table, offender: int, kind: str) -> Answer:
    request = {
        **table.sticks(),
        "kind": penalty_kind(kind),
        "offender": offender,
        "riichi": table.riichi,
        "all_last": table.all_last,
    }
    return ask("penalty", house_id, request)


@then("アガリ放棄になる", "アガリ放棄になる", "違反した人の手はアガれない")
def dead_hand(result: Answer) -> None:
    body = result.ok("アガリ放棄", "アガリ放棄")
    expect("アガリ放棄", True, body.get("dead_hand"),
           lambda v: "アガリ放棄" if v else "アガリ放棄にならない")


@then("その場で対局が終わる", "その場で対局が終わる",
      "罰則で対局が終わる（オーラスの親のチョンボなど）")
def penalty_ends_game(result: Answer) -> None:
    body = result.ok("対局", "その場で終わる")
    expect("対局", True, body.get("ends_game"), lambda v: "その場で終わる" if v else "続く")


@then("最終持ち点の調整は {values}", "最終持ち点の調整は 0 -30000 0",
      "最終持ち点から引く点（誰にも渡らない）")
def final_adjustment(result: Answer, values: str) -> None:
    expected = numbers(values)
    body = result.ok("最終持ち点の調整", signed_text(expected))
    found = body["states"][-1] if "states" in body else body
    expect("最終持ち点の調整", expected, found.get("final_adjustment"), signed_text)
