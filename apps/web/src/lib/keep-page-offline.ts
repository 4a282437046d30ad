/**
 * Asks the service worker (apps/web/public/sw.js) to keep a copy of this page and of the scripts,
 * styles and fonts it loaded, so the page opens again offline. Needed because the console reaches its
 * queue by the router after login, never by a navigation the worker would see, and the first visit's
 * files were downloaded before the worker was there. No worker (vite dev, tests, an old browser): nothing.
 */
export function keepPageOffline(): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker) return;
  worker
    .getRegistration()
    // registered, perhaps still installing on a first visit: wait until it runs
    .then((registration) => (registration ? worker.ready : undefined))
    .then((registration) => {
      const active = registration?.active;
      if (!active) return;
      const { origin, pathname, search } = window.location;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${origin}/assets/`));
      active.postMessage({ type: 'keep', urls: [`${pathname}${search}`, ...files] });
    })
    .catch(() => {
      // the page then opens offline only if the worker kept it on its own
    });
}
