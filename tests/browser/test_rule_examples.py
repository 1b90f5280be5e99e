"""ルール: each rule shows the scenarios that check it as readable examples (their steps)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from scoring.catalog import scenario_examples, scenario_links


def test_a_rule_shows_its_scenarios_steps(page: Page) -> None:
    house, rule = "tenhou_yonma", "payment.honba"
    ref = scenario_links(house)[rule][0]
    first_step = scenario_examples(house)[ref]["steps"][0]
    page.goto(f"/rules/{house}")
    expect(page.locator("#catalog")).to_have_attribute("aria-busy", "false")
    article = page.locator(f'article[data-rule-id="{rule}"]')
    article.locator(".scenarios summary").click()
    steps = article.locator(".scenarios .example-steps").first
    expect(steps).to_be_visible()
    expect(steps.locator("li").first).to_have_text(first_step)
