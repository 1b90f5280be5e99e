// The payment as the table says it, large, above the per-seat detail of a result card:
// 「3900は4200」「1000・2000」「2000オール」 with the limit's name (満貫, 跳満…).
import {sayCall} from "../shell/table-words.js";

export class CallView {
  constructor(root) {
    this.element = root.querySelector(".call");
    if (!this.element) {
      this.element = document.createElement("p");
      this.element.className = "call";
      root.querySelector(".result-title").after(this.element);
    }
    if (root.id) this.element.id = `${root.id}-call`;
    this.element.hidden = true;
  }

  show(call) {
    this.element.hidden = !call;
    if (!call) return;
    const said = sayCall(call);
    const parts = [];
    if (said.limit) parts.push(span("call-limit", said.limit));
    parts.push(span("call-figures", said.figures));
    if (said.note) parts.push(span("call-note", said.note));
    this.element.replaceChildren(...parts);
    this.element.dataset.kind = call.kind;
  }
}

function span(className, text) {
  const element = document.createElement("span");
  element.className = className;
  element.textContent = text;
  return element;
}
