import { useMatches } from 'react-router';
import { messages, type PageKey } from '../lib/messages';

/** What each route declares about itself in `handle`. */
export interface RouteHandle {
  page: PageKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).page === 'string';
}

/** The Arabic name of the deepest matched page, or null. */
export function usePageTitle(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return messages.pages[handle.page];
  }
  return null;
}
