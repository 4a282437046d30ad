/**
 * The web build's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist/server/) and the
 * api that calls it: a page whose first API answers travel in the HTML shell (initial-calls.ts,
 * docs/decisions/008) has its first screen rendered by React on the server and hydrated in the browser
 * (docs/decisions/024). Types only: the api loads the built file at run time, never the web's source.
 */

/** Where the server entry lies in the web build, relative to apps/web/dist. */
export const SERVER_ENTRY_FILE = 'server/entry-server.js';

/** A query of the page and the data it was rendered with, as the browser's query cache takes it back. */
export interface RenderedQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface RenderedPage {
  /** the markup of `#root` */
  html: string;
  /** every query the markup shows data of: the browser seeds its cache with them before it hydrates */
  queries: RenderedQuery[];
}

/**
 * Renders the page at `url` (path and query, as requested) for a visitor who is not logged in, from
 * `answers`, the page's first API answers keyed by their URL; null when the URL is no page to render
 * (a redirect). Calls the page makes beyond `answers` are left to the browser.
 */
export type RenderPage = (url: string, answers: Record<string, unknown>) => Promise<RenderedPage | null>;

/** The module the server entry is. */
export interface ServerEntry {
  renderPage: RenderPage;
}

/** The attribute on `#root` that says its markup is React's, to be hydrated rather than replaced. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The id of the `<script type="application/json">` block that carries a rendered page's queries. */
export const RENDERED_QUERIES_ELEMENT_ID = 'athar-rendered-queries';
