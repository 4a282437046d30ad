import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { useUserList } from '../api/user-lists';
import { AccountPageHeader } from './account-page-header';
import { BrowseCampaignsLink, CampaignCardList, EmptyState, UserListBody } from './list-states';

const text = accountMessages.accounts.lists;

/** /MyFavourite: favourite campaigns, a heart to remove, load more while total > loaded (PRODUCT.md §2). */
export function MyFavouritePage() {
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
      <UserListBody
        list={list}
        count={cards.length}
        more={total > cards.length && list.hasNextPage}
        empty={
          <EmptyState text={text.emptyFavourites}>
            <BrowseCampaignsLink />
          </EmptyState>
        }
      >
        <CampaignCardList cards={cards} />
      </UserListBody>
    </section>
  );
}
