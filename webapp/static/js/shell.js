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
  if (routes.offline) afterFirstLoad((kept) => api.offlineCore().then((core) => core.schedule(kept)));
  return {routes, houseId, api};
}

// The offline core's modules load on demand, then the core, once it has loaded, marks this
// browser as one that keeps it.
const CORE_KEPT = "offline-core:kept";
function offlineCore(config) {
  let loading = null;
  return () => loading ??= Promise.all([import("./offline-core.js"), import("./core-status.js")])
    .then(([{OfflineCore}, {CoreStatus}]) => {
      const core = new OfflineCore(config);
      new CoreStatus(core);
      core.addEventListener("change", () => core.ready && localStorage.setItem(CORE_KEPT, "1"));
      return core;
    });
}

// Where the core was loaded before, it starts at once (`run(true)`): it comes from the cache,
// not the network, and the sooner it starts the sooner it answers. On a first visit never
// during the page's first load: after it, at the first touch or key, or a few seconds on, so
// the first load's bytes and timings stay as they are. A calculation that finds no server
// starts it sooner (ApiClient).
const FIRST_VISIT_DELAY_MS = 5000;
function afterFirstLoad(run) {
  if (localStorage.getItem(CORE_KEPT)) {
    run(true);
    return;
  }
  const wait = () => {
    const events = ["pointerdown", "keydown"];
    const once = () => {
      clearTimeout(timer);
      for (const name of events) removeEventListener(name, once, true);
      run(false);
    };
    const timer = setTimeout(once, FIRST_VISIT_DELAY_MS);
    for (const name of events) addEventListener(name, once, {capture: true, passive: true});
  };
  if (document.readyState === "complete") wait();
  else addEventListener("load", wait, {once: true});
}

// A link to one of a house's pages (rules, chart): the route with the id in place.
export function housePage(routes, page, houseId) {
  return routes.pages[page].replace("HOUSE", encodeURIComponent(houseId));
}
