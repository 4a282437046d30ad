import { describe, expect, it } from 'vitest';
import { describeByKind, summarizeTransfers, transferKind, type Transfer } from './network-log';

const transfer = (overrides: Partial<Transfer>): Transfer => ({
  url: 'http://127.0.0.1/x',
  kind: 'other',
  wireBytes: 0,
  byServiceWorker: false,
  ...overrides,
});

describe('transferKind', () => {
  it("takes Chromium's resource type for the page's own requests", () => {
    expect(transferKind('document', 'text/html')).toBe('document');
    expect(transferKind('script', 'text/javascript')).toBe('script');
    expect(transferKind('media', 'video/mp4')).toBe('image');
    expect(transferKind('xhr', 'application/json')).toBe('fetch/xhr');
    expect(transferKind('fetch', 'text/javascript')).toBe('fetch/xhr');
    expect(transferKind('manifest', 'application/manifest+json')).toBe('other');
  });

  it("classes a service worker's fetches by what they fetched", () => {
    expect(transferKind('fetch', 'text/javascript; charset=utf-8', true)).toBe('script');
    expect(transferKind('fetch', 'text/css', true)).toBe('stylesheet');
    expect(transferKind('fetch', 'font/woff2', true)).toBe('font');
    expect(transferKind('fetch', 'image/webp', true)).toBe('image');
    expect(transferKind('fetch', 'text/html', true)).toBe('document');
    expect(transferKind('fetch', 'application/json', true)).toBe('fetch/xhr');
  });
});

describe('summarizeTransfers', () => {
  const log = [
    transfer({ kind: 'document', wireBytes: 2_000 }),
    transfer({ kind: 'script', wireBytes: 40_000, gzip9Bytes: 42_000 }),
    transfer({ kind: 'script', wireBytes: 10_500, gzip9Bytes: 11_000, byServiceWorker: true }),
    transfer({ kind: 'image', wireBytes: 25_000 }),
    transfer({ kind: 'fetch/xhr', wireBytes: 1_500 }),
  ];

  it('sums the wire bytes in all, by kind and for the service worker, and the scripts at gzip -9', () => {
    const summary = summarizeTransfers(log);
    expect(summary).toMatchObject({ requests: 5, wireBytes: 79_000, gzip9Bytes: 53_000 });
    expect(summary.byKind.script).toEqual({ requests: 2, wireBytes: 50_500, gzip9Bytes: 53_000 });
    expect(summary.byKind.font).toEqual({ requests: 0, wireBytes: 0, gzip9Bytes: 0 });
    expect(summary.serviceWorker).toEqual({ requests: 1, wireBytes: 10_500, gzip9Bytes: 11_000 });
  });

  it('names the kinds that were loaded, in KB, and the service worker share', () => {
    expect(describeByKind(summarizeTransfers(log))).toBe(
      "document 2.0 KB (1), script 50.5 KB (2), image 25.0 KB (1), fetch/xhr 1.5 KB (1), of which the service worker's own 10.5 KB",
    );
  });

  it('is empty for an empty log', () => {
    expect(summarizeTransfers([])).toMatchObject({ requests: 0, wireBytes: 0 });
    expect(describeByKind(summarizeTransfers([]))).toBe('');
  });
});
