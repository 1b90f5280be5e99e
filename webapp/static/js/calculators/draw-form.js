// The draw form: an exhaustive draw (tenpai and nagashi seats) or an abortive one, → /draw.
import {SeatChecks} from "./seat-checks.js";
import {seatName} from "../shell/seats.js";
import {abortiveName} from "../shell/i18n.js";

export class DrawForm {
  constructor(form) {
    this.form = form;
    this.tenpai = new SeatChecks(form.querySelector("#tenpai"), "tenpai", seatName);
    this.nagashi = new SeatChecks(form.querySelector("#nagashi"), "nagashi", seatName);
    form.addEventListener("change", (event) => {
      if (event.target.name === "type") this.#syncType();
    });
    this.#syncType();
  }

  setHouse(house) {
    this.tenpai.render(house.players);
    this.nagashi.render(house.players);
    const select = this.form.elements.abortive;
    select.replaceChildren(...house.abortive.map((kind) => new Option(abortiveName(kind), kind)));
    this.form.querySelector('input[value="abortive"]').disabled = house.abortive.length === 0;
    if (house.abortive.length === 0) this.form.querySelector('input[value="exhaustive"]').checked = true;
    this.#syncType();
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.request());
    });
  }

  get abortive() {
    return this.form.elements.type.value === "abortive";
  }

  request() {
    const el = this.form.elements;
    const request = {honba: Number(el.honba.value || 0)};
    if (this.abortive) {
      request.abortive = el.abortive.value;
    } else {
      Object.assign(request, {tenpai: this.tenpai.values, nagashi: this.nagashi.values,
        kyotaku: Number(el.kyotaku.value || 0), round_wind: el.round_wind.value});
    }
    if (el.all_last.checked) request.all_last = true;
    return request;
  }

  #syncType() {
    const abortive = this.abortive;
    this.form.querySelector("#exhaustive-fields").hidden = abortive;
    this.form.querySelector("#abortive-fields").hidden = !abortive;
    this.form.elements.kyotaku.disabled = abortive;
  }
}
