// Service worker: the app shell is cache-first (it changes only with a new version),
// the API is network-first so numbers are fresh, falling back to the last answer offline.
// The offline core (the Pyodide runtime and the core archive, both under versioned URLs) is
// cache-first in a cache of its own, kept once the player's browser has loaded it; a new
// version brings its own files while it installs and drops the old ones when it takes over.
const VERSION = {{ version|tojson }};
const SHELL_CACHE = `shell-${VERSION}`;
const API_CACHE = "api-v1";
// Every page (each house's rules and chart included), the manifest and the static files.
const SHELL = {{ shell|tojson }};
const API_PREFIX = {{ api_prefix|tojson }};
// Shared tables: their API answers hold a table and are read with a key, and their stream is
// live, so the worker never touches them (no cache, no offline answer: the page keeps its
// own queue). Their page is the same for every table (the key is in the fragment): one copy,
// kept under one id, opens any table offline.
const TABLES_API = {{ (api_prefix ~ "tables")|tojson }};
// Tournaments likewise: their answers are read with a key and hold the tables' keys.
const TOURNAMENTS_API = {{ (api_prefix ~ "tournaments")|tojson }};
const TABLE_PAGES = {{ [url_for("table_pages.table", table_id="offline"), url_for("table_pages.new_table")]|tojson }};
const TABLE_PAGE = /^\/tables\/[A-Za-z0-9_-]+$/;
// API answers rule browsing needs (the house list, each house's catalog and chart), fetched
// at install so that the rules work offline after the first visit to any page.
const API_PRECACHE = {{ api_precache|tojson }};
const OFFLINE_CACHE = "offline-core";
const OFFLINE_PREFIX = {{ offline_prefix|tojson }};
// This version's runtime files and core archive.
const OFFLINE_FILES = {{ offline_files|tojson }};
// Where the core's worker keeps its memory snapshot for this version (it writes it itself).
const OFFLINE_SNAPSHOT = {{ offline_snapshot|tojson }};

// Fetches the files of this version the offline cache lacks (from the HTTP cache when the
// worker has just read them). Only for a browser that uses the offline core: never a download
// the player did not ask for.
async function keepOfflineCore() {
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all(OFFLINE_FILES.map(async (url) => {
    if (await cache.match(url)) return;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      // offline: the next online visit fills it
    }
  }));
}

async function usesOfflineCore() {
  return (await caches.has(OFFLINE_CACHE)) && (await (await caches.open(OFFLINE_CACHE)).keys()).length > 0;
}

async function precacheApi() {
  const cache = await caches.open(API_CACHE);
  // One by one: a failing answer must not stop the worker from installing.
  await Promise.all(API_PRECACHE.map(async (url) => {
    try {
      const response = await fetch(url, {cache: "no-cache"});
      if (response.ok) await cache.put(url, response);
    } catch {
      // offline during install: the network-first route fills the cache later
    }
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([
    caches.open(SHELL_CACHE).then((cache) => cache.addAll([...SHELL, ...TABLE_PAGES])),
    precacheApi(),
    usesOfflineCore().then((used) => used && keepOfflineCore()),
  ]));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("shell-") && key !== SHELL_CACHE) await caches.delete(key);
    }
    const offline = await caches.open(OFFLINE_CACHE);
    for (const request of await offline.keys()) {
      const path = new URL(request.url).pathname;
      if (!OFFLINE_FILES.includes(path) && path !== OFFLINE_SNAPSHOT) await offline.delete(request);
    }
    await self.clients.claim();
  })());
});

// The page asks the waiting worker to take over when the player accepts the update toast.
self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
  // The page's offline core is ready: keep its files for the next visit, even offline.
  if (event.data === "keepOfflineCore") event.waitUntil(keepOfflineCore());
});

async function networkFirst(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (request.method === "GET" && response.ok) cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = request.method === "GET" ? await cache.match(request) : undefined;
    if (cached) return cached;
    return new Response(
      JSON.stringify({error: {code: "offline", message: "オフラインです。接続してからもう一度試してください。", field: null}}),
      {status: 503, headers: {"Content-Type": "application/json"}},
    );
  }
}

// Pages are rendered for the reader's language and chosen house (cookies) and for their query
// (?a=&b= on the comparison): fresh from the network, the cached copy only when offline.
async function pageNetworkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const cached = await cache.match(request, {ignoreSearch: true, ignoreVary: true});
    if (cached) return cached;
    const path = new URL(request.url).pathname;
    const table = TABLE_PAGE.test(path) && await cache.match(TABLE_PAGES[0], {ignoreVary: true});
    if (table) return table;
    throw error;
  }
}

async function offlineCoreFirst(request) {
  const cache = await caches.open(OFFLINE_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && OFFLINE_FILES.includes(new URL(request.url).pathname)) {
    await cache.put(request, response.clone());
  }
  return response;
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, {ignoreSearch: true, ignoreVary: true});
  return cached || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === TABLES_API || url.pathname.startsWith(`${TABLES_API}/`)) return;
  if (url.pathname === TOURNAMENTS_API || url.pathname.startsWith(`${TOURNAMENTS_API}/`)) return;
  if (url.pathname.startsWith(API_PREFIX)) {
    event.respondWith(networkFirst(event.request));
  } else if (url.pathname.startsWith(OFFLINE_PREFIX) && event.request.method === "GET") {
    event.respondWith(offlineCoreFirst(event.request));
  } else if (event.request.mode === "navigate") {
    event.respondWith(pageNetworkFirst(event.request));
  } else if (event.request.method === "GET") {
    event.respondWith(cacheFirst(event.request));
  }
});
