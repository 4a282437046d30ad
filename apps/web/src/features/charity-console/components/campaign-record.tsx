import { Link } from 'react-router';
import type { CharityCampaign } from '@athar/contract/charity/records';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { cx } from '../../../lib/cx';
import { campaignPath } from '../../../lib/entity-paths';
import { formatDate } from '../../../lib/format-date';
import { charityConsoleMessages } from '../../../lib/messages/charity';

const text = charityConsoleMessages.charity.campaigns;

/** One of the charity's campaigns with its confirmed total and whether the site lists it yet. */
export function CampaignRecord({ campaign }: { campaign: CharityCampaign }) {
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-bold wrap-anywhere text-brand-900">
          <Link
            to={campaignPath(campaign.campaign_title, campaign.campaign_id)}
            className="underline-offset-4 hover:underline"
          >
            {keepCompoundNames(campaign.campaign_title)}
          </Link>
        </h3>
        <p className="text-sm wrap-anywhere text-muted">{campaign.project_ar_name}</p>
        <p className="text-sm text-muted">
          {text.createdAt} {formatDate(campaign.created_at)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 sm:justify-end">
        <dl className="flex gap-5">
          <div>
            <dt className="text-sm text-muted">{text.collected}</dt>
            <dd className="font-bold text-ink">{formatEgp(campaign.collected)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{text.donors}</dt>
            <dd className="font-bold text-ink">{text.donorsCount(campaign.donors_count)}</dd>
          </div>
        </dl>
        <span
          className={cx(
            'rounded-full px-3 py-1 text-sm font-bold',
            campaign.listed ? 'bg-success-50 text-success-700' : 'bg-sand-200 text-brand-900',
          )}
        >
          {campaign.listed ? text.listed : text.notListed}
        </span>
      </div>
    </article>
  );
}
