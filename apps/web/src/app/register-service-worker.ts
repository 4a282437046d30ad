/**
 * Registers public/sw.js (PRODUCT.md §2.8: an offline page, the console's queue page on a phone that lost its
 * connection). Production builds only: under `vite dev` a worker would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // after the page's own downloads: the worker's install must not compete with the first paint
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // without a worker the app works as before, only not offline
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
