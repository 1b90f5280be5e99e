// The controls the night's forms build: a labelled control, a number field.

export function labelled(text, control) {
  const label = document.createElement("label");
  label.append(text, control);
  return label;
}

export function numberInput(id, field, value, step) {
  const input = document.createElement("input");
  Object.assign(input, {type: "number", id, value: String(value), step: String(step), inputMode: "numeric"});
  input.dataset.field = field;
  return input;
}
