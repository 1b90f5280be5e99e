// What every page shares: its routes from Flask (one data attribute built once per process),
// the strings of the chosen language, the API client, and the service worker.
import {ApiClient} from "../core/api-client.js";
import {ServiceWorkerUpdates} from "./sw-updates.js";
import {loadTables} from "./i18n.js";

// `tables`: the translation tables the page needs besides the interface strings.
export async function startPage(tables = []) {
  const routes = JSON.parse(document.body.dataset.routes);
  const houseId = document.body.dataset.houseId || null;
  new ServiceWorkerUpdates(routes.serviceWorker, document.getElementById("update-toast")).register()
    .catch(() => {});  // no worker (e.g. private mode): the app still works online
  await loadTables(routes.i18n, ["ui", ...tables]);
  const api = new ApiClient(routes, routes.offline ? offlineCore(routes.offline) : null);
  if (routes.offline) afterFirstLoad((kept) => api.offlineCore().then((core) => core.schedule(kept)));
  return {routes, houseId, api};
}

// The offline core's modules load on demand, then the core, once it has loaded, marks this
// browser as one that keeps it.
const CORE_KEPT = "offline-core:kept";
function offlineCore(config) {
  let loading = null;
  return () => loading ??= Promise.all([import("../core/offline-core.js"), import("../core/core-status.js")])
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

// Ends the current task so the browser can paint and answer a tap before the page's set-up
// goes on: set-up cut into tasks of under 50 ms each keeps a slow phone responsive as it loads.
export function nextTask() {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Translation tables a page needs only for its answers (error meanings, yaku names): never
// part of the first load. Fetched when the player first touches `element` (or asks sooner);
// the returned function gives the promise, which a Calculator awaits before showing an answer.
export function tablesLater(routes, names, element) {
  let loading = null;
  const load = () => loading ??= loadTables(routes.i18n, names);
  for (const name of ["focusin", "pointerdown"]) element.addEventListener(name, load, {once: true});
  return load;
}

// The page's JS has wired everything up (tests wait for this instead of sleeping).
export function pageReady() {
  document.body.dataset.ready = "true";
  document.dispatchEvent(new Event("page-ready"));  // boot.js sends a form held until now
}

// A result just computed: brought into view under the sticky header and given focus, so a
// screen reader reads it and the player sees it without scrolling.
export function reveal(element) {
  element.hidden = false;
  element.scrollIntoView({block: "start", behavior: "auto"});
  element.focus({preventScroll: true});
}
