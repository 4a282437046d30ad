import type { FastifyBaseLogger } from 'fastify';

/**
 * The processed callback's sender: POSTs the JSON to the merchant's notification_url, and on a
 * network error, a timeout or a non-2xx answer tries again after each of `retryDelaysMs` in turn
 * (at most that many retries), logging every failure. Nothing waits for it: the donor's browser is
 * redirected at once, as with Paymob, whose callback may arrive before or after the browser does.
 * Deliveries in flight are kept in memory only (a restart drops them; the merchant's inquiry finds
 * the transaction anyway); tests await them through `settled()`.
 */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000, 120_000] as const;
const ATTEMPT_TIMEOUT_MS = 10_000;

export interface DeliveryResult {
  url: string;
  delivered: boolean;
  attempts: number;
  /** the last answer's status, or null after a network failure */
  status: number | null;
}

export interface CallbackDeliveries {
  inflight: Set<Promise<DeliveryResult>>;
  /** every finished delivery, newest last (tests read it) */
  finished: DeliveryResult[];
  /** resolves once every delivery started so far has been delivered or given up */
  settled(): Promise<DeliveryResult[]>;
  /** stops retrying (the app closes) */
  close(): void;
  closed: boolean;
  timers: Set<NodeJS.Timeout>;
  wakers: Set<() => void>;
}

export function createCallbackDeliveries(): CallbackDeliveries {
  const deliveries: CallbackDeliveries = {
    inflight: new Set(),
    finished: [],
    closed: false,
    timers: new Set(),
    wakers: new Set(),
    async settled() {
      const results: DeliveryResult[] = [];
      while (deliveries.inflight.size > 0) results.push(...(await Promise.all([...deliveries.inflight])));
      return results;
    },
    close() {
      deliveries.closed = true;
      for (const timer of deliveries.timers) clearTimeout(timer);
      deliveries.timers.clear();
      for (const wake of deliveries.wakers) wake();
      deliveries.wakers.clear();
    },
  };
  return deliveries;
}

function pause(deliveries: CallbackDeliveries, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      deliveries.timers.delete(timer);
      deliveries.wakers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    timer.unref();
    deliveries.timers.add(timer);
    deliveries.wakers.add(wake);
  });
}

export interface SendCallbackOptions {
  url: string;
  body: unknown;
  retryDelaysMs: readonly number[];
  log: FastifyBaseLogger;
  /** what the log lines name the callback by */
  transactionId: number;
}

async function deliver(
  deliveries: CallbackDeliveries,
  options: SendCallbackOptions,
): Promise<DeliveryResult> {
  const payload = JSON.stringify(options.body);
  const where = new URL(options.url);
  const logged = { transactionId: options.transactionId, url: `${where.origin}${where.pathname}` };
  let status: number | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        redirect: 'manual',
      });
      status = response.status;
      await response.body?.cancel().catch(() => {});
      if (status >= 200 && status < 300) {
        options.log.info({ ...logged, attempt, status }, 'paymob simulator delivered a processed callback');
        return { url: options.url, delivered: true, attempts: attempt, status };
      }
      options.log.warn({ ...logged, attempt, status }, 'paymob simulator callback refused');
    } catch (error) {
      status = null;
      options.log.warn({ ...logged, attempt, err: error }, 'paymob simulator callback failed');
    }
    const delay = options.retryDelaysMs[attempt - 1];
    if (delay === undefined || deliveries.closed) {
      options.log.error({ ...logged, attempts: attempt }, 'paymob simulator gave up a processed callback');
      return { url: options.url, delivered: false, attempts: attempt, status };
    }
    await pause(deliveries, delay);
    if (deliveries.closed) return { url: options.url, delivered: false, attempts: attempt, status };
  }
}

/** Starts delivering one callback in the background. */
export function sendCallback(deliveries: CallbackDeliveries, options: SendCallbackOptions): void {
  if (deliveries.closed) return;
  const promise = deliver(deliveries, options).then((result) => {
    deliveries.inflight.delete(promise);
    deliveries.finished.push(result);
    return result;
  });
  deliveries.inflight.add(promise);
}
