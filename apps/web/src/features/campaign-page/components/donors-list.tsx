import type { DeceasedGender } from '@athar/contract/deceased-gender';
import { formatNumber } from '@athar/contract/money';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';
import { useCampaignDonors } from '../api/get-campaign-donors';
import { DonorPages } from './donor-pages';

const text = campaignPageMessages;

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

  return (
    <section
      aria-labelledby="donors-title"
      className="min-w-0 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="donors-title" className="text-lg font-bold text-brand-900">
        {text.donorsTitle}{' '}
        <span className="text-base font-normal text-muted">({formatNumber(donorCount)})</span>
      </h2>
      <DonorPages donors={donors} empty={text.noDonations(gender)} />
    </section>
  );
}
