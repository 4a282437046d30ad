import { Link } from 'react-router';
import type { Receipt } from '@athar/contract/donations/receipt';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { ClockIcon } from '../../../components/icons/clock-icon';
import { cx } from '../../../lib/cx';
import { campaignPath } from '../../../lib/entity-paths';
import { receiptMessages } from '../../../lib/messages/receipt';
import { notIssuedState, type NotIssuedState } from '../receipt-state';
import { KioskPaymentDetails } from './kiosk-payment-details';

const text = receiptMessages.receipt;

const stateText: Record<Exclude<NotIssuedState['kind'], 'kiosk'>, { title: string; text: string }> = {
  pending: text.pending,
  'gateway-pending': text.gatewayPending,
  failed: text.failed,
  cancelled: text.cancelled,
  refunded: text.refunded,
  'kiosk-expired': text.kioskExpired,
};

/**
 * A donation with no receipt: a kiosk code still to pay, still waiting for the charity or the
 * gateway, or one that does not count (never completed, cancelled, its code expired, refunded).
 */
export function ReceiptNotIssued({ receipt }: { receipt: Receipt }) {
  const state = notIssuedState(receipt);
  const waiting = state.kind === 'kiosk' || state.kind === 'pending' || state.kind === 'gateway-pending';
  const title = state.kind === 'kiosk' ? text.kiosk.title : stateText[state.kind].title;
  const toCampaign = campaignPath(receipt.deceased_name, receipt.campaign_id);
  return (
    <section
      aria-labelledby="receipt-state-title"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div
        aria-hidden="true"
        className={cx(
          'flex size-16 items-center justify-center rounded-full',
          waiting ? 'bg-sand-100 text-brand-900' : 'bg-danger-50 text-danger-700',
        )}
      >
        {waiting ? <ClockIcon className="size-9" /> : <span className="text-3xl font-bold">!</span>}
      </div>
      <h1 id="receipt-state-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      {state.kind === 'kiosk' ? (
        <KioskPaymentDetails payment={state.payment} amount={receipt.amount} />
      ) : (
        <p className="leading-relaxed text-ink">{stateText[state.kind].text}</p>
      )}
      {state.kind === 'refunded' && receipt.receipt_serial !== null ? (
        <p className="font-bold text-danger-700">{text.voidedSerial(receipt.receipt_serial)}</p>
      ) : null}
      {state.kind === 'pending' && receipt.channel === 'cash' ? (
        <p className="text-muted">{text.pending.cash}</p>
      ) : null}
      <p className="flex flex-wrap items-baseline justify-center gap-2 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-muted">{text.donationNumber}</span>
        <span dir="ltr" className="font-mono text-xl font-bold text-brand-900">
          {receipt.donation_id}
        </span>
      </p>
      {state.kind === 'kiosk-expired' ? (
        <Link to={toCampaign} className={primaryButton}>
          {text.kioskExpired.donateAgain}
        </Link>
      ) : (
        <Link to={toCampaign} className={secondaryButton}>
          {text.toCampaign}
        </Link>
      )}
    </section>
  );
}
