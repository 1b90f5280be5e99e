// A calculator whose endpoint this server does not have yet: say so instead of failing later.
import {t} from "./i18n.js";

export function markNotAvailable(form, message = t("calc.not_available")) {
  const note = document.createElement("p");
  note.className = "unavailable";
  note.setAttribute("role", "status");
  note.textContent = message;
  form.before(note);
  for (const control of form.elements) control.disabled = true;
  form.classList.add("disabled");
}
