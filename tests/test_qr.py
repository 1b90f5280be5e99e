"""The per-house QR code: an SVG made by segno that opens the house's rule page."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
import segno
from flask.testing import FlaskClient

from scoring.rules.loader import house_ids

SVG = "{http://www.w3.org/2000/svg}"


def modules(svg: bytes) -> set[tuple[int, int]]:
    """The dark modules of a segno SVG path ("M x y" then relative "m dx dy" / "h n" runs)."""
    root = ET.fromstring(svg)
    dark = [p for p in root.iter(f"{SVG}path") if p.get("stroke")]
    assert len(dark) == 1
    x = y = 0.0
    found: set[tuple[int, int]] = set()
    for op, a, b in re.findall(r"([Mmh])(-?[\d.]+)(?:\s(-?[\d.]+))?", dark[0].get("d", "")):
        if op == "M":
            x, y = float(a), float(b)
        elif op == "m":
            x, y = x + float(a), y + float(b)
        else:
            run = int(float(a))
            found |= {(int(x) + i, int(y)) for i in range(run)}
            x += run
    return found


def expected_modules(url: str) -> set[tuple[int, int]]:
    """What a QR code of `url` holds (border 4), built here independently of the route."""
    matrix = segno.make(url, error="m").matrix
    return {(c + 4, r + 4) for r, row in enumerate(matrix) for c, v in enumerate(row) if v}


@pytest.mark.parametrize("house", house_ids())
def test_each_house_has_a_qr_code_of_its_rule_page(client: FlaskClient, house: str) -> None:
    response = client.get(f"/rules/{house}/qr.svg")
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    root = ET.fromstring(response.data)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox")
    assert not list(root.iter(f"{SVG}script"))
    url = f"http://localhost/rules/{house}"
    assert root.find(f"{SVG}title").text == url
    assert modules(response.data) == expected_modules(url)


def test_the_code_follows_the_host_it_is_served_from(client: FlaskClient) -> None:
    response = client.get("/rules/coco/qr.svg", base_url="https://mahjong.example")
    assert modules(response.data) == expected_modules("https://mahjong.example/rules/coco")
    assert modules(response.data) != expected_modules("http://localhost/rules/coco")


def test_unknown_house_is_404(client: FlaskClient) -> None:
    assert client.get("/rules/nowhere/qr.svg").status_code == 404


def test_revalidation_answers_304(client: FlaskClient) -> None:
    first = client.get("/rules/tenhou_yonma/qr.svg")
    assert first.headers["ETag"]
    assert first.cache_control.max_age and first.cache_control.public
    again = client.get("/rules/tenhou_yonma/qr.svg",
                       headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    other = client.get("/rules/coco/qr.svg", headers={"If-None-Match": first.headers["ETag"]})
    assert other.status_code == 200


def test_the_offline_shell_holds_every_qr_code(client: FlaskClient) -> None:
    worker = client.get("/sw.js").get_data(as_text=True)
    for house in house_ids():
        assert f'"/rules/{house}/qr.svg"' in worker
