// 手牌 / From tiles: score a hand from its tiles (/score): yaku, fu, dora, limit and payments.
import {nextTask, pageReady, startPage, tablesLater} from "../shell/shell.js";
import {HousePicker} from "../shell/house-picker.js";
import {HandForm} from "./hand-form.js";
import {ScoreView} from "./score-view.js";
import {Calculator, followHouse} from "../calculators/calculator.js";
import {TileImage} from "../tiles/tile-image.js";
import {TileEntry} from "../tiles/tile-entry.js";
import {HandResultTiles} from "./hand-result-tiles.js";

const {api, routes} = await startPage();
const picker = new HousePicker(document.getElementById("house"));
const formElement = document.getElementById("hand-form");
const form = new HandForm(formElement);
const view = new ScoreView(document.getElementById("hand-result"));
TileImage.use(routes.tiles);
// The tile keyboard is the page's largest set-up: built with the house's tiles in a task of
// its own (in one, so it never shows half built; the style sheet keeps its place till then).
await nextTask();
const tiles = new TileEntry(document.getElementById("tile-entry"), formElement, form.melds);
tiles.setHouse(picker.house);
await nextTask();
const resultTiles = new HandResultTiles(document.getElementById("hand-result"));
const score = new Calculator({
  api, picker, endpoint: "score", form, formElement, view,
  errorElement: document.getElementById("hand-error"),
  prepare: tablesLater(routes, ["errors", "yaku"], formElement),
});

score.onResult((result, request) => {
  view.show(request, result, picker.house.players);
  resultTiles.show(request, result);
});
followHouse(picker, [score], (house) => {
  form.setHouse(house);
  tiles.setHouse(house);
});
pageReady();
