// A house's score chart: all four charts come rendered; the controls show one of them.
import {pageReady, startPage} from "../shell/shell.js";
import {rememberHouse} from "../shell/house-picker.js";

const {houseId} = await startPage();
rememberHouse(houseId);
const controls = document.getElementById("chart-controls");
const sets = [...document.querySelectorAll(".chart-set")];

function show() {
  const who = controls.elements.who.value;
  const how = controls.elements.how.value;
  for (const set of sets) {
    const shown = set.dataset.who === who && set.dataset.how === how;
    set.hidden = !shown;
    // The chart on show carries the ids (#chart, #limits) that links and tests use.
    set.querySelector("table.chart:not(.limits)").id = shown ? "chart" : "";
    set.querySelector("table.limits").id = shown ? "limits" : "";
  }
}

controls.addEventListener("change", show);
show();
pageReady();
