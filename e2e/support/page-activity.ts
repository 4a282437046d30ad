import type { BrowserContext } from 'playwright-core';

/** The newest lines kept: enough for the minute before a failure. */
const KEPT = 150;

/**
 * What the pages of `context` did, to be printed when a journey fails: each page load, each api call
 * with its status, each request that failed, each error or warning on the console and uncaught error
 * — with seconds since the context opened. A journey that waited in vain then says what the page was
 * doing instead (a call refused, never answered, or never made).
 */
export function recordPageActivity(context: BrowserContext): () => string[] {
  const opened = Date.now();
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(`${((Date.now() - opened) / 1000).toFixed(1).padStart(6)} s  ${line}`);
    if (lines.length > KEPT) lines.shift();
  };
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  context.on('response', (response) => {
    const request = response.request();
    const kind = request.resourceType();
    if (kind === 'document' || kind === 'fetch' || kind === 'xhr')
      note(`${request.method()} ${pathOf(response.url())} → ${response.status()}`);
  });
  context.on('requestfailed', (request) =>
    note(`${request.method()} ${pathOf(request.url())} failed: ${request.failure()?.errorText ?? ''}`),
  );
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`uncaught: ${String(error.error())}`));
  return () => [...lines];
}
