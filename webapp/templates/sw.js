// Service worker: the app shell is cache-first (it changes only with a new version),
// the API is network-first so numbers are fresh, falling back to the last answer offline.
const VERSION = {{ version|tojson }};
const SHELL_CACHE = `shell-${VERSION}`;
const API_CACHE = "api-v1";
// Every page (each house's rules and chart included), the manifest and the static files.
const SHELL = {{ shell|tojson }};
const API_PREFIX = {{ api_prefix|tojson }};
// API answers rule browsing needs (the house list, each house's catalog and chart), fetched
// at install so that the rules work offline after the first visit to any page.
const API_PRECACHE = {{ api_precache|tojson }};

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
    caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)),
    precacheApi(),
  ]));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("shell-") && key !== SHELL_CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page asks the waiting worker to take over when the player accepts the update toast.
self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting();
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
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, {ignoreSearch: true, ignoreVary: true});
  return cached || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(API_PREFIX)) {
    event.respondWith(networkFirst(event.request));
  } else if (event.request.mode === "navigate") {
    event.respondWith(pageNetworkFirst(event.request));
  } else if (event.request.method === "GET") {
    event.respondWith(cacheFirst(event.request));
  }
});
