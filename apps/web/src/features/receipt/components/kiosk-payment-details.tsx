import { formatEgp } from '@athar/contract/money';
import { ClockIcon } from '../../../components/icons/clock-icon';
import { formatCairoTime, type KioskPayment } from '../../../lib/kiosk-reference';
import { receiptMessages } from '../../../lib/messages/receipt';
import { KioskReferenceCopy } from './kiosk-reference-copy';

const text = receiptMessages.receipt.kiosk;

/**
 * A kiosk code waiting to be paid: the code, the amount the clerk asks for (EGP), until when, how to
 * pay it, and that it counts only once paid.
 */
export function KioskPaymentDetails({ payment, amount }: { payment: KioskPayment; amount: number }) {
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <p className="leading-relaxed text-ink">{text.lead}</p>
      <div className="flex w-full flex-col items-center gap-3 rounded-2xl bg-brand-50 px-4 py-5">
        <KioskReferenceCopy reference={payment.reference} />
        <p className="flex flex-wrap items-baseline justify-center gap-2">
          <span className="text-muted">{text.amountLabel}</span>
          <span className="text-xl font-bold text-brand-900">{formatEgp(amount)}</span>
        </p>
        {payment.expiresAt && (
          <p className="flex items-center gap-2 font-bold text-brand-900">
            <ClockIcon className="size-5 shrink-0" aria-hidden="true" />
            <span>{text.expiresAt(formatCairoTime(payment.expiresAt))}</span>
          </p>
        )}
      </div>
      <section aria-labelledby="kiosk-how-title" className="w-full text-start">
        <h2 id="kiosk-how-title" className="mb-2 font-bold text-brand-900">
          {text.howTitle}
        </h2>
        <ol className="list-decimal space-y-2 ps-6 leading-relaxed text-ink">
          {text.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p
        role="note"
        className="w-full rounded-xl border-s-4 border-brand-700 bg-sand-50 px-4 py-3 text-start"
      >
        {text.countsAfterPayment}
      </p>
    </div>
  );
}
