// A calculator whose endpoint this server does not have yet: say so instead of failing later.
export function markNotAvailable(form, message = "この計算はまだ使えません（サーバーが対応していません）。") {
  const note = document.createElement("p");
  note.className = "unavailable";
  note.setAttribute("role", "status");
  note.textContent = message;
  form.before(note);
  for (const control of form.elements) control.disabled = true;
  form.classList.add("disabled");
}
