// The list of houses, each with links to its rules and its score chart.
import {housePage} from "./shell.js";

export class HouseList {
  constructor(list, routes) {
    this.list = list;
    this.routes = routes;
  }

  render(houses) {
    this.list.replaceChildren(...houses.map((house) => this.#item(house)));
    this.list.setAttribute("aria-busy", "false");
  }

  #item(house) {
    const li = document.createElement("li");
    li.className = "card house-item";
    li.dataset.house = house.id;
    const title = document.createElement("a");
    title.className = "house-name";
    title.href = housePage(this.routes, "house", house.id);
    title.textContent = house.name.ja;
    const en = document.createElement("span");
    en.className = "en";
    en.lang = "en";
    en.textContent = house.name.en;
    const meta = document.createElement("p");
    meta.className = "meta";
    meta.textContent = [
      house.players === 3 ? "三人麻雀" : "四人麻雀",
      house.source ? `出典: ${house.source}` : "参考ルール",
    ].join(" ・ ");
    const links = document.createElement("div");
    links.className = "links";
    links.append(
      this.#link("ルール一覧", housePage(this.routes, "house", house.id)),
      this.#link("点数早見表", housePage(this.routes, "chart", house.id)),
    );
    li.append(title, en, meta, links);
    return li;
  }

  #link(text, href) {
    const a = document.createElement("a");
    a.className = "button secondary";
    a.href = href;
    a.textContent = text;
    return a;
  }
}
