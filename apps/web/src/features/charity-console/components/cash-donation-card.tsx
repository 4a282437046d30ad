import { useId, type ReactNode } from 'react';
import type { CashQueueItem, ContactState } from '@athar/contract/charity/cash-queue';
import { keepCompoundNames } from '@athar/contract/compound-names';
import type { DonationAction } from '@athar/contract/charity/donation-action';
import { formatEgp } from '@athar/contract/money';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format-date';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { timeSince } from '../clock-text';
import { ContactClock } from './contact-clock';
import { moderationMessages } from '../../../lib/messages/moderation';

const text = charityConsoleMessages.charity.card;
const actionText = charityConsoleMessages.charity.actions;

/** Overdue cards stand out by border and background as well as by the badge's words. */
const cardStyles: Record<ContactState, string> = {
  on_time: 'bg-white ring-1 ring-brand-100',
  due_today: 'bg-white ring-2 ring-sand-400',
  overdue: 'bg-danger-50 ring-2 ring-danger-700',
};
const closeButton =
  'inline-flex items-center justify-center gap-2 rounded-xl border-2 border-danger-700 px-5 py-2.5 font-bold text-danger-700 hover:bg-danger-50';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-0.5', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

/** One pending cash donation: who, where, how much, its 72-hour clock, and the four actions. */
export function CashDonationCard({
  item,
  onAction,
}: {
  item: CashQueueItem;
  onAction: (action: DonationAction) => void;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex h-full min-w-0 flex-col gap-4 rounded-2xl p-4 shadow-sm sm:p-5',
        cardStyles[item.contact_state],
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="min-w-0 text-lg font-bold wrap-anywhere text-brand-900">
          {keepCompoundNames(item.donor_name)}
        </h2>
        <p className="text-xl font-bold text-brand-800">{formatEgp(item.amount)}</p>
      </div>
      <ContactClock item={item} />
      {item.campaign_under_review && (
        <p role="note" className="font-bold text-danger-700">
          {moderationMessages.cashQueue}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        <Detail label={text.phone}>
          {item.msisdn ? (
            <a
              href={`tel:${item.msisdn}`}
              aria-label={text.call(item.msisdn)}
              dir="ltr"
              className="inline-flex rounded-lg bg-brand-50 px-3 py-1.5 font-bold text-brand-800 underline underline-offset-4"
            >
              {item.msisdn}
            </a>
          ) : (
            text.noPhone
          )}
        </Detail>
        <Detail label={text.place}>
          {item.city}، {item.area}
        </Detail>
        <Detail label={text.address} wide>
          {item.address}
        </Detail>
        <Detail label={text.campaign}>{keepCompoundNames(item.campaign_title)}</Detail>
        <Detail label={text.donatedAt}>
          {timeSince(item.created_at)}{' '}
          <span className="text-sm text-muted">({formatDateTime(item.created_at)})</span>
        </Detail>
        {item.contacted_at ? (
          <Detail label={text.lastContact}>{formatDateTime(item.contacted_at)}</Detail>
        ) : null}
        {item.comment ? (
          <Detail label={text.comment} wide>
            {item.comment}
          </Detail>
        ) : null}
      </dl>
      <div
        role="group"
        aria-label={text.actionsLabel(item.donor_name)}
        className="mt-auto grid grid-cols-2 gap-2"
      >
        <button type="button" onClick={() => onAction('collected')} className={primaryButton}>
          {actionText.collected}
        </button>
        <button type="button" onClick={() => onAction('contacted')} className={secondaryButton}>
          {actionText.contacted}
        </button>
        <button type="button" onClick={() => onAction('failed')} className={closeButton}>
          {actionText.failed}
        </button>
        <button type="button" onClick={() => onAction('cancelled')} className={closeButton}>
          {actionText.cancelled}
        </button>
      </div>
    </article>
  );
}
