// Han (1–13 or yakuman ×1–3) and fu selects, rendered by the server; fu is off where it does
// not matter (yakuman, and from mangan up).
export class HanFuPicker {
  constructor(han, fu) {
    this.han = han;
    this.fu = fu;
    han.addEventListener("change", () => this.#syncFu());
    this.#syncFu();
  }

  // {han, fu} or {yakuman}, as /win and the score sheet's events take it.
  get value() {
    if (this.han.value.startsWith("y")) return {yakuman: Number(this.han.value.slice(1))};
    // From mangan up the fu is not asked; 30 is valid for every han on ron and tsumo.
    return {han: Number(this.han.value), fu: this.fu.disabled ? 30 : Number(this.fu.value)};
  }

  #syncFu() {
    this.fu.disabled = this.han.value.startsWith("y") || Number(this.han.value) >= 5;
  }
}
