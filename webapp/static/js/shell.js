// What every page shares: its routes from Flask, the API client, and the service worker.
import {ApiClient} from "./api-client.js";
import {ServiceWorkerUpdates} from "./sw-updates.js";
import {OfflineCore} from "./offline-core.js";
import {CoreStatus} from "./core-status.js";

export function startPage() {
  const routes = JSON.parse(document.getElementById("routes").textContent);
  const houseTag = document.getElementById("house-id");
  const houseId = houseTag ? JSON.parse(houseTag.textContent) : null;
  new ServiceWorkerUpdates(routes.serviceWorker, document.getElementById("update-toast")).register()
    .catch(() => {});  // no worker (e.g. private mode): the app still works online
  const core = new OfflineCore(routes.offline);
  if (routes.offline) new CoreStatus(core);
  core.schedule();
  return {routes, houseId, api: new ApiClient(routes, core)};
}

// A link to one of a house's pages (rules, chart): the route with the id in place.
export function housePage(routes, page, houseId) {
  return routes.pages[page].replace("HOUSE", encodeURIComponent(houseId));
}
