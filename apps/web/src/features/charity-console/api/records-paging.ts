import { nextOffset } from '../../../lib/paging';

/** The records answer pages of `{ items }` with totals; load more goes on while a page comes back full. */
export function nextRecordsOffset<T>(lastPage: { items: T[] }, allPages: Array<{ items: T[] }>) {
  return nextOffset(
    lastPage.items,
    allPages.map((page) => page.items),
  );
}
