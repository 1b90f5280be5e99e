// Entry module: wires the small UI classes together. Routes come from Flask (url_for).
import {ApiClient} from "./api-client.js";
import {WinForm} from "./win-form.js";
import {PaymentView} from "./payment-view.js";
import {HousePicker} from "./house-picker.js";
import {ServiceWorkerUpdates} from "./sw-updates.js";

const routes = JSON.parse(document.getElementById("routes").textContent);
const api = new ApiClient(routes);
const view = new PaymentView(document);
const picker = new HousePicker(document.getElementById("house"), api);
const form = new WinForm(document.getElementById("win-form"));

picker.onChange((house) => form.setPlayers(house.players));

form.onSubmit(async (request) => {
  try {
    const result = await api.win(picker.houseId, request);
    view.show(request, result, picker.house.players);
  } catch (error) {
    view.showError(error.message);
  }
});

picker.load().catch((error) => view.showError(error.message));
new ServiceWorkerUpdates(routes.serviceWorker, document.getElementById("update-toast")).register();
