// 精算: final scores → ranks, oka, uma, chips, tobi and the points of each player (/settle).
import {startPage} from "./shell.js";
import {HousePicker} from "./house-picker.js";
import {SettleForm} from "./settle-form.js";
import {SettleView} from "./settle-view.js";
import {ErrorView} from "./error-view.js";
import {markNotAvailable} from "./not-available.js";

const {api} = startPage();
const formElement = document.getElementById("settle-form");
const form = new SettleForm(formElement);
const view = new SettleView(document.getElementById("settle-result"));
const errors = new ErrorView(document.getElementById("settle-error"), formElement);
const picker = new HousePicker(document.getElementById("house"), api);

if (!api.has("settle")) markNotAvailable(formElement);

picker.onChange(async (summary) => {
  view.hide();
  errors.clear();
  try {
    const house = await api.house(summary.id);
    if (house.id === picker.houseId) form.setHouse(house);
  } catch (error) {
    errors.show(error);
  }
});

form.onSubmit(async (request) => {
  errors.clear();
  try {
    view.show(await api.post("settle", picker.houseId, request), request.scores);
  } catch (error) {
    view.hide();
    errors.show(error);
  }
});

picker.load().catch((error) => errors.show(error));
