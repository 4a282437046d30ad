import { PAGE_SIZE } from '@athar/contract/constants';
import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import type { BenchContext } from '../support/context';

/** The /Campaigns page's first request: a page of 20 cards, newest first. */
export function listingQuery(offset = 0): string {
  return `?offset=${offset}&rowscount=${PAGE_SIZE}&filter=desc`;
}

/** A name the way a visitor types it in the search box: one family name, about 1 in 100 campaigns. */
export const SEARCH_TEXT = 'الدسوقي';

/** The other kinds of query forgiving search answers (docs/decisions/012), timed for the record. */
export const FORGIVING_SEARCH_TEXTS = [
  { text: 'الدسوفي', kind: 'one typo' },
  { text: 'عطية محمود', kind: 'words in another order, one left out' },
  { text: 'mohamed abdelrahman', kind: 'Latin letters' },
  { text: 'زينب الدسوقي', kind: 'some words: no name has both' },
  { text: 'عبد', kind: 'a word in half the names, as typing starts' },
] as const;

export function searchQueryString(text: string = SEARCH_TEXT): string {
  return `?text=${encodeURIComponent(text)}`;
}

/** The headers the web app sends with every /api call. */
export function apiHeaders(context: BenchContext): Record<string, string> {
  return { [API_SIGNATURE_HEADER]: context.apiSignature };
}

/** GET with the web app's headers; the parsed JSON of a 200, or an error naming the URL. */
export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}
