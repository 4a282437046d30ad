import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { campaignPageMessages } from '../../../lib/messages/campaign-page';

const text = campaignPageMessages;

/**
 * What the campaign collected, against one unit of its project: the first unit is the goal; past it,
 * the price is said to be a unit's, with the units completed, and the bar shows the unit in progress.
 */
export function CampaignProgress({ campaign }: { campaign: CampaignDetails }) {
  const price = campaign.project_amount;
  const units = campaign.units_completed;
  const inProgress = Math.min(price, Math.max(0, campaign.campaign_collected - units * price));
  const percent = Math.min(100, Math.round((inProgress / price) * 100));
  return (
    <section aria-labelledby="campaign-progress" className="rounded-2xl border border-brand-100 bg-white p-5">
      <h2 id="campaign-progress" className="sr-only">
        {text.progressTitle}
      </h2>
      <p className="text-2xl font-bold text-brand-900">{formatEgp(campaign.campaign_collected)}</p>
      <p className="text-muted">
        {units > 0 ? text.unitPrice(formatEgp(price), units) : text.ofTarget(formatEgp(price))}
      </p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={units > 0 ? text.nextUnitLabel : text.progressLabel}
        className="mt-4 h-3 overflow-hidden rounded-full bg-brand-50"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ inlineSize: `${percent}%` }} />
      </div>
      {units > 0 && (
        <p className="mt-2 text-sm text-muted">{text.nextUnit(formatEgp(inProgress), formatEgp(price))}</p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
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
