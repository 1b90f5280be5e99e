"""The tile sprite: regenerated from its script, complete, valid and small."""

from __future__ import annotations

import gzip
import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
SPRITE = ROOT / "webapp" / "static" / "img" / "tiles.svg"
SVG = "{http://www.w3.org/2000/svg}"


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_tiles", ROOT / "webapp/tools/make_tiles.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_sprite_is_what_the_script_draws() -> None:
    assert SPRITE.read_text(encoding="utf-8") == generator().build(), (
        "run: python webapp/tools/make_tiles.py"
    )


def test_every_tile_of_the_notation_has_a_symbol() -> None:
    root = ET.fromstring(SPRITE.read_text(encoding="utf-8"))
    ids = {s.get("id") for s in root.iter(f"{SVG}symbol")}
    expected = {f"t-{rank}{suit}" for suit in "mps" for rank in range(10)}
    expected |= {f"t-{n}z" for n in range(1, 8)} | {"t-f", "t-back"}
    assert ids == expected
    for symbol in root.iter(f"{SVG}symbol"):
        assert symbol.get("viewBox") == "0 0 30 40"
        assert len(symbol) > 0


def test_red_fives_differ_from_the_plain_fives() -> None:
    root = ET.fromstring(SPRITE.read_text(encoding="utf-8"))
    body = {s.get("id"): ET.tostring(s) for s in root.iter(f"{SVG}symbol")}
    for suit in "mps":
        assert body[f"t-0{suit}"] != body[f"t-5{suit}"].replace(b"t-5", b"t-0")


def test_sprite_stays_small() -> None:
    # The whole set travels with the hand page (and the offline shell): a budget of 30 KB gzip.
    assert len(gzip.compress(SPRITE.read_bytes(), 9)) < 30_000
