// 流局・罰符: exhaustive and abortive draws (/draw) and penalties (/penalty).
import {startPage} from "./shell.js";
import {Labels} from "./i18n.js";
import {HousePicker} from "./house-picker.js";
import {DrawForm} from "./draw-form.js";
import {PenaltyForm} from "./penalty-form.js";
import {PaymentView} from "./payment-view.js";
import {showFacts} from "./facts-view.js";
import {signed} from "./format.js";
import {seatName} from "./seats.js";
import {Calculator, followHouse} from "./calculator.js";

const HAND = {continue: "局は続行", replay: "配牌からやり直し", end: "その局は終了"};

const {api, routes} = startPage();
const labels = await new Labels(routes).load("values", "penalties");
const abortiveNames = labels.get("values")["draw.abortive"] || {};
const picker = new HousePicker(document.getElementById("house"), api);
const drawElement = document.getElementById("draw-form");
const penaltyElement = document.getElementById("penalty-form");
const drawForm = new DrawForm(drawElement, abortiveNames);
const penaltyForm = new PenaltyForm(penaltyElement, labels.get("penalties"));
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

draw.onResult((result, request) => {
  const name = request.abortive ? `途中流局 (${abortiveNames[request.abortive] || request.abortive})`
    : request.nagashi.length ? "流し満貫" : "荒牌流局";
  drawView.show({title: name, payments: result.payments, deltas: result.deltas,
    kyotakuDelta: result.kyotaku_delta, players: picker.house.players});
  showFacts(document.getElementById("draw-result-extra"), [
    result.dealer_keeps ? "親は連荘" : "親流れ",
    `次は${result.next_honba}本場`,
  ]);
});

penalty.onResult((result, request) => {
  const kind = penaltyForm.kindNames[request.kind] || request.kind;
  penaltyView.show({title: `${seatName(request.offender)} の${kind}`, payments: result.payments,
    deltas: result.deltas, kyotakuDelta: result.kyotaku_delta, players: picker.house.players});
  const later = (result.final_adjustment || []).some((n) => n !== 0)
    ? "精算時: " + result.final_adjustment.map((n, s) => `${seatName(s)} ${signed(-n)}`).join("、")
    : null;
  showFacts(document.getElementById("penalty-result-extra"), [
    HAND[result.hand] || result.hand,
    result.dealer_keeps ? "親は連荘" : "親流れ",
    result.next_honba !== undefined ? `次は${result.next_honba}本場` : null,
    result.dead_hand ? "アガリ放棄" : null,
    result.ends_game ? "終局" : null,
    later,
  ]);
});

followHouse(api, picker, [draw, penalty], (house) => {
  drawForm.setHouse(house);
  const kinds = penaltyForm.setHouse(house);
  document.getElementById("penalty-compute").disabled = !(api.has("penalty") && kinds > 0);
  penaltyNote.textContent = kinds > 0 ? ""
    : "このハウスのルールデータには罰符がまだ登録されていません。";
});
