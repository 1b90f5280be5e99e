// The han/fu form: builds the /win request from what the player picked.
import {WinnerPicker} from "./winner-picker.js";
import {HanFuPicker} from "./han-fu-picker.js";

export class WinForm {
  constructor(form) {
    this.form = form;
    this.seats = new WinnerPicker(form.elements.winner, form.elements.discarder);
    this.value = new HanFuPicker(form.elements.han, form.elements.fu);
  }

  setHouse(house) {
    this.seats.setPlayers(house.players);
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.request());
    });
  }

  request() {
    const el = this.form.elements;
    return {
      ...this.seats.value,
      honba: Number(el.honba.value || 0),
      kyotaku: Number(el.kyotaku.value || 0),
      ...this.value.value,
    };
  }
}
