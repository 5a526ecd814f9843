// The service worker: the whole site playable offline after one visit.
//
// It lives at the site root so that its scope covers the page with no special
// header from the host.  static/vendor/build.js (written by tools/vendor.py from
// the files on disk) names the build, a hash of every file's contents, and lists
// the files.  Each build has its own cache: a new build installs beside the old
// one and waits; the open page (static/js/offline.js) lets it take over only
// between deals, and then the old cache is deleted.
importScripts("./static/vendor/build.js");

const BUILD = self.SITE_BUILD;
const PREFIX = "hcg-";
const CACHE = `${PREFIX}${BUILD.id}`;
const PAGE = "./";
/**
 * The runtime's WebAssembly file is left to the HTTP cache: V8 keeps the code it
 * compiled for it (its code cache) only for a response from there, never for a
 * service worker's, and with it a return visit starts Python markedly faster.
 * The file is still in this cache: with the network gone, the engine's worker
 * reads it from here itself (static/js/runtime.mjs).  A HEAD (the start's check
 * that the file is there, static/js/boot.js) is answered as any other.
 */
const HTTP_CACHED = /\/pyodide\.asm\.wasm$/;

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

/** Every file of the build into its cache, or the install fails and the old build stays. */
async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    BUILD.files.map(async (path) => {
      // Revalidate with the server: an unchanged file costs a 304 and reuses the
      // copy the first visit already downloaded, a changed one is fetched afresh.
      const response = await fetch(new Request(path, { cache: "no-cache" }));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await cache.put(path, response);
    }),
  );
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "activate") self.skipWaiting();
  else if (data.type === "build" && event.ports[0]) event.ports[0].postMessage({ id: BUILD.id, files: BUILD.files.length });
});

/** A navigation to the page itself, whatever its query (?game=…, ?seed=…). */
function isPage(request, url) {
  if (request.mode !== "navigate") return false;
  const scope = new URL(self.registration.scope);
  return url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" && request.method !== "HEAD") return; // HEAD: the boot's check that a file is there
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "GET" && HTTP_CACHED.test(url.pathname)) return;
  event.respondWith(fromCache(request, url));
});

/** Cache first: the files of one build, all from the same build; anything else from the network. */
async function fromCache(request, url) {
  const cache = await caches.open(CACHE);
  const hit = isPage(request, url) ? await cache.match(PAGE) : await cache.match(request, { ignoreMethod: true });
  if (!hit) return fetch(request);
  if (request.method === "HEAD") return new Response(null, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
  return hit;
}
