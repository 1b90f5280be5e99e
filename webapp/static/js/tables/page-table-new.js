// 共有卓を始める / Start a shared table before the first hand: the house and the people, put on
// the server (POST /api/v1/tables); then both links and their QR codes, and this phone opens
// the table as a writer.
import {pageReady, startPage} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {ErrorView} from "../shell/error-view.js";
import {ShareTable} from "./share-table.js";

await startPage(["errors"]);
const $ = (id) => document.getElementById(id);
const form = $("table-new");
const night = JSON.parse(form.dataset.night || "{}");
const houseSelect = $("table-new-house");
const peopleSelect = $("table-new-people");
const errors = new ErrorView($("table-new-error"), form);
const share = new ShareTable($("share-panel"));
const MOST = 8;  // the contract's participants of a night

function fitPeople() {
  const house = night[houseSelect.value];
  const keep = Number(peopleSelect.value) || house.fewest;
  peopleSelect.replaceChildren(...Array.from({length: MOST - house.fewest + 1}, (_, i) => {
    const n = house.fewest + i;
    return new Option(t("sheet.people_n", {n}), String(n));
  }));
  peopleSelect.value = String(Math.min(Math.max(keep, house.fewest), MOST));
  fitNames();
}

function fitNames() {
  const box = $("table-new-names");
  const count = Number(peopleSelect.value);
  const typed = [...box.querySelectorAll("input")].map((input) => input.value);
  box.replaceChildren(...Array.from({length: count}, (_, p) => {
    const label = document.createElement("label");
    const input = Object.assign(document.createElement("input"), {type: "text", id: `table-new-name-${p}`,
      placeholder: "ABCDEFGH"[p], maxLength: 12, value: typed[p] ?? ""});
    label.append(t("session.participant", {n: p + 1}), input);
    return label;
  }));
}

houseSelect.addEventListener("change", fitPeople);
peopleSelect.addEventListener("change", fitNames);
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  errors.clear();
  const participants = [...$("table-new-names").querySelectorAll("input")]
    .map((input, p) => input.value.trim() || "ABCDEFGH"[p]);
  $("table-new-start").disabled = true;
  try {
    await share.share({house: houseSelect.value, participants});
    form.hidden = true;
  } catch (error) {
    errors.show(error);
  } finally {
    $("table-new-start").disabled = false;
  }
});
fitPeople();
pageReady();
