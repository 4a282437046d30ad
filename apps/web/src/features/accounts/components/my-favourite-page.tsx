import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { useUserList, useRefreshFavourites } from '../api/user-lists';
import { CampaignCard } from '../../../components/campaign-card';
import { AccountPageHeader } from './account-page-header';
import { EmptyState, ErrorState, ListSkeleton, LoadMoreButton } from './list-states';

const text = accountMessages.accounts.lists;

/** /MyFavourite: favourite campaigns, a heart to remove, load more while total > loaded (SPEC §2). */
export function MyFavouritePage() {
  const refreshFavourites = useRefreshFavourites();
  const list = useUserList('favourites');
  const cards = list.data?.pages.flat() ?? [];
  const total = cards[0]?.total_favorites ?? 0;
  const addCampaign = (
    <Link to="/ChooseCampaign" className={primaryButton}>
      {text.addCampaign}
    </Link>
  );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <AccountPageHeader
        title={messages.pages.myFavourite}
        summary={cards.length > 0 ? text.favouritesCount(total) : undefined}
        action={addCampaign}
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : cards.length === 0 ? (
        <EmptyState text={text.emptyFavourites}>
          <Link to="/Campaigns" className="font-bold text-brand-700 underline-offset-4 hover:underline">
            {text.browseCampaigns}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cards.map((card) => (
              <li key={card.campaign_id} className="flex">
                <CampaignCard campaign={card} onFavouriteChange={refreshFavourites} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            show={total > cards.length && list.hasNextPage}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
