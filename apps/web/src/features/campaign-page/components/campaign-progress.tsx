import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';

const text = campaignPageMessages;

/** Collected against the target (one unit of the project), donors, units completed and the creator. */
export function CampaignProgress({ campaign }: { campaign: CampaignDetails }) {
  const percent = Math.min(100, Math.round((campaign.campaign_collected / campaign.project_amount) * 100));
  return (
    <section aria-labelledby="campaign-progress" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="campaign-progress" className="sr-only">
        {text.progressTitle}
      </h2>
      <p className="text-2xl font-bold text-brand-900">{formatEgp(campaign.campaign_collected)}</p>
      <p className="text-muted">{text.ofTarget(formatEgp(campaign.project_amount))}</p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={text.progressLabel}
        className="my-4 h-3 overflow-hidden rounded-full bg-brand-50"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ inlineSize: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-muted">{text.donorsLabel}</dt>
          <dd className="text-lg font-bold text-balance text-brand-900">
            {text.donors(campaign.total_of_donations)}
          </dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-muted">{text.unitsLabel}</dt>
          <dd className="text-lg font-bold text-balance text-brand-900">
            {text.units(campaign.units_completed)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm wrap-anywhere text-muted">
        {text.createdBy(keepCompoundNames(campaign.user_name))}
      </p>
    </section>
  );
}
