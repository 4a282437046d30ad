import { useSyncExternalStore } from 'react';

/** Tailwind's `md`: from here up a page may lay records out as a table rather than as cards. */
const WIDE = '(min-width: 48rem)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const isWide = () => window.matchMedia(WIDE).matches;

/**
 * Whether the screen is at least `md` wide, following it as it turns or resizes: for a layout that
 * changes its markup (a table's rows or a phone's cards), not only its look, so only one is rendered.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
