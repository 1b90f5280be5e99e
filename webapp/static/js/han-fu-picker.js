// Han (1–13 or yakuman ×1–3) and fu selects; fu is off where it does not matter.
const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];
const YAKUMAN = [["y1", "役満"], ["y2", "ダブル役満"], ["y3", "トリプル役満"]];

export class HanFuPicker {
  constructor(han, fu) {
    this.han = han;
    this.fu = fu;
    for (let n = 1; n <= 13; n++) han.add(new Option(`${n}翻`, String(n)));
    for (const [value, label] of YAKUMAN) han.add(new Option(label, value));
    han.value = "3";
    for (const f of FU) fu.add(new Option(`${f}符`, String(f)));
    fu.value = "30";
    han.addEventListener("change", () => this.#syncFu());
  }

  // {han, fu} or {yakuman}, as /win and the score sheet's events take it.
  get value() {
    if (this.han.value.startsWith("y")) return {yakuman: Number(this.han.value.slice(1))};
    // From mangan up the fu is not asked; 30 is valid for every han on ron and tsumo.
    return {han: Number(this.han.value), fu: this.fu.disabled ? 30 : Number(this.fu.value)};
  }

  #syncFu() {
    // Fu does not matter for yakuman or from mangan (5 han) up.
    this.fu.disabled = this.han.value.startsWith("y") || Number(this.han.value) >= 5;
  }
}
