// What every page shares: its routes from Flask (one data attribute built once per process),
// the strings of the chosen language, the API client, and the service worker.
import {ApiClient} from "./api-client.js";
import {ServiceWorkerUpdates} from "./sw-updates.js";
import {loadTables} from "./i18n.js";

// `tables`: the translation tables the page needs besides the interface strings.
export async function startPage(tables = []) {
  const routes = JSON.parse(document.body.dataset.routes);
  const houseId = document.body.dataset.houseId || null;
  new ServiceWorkerUpdates(routes.serviceWorker, document.getElementById("update-toast")).register()
    .catch(() => {});  // no worker (e.g. private mode): the app still works online
  await loadTables(routes.i18n, ["ui", ...tables]);
  return {routes, houseId, api: new ApiClient(routes)};
}

// A link to one of a house's pages (rules, chart): the route with the id in place.
export function housePage(routes, page, houseId) {
  return routes.pages[page].replace("HOUSE", encodeURIComponent(houseId));
}

// The page's JS has wired everything up (tests wait for this instead of sleeping).
export function pageReady() {
  document.body.dataset.ready = "true";
}

// A result just computed: brought into view under the sticky header and given focus, so a
// screen reader reads it and the player sees it without scrolling.
export function reveal(element) {
  element.hidden = false;
  element.scrollIntoView({block: "start", behavior: "auto"});
  element.focus({preventScroll: true});
}
