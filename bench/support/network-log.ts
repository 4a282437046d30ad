import type { BrowserContext, Request } from 'playwright-core';
import { gzip9Bytes, KB } from './sizes';

export const TRANSFER_KINDS = [
  'document',
  'script',
  'stylesheet',
  'font',
  'image',
  'fetch/xhr',
  'other',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** One response as Chromium's network log saw it. */
export interface Transfer {
  url: string;
  kind: TransferKind;
  /** response headers and body as received, compressed as sent (Chromium's encodedDataLength) */
  wireBytes: number;
  /** a script's body at gzip -9, whatever the server compressed it with */
  gzip9Bytes?: number;
  /** a fetch of the service worker itself (precaching), not of the page */
  byServiceWorker: boolean;
}

const KIND_OF_RESOURCE: Record<string, TransferKind> = {
  document: 'document',
  script: 'script',
  stylesheet: 'stylesheet',
  font: 'font',
  image: 'image',
  media: 'image',
  fetch: 'fetch/xhr',
  xhr: 'fetch/xhr',
  eventsource: 'fetch/xhr',
};

const KIND_OF_CONTENT: [RegExp, TransferKind][] = [
  [/javascript|ecmascript/, 'script'],
  [/text\/css/, 'stylesheet'],
  [/font|woff/, 'font'],
  [/^image\//, 'image'],
  [/text\/html/, 'document'],
];

/**
 * Chromium's resource type, except for what a service worker fetches (all "fetch" to Chromium):
 * those are classed by their content type, so a precached script counts as script.
 */
export function transferKind(
  resourceType: string,
  contentType: string,
  byServiceWorker = false,
): TransferKind {
  if (byServiceWorker) {
    const found = KIND_OF_CONTENT.find(([pattern]) => pattern.test(contentType.toLowerCase()));
    if (found) return found[1];
  }
  return KIND_OF_RESOURCE[resourceType] ?? 'other';
}

export interface TransferTotals {
  requests: number;
  wireBytes: number;
  gzip9Bytes: number;
}

export interface TransferSummary extends TransferTotals {
  byKind: Record<TransferKind, TransferTotals>;
  /** of the total, what the service worker fetched for itself */
  serviceWorker: TransferTotals;
}

const noTransfers = (): TransferTotals => ({ requests: 0, wireBytes: 0, gzip9Bytes: 0 });

function add(totals: TransferTotals, transfer: Transfer) {
  totals.requests += 1;
  totals.wireBytes += transfer.wireBytes;
  totals.gzip9Bytes += transfer.gzip9Bytes ?? 0;
}

/** The network log summed: in all, by kind, and the service worker's share. */
export function summarizeTransfers(transfers: readonly Transfer[]): TransferSummary {
  const summary: TransferSummary = {
    ...noTransfers(),
    byKind: Object.fromEntries(TRANSFER_KINDS.map((kind) => [kind, noTransfers()])) as Record<
      TransferKind,
      TransferTotals
    >,
    serviceWorker: noTransfers(),
  };
  for (const transfer of transfers) {
    add(summary, transfer);
    add(summary.byKind[transfer.kind], transfer);
    if (transfer.byServiceWorker) add(summary.serviceWorker, transfer);
  }
  return summary;
}

/** "document 5.1 KB (1), script 98.2 KB (9), …": the kinds that were loaded, in KB on the wire. */
export function describeByKind(summary: TransferSummary): string {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const kinds = TRANSFER_KINDS.filter((kind) => summary.byKind[kind].requests > 0).map(
    (kind) => `${kind} ${kb(summary.byKind[kind].wireBytes)} KB (${summary.byKind[kind].requests})`,
  );
  const worker = summary.serviceWorker;
  return [
    ...kinds,
    ...(worker.requests > 0 ? [`of which the service worker's own ${kb(worker.wireBytes)} KB`] : []),
  ].join(', ');
}

/**
 * Records every finished response of a browser context, the page's and its service worker's, with
 * the sizes Chromium's network log gives; and tells when the network has gone quiet.
 */
export class NetworkLog {
  readonly #transfers: Transfer[] = [];
  readonly #recording = new Set<Promise<void>>();
  readonly #inFlight = new Set<Request>();
  /** responses that could not be weighed: a measurement that misses some must not pass quietly */
  readonly #unweighed: string[] = [];
  #lastActivity = Date.now();

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      this.#inFlight.add(request);
      this.#lastActivity = Date.now();
    });
    context.on('requestfailed', (request) => this.#done(request));
    context.on('requestfinished', (request) => {
      this.#done(request);
      const recording = this.#record(request)
        .catch((error: unknown) => {
          this.#unweighed.push(`${request.url()}: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => this.#recording.delete(recording));
      this.#recording.add(recording);
    });
  }

  #done(request: Request) {
    this.#inFlight.delete(request);
    this.#lastActivity = Date.now();
  }

  async #record(request: Request) {
    const response = await request.response();
    // a response the service worker answered was counted when the worker fetched it, if it did
    if (!response || response.fromServiceWorker() || !/^https?:/.test(request.url())) return;
    const byServiceWorker = request.serviceWorker() !== null;
    const kind = transferKind(
      request.resourceType(),
      (await response.headerValue('content-type')) ?? '',
      byServiceWorker,
    );
    const sizes = await request.sizes();
    const redirected = response.status() >= 300 && response.status() < 400;
    this.#transfers.push({
      url: request.url(),
      kind,
      wireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
      ...(kind === 'script' && !redirected ? { gzip9Bytes: gzip9Bytes(await response.body()) } : {}),
      byServiceWorker,
    });
  }

  /** Waits until no request has been in flight for `quietMs`; throws naming them after `timeoutMs`. */
  async quiet(quietMs = 1000, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.#inFlight.size > 0 || Date.now() - this.#lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const pending = [...this.#inFlight].map((request) => request.url());
        throw new Error(`the network did not go quiet in ${timeoutMs} ms; in flight: ${pending.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(this.#recording);
    if (this.#unweighed.length > 0) throw new Error(`responses not weighed: ${this.#unweighed.join('; ')}`);
  }

  /** What has been recorded so far (call after quiet()). */
  transfers(): Transfer[] {
    return [...this.#transfers];
  }
}
