import type { DonorItem } from '@athar/contract/campaigns/donors';
import { keepCompoundNames } from '@athar/contract/compound-names';
import { formatEgp } from '@athar/contract/money';
import { formatDate } from '../../../lib/format-date';
import { donorListMessages } from '../../../lib/messages/donor-list';

/** Donors as a list: name (or 'فاعل خير'), date, amount (or «مبلغ غير معلن»), comment. */
export function DonorRows({ donors }: { donors: DonorItem[] }) {
  return (
    <ul className="mt-3 divide-y divide-brand-100">
      {donors.map((donor, index) => (
        <li
          key={`${donor.donation_date}-${index}`}
          className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3"
        >
          <span className="min-w-0 font-bold wrap-anywhere text-ink">
            {keepCompoundNames(donor.user_name)}
          </span>
          <span className="text-sm text-muted">{formatDate(donor.donation_date)}</span>
          {donor.donation_amount === null ? (
            <span className="ms-auto text-sm text-muted">{donorListMessages.amountHidden}</span>
          ) : (
            <span className="ms-auto font-bold text-brand-800">{formatEgp(donor.donation_amount)}</span>
          )}
          {donor.donation_comment && (
            <p className="basis-full wrap-anywhere text-muted">{donor.donation_comment}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
