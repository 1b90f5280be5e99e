// 精算: final scores → ranks, oka, uma, chips, tobi and the points of each player (/settle).
import {startPage} from "./shell.js";
import {HousePicker} from "./house-picker.js";
import {SettleForm} from "./settle-form.js";
import {SettleView} from "./settle-view.js";
import {Calculator, followHouse} from "./calculator.js";

const {api} = startPage();
const picker = new HousePicker(document.getElementById("house"), api);
const formElement = document.getElementById("settle-form");
const form = new SettleForm(formElement);
const view = new SettleView(document.getElementById("settle-result"));
const settle = new Calculator({
  api, picker, endpoint: "settle", form, formElement, view,
  errorElement: document.getElementById("settle-error"),
});

settle.onResult((result, request) => view.show(result, request.scores));
followHouse(api, picker, [settle], (house) => form.setHouse(house));
