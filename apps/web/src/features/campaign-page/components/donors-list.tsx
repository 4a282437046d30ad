import type { DeceasedGender } from '@athar/contract/deceased-gender';
import { formatNumber } from '@athar/contract/money';
import { Spinner } from '../../../components/spinner';
import { secondaryButton } from '../../../components/button-classes';
import { errorMessage } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { useCampaignDonors } from '../api/get-campaign-donors';
import { DonorRows } from './donor-rows';

const text = campaignMessages.campaignPage;

/** The confirmed donors as everyone sees them (DonorRows); total count; load more. */
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
      {items.length > 0 && <DonorRows donors={items} />}
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
