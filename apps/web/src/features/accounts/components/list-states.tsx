import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CampaignCard as CampaignCardItem } from '@athar/contract/campaigns/campaign-card';
import { secondaryButton } from '../../../components/button-classes';
import { CampaignCard } from '../../../components/campaign-card';
import { LoadMoreButton } from '../../../components/load-more-button';
import { errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { useRefreshFavourites } from '../api/user-lists';

const text = accountMessages.accounts.lists;

/** Grey placeholders while a list loads. */
export function ListSkeleton({ count = 4, tall = true }: { count?: number; tall?: boolean }) {
  return (
    <div role="status" aria-label={messages.loading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`animate-pulse rounded-2xl bg-brand-100/60 ${tall ? 'h-72' : 'h-28'}`} />
      ))}
    </div>
  );
}

/** A quiet message with an optional action, for an empty list. */
export function EmptyState({ text: message, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-10 text-center ring-1 ring-brand-100">
      <p className="text-muted">{message}</p>
      {children}
    </div>
  );
}

/** An empty list's way on: the campaigns listing. */
export function BrowseCampaignsLink() {
  return (
    <Link to="/Campaigns" className="font-bold text-brand-700 underline-offset-4 hover:underline">
      {text.browseCampaigns}
    </Link>
  );
}

/** A failed load, with a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-danger-50 px-4 py-8 text-center"
    >
      <p className="font-bold text-danger-700">{message}</p>
      <button type="button" onClick={onRetry} className={secondaryButton}>
        {text.retry}
      </button>
    </div>
  );
}

/** What a list page needs of its paged query (useUserList). */
interface PagedList {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list page's states: placeholders while the first page loads, the failure with a retry, `empty`
 * when nothing came, else the list (`children`) and load more while there is more (PRODUCT.md §4).
 */
export function UserListBody({
  list,
  count,
  empty,
  more = list.hasNextPage,
  tall,
  children,
}: {
  list: PagedList;
  /** how many items are loaded */
  count: number;
  empty: ReactNode;
  /** whether load more shows: while the next page may have any, unless the page knows better */
  more?: boolean;
  tall?: boolean;
  children: ReactNode;
}) {
  if (list.isPending) return <ListSkeleton tall={tall} />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (count === 0) return empty;
  return (
    <>
      {children}
      {more ? (
        <LoadMoreButton onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} />
      ) : null}
    </>
  );
}

/** The campaign cards of a list page, each with its favourite heart refreshing the favourite lists. */
export function CampaignCardList({ cards }: { cards: readonly CampaignCardItem[] }) {
  const refreshFavourites = useRefreshFavourites();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.campaign_id} className="flex">
          <CampaignCard campaign={card} onFavouriteChange={refreshFavourites} />
        </li>
      ))}
    </ul>
  );
}
