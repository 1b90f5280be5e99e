// Shows an API error next to its form: the server's message, the field it names, and marks
// that field's control invalid. Never swallowed: every failed call ends up here.
const FIELD_NAMES = {
  han: "翻", fu: "符", yakuman: "役満", winner: "アガった人", discarder: "放銃者", honba: "本場",
  kyotaku: "供託", pao: "責任払い", tenpai: "テンパイ", nagashi: "流し満貫", kind: "罰符の種類",
  offender: "違反者", scores: "持ち点", chips: "チップ", busted_by: "飛ばした人", concealed: "手牌",
  melds: "副露", win_tile: "アガリ牌", round_wind: "場風", dora_indicators: "ドラ表示牌",
  ura_indicators: "裏ドラ表示牌", nukidora: "抜きドラ", flowers: "花牌", events: "記録",
};

export class ErrorView {
  constructor(element, form = null) {
    this.element = element;
    this.form = form;
  }

  show(error) {
    this.clear();
    const field = error.field || null;
    const root = field ? field.split(/[.[]/)[0] : null;
    const where = root ? `（${FIELD_NAMES[root] || field}）` : "";
    this.element.textContent = `${error.message}${where}`;
    if (error.code) this.element.dataset.code = error.code;
    if (field) this.element.dataset.field = field;
    this.element.hidden = false;
    this.marked = this.#controls(field, root);
    for (const control of this.marked) control.setAttribute("aria-invalid", "true");
  }

  // The controls a field path names: "scores[2]" is the third scores input, "scores" all.
  #controls(field, root) {
    if (!this.form || !root) return [];
    const all = [...this.form.querySelectorAll(`[data-field="${CSS.escape(root)}"]`)];
    const index = /^[^[.]+\[(\d+)\]/.exec(field);
    if (index && all.length > 1 && all[Number(index[1])]) return [all[Number(index[1])]];
    return all;
  }

  clear() {
    this.element.hidden = true;
    this.element.textContent = "";
    delete this.element.dataset.code;
    delete this.element.dataset.field;
    for (const control of this.marked || []) control.removeAttribute("aria-invalid");
    this.marked = [];
  }
}
