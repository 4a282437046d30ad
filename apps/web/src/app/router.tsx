import { createBrowserRouter, matchRoutes } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { discoverCharityRoutes } from './charity-route-discovery';
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

/**
 * The app's router, which code outside React (the api client's 401) navigates through too. A page the
 * server rendered is hydrated with the routes it was rendered with: the router must not first ask for
 * more (the charity console's, which it asks for on an address with a dynamic segment), or it would
 * show its loading state where the page's markup is.
 */
export function createAppRouter({ hydrating = false }: { hydrating?: boolean } = {}) {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverCharityRoutes,
    ...(hydrating && { hydrationData: {} }),
  });
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
