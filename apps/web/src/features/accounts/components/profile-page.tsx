import { Link } from 'react-router';
import { secondaryButton } from '../../../components/button-classes';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { accountMessages } from '../../../lib/messages/accounts';
import { useUserDetails } from '../api/user-details';
import { useUserListPreview, useRefreshFavourites } from '../api/user-lists';
import { CampaignCard } from '../../../components/campaign-card';
import { DataExportButton } from './data-export-button';
import { DonationCard } from './donation-card';
import { ErrorState } from './list-states';
import { ProfilePicture } from './profile-picture';
import { ProfilePreview } from './profile-preview';

const text = accountMessages.accounts;

/** /MyProfile: picture, name, counts, the hidden-name indicator and previews of the user's lists. */
export function ProfilePage() {
  const refreshFavourites = useRefreshFavourites();
  const details = useUserDetails();
  const favourites = useUserListPreview('favourites');
  const donations = useUserListPreview('donations');
  const campaigns = useUserListPreview('campaigns');

  if (details.isPending) return <PageSpinner />;
  if (details.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState message={errorMessage(details.error)} onRetry={() => void details.refetch()} />
      </div>
    );
  }
  const user = details.data;
  const cardGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <section className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 sm:flex-row sm:text-start">
        <ProfilePicture src={user.profile_pic} name={user.user_name} size={112} />
        <div className="flex flex-1 flex-col gap-2">
          <h1 className="text-2xl font-bold text-brand-900">{user.user_name}</h1>
          <p className="text-muted" dir="ltr">
            {user.email}
          </p>
          <dl className="mt-1 flex flex-wrap justify-center gap-6 sm:justify-start">
            <div className="flex items-baseline gap-1.5">
              <dt className="order-2 text-muted">{text.profile.campaigns}</dt>
              <dd className="text-2xl font-bold text-brand-700">{user.total_campaigns}</dd>
            </div>
            <div className="flex items-baseline gap-1.5">
              <dt className="order-2 text-muted">{text.profile.donations}</dt>
              <dd className="text-2xl font-bold text-brand-700">{user.total_donations}</dd>
            </div>
          </dl>
          <p className="text-sm font-bold text-brand-800">
            {user.hide_data ? text.profile.hiddenName : text.profile.shownName}
          </p>
        </div>
        <div className="flex flex-col items-center gap-3 sm:items-start">
          <Link to="/MyProfile/Edit" className={secondaryButton}>
            {text.profile.edit}
          </Link>
          <DataExportButton />
        </div>
      </section>

      <ProfilePreview
        title={text.profile.favourites}
        to="/MyFavourite"
        loading={favourites.isPending}
        isEmpty={(favourites.data ?? []).length === 0}
        emptyText={text.lists.emptyFavourites}
      >
        <ul className={cardGrid}>
          {favourites.data?.map((card) => (
            <li key={card.campaign_id} className="flex">
              <CampaignCard campaign={card} onFavouriteChange={refreshFavourites} />
            </li>
          ))}
        </ul>
      </ProfilePreview>

      <ProfilePreview
        title={text.profile.myDonations}
        to="/MyDonations"
        loading={donations.isPending}
        isEmpty={(donations.data ?? []).length === 0}
        emptyText={text.lists.emptyDonations}
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {donations.data?.map((donation) => (
            <li key={donation.donation_id}>
              <DonationCard donation={donation} />
            </li>
          ))}
        </ul>
      </ProfilePreview>

      <ProfilePreview
        title={text.profile.myCampaigns}
        to="/MyCampaigns"
        loading={campaigns.isPending}
        isEmpty={(campaigns.data ?? []).length === 0}
        emptyText={text.lists.emptyCampaigns}
      >
        <ul className={cardGrid}>
          {campaigns.data?.map((card) => (
            <li key={card.campaign_id} className="flex">
              <CampaignCard campaign={card} onFavouriteChange={refreshFavourites} />
            </li>
          ))}
        </ul>
      </ProfilePreview>
    </div>
  );
}
