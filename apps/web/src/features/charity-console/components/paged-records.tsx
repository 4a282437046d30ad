import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { errorMessage } from '../../../lib/api-error';
import { ConsoleListSkeleton } from './console-list-skeleton';

interface PagedRecordsProps<Item, Page extends { items: Item[] }> {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** the whole range's totals, from the first page */
  totals: (firstPage: Page) => ReactNode;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => number;
  listLabel: string;
  empty: { title: string; text?: string };
  /** the load-more button's words, when not the lists' usual ones */
  moreLabel?: string;
}

/** A records list with its states: skeletons, the refusal with a retry, empty, or totals, list and load more. */
export function PagedRecords<Item, Page extends { items: Item[] }>({
  query,
  totals,
  renderItem,
  itemKey,
  listLabel,
  empty,
  moreLabel,
}: PagedRecordsProps<Item, Page>) {
  if (query.isPending) return <ConsoleListSkeleton count={3} className="flex flex-col gap-3" />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const [firstPage] = query.data.pages;
  const items = query.data.pages.flatMap((page) => page.items);
  if (!firstPage || items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      {totals(firstPage)}
      <ul aria-label={listLabel} className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMoreButton
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          {...(moreLabel ? { label: moreLabel } : {})}
        />
      ) : null}
    </>
  );
}
