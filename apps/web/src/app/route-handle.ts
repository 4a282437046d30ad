import { useMatches } from 'react-router';
import { messages, type PageKey } from '../lib/messages';

/**
 * What each route declares about itself in `handle`: its page's key among the visitor app's page names,
 * or (the charity console's, whose names load with its routes) the name itself.
 */
export type RouteHandle = { page: PageKey } | { title: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null) return false;
  return (
    typeof (handle as { page?: unknown }).page === 'string' ||
    typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The Arabic name of the deepest matched page, or null. */
export function usePageTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return 'title' in handle ? handle.title : messages.pages[handle.page];
  }
  return null;
}
