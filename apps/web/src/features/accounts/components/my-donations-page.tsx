import { Link } from 'react-router';
import { formatEgp } from '@athar/contract/money';
import { messages } from '../../../lib/messages';
import { accountMessages } from '../../../lib/messages/accounts';
import { statementMessages } from '../../../lib/messages/statement';
import { useUserList } from '../api/user-lists';
import { AccountPageHeader } from './account-page-header';
import { DonationCard } from './donation-card';
import { BrowseCampaignsLink, EmptyState, UserListBody } from './list-states';
import { MySchedules } from './my-schedules';

const text = accountMessages.accounts.lists;

/** /MyDonations: a heading with the confirmed total, then the donations (pending ones marked). */
export function MyDonationsPage() {
  const list = useUserList('donations');
  const donations = list.data?.pages.flat() ?? [];
  const total = donations[0]?.total_donations ?? 0;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10">
      <AccountPageHeader
        title={messages.pages.myDonations}
        summary={list.isSuccess ? text.donationsTotal(formatEgp(total)) : undefined}
      />
      <aside
        aria-labelledby="yearly-statement-entry"
        className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
      >
        <div className="flex flex-col gap-1">
          <h2 id="yearly-statement-entry" className="font-bold text-brand-900">
            {statementMessages.statement.entryTitle}
          </h2>
          <p className="text-sm text-muted">{statementMessages.statement.entryText}</p>
        </div>
        <Link
          to="/MyDonations/statement"
          className="font-bold text-brand-700 underline-offset-4 hover:underline"
        >
          {statementMessages.statement.entryLink}
        </Link>
      </aside>
      <MySchedules />
      <UserListBody
        list={list}
        count={donations.length}
        tall={false}
        empty={
          <EmptyState text={text.emptyDonations}>
            <BrowseCampaignsLink />
          </EmptyState>
        }
      >
        <ul className="flex flex-col gap-4">
          {donations.map((donation) => (
            <li key={donation.donation_id}>
              <DonationCard donation={donation} />
            </li>
          ))}
        </ul>
      </UserListBody>
    </section>
  );
}
