import { Link } from 'react-router';
import type { MyDonation } from '@athar/contract/accounts/user-lists';
import { formatEgp } from '@athar/contract/money';
import { cx } from '../../../lib/cx';
import { campaignPath, receiptPath } from '../../../lib/entity-paths';
import { formatDate } from '../../../lib/format-date';
import { imageUrl } from '../../../lib/image-url';
import { formatCairoTime, kioskPayment } from '../../../lib/kiosk-reference';
import { accountMessages } from '../../../lib/messages/accounts';
import { receiptMessages } from '../../../lib/messages/receipt';
import { visibilityMessages } from '../../../lib/messages/visibility';

const text = accountMessages.accounts.lists;

/**
 * One of the user's donations (PRODUCT.md §3 My-donation item), with its status; a kiosk code still to pay
 * shows the code and until when, and leads to its receipt page, which says how to pay it.
 */
export function DonationCard({ donation }: { donation: MyDonation }) {
  const path = campaignPath(donation.title, donation.campaign_id);
  const kiosk = kioskPayment(donation);
  const status = kiosk
    ? kiosk.expired
      ? text.kiosk.expiredStatus
      : text.kiosk.status
    : text.donationStatus[donation.status];
  return (
    <article className="flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <img
        src={imageUrl(donation.ngo_image)}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-xl bg-sand-50 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm text-muted">{text.donatedTo}</p>
        <h3 className="font-bold text-brand-900">
          <Link to={path} className="hover:underline">
            {donation.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{donation.project_ar_name}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <strong className="text-ink">{formatEgp(donation.donation_amount)}</strong>
          <span className="text-muted">{formatDate(donation.donation_date)}</span>
          <span
            className={cx(
              'rounded-full px-2.5 py-0.5 text-xs font-bold',
              donation.status === 'confirmed'
                ? 'bg-success-50 text-success-700'
                : 'bg-sand-100 text-brand-900',
            )}
          >
            {status}
          </span>
        </p>
        <p className="text-sm text-muted">
          {visibilityMessages.label}:{' '}
          <span className="text-ink">{visibilityMessages.names[donation.visibility]}</span>
        </p>
        {kiosk && !kiosk.expired && (
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
            <span className="text-muted">{text.kiosk.reference}</span>
            <strong dir="ltr" className="font-mono text-base tracking-wider text-brand-900 select-all">
              {kiosk.reference}
            </strong>
            {kiosk.expiresAt && (
              <span className="text-muted">{text.kiosk.until(formatCairoTime(kiosk.expiresAt, true))}</span>
            )}
          </p>
        )}
        <Link
          to={receiptPath(donation.donation_id)}
          aria-label={
            kiosk && !kiosk.expired
              ? text.kiosk.howToPayFor(donation.donation_id)
              : receiptMessages.receipt.viewFor(donation.donation_id)
          }
          className="self-start text-sm font-bold text-brand-700 underline underline-offset-4"
        >
          {kiosk && !kiosk.expired ? text.kiosk.howToPay : receiptMessages.receipt.view}
        </Link>
      </div>
    </article>
  );
}
