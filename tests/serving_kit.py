"""What the serving tests share: a house, the read and page URLs, a /win request, and the
static URLs a page links."""

from __future__ import annotations

import re

from flask.testing import FlaskClient

from scoring.rules.loader import house_ids

HOUSE = house_ids()[0]
READS = {
    "/api/v1/houses": "api.houses",
    f"/api/v1/houses/{HOUSE}": "api.house",
    f"/api/v1/houses/{HOUSE}/chart": "api.chart",
    "/api/v1/openapi.json": "api.openapi",
    "/sw.js": "pages.service_worker",
}
PAGES = ["/", "/hand", "/draw", "/settle", "/sheet", "/rules", "/compare"]
PAGES += [f"/rules/{HOUSE}", f"/rules/{HOUSE}/chart"]
WIN = f"/api/v1/houses/{HOUSE}/win"
WIN_BODY = b'{"han": 3, "fu": 30, "winner": 1, "discarder": 0}'
SCORE_BODY = {"concealed": "234p567p22345s678s", "win_tile": "5s", "winner": 1, "discarder": 0,
              "dora_indicators": "4s", "riichi": True}


def static_urls(client: FlaskClient, url: str) -> list[str]:
    html = client.get(url).get_data(as_text=True)
    return re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
