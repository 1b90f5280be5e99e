// The house selector; remembers the last choice on this phone.
const STORAGE_KEY = "house";

export class HousePicker {
  constructor(select, api) {
    this.select = select;
    this.api = api;
    this.houses = [];
    this.listeners = [];
    select.addEventListener("change", () => this.#changed());
  }

  get houseId() {
    return this.select.value;
  }

  get house() {
    return this.houses.find((h) => h.id === this.houseId);
  }

  onChange(listener) {
    this.listeners.push(listener);
  }

  async load() {
    this.houses = await this.api.houses();
    this.select.replaceChildren(...this.houses.map((h) => new Option(h.name.ja, h.id)));
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && this.houses.some((h) => h.id === saved)) this.select.value = saved;
    this.#changed();
  }

  #changed() {
    localStorage.setItem(STORAGE_KEY, this.houseId);
    for (const listener of this.listeners) listener(this.house);
  }
}
