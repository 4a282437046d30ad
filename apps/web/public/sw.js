/* global self, caches */
/**
 * Athar's service worker (PRODUCT.md §2.8): the app opens on a phone that lost its connection.
 *
 * - /offline.html (Arabic, self-contained) is kept at install; a page asked for offline that has no
 *   copy here gets it.
 * - Pages (navigations): network first, so a page is never older than the server's; the last copy of
 *   each is kept for when the network fails. The api serves the same shell for every route with only
 *   public data inlined (what a visitor who is not logged in would get), so a copy holds nothing
 *   personal.
 * - /assets/*: content-hashed and immutable, so cache first, kept on first use.
 * - Nothing else: /api answers (personal ones above all), /uploads and every POST/PUT/DELETE go
 *   straight to the network, untouched. The console keeps its last cash queue itself, per staff
 *   member, cleared at logout (features/charity-console/kept-cash-queue.ts).
 *
 * A page the app routed to without a navigation (the console's queue after login, a campaign opened
 * from a listing) is kept when the page asks: a `{ type: 'keep', urls }` message
 * (lib/keep-page-offline.ts); MAX_PAGES bounds them with the rest.
 *
 * Bump VERSION when this file's caching changes: activate deletes every other version's caches.
 */
const VERSION = 'v1';
const SHELL_CACHE = `athar-shell-${VERSION}`;
const PAGE_CACHE = `athar-pages-${VERSION}`;
const ASSET_CACHE = `athar-assets-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const PRECACHE = [OFFLINE_PAGE, '/favicon.svg'];
/** Old builds' hashed files and long-ago pages would otherwise pile up on a small phone. */
const MAX_PAGES = 30;
const MAX_ASSETS = 200;
/** Served by the api itself, never the app's pages: left to the network. */
const NOT_PAGE = /^\/(api|athar\/api|uploads|healthz|readyz|metrics)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([SHELL_CACHE, PAGE_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('athar-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && !NOT_PAGE.test(url.pathname)) {
    event.respondWith(pageNetworkFirst(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetCacheFirst(event));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => cached(SHELL_CACHE, request)));
  }
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(Promise.all(data.urls.map((url) => keep(String(url)))));
});

/** An answer worth keeping: a full same-origin 200 (no redirect, no error page). */
function keepable(response) {
  return response.ok && response.type === 'basic' && !response.redirected;
}

function isHtml(response) {
  return (response.headers.get('content-type') ?? '').startsWith('text/html');
}

async function cached(cacheName, request) {
  const cache = await caches.open(cacheName);
  return (await cache.match(request, { ignoreVary: true })) ?? Response.error();
}

/** Drops the oldest entries past `max` (a cache lists its keys in the order they were put). */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function put(cacheName, max, request, response) {
  const cache = await caches.open(cacheName);
  await cache.delete(request);
  await cache.put(request, response);
  await trim(cacheName, max);
}

async function pageNetworkFirst(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (keepable(response) && isHtml(response)) {
      event.waitUntil(put(PAGE_CACHE, MAX_PAGES, pageKey(request.url), response.clone()));
    }
    return response;
  } catch {
    const pages = await caches.open(PAGE_CACHE);
    const copy = await pages.match(pageKey(request.url), { ignoreVary: true });
    if (copy) return copy;
    const shell = await caches.open(SHELL_CACHE);
    return (await shell.match(OFFLINE_PAGE, { ignoreVary: true })) ?? Response.error();
  }
}

/** A page's copy is found by its address without the #fragment. */
function pageKey(address) {
  const url = new URL(address);
  url.hash = '';
  return url.href;
}

async function assetCacheFirst(event) {
  const { request } = event;
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (keepable(response)) event.waitUntil(put(ASSET_CACHE, MAX_ASSETS, request, response.clone()));
  return response;
}

/** Keeps one same-origin page or asset a page asked to keep (see the 'message' listener). */
async function keep(address) {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin || NOT_PAGE.test(url.pathname)) return;
  const asset = url.pathname.startsWith('/assets/');
  if (asset && (await caches.open(ASSET_CACHE).then((cache) => cache.match(url.href, { ignoreVary: true }))))
    return;
  const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
  if (!response || !keepable(response)) return;
  if (asset) await put(ASSET_CACHE, MAX_ASSETS, url.href, response);
  else if (isHtml(response)) await put(PAGE_CACHE, MAX_PAGES, pageKey(url.href), response);
}
