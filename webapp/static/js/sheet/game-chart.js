// The game at a glance: each player's score across the game as an inline SVG, one line per
// player (hand number across, points up), the start points and 0 marked, each line named at its
// end. Colours come from CSS custom properties through classes (the page's colour scheme
// applies; the CSP allows no style attributes), and every line also has its own dash pattern,
// so the lines stay apart without colour. The figure is an image with a text summary.
import {points} from "../shell/format.js";
import {t} from "../shell/i18n.js";

const SVG = "http://www.w3.org/2000/svg";
// The drawing's own units; the SVG scales to the box the page reserved (same aspect ratio).
const WIDTH = 360;
const HEIGHT = 200;
const PAD = {left: 46, right: 64, top: 12, bottom: 22};
const LABEL_GAP = 11;  // the least distance between two names at the lines' ends
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "4 4", "1 2", "10 4", "3 2 1 2"];

function node(name, attributes = {}, text = null) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== null) element.textContent = text;
  return element;
}

// Names at the right end keep their order but move apart until none overlap.
function spread(ys, low, high) {
  const order = ys.map((y, i) => [y, i]).sort((a, b) => a[0] - b[0]);
  const placed = order.map(([y]) => y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k], placed[k - 1] + LABEL_GAP);
  const over = placed.length ? placed[placed.length - 1] - high : 0;
  if (over > 0) for (let k = 0; k < placed.length; k++) placed[k] -= over;
  for (let k = placed.length - 2; k >= 0; k--) placed[k] = Math.min(placed[k], placed[k + 1] - LABEL_GAP);
  const out = [];
  order.forEach(([, i], k) => { out[i] = Math.max(placed[k], low); });
  return out;
}

export class GameChart {
  // `root`: the box the server reserved; its text is shown while there is nothing to draw.
  constructor(root) {
    this.root = root;
    this.empty = root.textContent.trim();
  }

  // `start`: the state before the first hand ({scores}); `states`: the state after each hand;
  // `name(player)`: a player's name.
  show(start, states, name) {
    const series = [start, ...states].filter((s) => s && Array.isArray(s.scores)).map((s) => s.scores);
    if (series.length < 2) {
      this.root.replaceChildren(this.empty);
      this.root.removeAttribute("role");
      this.root.removeAttribute("aria-label");
      this.root.dataset.points = "0";
      return;
    }
    const players = series[0].length;
    const base = start.scores[0] ?? 0;
    const all = series.flat();
    let low = Math.min(0, base, ...all);
    let high = Math.max(0, base, ...all);
    const margin = Math.max((high - low) * 0.06, 1000);
    low -= margin;
    high += margin;
    const last = series.length - 1;
    const x = (i) => PAD.left + (i / last) * (WIDTH - PAD.left - PAD.right);
    const y = (v) => PAD.top + (high - v) / (high - low) * (HEIGHT - PAD.top - PAD.bottom);
    const round = (v) => Math.round(v * 10) / 10;

    const summary = this.#summary(series, name);
    const svg = node("svg", {viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "game-chart-svg", role: "img",
      "aria-label": summary, focusable: "false"});
    svg.append(node("title", {}, t("chart.game.title")), node("desc", {}, summary));

    // The frame: 0 and the start points, and the hands across.
    const marks = node("g", {class: "chart-marks", "aria-hidden": "true"});
    const rule = (value, kind, label) => {
      const at = round(y(value));
      marks.append(node("line", {x1: PAD.left, x2: WIDTH - PAD.right, y1: at, y2: at, class: `chart-rule ${kind}`}),
        node("text", {x: PAD.left - 4, y: at + 3.5, "text-anchor": "end", class: "chart-tick"}, label));
    };
    rule(0, "zero", "0");
    if (base !== 0) rule(base, "start", points(base));
    const axis = round(HEIGHT - PAD.bottom);
    marks.append(node("line", {x1: PAD.left, x2: WIDTH - PAD.right, y1: axis, y2: axis, class: "chart-axis"}));
    const step = Math.max(1, Math.ceil(last / 8));
    for (let i = 0; i <= last; i += step) {
      marks.append(node("text", {x: round(x(i)), y: HEIGHT - 6, "text-anchor": "middle", class: "chart-tick"},
        String(i)));
    }
    if (last % step) {
      marks.append(node("text", {x: round(x(last)), y: HEIGHT - 6, "text-anchor": "middle", class: "chart-tick"},
        String(last)));
    }
    svg.append(marks);

    const lines = node("g", {class: "chart-lines"});
    const ends = [];
    for (let p = 0; p < players; p++) {
      const coordinates = series.map((scores, i) => `${round(x(i))},${round(y(scores[p]))}`);
      const attributes = {points: coordinates.join(" "), class: `chart-line series-${p % 8}`,
        "data-player": p, "data-points": series.length, fill: "none"};
      if (DASHES[p % 8]) attributes["stroke-dasharray"] = DASHES[p % 8];
      lines.append(node("polyline", attributes));
      ends.push(y(series[last][p]));
    }
    const labels = node("g", {class: "chart-names", "aria-hidden": "true"});
    spread(ends, PAD.top + 4, HEIGHT - PAD.bottom - 2).forEach((at, p) => {
      labels.append(node("text", {x: WIDTH - PAD.right + 4, y: round(at + 3.5), class: `chart-name series-${p % 8}`},
        name(p)));
    });
    svg.append(lines, labels);
    this.root.replaceChildren(svg);
    this.root.dataset.points = String(series.length);
  }

  // What the picture shows, in words: each player's start, end, best and worst.
  #summary(series, name) {
    const players = series[0].length;
    const parts = [];
    for (let p = 0; p < players; p++) {
      const values = series.map((scores) => scores[p]);
      parts.push(t("chart.game.player", {name: name(p), start: points(values[0]),
        end: points(values[values.length - 1]), high: points(Math.max(...values)), low: points(Math.min(...values))}));
    }
    return `${t("chart.game.summary", {n: series.length - 1})} ${parts.join(t("list.separator"))}`;
  }
}
