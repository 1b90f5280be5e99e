// 計算 / Han & fu: payments for a win whose han and fu (or yakuman) the player already knows.
import {pageReady, startPage, tablesLater} from "../shell/shell.js";
import {WinForm} from "./win-form.js";
import {PaymentView} from "./payment-view.js";
import {HousePicker} from "../shell/house-picker.js";
import {Calculator, followHouse} from "./calculator.js";
import {points, worth} from "../shell/format.js";
import {seatName} from "../shell/seats.js";
import {t} from "../shell/i18n.js";

const {api, routes} = await startPage();
const formElement = document.getElementById("win-form");
const view = new PaymentView(document.getElementById("result"));
const picker = new HousePicker(document.getElementById("house"));
const form = new WinForm(formElement);
const win = new Calculator({
  api, picker, endpoint: "win", form, formElement, view, errorElement: document.getElementById("error"),
  prepare: tablesLater(routes, ["errors"], formElement),
});

win.onResult((result, request) => {
  const how = request.discarder === null ? t("win.tsumo") : t("win.ron");
  const title = t("result.title", {seat: seatName(request.winner), worth: worth(result.value), how,
    points: points(result.deltas[request.winner])});
  view.show({title, payments: result.payments, deltas: result.deltas,
    kyotakuDelta: result.kyotaku_delta, players: picker.house.players, call: result.call});
});
followHouse(picker, [win], (house) => form.setHouse(house));
pageReady();
