// Entering a hand by tapping tiles: the keyboard adds to the chosen place (hand, a meld being
// built, dora or ura indicators, north or flowers set aside); tapping a placed tile takes it
// off. The notation fields of the form stay the record: every tap rewrites them, and typing
// in them redraws the tiles, so both ways of entering agree at all times.
import {TileImage} from "./tile-image.js";
import {TileKeyboard} from "./tile-keyboard.js";
import {TileSet} from "./tile-set.js";
import {MeldBuilder} from "./meld-builder.js";
import {tileName} from "./tile-names.js";
import {formatTiles, parseTiles, sortTiles, tileOrder} from "./tile-notation.js";
import {words} from "../shell/table-words.js";

const TARGETS = ["hand", "melds", "dora", "ura"];
const MELD_KINDS = ["chi", "pon", "minkan", "ankan", "kakan"];
const NORTH = "4z";

export class TileEntry {
  constructor(root, form, meldList) {
    this.root = root;
    this.form = form;
    this.meldList = meldList;
    this.w = words();
    this.tileSet = new TileSet();
    this.builder = new MeldBuilder(this.tileSet);
    this.state = {hand: [], win: null, melds: [], dora: [], ura: [], nuki: 0, flowers: 0};
    this.target = "hand";
    this.picking = false;
    this.#build();
    this.#listen();
  }

  setHouse(house) {
    this.tileSet = new TileSet(house.tiles || house.ruleset?.tiles || {});
    this.builder = new MeldBuilder(this.tileSet);
    const aside = [];
    if (this.tileSet.northNuki) aside.push(["nuki", NORTH, this.w.nuki]);
    if (this.tileSet.flowers) aside.push(["flower", "f", this.w.flower]);
    this.keyboard.setTiles(this.tileSet.tiles, aside);
    this.zones.aside.hidden = aside.length === 0;
    const chi = this.kindInputs.get("chi");
    chi.closest("label").hidden = !this.tileSet.chi;
    if (!this.tileSet.chi && this.builder.kind === "chi") this.#setKind("pon");
    this.#setKind(this.#checked("tile-meld-kind") || "pon");
    this.#readFields();
  }

  // ---- building the controls ----

  #build() {
    const w = this.w;
    this.targetInputs = new Map();
    const targets = this.#segments("tile-target", w.target, TARGETS.map((t) => [t, w[t]]),
      this.targetInputs, (value) => this.#setTarget(value));
    this.kindInputs = new Map();
    this.kinds = this.#segments("tile-meld-kind", w.meldKind, MELD_KINDS.map((k) => [k, w[k]]),
      this.kindInputs, (value) => this.#setKind(value));
    this.kinds.hidden = true;
    this.zones = {};
    const zoneList = document.createElement("div");
    zoneList.className = "tile-zones";
    for (const name of ["hand", "melds", "dora", "ura", "aside"]) {
      const zone = document.createElement("div");
      zone.className = "tile-zone";
      zone.id = `zone-${name}`;
      const label = document.createElement("span");
      label.className = "zone-label";
      label.textContent = w[name];
      const tiles = document.createElement("div");
      tiles.className = "zone-tiles";
      zone.append(label, tiles);
      zone.tiles = tiles;
      this.zones[name] = zone;
      zoneList.append(zone);
    }
    this.pick = document.createElement("button");
    this.pick.type = "button";
    this.pick.className = "secondary pick-win";
    this.pick.id = "pick-win";
    this.pick.textContent = w.pickWin;
    this.pick.setAttribute("aria-pressed", "false");
    this.pick.addEventListener("click", () => this.#setPicking(!this.picking));
    this.zones.hand.append(this.pick);
    this.status = document.createElement("p");
    this.status.className = "tile-status";
    this.status.setAttribute("role", "status");
    const keys = document.createElement("div");
    keys.className = "tile-keyboard";
    keys.id = "tile-keyboard";
    this.keyboard = new TileKeyboard(keys, (key) => this.#key(key));
    this.root.replaceChildren(targets, this.kinds, zoneList, this.status, keys);
  }

  #segments(name, legend, options, inputs, onChange) {
    const group = document.createElement("fieldset");
    group.className = "segments tile-segments";
    group.id = name;
    const title = document.createElement("legend");
    title.className = "visually-hidden";
    title.textContent = legend;
    group.append(title);
    for (const [value, text] of options) {
      const label = document.createElement("label");
      const input = Object.assign(document.createElement("input"),
        {type: "radio", name, value, id: `${name}-${value}`});
      input.addEventListener("change", () => input.checked && onChange(value));
      const span = document.createElement("span");
      span.textContent = text;
      label.append(input, span);
      group.append(label);
      inputs.set(value, input);
    }
    inputs.values().next().value.checked = name === "tile-target";
    return group;
  }

