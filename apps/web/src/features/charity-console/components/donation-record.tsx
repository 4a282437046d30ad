import type { CharityDonation } from '@athar/contract/charity/records';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { formatDateTime } from '../../../lib/format-date';
import { charityConsoleMessages } from '../../../lib/messages/charity';

const text = charityConsoleMessages.charity.records;

/** One confirmed donation of the charity's records. */
export function DonationRecord({ donation }: { donation: CharityDonation }) {
  return (
    <article className="grid min-w-0 grid-cols-1 gap-x-6 gap-y-1 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-bold wrap-anywhere text-brand-900">{keepCompoundNames(donation.donor_name)}</h3>
        <p className="text-sm wrap-anywhere text-muted">
          <span className="sr-only">{text.campaign}: </span>
          {keepCompoundNames(donation.campaign_title)} · {donation.project_ar_name}
        </p>
        {donation.msisdn ? (
          <p className="text-sm text-muted">
            {text.phone}: <span dir="ltr">{donation.msisdn}</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <strong className="text-lg text-ink">{formatEgp(donation.amount)}</strong>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-bold text-brand-800">
          {text.channels[donation.channel]}
        </span>
        <span className="text-sm text-muted">
          <span className="sr-only">{text.confirmedAt}: </span>
          {formatDateTime(donation.confirmed_at)}
        </span>
      </div>
    </article>
  );
}
