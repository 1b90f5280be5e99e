// The tiles form: concealed tiles, melds, win tile, seats, winds, indicators and situation
// flags → a /score request. Optional fields are sent only when set. The server renders the
// form for the chosen house; setHouse fits it to another one.
import {WinnerPicker} from "../calculators/winner-picker.js";
import {MeldList} from "../tiles/meld-list.js";
import {seatName} from "../shell/seats.js";
import {t} from "../shell/i18n.js";

export class HandForm {
  constructor(form) {
    this.form = form;
    this.seats = new WinnerPicker(form.elements.winner, form.elements.discarder);
    this.melds = new MeldList(form.querySelector("#melds"), form.querySelector("#add-meld"),
      form.querySelector("#meld-template"));
    this.flags = [...form.querySelectorAll("input[data-flag]")].map((input) => input.name);
  }

  setHouse(house) {
    this.seats.setPlayers(house.players);
    this.form.querySelector("#nukidora-field").hidden = !house.north_nuki;
    this.form.querySelector("#flowers-field").hidden = !house.flowers;
    this.form.querySelector("#extra-dora").hidden = !house.north_nuki && !house.flowers;
    // Only the flags this house has (the server lists them); a hidden flag is never sent.
    for (const name of this.flags) {
      const offered = house.flags.includes(name);
      this.form.querySelector(`#flag-${name}`).hidden = !offered;
      if (!offered) this.form.elements[name].checked = false;
    }
    const pao = this.form.elements.pao;
    pao.closest("label").hidden = !house.pao;
    pao.replaceChildren(new Option(t("value.none"), ""), ...[...Array(house.players).keys()]
      .map((s) => new Option(seatName(s), String(s))));
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
    for (const name of this.flags) {
      if (el[name].checked && !el[name].closest("[hidden]")) request[name] = true;
    }
    if (el.pao.value && !el.pao.closest("[hidden]")) request.pao = Number(el.pao.value);
    return request;
  }
}
