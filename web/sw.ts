/// <reference lib="webworker" />
/**
 * The service worker of the web app (served at {API_ROOT}/sw.js, scope {API_ROOT}/). It does
 * nothing for pages other than the station. For the station it keeps, after one visit: the page's
 * files, the site's offline copy (.../offline) and every SDS PDF it lists, so that the station still
 * works when the appliance cannot be reached.
 */
import { SHELL_CACHE, STATION_CACHE, pdfUrl, shellKey, snapshotUrl, stationApi, type FromWorker, type Snapshot, type ToWorker } from "./shared/station-cache";

declare const self: ServiceWorkerGlobalScope;
declare const SW_ASSETS: string[];

const root = self.location.pathname.replace(/\/sw\.js$/, "");
const assetUrl = (name: string) => `${root}/assets/${name}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((c) => c.addAll(SW_ASSETS.filter((n) => n !== "sw.js").map(assetUrl))).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // Files of earlier builds are not needed any more.
    const keep = new Set(SW_ASSETS.map((n) => new URL(assetUrl(n), self.location.origin).href));
    const shell = await caches.open(SHELL_CACHE);
    for (const req of await shell.keys()) if (new URL(req.url).pathname.startsWith(`${root}/assets/`) && !keep.has(req.url)) await shell.delete(req);
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (req.mode === "navigate" && path.startsWith(`${root}/station/`)) event.respondWith(stationPage(req));
  else if (path.startsWith(`${root}/assets/`)) event.respondWith(cacheFirst(SHELL_CACHE, req));
  else if (/\/api\/v1\/station\/[^/]+\/sds\/[^/]+$/.test(path)) event.respondWith(cacheFirst(STATION_CACHE, req));
});

/** The network's page when it answers, else the kept shell (the page then reads the offline copy). */
async function stationPage(req: Request): Promise<Response> {
  try {
    const res = await fetch(req);
    if (res.ok) (await caches.open(SHELL_CACHE)).put(shellKey(root), res.clone());
    return res;
  } catch (err) {
    const kept = await caches.match(shellKey(root));
    if (kept) return kept;
    throw err;
  }
}

/** A kept copy first (hashed assets and one SDS's PDF never change), else the network. */
async function cacheFirst(cacheName: string, req: Request): Promise<Response> {
  const kept = await caches.match(req.url, { cacheName, ignoreVary: true });
  if (kept) return kept;
  return fetch(req);
}

self.addEventListener("message", (event) => {
  const msg = event.data as ToWorker;
  if (msg?.type === "save-station") event.waitUntil(saveStation(msg.token, msg.lang));
  if (msg?.type === "forget-station") event.waitUntil(forgetStation(msg.token));
});

async function tell(msg: FromWorker) {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(msg);
}

/** Keeps the site's offline copy, its page and every PDF it lists; drops PDFs it no longer lists. */
async function saveStation(token: string, lang?: string): Promise<void> {
  try {
    // One language per copy (the page's): statements in every language would multiply its size.
    const res = await fetch(lang ? `${snapshotUrl(root, token)}?lang=${encodeURIComponent(lang)}` : snapshotUrl(root, token), { cache: "no-store" });
    if (res.status === 404) return forgetStation(token);
    if (!res.ok) throw new Error(`offline copy: ${res.status}`);
    const snapshot = (await res.clone().json()) as Snapshot;
    const cache = await caches.open(STATION_CACHE);
    const wanted = new Set(snapshot.products.map((p) => new URL(pdfUrl(root, token, p.sds_id), self.location.origin).href));
    for (const href of wanted) {
      if (await cache.match(href)) continue;
      const pdf = await fetch(href);
      if (pdf.status === 429) await new Promise((r) => setTimeout(r, 1000 * Number(pdf.headers.get("retry-after") ?? 5)));
      else if (pdf.ok) await cache.put(href, pdf);
    }
    const prefix = new URL(`${stationApi(root, token)}/sds/`, self.location.origin).href;
    for (const req of await cache.keys()) if (req.url.startsWith(prefix) && !wanted.has(req.url)) await cache.delete(req);
    const savedAt = new Date().toISOString();
    const headers = new Headers(res.headers);
    headers.set("x-saved-at", savedAt);
    await cache.put(snapshotUrl(root, token), new Response(await res.blob(), { status: 200, headers }));
    const page = await fetch(`${root}/station/${token}`);
    if (page.ok) await (await caches.open(SHELL_CACHE)).put(shellKey(root), page);
    await tell({ type: "station-saved", token, savedAt, count: snapshot.products.length });
  } catch {
    await tell({ type: "station-save-failed", token });
  }
}

/** A revoked link: nothing of that station stays on the device. */
async function forgetStation(token: string): Promise<void> {
  const cache = await caches.open(STATION_CACHE);
  const prefix = new URL(`${stationApi(root, token)}/`, self.location.origin).href;
  for (const req of await cache.keys()) if (req.url.startsWith(prefix)) await cache.delete(req);
}
