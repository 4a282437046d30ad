import type { CharityDonation } from '@athar/contract/charity/records';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { formatDateTime } from '../../../lib/format-date';
import { cx } from '../../../lib/cx';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { visibilityMessages } from '../../../lib/messages/visibility';

const text = charityConsoleMessages.charity.records;

/** A refunded or voided donation says so in words, with the day it stopped counting. */
function RefundLabel({ refund }: { refund: NonNullable<CharityDonation['refund']> }) {
  return (
    <p className="text-sm font-bold text-danger-700">
      <span className="rounded-full bg-danger-50 px-2.5 py-0.5 ring-1 ring-danger-700">
        {text.refund[refund.action]}
      </span>{' '}
      {text.refund.at} {formatDateTime(refund.at)}
      <span className="sr-only"> — {text.refund.notCounted}</span>
    </p>
  );
}

/** One donation of the charity's records: confirmed, or refunded/voided at the gateway since. */
export function DonationRecord({ donation }: { donation: CharityDonation }) {
  const refunded = donation.refund !== null;
  return (
    <article
      className={cx(
        'grid min-w-0 grid-cols-1 gap-x-6 gap-y-1 rounded-2xl p-4 sm:grid-cols-[minmax(0,1fr)_auto]',
        refunded ? 'border border-dashed border-danger-700 bg-sand-50' : 'bg-white ring-1 ring-brand-100',
      )}
    >
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
        <p className="text-sm text-muted">
          {visibilityMessages.label}:{' '}
          <strong className="text-brand-900">{visibilityMessages.names[donation.visibility]}</strong>
        </p>
        {donation.refund ? <RefundLabel refund={donation.refund} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <strong className={cx('text-lg', refunded ? 'text-muted line-through' : 'text-ink')}>
          {formatEgp(donation.amount)}
        </strong>
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
