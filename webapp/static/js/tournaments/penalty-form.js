// The organizer's penalty: a player, the signed points in the house's settlement unit (000's
// chombo: -30), the reason, the round (empty: the round seated last). It comes off the total
// and is listed with its reason.
import {ErrorView} from "../shell/error-view.js";
import {t} from "../shell/i18n.js";
import {total} from "./tournament-words.js";

export class PenaltyForm {
  constructor(form, list, api, onAdded) {
    this.form = form;
    this.list = list;
    this.api = api;
    this.onAdded = onAdded;
    this.player = form.querySelector("#t-penalty-player");
    this.errors = new ErrorView(form.querySelector("#t-penalty-error"), form);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#send();
    });
  }

  show(tournament) {
    if (this.player.options.length !== tournament.players.length) {
      this.player.replaceChildren(...tournament.players.map((name) => new Option(name, name)));
    }
    this.list.replaceChildren(...tournament.penalties.map((p) => {
      const li = document.createElement("li");
      li.textContent = t("tournament.penalty.line", {player: p.player, points: total(p.points),
        reason: p.reason, round: p.round});
      return li;
    }));
  }

  async #send() {
    this.errors.clear();
    const data = new FormData(this.form);
    const body = {player: data.get("player"), points: Number(data.get("points")),
      reason: String(data.get("reason") || "")};
    if (data.get("round") !== "") body.round = Number(data.get("round"));
    try {
      await this.api.post("/penalties", body);
      this.form.reset();
      this.onAdded();
    } catch (error) {
      this.errors.show(error);
    }
  }
}
