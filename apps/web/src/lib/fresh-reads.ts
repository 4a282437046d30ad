/**
 * Read your own writes through the shared cache: nginx keeps a public answer (a campaign's total, its
 * donors) for a few seconds (docs/PERFORMANCE.md), so for a short while after this visitor sent a change — a
 * donation, a dua, a reserved juz' — their reads ask for a fresh answer (`cache: 'no-cache'`: the
 * browser sends `Cache-Control: max-age=0`, which the shared cache does not answer from its copy).
 * Everyone else keeps reading the shared copy.
 */
const WINDOW_MS = 15_000;
let freshUntil = 0;

/** A request of `method` is being sent at `now`: a write opens the window. */
export function noteRequest(method: string, now = Date.now()): void {
  if (method !== 'GET' && method !== 'HEAD') freshUntil = now + WINDOW_MS;
}

/** The fetch cache mode of a read at `now`: fresh within the window, the browser's default otherwise. */
export function readCacheMode(method: string, now = Date.now()): RequestCache | undefined {
  return method === 'GET' && now < freshUntil ? 'no-cache' : undefined;
}
