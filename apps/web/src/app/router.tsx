import { createBrowserRouter, matchRoutes } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { routes } from './route-table';

/**
 * Loads the lazy modules of the routes `path` matches into the route table: a server-rendered page
 * (docs/decisions/024) must be hydrated by its own components, not by the router's loading state, which
 * it would show while it fetched them. The api preloads the same modules in the page's HTML.
 */
export async function loadRoutesOf(path: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, path) ?? []).map((match) => match.route);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The app's router, which code outside React (the api client's 401) navigates through too. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
