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

/** /MyCampaigns: the campaigns the user created. */
export function MyCampaignsPage() {
  const refreshFavourites = useRefreshFavourites();
  const list = useUserList('campaigns');
  const cards = list.data?.pages.flat() ?? [];
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <AccountPageHeader
        title={messages.pages.myCampaigns}
        action={
          <Link to="/ChooseCampaign" className={primaryButton}>
            {text.addCampaign}
          </Link>
        }
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : cards.length === 0 ? (
        <EmptyState text={text.emptyCampaigns} />
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
            show={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
