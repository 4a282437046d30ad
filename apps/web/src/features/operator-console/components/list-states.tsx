import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';

/**
 * A console list as its query stands: a spinner, the error with a retry, the empty state, or the list
 * (drawn only once there is one) with «المزيد» when a next page is there.
 */
export function ListStates({
  query,
  count,
  empty,
  moreLabel,
  children,
}: {
  /** a list's query; an infinite one's next page comes with «المزيد» (`moreLabel`) */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    hasNextPage?: boolean;
    isFetchingNextPage?: boolean;
    fetchNextPage?: () => unknown;
  };
  count: number;
  empty: { title: string; text?: string };
  moreLabel?: string;
  children: () => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (count === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <>
      {children()}
      {moreLabel && query.hasNextPage ? (
        <LoadMoreButton
          label={moreLabel}
          loading={!!query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage?.()}
        />
      ) : null}
    </>
  );
}
