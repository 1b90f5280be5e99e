// 手牌: score a hand from its tiles (/score): yaku, fu, dora, limit and payments.
import {startPage} from "./shell.js";
import {Labels} from "./i18n.js";
import {HousePicker} from "./house-picker.js";
import {HandForm} from "./hand-form.js";
import {ScoreView} from "./score-view.js";
import {ErrorView} from "./error-view.js";
import {markNotAvailable} from "./not-available.js";

const {api, routes} = startPage();
const labels = await new Labels(routes).load("fu");
const formElement = document.getElementById("hand-form");
const form = new HandForm(formElement);
const view = new ScoreView(document.getElementById("hand-result"), labels.get("fu"));
const errors = new ErrorView(document.getElementById("hand-error"), formElement);
const picker = new HousePicker(document.getElementById("house"), api);

if (!api.has("score")) markNotAvailable(formElement);

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
    const result = await api.post("score", picker.houseId, request);
    view.show(request, result, picker.house.players);
  } catch (error) {
    view.hide();
    errors.show(error);
  }
});

picker.load().catch((error) => errors.show(error));
