import type { BrowserContext } from 'playwright-core';

/**
 * What React 19 reports when a server-rendered page (docs/decisions/024) and the browser's first render
 * differ. Its production build reports through `window.reportError`, an uncaught error to the page:
 * #418 the markup did not match, #419, #422 and #423 a part or the whole page rendered again in the
 * browser instead of hydrated. Its development build says it in words, on the console.
 */
const HYDRATION_ERROR =
  /Minified React error #(418|419|422|423)\b|Hydration failed|didn't match the client|error while hydrating/i;

/** Collects the hydration errors of every page of `context`; the returned function lists them so far. */
export function watchHydrationErrors(context: BrowserContext): () => string[] {
  const seen: string[] = [];
  const note = (page: string, text: string) => {
    if (HYDRATION_ERROR.test(text)) seen.push(`${page}: ${text}`);
  };
  context.on('weberror', (error) => note(error.page()?.url() ?? '', String(error.error())));
  context.on('console', (message) => {
    if (message.type() === 'error') note(message.page()?.url() ?? '', message.text());
  });
  return () => [...seen];
}
