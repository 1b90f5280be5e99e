// 手牌: score a hand from its tiles (/score): yaku, fu, dora, limit and payments.
import {startPage} from "./shell.js";
import {Labels} from "./i18n.js";
import {HousePicker} from "./house-picker.js";
import {HandForm} from "./hand-form.js";
import {ScoreView} from "./score-view.js";
import {Calculator, followHouse} from "./calculator.js";
import {TileImage} from "./tile-image.js";
import {TileEntry} from "./tile-entry.js";
import {HandResultTiles} from "./hand-result-tiles.js";

const {api, routes} = startPage();
const labels = await new Labels(routes).load("fu");
const picker = new HousePicker(document.getElementById("house"), api);
const formElement = document.getElementById("hand-form");
const form = new HandForm(formElement);
const view = new ScoreView(document.getElementById("hand-result"), labels.get("fu"));
TileImage.use(routes.tiles);
const tiles = new TileEntry(document.getElementById("tile-entry"), formElement, form.melds);
const resultTiles = new HandResultTiles(document.getElementById("hand-result"));
const score = new Calculator({
  api, picker, endpoint: "score", form, formElement, view,
  errorElement: document.getElementById("hand-error"),
});

score.onResult((result, request) => {
  view.show(request, result, picker.house.players);
  resultTiles.show(request, result);
});
followHouse(api, picker, [score], (house) => {
  form.setHouse(house);
  tiles.setHouse(house);
});
