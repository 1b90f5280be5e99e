"""A wheel of the project, installed in a fresh venv, answers as the checkout does.

The core is self-contained: it reads nothing outside `scoring/`, so an installed copy (or
the phone's unpacked archive) finds its rulesets, catalogs and display names as package
data. The wheel is built from a copy of the tracked files, so nothing untracked helps.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from scoring.api import handle
from scoring.rules.loader import house_ids

ROOT = Path(__file__).resolve().parents[1]

HANDS = [
    ("nouspo", {"concealed": "234m345m456p678s55s", "win_tile": "5s", "winner": 1,
                "discarder": 2, "riichi": True, "dora_indicators": "4m"}),
    ("coco", {"concealed": "666z234p99s", "win_tile": "9s", "winner": 0, "discarder": None,
              "round_wind": "E", "melds": [{"kind": "pon", "tiles": "555z"},
                                           {"kind": "pon", "tiles": "777z"}]}),
    ("tenhou_sanma", {"concealed": "11m99m11p99p11s99s1z1z", "win_tile": "1z", "winner": 2,
                      "discarder": 0}),
    ("ekiden2017", {"concealed": "123p456p789s11s", "win_tile": "1s", "winner": 1,
                    "discarder": None, "melds": [{"kind": "pon", "tiles": "777z"}]}),
    ("hole19", {"concealed": "19m19p19s1234567z1m", "win_tile": "1m", "winner": 1,
                "discarder": 2}),
]

# Run inside the fresh venv: every answer, as JSON on stdout.
PROBE = """
import json, sys
import scoring
from scoring.api import handle
requests = json.loads(sys.stdin.read())
print(json.dumps({"where": scoring.__file__,
                  "answers": [handle(op, house, body) for op, house, body in requests]}))
"""


def _requests() -> list[tuple[str, str, str | None]]:
    out: list[tuple[str, str, str | None]] = [("houses", "", None)]
    out += [("house", h, None) for h in house_ids()]
    out += [("score", h, json.dumps(body)) for h, body in HANDS]
    return out


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                             capture_output=True).stdout.decode().split("\0")
    for name in filter(None, tracked):
        path = ROOT / name
        if path.is_file():  # links are copied as the files they point to, as a wheel does
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, source / name)
    wheels = tmp / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels),
                    str(source)], check=True, capture_output=True)
    (wheel,) = wheels.glob("*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", str(wheel)], check=True, capture_output=True)
    probe = subprocess.run([str(python), "-I", "-c", PROBE], cwd=tmp, check=True,
                           capture_output=True, text=True, input=json.dumps(_requests()))
    return {"wheel": wheel, **json.loads(probe.stdout)}


def test_the_installed_core_is_the_wheel_not_the_checkout(installed: dict[str, Any]) -> None:
    assert "site-packages" in installed["where"]
    assert not installed["where"].startswith(str(ROOT))


def test_the_installed_core_answers_score_and_houses_as_the_checkout(
    installed: dict[str, Any],
) -> None:
    requests = _requests()
    assert len(installed["answers"]) == len(requests)
    for (operation, house, body), (status, answer) in zip(requests, installed["answers"],
                                                           strict=True):
        here_status, here = handle(operation, house, body)
        assert status == here_status == 200, (operation, house, answer)
        assert answer == json.loads(json.dumps(here))


def test_the_installed_houses_keep_their_scenario_links(installed: dict[str, Any]) -> None:
    # The links come from the generated index inside the package, not from features/.
    houses = [a for (op, _, _), (_, a) in zip(_requests(), installed["answers"], strict=True)
              if op == "house"]
    linked = [r for a in houses for r in a["rules"] if r["scenarios"]]
    assert len(linked) > 100


def test_the_scored_hands_have_yaku_names_from_the_package(installed: dict[str, Any]) -> None:
    scored = [a for (op, _, _), (_, a) in zip(_requests(), installed["answers"], strict=True)
              if op == "score"]
    names = [y["name"]["ja"] for a in scored for y in a["yaku"]]
    assert "立直" in names and "大三元" in names


def test_the_wheel_carries_the_web_files_that_link_to_core_data(installed: dict[str, Any]) -> None:
    with zipfile.ZipFile(installed["wheel"]) as wheel:
        names = set(wheel.namelist())
        assert {"webapp/openapi.json", "webapp/static/i18n/yaku.json",
                "scoring/names/yaku.json", "scoring/names/fu.json"} <= names
        assert wheel.read("webapp/openapi.json") == (ROOT / "webapp/openapi.json").read_bytes()
        assert wheel.read("webapp/static/i18n/yaku.json") == wheel.read("scoring/names/yaku.json")
