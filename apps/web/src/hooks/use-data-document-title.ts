import { useEffect, useSyncExternalStore } from 'react';

/**
 * A title a page knows only once its data has arrived (a campaign's page is titled with the
 * deceased's name, as the server's HTML shell already titles it). One page at a time sets it.
 */
let pageDataTitle: string | null = null;
const listeners = new Set<() => void>();

function setPageDataTitle(title: string | null) {
  pageDataTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Titles the tab with `title` (site name added) while the calling page is shown; null: the route's name. */
export function useDataDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    setPageDataTitle(title);
    return () => setPageDataTitle(null);
  }, [title]);
}

/** The title the shown page set from its data, or null (app/document-title.tsx puts it on the tab). */
export function usePageDataTitle(): string | null {
  // null while the server renders and while React hydrates: no page has set a title before its effects run
  return useSyncExternalStore(
    subscribe,
    () => pageDataTitle,
    () => null,
  );
}
