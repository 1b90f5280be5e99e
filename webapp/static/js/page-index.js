// 計算: payments for a win whose han and fu (or yakuman) the player already knows.
import {startPage} from "./shell.js";
import {WinForm} from "./win-form.js";
import {PaymentView} from "./payment-view.js";
import {HousePicker} from "./house-picker.js";
import {ErrorView} from "./error-view.js";
import {LIMITS, points} from "./format.js";
import {seatName} from "./seats.js";

const {api} = startPage();
const formElement = document.getElementById("win-form");
const view = new PaymentView(document.getElementById("result"));
const errors = new ErrorView(document.getElementById("error"), formElement);
const picker = new HousePicker(document.getElementById("house"), api);
const form = new WinForm(formElement);

picker.onChange((house) => {
  form.setPlayers(house.players);
  view.hide();
  errors.clear();
});

function title(request, result) {
  const v = result.value;
  const how = request.discarder === null ? "ツモ" : "ロン";
  const worth = v.limit ? LIMITS[v.limit] + (v.yakuman > 1 ? ` ×${v.yakuman}` : "") : `${v.han}翻${v.fu}符`;
  return `${seatName(request.winner)} ${worth} ${how}: +${points(result.deltas[request.winner])}点`;
}

form.onSubmit(async (request) => {
  errors.clear();
  try {
    const result = await api.win(picker.houseId, request);
    view.show({title: title(request, result), payments: result.payments, deltas: result.deltas,
      kyotakuDelta: result.kyotaku_delta, players: picker.house.players, call: result.call});
  } catch (error) {
    view.hide();
    errors.show(error);
  }
});

picker.load().catch((error) => errors.show(error));
