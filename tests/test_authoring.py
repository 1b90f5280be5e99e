"""The feature-file checker names each kind of mistake in Japanese with its line; the step
vocabulary accepts seats and penalties by their Japanese names."""

from __future__ import annotations

from pathlib import Path

import pytest

import steps
from scoring.authoring.features import read_feature
from scoring.authoring.index import build_index
from scoring.authoring.lint import lint_file
from scoring.rules.loader import house_ids
from steps.answer import Mismatch, expect
from steps.words import penalty_kind, seat, seat_list

PHRASES = steps.phrases()
GOOD = """# language: ja
機能: 例

  @payment.honba
  シナリオ: 2本場の子のロン
    前提 2本場
    もし 南家が3翻30符で東家からロンする
    ならば 収支は -4500 +4500 0 0
"""


def lint(tmp_path: Path, text: str, raw: bytes | None = None) -> list[str]:
    folder = tmp_path / "features" / "tenhou_yonma"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "x.feature"
    path.write_bytes(raw if raw is not None else text.encode("utf-8"))
    return [f"{p.line}: {p.message}" for p in lint_file(path, PHRASES, set(house_ids()))]


def test_a_clean_file_has_no_problem(tmp_path: Path) -> None:
    assert lint(tmp_path, GOOD) == []


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("シナリオ:", "シナリオ："), "5: 「シナリオ：」の全角コロン「：」は半角「:」に"),
        (("ならば 収支は", "ならば 収支わ"), "8: この手順に合う定義がありません: 「ならば 収支わ "
                                           "-4500 +4500 0 0」。もしかして: 収支は"),
        (("ならば 収支は", "ならぱ 収支は"), "8: キーワード「ならぱ」は使えません"),
        (("前提 2本場", "前堤 2本場"), "6: キーワード「前堤」は使えません。もしかして: 前提"),
        (("@payment.honba", "@payment.honbaa"), "4: タグ @payment.honbaa はハウス tenhou_yonma の"
                                               "ルール一覧"),
        (("もし 南家が", "ならば 南家が"),
         "7: 「南家が3翻30符で東家からロンする」は もし の手順です"),
        (("# language: ja", "# language: en"), "1: 1行目は「# language: ja」にしてください"),
    ],
)
def test_each_mistake_is_named_with_its_line(tmp_path: Path, change: tuple[str, str],
                                              expected: str) -> None:
    problems = lint(tmp_path, GOOD.replace(*change, 1))
    assert any(p.startswith(expected) for p in problems), problems


def test_a_bom_a_full_width_bar_and_a_duplicate_name(tmp_path: Path) -> None:
    text = GOOD + GOOD.split("機能: 例\n", 1)[1] + """
  シナリオアウトライン: 表 <han>翻
    もし <han>翻30符の点数を引く
    ならば 子はロン1000・ツモ300/500

    例:
      | han |
      ｜ 1 |
"""
    problems = lint(tmp_path, text, b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert "1: ファイルの先頭に BOM があります。BOM なしの UTF-8 で保存してください" in problems
    assert any(p.startswith("11: シナリオ名「2本場の子のロン」が5行目と重複") for p in problems)
    assert any("全角「｜」" in p for p in problems), problems


def test_a_folder_that_is_no_house(tmp_path: Path) -> None:
    folder = tmp_path / "features" / "tenhou_yonmaa"
    folder.mkdir(parents=True)
    (folder / "x.feature").write_text(GOOD, "utf-8")
    messages = [p.message for p in lint_file(folder / "x.feature", PHRASES, set(house_ids()))]
    assert any("フォルダ名「tenhou_yonmaa」のハウスがありません" in m and "もしかして: tenhou_yonma"
               in m for m in messages)


def test_the_index_links_rule_tags_not_markers(tmp_path: Path) -> None:
    folder = tmp_path / "tenhou_yonma"
    folder.mkdir()
    (folder / "x.feature").write_text(GOOD.replace("@payment.honba", "@payment.honba @ambiguous"),
                                      "utf-8")
    house = build_index(tmp_path)["houses"]["tenhou_yonma"]
    assert house["rules"] == {"payment.honba": ["tenhou_yonma/x.feature :: 2本場の子のロン"]}
    scenario = house["scenarios"]["tenhou_yonma/x.feature :: 2本場の子のロン"]
    assert scenario["steps"] == ["前提 2本場", "もし 南家が3翻30符で東家からロンする",
                                 "ならば 収支は -4500 +4500 0 0"]
    assert read_feature(folder / "x.feature").scenarios[0].line == 5


def test_seats_and_penalties_by_their_japanese_names() -> None:
    assert [seat(w) for w in ("東家", "南家", "西家", "北家")] == [0, 1, 2, 3]
    assert [seat(w) for w in ("席0", "席３")] == [0, 3]
    assert seat_list("東家 西家", 4) == seat_list("席0 席2", 4) == [0, 2]
    assert penalty_kind("チョンボ") == penalty_kind("chombo") == "chombo"
    assert penalty_kind("誤鳴き") == "false_call"


def test_every_penalty_kind_of_every_house_has_a_japanese_name() -> None:
    from scoring.rules.loader import load_ruleset
    from steps.words import PENALTY_WORDS

    kinds = {kind for house in house_ids() for kind in load_ruleset(house).penalties}
    assert kinds - set(PENALTY_WORDS.values()) == set()


def test_a_mismatch_says_expected_and_actual_in_the_scenarios_words() -> None:
    with pytest.raises(Mismatch) as caught:
        expect("収支", [0, 4000, -4000], [0, 3900, -3900], lambda v: " ".join(
            f"{x:+d}" if x else "0" for x in v))
    assert str(caught.value) == "収支 期待 0 +4000 -4000 / 実際 0 +3900 -3900"
    assert caught.value.lines() == ["収支  期待 0 +4000 -4000", "      実際 0 +3900 -3900"]


def test_a_house_answer_carries_each_rules_scenarios_as_readable_examples() -> None:
    from scoring.api import handle

    status, answer = handle("house", "tenhou_yonma")
    assert status == 200
    honba = next(rule for rule in answer["rules"] if rule["id"] == "payment.honba")
    assert honba["scenarios"] and len(honba["examples"]) == len(honba["scenarios"])
    first = honba["examples"][0]
    assert first["scenario"] == honba["scenarios"][0]
    assert first["steps"] and all(step.split(" ", 1)[0] in ("前提", "もし", "ならば", "かつ")
                                  for step in first["steps"])


def test_the_core_reads_the_scenario_links_from_its_own_package() -> None:
    import scoring.catalog

    source = Path(scoring.catalog.__file__).read_text("utf-8")
    assert "parent.parent" not in source and "FEATURES" not in source  # nothing outside
    assert scoring.catalog.INDEX_PATH.parent == Path(scoring.catalog.__file__).parent / "catalogs"


def test_authoring_commands_take_the_features_folder_and_refuse_an_empty_one(
    tmp_path: Path,
) -> None:
    from scoring.__main__ import main
    from scoring.catalog import INDEX_PATH

    before = INDEX_PATH.read_bytes()
    assert main(["index", "--features", str(tmp_path)]) == 2
    assert main(["coverage", "--features", str(tmp_path)]) == 2
    assert INDEX_PATH.read_bytes() == before
    features = Path(__file__).parents[1] / "features"
    assert main(["index", "--check", "--features", str(features)]) == 0
