// ルール比較: pick two houses, see every resolved ruleset field that differs.
// The choice is kept in the URL (?a=…&b=…) so a comparison can be shared or bookmarked.
import {startPage} from "./shell.js";
import {Labels} from "./i18n.js";
import {FieldLabels} from "./field-labels.js";
import {CompareView} from "./compare-view.js";
import {ErrorView} from "./error-view.js";

const {api, routes} = startPage();
const form = document.getElementById("compare-form");
const errors = new ErrorView(document.getElementById("error"), form);
const details = new Map();

function detail(id) {
  if (!details.has(id)) {
    details.set(id, api.house(id).catch((error) => {
      details.delete(id);  // try again next time
      throw error;
    }));
  }
  return details.get(id);
}

async function main() {
  const [labels, houses] = await Promise.all([
    new Labels(routes).load("fields", "values", "yaku", "penalties"), api.houses(),
  ]);
  const view = new CompareView(document.getElementById("compare"), document.getElementById("compare-summary"),
    new FieldLabels({fields: labels.get("fields"), values: labels.get("values"), yaku: labels.get("yaku"),
      penalties: labels.get("penalties")}));
  const {a, b, all} = form.elements;
  for (const select of [a, b]) {
    select.replaceChildren(...houses.map((h) => new Option(h.name.ja, h.id)));
  }
  const params = new URLSearchParams(location.search);
  const ids = houses.map((h) => h.id);
  a.value = ids.includes(params.get("a")) ? params.get("a") : ids[0];
  b.value = ids.includes(params.get("b")) ? params.get("b") : ids.find((id) => id !== a.value) || ids[0];

  let latest = 0;
  const update = async () => {
    const mine = ++latest;
    errors.clear();
    history.replaceState(null, "", `?a=${encodeURIComponent(a.value)}&b=${encodeURIComponent(b.value)}`);
    try {
      const [left, right] = await Promise.all([detail(a.value), detail(b.value)]);
      if (mine === latest) view.render(left, right, all.checked);
    } catch (error) {
      errors.show(error);
    }
  };
  form.addEventListener("change", update);
  await update();
}

main().catch((error) => errors.show(error));
