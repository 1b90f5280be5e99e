// The tiles form: concealed tiles, melds, win tile, seats, winds, indicators and situation
// flags → a /score request. Optional fields are sent only when set.
import {WinnerPicker} from "./winner-picker.js";
import {MeldList} from "./meld-list.js";
import {offeredFlags, offersPao} from "./house-flags.js";
import {seatName} from "./seats.js";

const FLAGS = [
  ["riichi", "立直"], ["double_riichi", "ダブル立直"], ["open_riichi", "オープン立直"], ["ippatsu", "一発"],
  ["haitei", "海底摸月"], ["houtei", "河底撈魚"], ["rinshan", "嶺上開花"], ["chankan", "槍槓"],
  ["tenhou", "天和"], ["chiihou", "地和"], ["renhou", "人和"],
  ["kanburi", "カン振り"], ["maneman", "マネ満"], ["first_draw", "第一ツモ (十三不塔)"],
  ["discarder_riichi", "放銃者もリーチ"], ["chankan_ankan", "暗槓への槍槓 (国士)"],
];

export class HandForm {
  constructor(form) {
    this.form = form;
    this.seats = new WinnerPicker(form.elements.winner, form.elements.discarder);
    this.melds = new MeldList(form.querySelector("#melds"), form.querySelector("#add-meld"));
    form.querySelector("#flags").replaceChildren(...FLAGS.map(([name, text]) => {
      const label = document.createElement("label");
      label.className = "check";
      label.id = `flag-${name}`;
      const input = document.createElement("input");
      Object.assign(input, {type: "checkbox", name, id: `${name}-flag`});
      input.dataset.field = name;
      const span = document.createElement("span");
      span.textContent = text;
      label.append(input, span);
      return label;
    }));
  }

  setHouse(house) {
    this.seats.setPlayers(house.players);
    const tiles = house.ruleset?.tiles || {};
    this.form.querySelector("#nukidora-field").hidden = !tiles.north_nuki;
    this.form.querySelector("#flowers-field").hidden = !tiles.flowers;
    this.form.querySelector("#extra-dora").hidden = !tiles.north_nuki && !tiles.flowers;
    // Only the flags this house has (house-flags.js); a hidden flag is never sent.
    const offered = offeredFlags(house.ruleset);
    for (const [name] of FLAGS) {
      this.form.querySelector(`#flag-${name}`).hidden = !offered.has(name);
      if (!offered.has(name)) this.form.elements[name].checked = false;
    }
    const pao = this.form.elements.pao;
    if (pao) {
      pao.closest("label").hidden = !offersPao(house.ruleset);
      pao.replaceChildren(new Option("なし", ""), ...[...Array(house.players).keys()]
        .map((s) => new Option(seatName(s), String(s))));
    }
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.request());
    });
  }

  request() {
    const el = this.form.elements;
    const request = {
      concealed: el.concealed.value.trim(),
      win_tile: el.win_tile.value.trim(),
      ...this.seats.value,
      round_wind: el.round_wind.value,
    };
    const melds = this.melds.value;
    if (melds.length) request.melds = melds;
    for (const name of ["dora_indicators", "ura_indicators"]) {
      if (el[name].value.trim()) request[name] = el[name].value.trim();
    }
    for (const name of ["nukidora", "flowers", "honba", "kyotaku"]) {
      const field = el[name];
      if (!field.closest("[hidden]") && Number(field.value)) request[name] = Number(field.value);
    }
    for (const [name] of FLAGS) {
      if (el[name].checked && !el[name].closest("[hidden]")) request[name] = true;
    }
    if (el.pao?.value && !el.pao.closest("[hidden]")) request.pao = Number(el.pao.value);
    return request;
  }
}
