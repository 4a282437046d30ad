import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadMoreButton } from './load-more-button';
import { CardGridSkeleton, cardGridClass } from './skeletons';

function uniqueBy<T>(items: T[], key: (item: T) => number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

interface PagedGridProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<T[]>>;
  /** `index` in the whole list: 0 is the first card, which may want its picture loaded at once */
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => number;
  empty: { title: string; text?: string; action?: ReactNode };
  gridClass?: string;
}

/**
 * A paged card list with its four states: skeletons while the first page loads, the server's message
 * in place of the cards when it refused (PRODUCT.md §2), an empty state, and the grid with load more.
 */
export function PagedGrid<T>({
  query,
  renderItem,
  itemKey,
  empty,
  gridClass = cardGridClass,
}: PagedGridProps<T>) {
  if (query.isPending) return <CardGridSkeleton className={gridClass} />;
  if (query.isError) {
    const message = query.error instanceof ApiError ? query.error.message : undefined;
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  // a card whose sort key changed between two pages (a donation moved it) can come back twice
  const items = uniqueBy(query.data.pages.flat(), itemKey);
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ul className={gridClass}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMoreButton onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} />
      ) : null}
    </>
  );
}
