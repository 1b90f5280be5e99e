// The penalty form: one of the house's penalty kinds (its ruleset's `penalties`), → /penalty.
import {SeatChecks} from "./seat-checks.js";
import {seatName} from "../shell/seats.js";
import {nameOf} from "../shell/i18n.js";

export class PenaltyForm {
  constructor(form) {
    this.form = form;
    this.riichi = new SeatChecks(form.querySelector("#penalty-riichi"), "riichi", seatName);
  }

  // Returns the number of penalty kinds the house has.
  setHouse(house) {
    const kind = this.form.elements.kind;
    kind.replaceChildren(...house.penalties.map((k) => new Option(nameOf("penalties", k), k)));
    const offender = this.form.elements.offender;
    const keep = Math.min(Number(offender.value || 0), house.players - 1);
    offender.replaceChildren(...[...Array(house.players).keys()].map((s) => new Option(seatName(s), String(s))));
    offender.value = String(keep);
    this.riichi.render(house.players);
    return house.penalties.length;
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
      kind: el.kind.value,
      offender: Number(el.offender.value),
      honba: Number(el.honba.value || 0),
      kyotaku: Number(el.kyotaku.value || 0),
      riichi: this.riichi.values,
    };
    if (el.all_last.checked) request.all_last = true;
    return request;
  }
}
