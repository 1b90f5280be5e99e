// The calculators' house selector, rendered by the server with the house it chose. The
// select carries every house's few settings (data-settings), so a change needs no fetch.
// The choice is remembered on this phone and sent back as a cookie for the next first paint.
const STORAGE_KEY = "house";

export function remember(cookie, value) {
  document.cookie = `${cookie}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}

// A house the player opened (its rule or chart page, e.g. from a table's QR code) becomes the
// calculators' house, on this phone and in the cookie the next first paint reads.
export function rememberHouse(houseId) {
  localStorage.setItem(STORAGE_KEY, houseId);
  remember("house", houseId);
}

// The house a link names (`?house=<id>`), which the server rendered selected: it wins over
// the one kept on this phone.
function linkedHouse() {
  return new URLSearchParams(location.search).get("house");
}

export class HousePicker {
  constructor(select, {cookie = "house", storageKey = STORAGE_KEY} = {}) {
    this.select = select;
    this.cookie = cookie;
    this.storageKey = storageKey;
    this.settings = JSON.parse(select.dataset.settings || "{}");
    this.listeners = [];
    select.addEventListener("change", () => this.#changed());
  }

  get houseId() {
    return this.select.value;
  }

  get house() {
    return this.settings[this.houseId];
  }

  onChange(listener) {
    this.listeners.push(listener);
  }

  // The page was rendered for the server's choice; a choice kept only on this phone (before
  // the cookie existed) wins once and is then sent as the cookie, unless a link named one.
  start(preferred = linkedHouse() || localStorage.getItem(this.storageKey)) {
    if (preferred && preferred !== this.houseId && preferred in this.settings) {
      this.select.value = preferred;
      this.#changed();
    } else if (this.houseId !== this.select.dataset.rendered) {
      this.#changed();  // picked before this script ran: fit the forms now
    } else {
      this.#save();
    }
  }

  #save() {
    if (this.storageKey) localStorage.setItem(this.storageKey, this.houseId);
    remember(this.cookie, this.houseId);
  }

  #changed() {
    this.#save();
    for (const listener of this.listeners) listener(this.house);
  }
}
