// What every page shares: its routes from Flask, the API client, and the service worker.
import {ApiClient} from "./api-client.js";
import {ServiceWorkerUpdates} from "./sw-updates.js";

export function startPage() {
  const routes = JSON.parse(document.getElementById("routes").textContent);
  const houseTag = document.getElementById("house-id");
  const houseId = houseTag ? JSON.parse(houseTag.textContent) : null;
  new ServiceWorkerUpdates(routes.serviceWorker, document.getElementById("update-toast")).register()
    .catch(() => {});  // no worker (e.g. private mode): the app still works online
  const api = new ApiClient(routes, routes.offline ? offlineCore(routes.offline) : null);
  if (routes.offline) {
    const schedule = () => api.offlineCore().then((core) => core.schedule());
    if (document.readyState === "complete") schedule();
    else addEventListener("load", schedule, {once: true});
  }
  return {routes, houseId, api};
}

// The offline core's modules load after the page (never part of its first load), or sooner
// if a calculation finds no server before then.
function offlineCore(config) {
  let loading = null;
  return () => loading ??= Promise.all([import("./offline-core.js"), import("./core-status.js")])
    .then(([{OfflineCore}, {CoreStatus}]) => {
      const core = new OfflineCore(config);
      new CoreStatus(core);
      return core;
    });
}

// A link to one of a house's pages (rules, chart): the route with the id in place.
export function housePage(routes, page, houseId) {
  return routes.pages[page].replace("HOUSE", encodeURIComponent(houseId));
}
