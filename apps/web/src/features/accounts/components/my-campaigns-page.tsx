import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { useUserList } from '../api/user-lists';
import { AccountPageHeader } from './account-page-header';
import { CampaignCardList, EmptyState, UserListBody } from './list-states';

const text = accountMessages.accounts.lists;

/** /MyCampaigns: the campaigns the user created. */
export function MyCampaignsPage() {
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
      <UserListBody list={list} count={cards.length} empty={<EmptyState text={text.emptyCampaigns} />}>
        <CampaignCardList cards={cards} />
      </UserListBody>
    </section>
  );
}
