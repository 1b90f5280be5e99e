// A drawn tile: an <svg> that uses one symbol of the sprite static/img/tiles.svg, with the
// tile's name for screen readers. `tile` is a code ("1m", "0p", "7z"), "f" (flower) or "back".
const SVG = "http://www.w3.org/2000/svg";

export class TileImage {
  static sprite = "";

  // The sprite's URL comes from the page (routes.tiles), so no path is written here.
  static use(spriteUrl) {
    TileImage.sprite = spriteUrl;
  }

  static make(tile, label = "") {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 30 40");
    svg.setAttribute("class", "tile-img");
    svg.dataset.tile = tile;
    if (label) {
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", label);
    } else {
      svg.setAttribute("aria-hidden", "true");
    }
    const use = document.createElementNS(SVG, "use");
    use.setAttribute("href", `${TileImage.sprite}#t-${tile}`);
    svg.append(use);
    return svg;
  }
}