  #checked(name) {
    return this.root.querySelector(`input[name="${name}"]:checked`)?.value;
  }

  #setTarget(target) {
    this.target = target;
    this.targetInputs.get(target).checked = true;
    this.kinds.hidden = target !== "melds";
    this.builder.setKind(this.builder.kind);
    this.#setPicking(false);
    this.#render();
  }

  #setKind(kind) {
    this.builder.setKind(kind);
    this.kindInputs.get(kind).checked = true;
    this.#render();
  }

  #setPicking(on) {
    this.picking = on;
    this.pick.setAttribute("aria-pressed", String(on));
    this.root.classList.toggle("picking", on);
  }

  // ---- taps ----

  // Every tile on the table that counts against the set: hand, melds, indicators, north
  // aside, and (unless `pending` is false) the meld being built.
  #used(pending = true) {
    const s = this.state;
    return [...s.hand, ...s.melds.flatMap((m) => m.tiles), ...s.dora, ...s.ura,
      ...Array(s.nuki).fill(NORTH), ...(pending ? this.builder.pending : [])];
  }

  #key(key) {
    this.#say("");
    const s = this.state;
    if (key === "flower") {
      if (s.flowers < this.tileSet.flowers) s.flowers += 1;
    } else if (key === "nuki") {
      if (!this.tileSet.exhausted(NORTH, this.#used())) s.nuki += 1;
    } else if (this.tileSet.exhausted(key, this.#used())) {
      this.#say(this.w.not_enough_copies);
    } else if (this.target === "melds") {
      try {
        const meld = this.builder.tap(key, this.#used(false));
        if (meld) s.melds.push(meld);
      } catch (error) {
        this.#say(this.w[error.message] || error.message);
      }
    } else if (this.target === "hand") {
      s.hand.push(key);
      s.win = key;  // the tile entered last is the winning tile until another is picked
    } else {
      s[this.target].push(key);
    }
    this.#changed();
  }

  #removeFromHand(index, tile) {
    const s = this.state;
    if (this.picking) {
      s.win = tile;
      this.#setPicking(false);
    } else {
      s.hand.splice(index, 1);
      if (s.win === tile && !s.hand.includes(tile)) s.win = null;
    }
    this.#changed();
  }

  #changed() {
    this.#writeFields();
    this.#render();
  }

  #say(text) {
    this.status.textContent = text;
  }

  // ---- the notation fields, both ways ----

  #writeFields() {
    const el = this.form.elements;
    const s = this.state;
    el.concealed.value = formatTiles(sortTiles(s.hand));
    el.win_tile.value = s.win || "";
    el.dora_indicators.value = formatTiles(s.dora);
    el.ura_indicators.value = formatTiles(s.ura);
    el.nukidora.value = String(s.nuki);
    el.flowers.value = String(s.flowers);
    this.meldList.clear();
    for (const meld of s.melds) this.meldList.add(meld.kind, formatTiles(meld.tiles), false);
  }

  #listen() {
    const el = this.form.elements;
    for (const name of ["concealed", "win_tile", "dora_indicators", "ura_indicators", "nukidora",
      "flowers"]) {
      el[name].addEventListener("input", () => this.#readFields());
    }
    const melds = this.form.querySelector("#melds");
    melds.addEventListener("input", () => this.#readFields());
    melds.addEventListener("change", () => this.#readFields());
    new MutationObserver(() => this.#readFields()).observe(melds, {childList: true});
  }

  // What the fields say, wherever it parses; a field that does not parse keeps its tiles.
  #readFields() {
    const el = this.form.elements;
    const s = this.state;
    const hand = parseTiles(el.concealed.value);
    if (hand) s.hand = hand;
    const win = parseTiles(el.win_tile.value);
    if (win && win.length <= 1) s.win = win[0] || null;
    for (const [field, key] of [["dora_indicators", "dora"], ["ura_indicators", "ura"]]) {
      const tiles = parseTiles(el[field].value);
      if (tiles) s[key] = tiles;
    }
    s.nuki = Math.max(0, Number(el.nukidora.value) || 0);
    s.flowers = Math.max(0, Number(el.flowers.value) || 0);
    const melds = [];
    for (const meld of this.meldList.value) {
      const tiles = parseTiles(meld.tiles);
      if (tiles && tiles.length) melds.push({kind: meld.kind, tiles});
    }
    s.melds = melds;
    this.#render();
  }

  // ---- drawing ----

  #render() {
    const s = this.state;
    const w = this.w;
    // The hand sorted, with the winning tile set apart at the end as it lies on the table.
    const rest = [...s.hand.entries()];
    const winAt = s.win ? rest.findLastIndex(([, t]) => t === s.win) : -1;
    const won = winAt >= 0 ? rest.splice(winAt, 1)[0] : null;
    rest.sort(([, a], [, b]) => tileOrder(a) - tileOrder(b));
    const handTiles = rest.map(([i, t]) => this.#placed(t, () => this.#removeFromHand(i, t)));
    if (won) {
      const tile = this.#placed(won[1], () => this.#removeFromHand(won[0], won[1]),
        `${w.winTile} ${tileName(won[1])}`);
      tile.classList.add("win-tile");
      handTiles.push(tile);
    }
    this.zones.hand.tiles.replaceChildren(...(handTiles.length ? handTiles : [this.#empty()]));
    this.pick.hidden = s.hand.length === 0;
    const melds = s.melds.map((meld, i) => this.#meld(meld, () => {
      s.melds.splice(i, 1);
      this.#changed();
    }));
    if (this.builder.pending.length) {
      const pending = this.#meld({kind: this.builder.kind, tiles: this.builder.pending}, () => {
        this.builder.setKind(this.builder.kind);
        this.#render();
      });
      pending.classList.add("pending");
      melds.push(pending);
    }
    this.zones.melds.tiles.replaceChildren(...(melds.length ? melds : [this.#empty()]));
    for (const key of ["dora", "ura"]) {
      const tiles = s[key].map((t, i) => this.#placed(t, () => {
        s[key].splice(i, 1);
        this.#changed();
      }));
      this.zones[key].tiles.replaceChildren(...(tiles.length ? tiles : [this.#empty()]));
    }
    const aside = [
      ...Array.from({length: s.nuki}, () => this.#placed(NORTH, () => {
        s.nuki -= 1;
        this.#changed();
      }, `${w.nuki}${w.remove}`)),
      ...Array.from({length: s.flowers}, () => this.#placed("f", () => {
        s.flowers -= 1;
        this.#changed();
      }, `${w.flower}${w.remove}`)),
    ];
    this.zones.aside.tiles.replaceChildren(...(aside.length ? aside : [this.#empty()]));
    for (const [name, zone] of Object.entries(this.zones)) {
      zone.classList.toggle("current", name === this.target);
    }
    if (s.hand.length && !s.win) this.#say(w.chooseWin);
    const used = this.#used();
    this.keyboard.update((key) => {
      if (key === "flower") return s.flowers >= this.tileSet.flowers;
      return this.tileSet.exhausted(key === "nuki" ? NORTH : key, used);
    });
  }

  #placed(tile, onTap, label = `${tileName(tile)}${this.w.remove}`) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "tile-placed";
    button.dataset.tile = tile;
    button.setAttribute("aria-label", label);
    button.append(TileImage.make(tile));
    button.addEventListener("click", onTap);
    return button;
  }

  #meld(meld, onTap) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `tile-meld meld-${meld.kind}`;
    button.dataset.kind = meld.kind;
    const names = meld.tiles.map(tileName).join(" ");
    button.setAttribute("aria-label", `${this.w[meld.kind]} ${names}: ${this.w.removeMeld}`);
    // A closed kan is shown as it lies: the two end tiles face down.
    meld.tiles.forEach((t, i) => {
      const down = meld.kind === "ankan" && (i === 0 || i === 3);
      button.append(TileImage.make(down ? "back" : t));
    });
    const kind = document.createElement("span");
    kind.className = "meld-kind";
    kind.textContent = this.w[meld.kind];
    kind.setAttribute("aria-hidden", "true");
    button.append(kind);
    button.addEventListener("click", onTap);
    return button;
  }

  #empty() {
    const span = document.createElement("span");
    span.className = "zone-empty";
    span.textContent = this.w.empty;
    return span;
  }
}
