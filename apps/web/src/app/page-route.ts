import type { RouteObject } from 'react-router';
import type { PageKey } from '../lib/messages';
import type { RouteHandle } from './route-handle';

export type LazyRoute = NonNullable<RouteObject['lazy']>;

/** One exact, case-sensitive page route (PRODUCT.md §2: route matching is exact). */
export function page(path: string, pageKey: PageKey, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { page: pageKey };
  return { path, caseSensitive: true, handle, lazy };
}

/** The same, named by its title (the charity console's: its names load with its routes). */
export function titledPage(path: string, title: string, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { title };
  return { path, caseSensitive: true, handle, lazy };
}
