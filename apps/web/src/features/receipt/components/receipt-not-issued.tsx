import { Link } from 'react-router';
import type { Receipt } from '@athar/contract/donations/receipt';
import { secondaryButton } from '../../../components/button-classes';
import { ClockIcon } from '../../../components/icons/clock-icon';
import { cx } from '../../../lib/cx';
import { campaignPath } from '../../../lib/entity-paths';
import { receiptMessages } from '../../../lib/messages/receipt';

const text = receiptMessages.receipt;

/** A donation with no receipt: still waiting for the charity, or one that never completed. */
export function ReceiptNotIssued({ receipt }: { receipt: Receipt }) {
  const pending = receipt.status === 'pending' || receipt.status === 'confirmed';
  const state = pending ? text.pending : text[receipt.status === 'failed' ? 'failed' : 'cancelled'];
  return (
    <section
      aria-labelledby="receipt-state-title"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div
        aria-hidden="true"
        className={cx(
          'flex size-16 items-center justify-center rounded-full',
          pending ? 'bg-sand-100 text-brand-900' : 'bg-danger-50 text-danger-700',
        )}
      >
        {pending ? <ClockIcon className="size-9" /> : <span className="text-3xl font-bold">!</span>}
      </div>
      <h1 id="receipt-state-title" className="text-2xl font-bold text-brand-900">
        {state.title}
      </h1>
      <p className="leading-relaxed text-ink">{state.text}</p>
      {pending && receipt.channel === 'cash' ? <p className="text-muted">{text.pending.cash}</p> : null}
      <p className="flex flex-wrap items-baseline justify-center gap-2 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-muted">{text.donationNumber}</span>
        <span dir="ltr" className="font-mono text-xl font-bold text-brand-900">
          {receipt.donation_id}
        </span>
      </p>
      <Link to={campaignPath(receipt.deceased_name, receipt.campaign_id)} className={secondaryButton}>
        {text.toCampaign}
      </Link>
    </section>
  );
}
