// ルール: every house, with links to its catalog and chart.
import {startPage} from "./shell.js";
import {HouseList} from "./house-list.js";
import {ErrorView} from "./error-view.js";

const {api, routes} = startPage();
const list = new HouseList(document.getElementById("houses"), routes);
const errors = new ErrorView(document.getElementById("error"));

api.houses().then((houses) => list.render(houses)).catch((error) => errors.show(error));
