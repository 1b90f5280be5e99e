// 流局・罰符 / Draws & penalties: exhaustive and abortive draws (/draw) and penalties (/penalty).
import {nextTask, pageReady, startPage} from "../shell/shell.js";
import {HousePicker} from "../shell/house-picker.js";
import {DrawForm} from "./draw-form.js";
import {PenaltyForm} from "./penalty-form.js";
import {PaymentView} from "./payment-view.js";
import {showFacts} from "./facts-view.js";
import {signed} from "../shell/format.js";
import {seatName} from "../shell/seats.js";
import {Calculator, followHouse} from "./calculator.js";
import {abortiveName, nameOf, t} from "../shell/i18n.js";

const {api} = await startPage(["errors", "values", "penalties"]);
const picker = new HousePicker(document.getElementById("house"));
const drawElement = document.getElementById("draw-form");
const penaltyElement = document.getElementById("penalty-form");
const drawForm = new DrawForm(drawElement);
await nextTask();  // the penalty form in a task of its own: each stays short on a slow phone
const penaltyForm = new PenaltyForm(penaltyElement);
const drawView = new PaymentView(document.getElementById("draw-result"));
const penaltyView = new PaymentView(document.getElementById("penalty-result"));
const draw = new Calculator({
  api, picker, endpoint: "draw", form: drawForm, formElement: drawElement, view: drawView,
  errorElement: document.getElementById("draw-error"),
});
const penalty = new Calculator({
  api, picker, endpoint: "penalty", form: penaltyForm, formElement: penaltyElement,
  view: penaltyView, errorElement: document.getElementById("penalty-error"),
});
const penaltyNote = document.getElementById("penalty-rule");
const penaltyButton = document.getElementById("penalty-compute");

draw.onResult((result, request) => {
  const name = request.abortive ? t("draw.abortive_named", {kind: abortiveName(request.abortive)})
    : request.nagashi.length ? t("draw.nagashi_mangan") : t("draw.exhaustive");
  drawView.show({title: name, payments: result.payments, deltas: result.deltas,
    kyotakuDelta: result.kyotaku_delta, players: picker.house.players});
  showFacts(document.getElementById("draw-result-extra"), [
    result.dealer_keeps ? t("fact.dealer_keeps") : t("fact.dealer_passes"),
    t("fact.next_honba", {n: result.next_honba}),
  ]);
});

penalty.onResult((result, request) => {
  penaltyView.show({title: t("penalty.result", {seat: seatName(request.offender), kind: nameOf("penalties", request.kind)}),
    payments: result.payments, deltas: result.deltas, kyotakuDelta: result.kyotaku_delta,
    players: picker.house.players});
  const later = (result.final_adjustment || []).some((n) => n !== 0)
    ? t("fact.at_settlement", {list: result.final_adjustment.map((n, s) => `${seatName(s)} ${signed(-n)}`).join(t("list.separator"))})
    : null;
  showFacts(document.getElementById("penalty-result-extra"), [
    result.hand ? t(`fact.hand.${result.hand}`) : null,
    result.dealer_keeps ? t("fact.dealer_keeps") : t("fact.dealer_passes"),
    result.next_honba !== undefined ? t("fact.next_honba", {n: result.next_honba}) : null,
    result.dead_hand ? t("fact.dead_hand") : null,
    result.ends_game ? t("fact.ends_game") : null,
    later,
  ]);
});

followHouse(picker, [draw, penalty], (house) => {
  drawForm.setHouse(house);
  const kinds = penaltyForm.setHouse(house);
  penaltyButton.disabled = kinds === 0;
  penaltyNote.hidden = kinds > 0;
});
pageReady();
