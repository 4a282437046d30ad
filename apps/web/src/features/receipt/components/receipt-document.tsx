import { keepCompoundNames } from '@athar/contract/compound-names';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Receipt } from '@athar/contract/donations/receipt';
import { formatEgp } from '@athar/contract/money';
import { primaryButton } from '../../../components/button-classes';
import { campaignPath } from '../../../lib/entity-paths';
import { formatDate } from '../../../lib/format-date';
import { messages } from '../../../lib/messages';
import { receiptMessages } from '../../../lib/messages/receipt';

const text = receiptMessages.receipt;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-brand-100 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-bold text-ink">{children}</dd>
    </div>
  );
}

/** Who received the money, as the Ministry of Social Solidarity registered it, and the permit it was collected under. */
function CharityDetails({ receipt }: { receipt: Receipt }) {
  const { legal_name, registration_number, permit } = receipt.licence;
  return (
    <dl aria-label={text.charityDetailsLabel} className="mb-2 grid gap-x-8 sm:grid-cols-2 print:grid-cols-2">
      <Field label={text.charity}>{receipt.ngo_name}</Field>
      <Field label={text.legalName}>{legal_name ?? text.notRecorded}</Field>
      <Field label={text.registrationNumber}>
        {registration_number ? (
          <span dir="ltr" className="font-mono">
            {registration_number}
          </span>
        ) : (
          text.notRecorded
        )}
      </Field>
      <Field label={text.permitNumber}>
        {permit ? (
          <>
            <span dir="ltr" className="font-mono">
              {permit.permit_number}
            </span>
            <span className="block text-sm font-normal text-muted">
              {text.permitIssuedBy(permit.issuing_body)}
            </span>
          </>
        ) : (
          text.notRecorded
        )}
      </Field>
    </dl>
  );
}

/**
 * A confirmed donation's receipt (PRODUCT.md §12.4): on screen with a print button; printed, it stands alone
 * on an A4 sheet in black on white (the `.receipt-sheet` rules in styles.css). With the charity's
 * serial, registration and permit, and the amount in words, so a donor can file it for tax.
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">{text.printHint}</p>
        <button type="button" className={primaryButton} onClick={() => window.print()}>
          {text.print}
        </button>
      </div>
      <article
        aria-labelledby="receipt-title"
        className="receipt-sheet rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-10"
      >
        <div className="flex flex-wrap items-center justify-between gap-4 border-b-2 border-brand-900 pb-5">
          <p className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" width={48} height={48} className="size-12" />
            <span className="text-3xl font-bold text-brand-900">{messages.brand}</span>
          </p>
          <div className="flex flex-col items-end gap-1 text-end">
            <h1 id="receipt-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              {text.title}
            </h1>
            {receipt.receipt_serial !== null ? (
              <p className="text-lg font-bold text-ink">{text.serial(receipt.receipt_serial)}</p>
            ) : null}
          </div>
        </div>
        <div className="my-6 flex flex-col items-center gap-1 rounded-xl bg-brand-50 px-4 py-5 text-center print:my-4 print:py-3">
          <p className="text-muted">{text.amount}</p>
          <p className="text-3xl font-bold text-brand-900 sm:text-4xl">{formatEgp(receipt.amount)}</p>
          <p className="mt-1 leading-relaxed text-ink">
            <span className="sr-only">{text.amountInWords}: </span>
            {receipt.amount_in_words}
          </p>
        </div>
        <CharityDetails receipt={receipt} />
        <dl aria-label={text.detailsLabel} className="grid gap-x-8 sm:grid-cols-2 print:grid-cols-2">
          {receipt.receipt_serial !== null ? (
            <Field label={text.serialLabel}>
              <span dir="ltr" className="font-mono">
                {receipt.receipt_serial}
              </span>
            </Field>
          ) : null}
          <Field label={text.donationNumber}>
            <span dir="ltr" className="font-mono">
              {receipt.donation_id}
            </span>
          </Field>
          <Field label={text.confirmedAt}>{formatDate(receipt.confirmed_at ?? receipt.created_at)}</Field>
          <Field label={text.donorName}>{keepCompoundNames(receipt.donor_name)}</Field>
          <Field label={text.donatedAt}>{formatDate(receipt.created_at)}</Field>
          <Field label={text.campaign}>
            <Link
              to={campaignPath(receipt.deceased_name, receipt.campaign_id)}
              className="text-brand-700 underline underline-offset-4"
            >
              {keepCompoundNames(receipt.deceased_name)}
            </Link>
          </Field>
          <Field label={text.project}>{receipt.project_ar_name}</Field>
          <Field label={text.channel}>{text.channels[receipt.channel]}</Field>
        </dl>
        <div className="mt-6 flex flex-col gap-2 text-sm leading-relaxed">
          <p className="font-bold text-brand-900">{text.directNote}</p>
          <p className="text-muted">{text.noRefund}</p>
          <p className="text-muted">{text.thanks}</p>
        </div>
      </article>
    </div>
  );
}
