// 精算 / Settlement: final scores → ranks, oka, uma, chips, tobi and each player's points.
import {pageReady, startPage, tablesLater} from "../shell/shell.js";
import {HousePicker} from "../shell/house-picker.js";
import {SettleForm} from "./settle-form.js";
import {SettleView} from "./settle-view.js";
import {Calculator, followHouse} from "./calculator.js";

const {api, routes} = await startPage();
const picker = new HousePicker(document.getElementById("house"));
const formElement = document.getElementById("settle-form");
const form = new SettleForm(formElement, picker.house);
const view = new SettleView(document.getElementById("settle-result"));
const settle = new Calculator({
  api, picker, endpoint: "settle", form, formElement, view,
  errorElement: document.getElementById("settle-error"),
  prepare: tablesLater(routes, ["errors"], formElement),
});

settle.onResult((result, request) => view.show(result, request.scores));
followHouse(picker, [settle], (house) => form.setHouse(house));
pageReady();
