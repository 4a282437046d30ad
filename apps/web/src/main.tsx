import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SERVER_RENDERED_ATTRIBUTE } from '@athar/contract/server-render';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter, loadRoutesOf } from './app/router';
import { readRenderedQueries } from './lib/initial-data';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Marks `<html data-app-ready>` once React has rendered or hydrated the page: until then a server-rendered
 * page shows its first screen but answers no press (the journeys wait for it, e2e/support/app-ready.ts).
 */
function MarkReady() {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return null;
}

const queryClient = createQueryClient();
const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
    <MarkReady />
  </StrictMode>
);

// The home page, /Campaigns and a campaign page come with their first screen rendered by React on the
// server (docs/decisions/024): hydrated with the data and the components it was rendered with. Every
// other page comes with the router's loading spinner, which React replaces. So does a rendered page
// reloaded with the state its visitor navigated with (React Router keeps it in history.state.usr, which
// a reload keeps: «just created», a payment coming back): the server rendered it without that state,
// so the browser renders it afresh from the same data rather than hydrate markup that cannot match.
const rendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const navigatedWithState = (window.history.state as { usr?: unknown } | null)?.usr != null;
if (rendered) for (const { key, data } of readRenderedQueries()) queryClient.setQueryData(key, data);
if (rendered && !navigatedWithState) {
  await loadRoutesOf(window.location.pathname);
  hydrateRoot(container, app(createAppRouter({ hydrating: true })));
} else {
  createRoot(container).render(app(createAppRouter()));
}

if (import.meta.env.PROD) registerServiceWorker();
