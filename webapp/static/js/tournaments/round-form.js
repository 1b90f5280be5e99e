// The organizer's form to seat the next round: the method (random with its seed, by the
// standings, or a fixed script pasted as text, one table a line), and "force" to seat over a
// table still playing. A refusal (409 table_unfinished, a script's name twice…) is shown in
// words beside the form; nothing is seated then.
import {ErrorView} from "../shell/error-view.js";
import {t} from "../shell/i18n.js";

export class RoundForm {
  constructor(form, api, onSeated) {
    this.form = form;
    this.api = api;
    this.onSeated = onSeated;
    this.seating = form.querySelector("#t-round-seating");
    this.seed = form.querySelector("#t-round-seed");
    this.script = form.querySelector("#t-round-script");
    this.force = form.querySelector("#t-round-force");
    this.errors = new ErrorView(form.querySelector("#t-round-error"), form);
    this.seating.addEventListener("change", () => this.#methodShown());
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#send();
    });
  }

  setMethod(method) {
    this.seating.value = method;
    this.#methodShown();
  }

  #methodShown() {
    const method = this.seating.value;
    this.seed.closest("label").hidden = method !== "random";
    this.script.closest("label").hidden = method !== "fixed";
  }

  body() {
    const body = {seating: this.seating.value};
    if (body.seating === "random" && this.seed.value !== "") body.seed = Number(this.seed.value);
    if (body.seating === "fixed") body.script = this.script.value;
    if (this.force.checked) body.force = true;
    return body;
  }

  async #send() {
    this.errors.clear();
    const button = this.form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      const seated = await this.api.post("/rounds", this.body());
      this.force.checked = false;
      this.onSeated(seated);
    } catch (error) {
      const note = error.code === "table_unfinished" ? t("tournament.round.force_hint") : "";
      this.errors.show({...error, code: error.code, message: error.message, field: error.field, note});
    } finally {
      button.disabled = false;
    }
  }
}
