import { keepCompoundNames } from '@athar/contract/compound-names';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import { formatEgp, formatNumber } from '@athar/contract/money';
import { Spinner } from '../../../components/spinner';
import { secondaryButton } from '../../../components/button-classes';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { messages } from '../../../lib/messages';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { useCampaignDonors } from '../api/get-campaign-donors';

const text = campaignMessages.campaignPage;

/** The confirmed donors: name (or 'فاعل خير'), date, amount, comment; total count; load more. */
export function DonorsList({
  campaignId,
  donorCount,
  gender,
}: {
  campaignId: number;
  donorCount: number;
  /** the deceased's, for «كن أول من يترك أثرًا في ذكراه/ذكراها» */
  gender: DeceasedGender;
}) {
  const donors = useCampaignDonors(campaignId);
  const items = donors.data?.pages.flatMap((page) => page.donors) ?? [];

  return (
    <section
      aria-labelledby="donors-title"
      className="min-w-0 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="donors-title" className="text-lg font-bold text-brand-900">
        {text.donorsTitle}{' '}
        <span className="text-base font-normal text-muted">({formatNumber(donorCount)})</span>
      </h2>
      {donors.isPending && (
        <div role="status" className="flex justify-center py-6">
          <Spinner />
          <span className="sr-only">{messages.loading}</span>
        </div>
      )}
      {donors.isError && <p className="py-4 text-danger-700">{errorMessage(donors.error)}</p>}
      {donors.isSuccess && items.length === 0 && (
        <p className="py-4 text-muted">{text.noDonations(gender)}</p>
      )}
      {items.length > 0 && (
        <ul className="mt-3 divide-y divide-brand-100">
          {items.map((donor, index) => (
            <li
              key={`${donor.donation_date}-${index}`}
              className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3"
            >
              <span className="min-w-0 font-bold wrap-anywhere text-ink">
                {keepCompoundNames(donor.user_name)}
              </span>
              <span className="text-sm text-muted">{formatDate(donor.donation_date)}</span>
              <span className="ms-auto font-bold text-brand-800">{formatEgp(donor.donation_amount)}</span>
              {donor.donation_comment && (
                <p className="basis-full wrap-anywhere text-muted">{donor.donation_comment}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {donors.hasNextPage && (
        <button
          type="button"
          className={`${secondaryButton} mt-3 w-full`}
          disabled={donors.isFetchingNextPage}
          onClick={() => void donors.fetchNextPage()}
        >
          {donors.isFetchingNextPage ? messages.loading : text.loadMore}
        </button>
      )}
    </section>
  );
}
