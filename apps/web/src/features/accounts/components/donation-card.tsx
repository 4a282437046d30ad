import { Link } from 'react-router';
import type { MyDonation } from '@athar/contract/accounts/user-lists';
import { formatEgp } from '@athar/contract/money';
import { cx } from '../../../lib/cx';
import { campaignPath, receiptPath } from '../../../lib/entity-paths';
import { formatDate } from '../../../lib/format-date';
import { imageUrl } from '../../../lib/image-url';
import { accountMessages } from '../../../lib/messages/accounts';
import { receiptMessages } from '../../../lib/messages/receipt';

const text = accountMessages.accounts.lists;

/** One of the user's donations (SPEC §3 My-donation item), with its status. */
export function DonationCard({ donation }: { donation: MyDonation }) {
  const path = campaignPath(donation.title, donation.campaign_id);
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
            {text.donationStatus[donation.status]}
          </span>
        </p>
        <Link
          to={receiptPath(donation.donation_id)}
          aria-label={receiptMessages.receipt.viewFor(donation.donation_id)}
          className="self-start text-sm font-bold text-brand-700 underline underline-offset-4"
        >
          {receiptMessages.receipt.view}
        </Link>
      </div>
    </article>
  );
}
