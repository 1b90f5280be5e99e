// 点数早見表 of one house, from GET /houses/{id}/chart.
import {startPage} from "./shell.js";
import {ChartView} from "./chart-view.js";
import {ErrorView} from "./error-view.js";

const {api, houseId} = startPage();
const errors = new ErrorView(document.getElementById("error"));
const controls = document.getElementById("chart-controls");
const view = new ChartView(document.getElementById("chart"), document.getElementById("limits"),
  document.getElementById("chart-caption"));

async function main() {
  const [house, chart] = await Promise.all([api.house(houseId), api.chart(houseId)]);
  document.getElementById("house-name").textContent = house.name.ja;
  document.title = `${house.name.ja} 点数早見表 — ハウスルール点数計算`;
  const show = () => view.show(chart, controls.elements.who.value, controls.elements.how.value);
  controls.addEventListener("change", show);
  show();
}

main().catch((error) => errors.show(error));
