import type { PatchRoutesOnNavigationFunction } from 'react-router';

/** Where the charity console lives; its routes match this first segment case-sensitively. */
const CHARITY_PREFIX = '/charity';

/**
 * Adds the charity console's routes to the router's table the first time a `/charity` address is opened
 * (React Router asks whenever an address matches only a dynamic route or none). Adding them again is a
 * no-op: the router keeps one route per id.
 */
export const discoverCharityRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== CHARITY_PREFIX && !path.startsWith(`${CHARITY_PREFIX}/`)) return;
  const { charityRoutes } = await import('./charity-route-table');
  patch(null, charityRoutes);
};
