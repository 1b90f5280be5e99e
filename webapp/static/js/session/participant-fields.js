// The night's participants, a name field each. The fields are rebuilt only when their number
// changes (or on the first show, over the server's): an answer arriving while someone types
// must not take the field from them.
import {t} from "../shell/i18n.js";
import {LETTERS} from "./session-store.js";

export class ParticipantFields {
  // `typed()`: a name changed (it is saved); `left()`: a name field was left.
  constructor(box, store, {typed, left}) {
    this.box = box;
    this.store = store;
    this.typed = typed;
    this.left = left;
  }

  show() {
    const {box, store} = this;
    const inputs = [...box.querySelectorAll("input")];
    if (box.dataset.wired && inputs.length === store.participants.length) {
      inputs.forEach((input, p) => {
        if (input !== document.activeElement && input.value !== store.participants[p]) input.value = store.participants[p];
      });
      return;
    }
    box.dataset.wired = "true";
    box.replaceChildren(...store.participants.map((value, p) => {
      const label = document.createElement("label");
      const input = document.createElement("input");
      Object.assign(input, {type: "text", id: `participant-${p}`, value, placeholder: LETTERS[p], maxLength: 12});
      input.addEventListener("input", () => {
        store.participants[p] = input.value.trim();
        store.save();
        this.typed();
      });
      input.addEventListener("change", () => this.left());
      label.append(t("session.participant", {n: p + 1}), input);
      return label;
    }));
  }
}
