import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { RenderedPage, RenderPage } from '@athar/contract/server-render';
import { AppProviders } from './app/providers';
import { routes } from './app/route-table';
import { answerFromServer } from './lib/initial-data';

/*
 * The server entry of the web build (docs/decisions/024), built into dist/server/ and called by the api
 * for the pages whose first API answers travel in the HTML shell: their first screen arrives as
 * React's markup, so a phone paints the campaign, its picture and its progress before any script has
 * run, and React hydrates it once the scripts have come.
 */

// from the start, the api client of this bundle sends nothing: it answers from the page's answers only
answerFromServer(new Map());
// built once: the handler loads a matched route's lazy module the first time and keeps it
const handler = createStaticHandler(routes);
/** The origin the router's URLs are read against; no link the markup holds carries it. */
const BASE = 'http://athar.invalid';

/** A query the page asked for, which the server fetches from the answers unless it is turned off. */
function isEnabled(query: Query): boolean {
  // the options of the component's useQuery, `enabled` among them, are the query's once it has asked
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function render(url: string, answers: Record<string, unknown>): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, BASE)));
  if (context instanceof Response) return null;
  // a cache of its own for each page, without the browser's banners, retries or refetches
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  answerFromServer(new Map(Object.entries(answers)));
  try {
    return await renderFromAnswers(page, client);
  } finally {
    answerFromServer(new Map());
  }
}

/** Passes at most: the first asks, a lazy section's own queries need one more, the last renders. */
const MAX_PASSES = 4;

async function renderFromAnswers(page: () => string, client: QueryClient): Promise<RenderedPage> {
  // a pass asks for its queries; the answers fill them, and the next pass renders with their data. A
  // section in a lazy module renders from the second pass on — the server build inlines every chunk,
  // so its module is there one turn of the event loop later — and may ask for queries of its own (the
  // home page's featured projects, docs/decisions/049): a pass that asks for nothing new is the page.
  // A query the answers do not hold stays pending, as it is in the browser until it asks (the markup
  // shows it loading on both sides).
  const cache = client.getQueryCache();
  const tried = new Set<string>();
  let html = page();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = cache
      .getAll()
      .filter((query) => query.state.status !== 'success' && !tried.has(query.queryHash))
      .filter(isEnabled);
    if (asked.length === 0 && pass > 1) break;
    for (const query of asked) tried.add(query.queryHash);
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    await new Promise((resolve) => setImmediate(resolve));
    for (const query of cache.getAll()) if (query.state.status !== 'success') cache.remove(query);
    html = page();
  }
  // React's own preloads of the pictures come first in its markup: the api preloads the page's largest
  // picture in the head already (docs/decisions/008), and a link is no part of the tree to hydrate
  html = html.replace(/^(?:<link [^>]*\/>)+/, '');
  const queries = cache
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
  return { html, queries };
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * One page at a time: the answers are the api client's for the whole render (lib/initial-data.ts), so
 * two renders must not interleave. A render is a few milliseconds of work with no waiting in it.
 */
export const renderPage: RenderPage = (url, answers) => {
  const rendered = previous.then(() => render(url, answers));
  previous = rendered.catch(() => undefined);
  return rendered;
};
