import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentChoice } from '@athar/contract/donations/donation-form';
import { cx } from '../../../lib/cx';
import { donationMessages } from '../../../lib/messages/donation';
import type { DonateMethod } from '../donate-methods';

const text = donationMessages.donation;

/** The radio's value for each method: its PAYMENT_TYPE as text. */
const METHOD_CHOICE = {
  cash: '1',
  card: '2',
  wallet: '4',
  kiosk: '5',
  meeza: '6',
} as const satisfies Record<DonateMethod, Exclude<PaymentChoice, ''>>;

const METHOD_TEXT: Record<DonateMethod, { title: string; hint: string }> = {
  cash: { title: text.methods.cash, hint: text.methods.cashHint },
  card: { title: text.methods.card, hint: text.methods.cardHint },
  wallet: { title: text.methods.wallet, hint: text.methods.walletHint },
  kiosk: { title: text.methods.kiosk, hint: text.methods.kioskHint },
  meeza: { title: text.methods.meeza, hint: text.methods.meezaHint },
};

interface PaymentMethodFieldProps {
  /** only the methods the campaign's charity takes */
  methods: readonly DonateMethod[];
  chosen: PaymentChoice;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * A radio card for each method the campaign offers, none chosen at first. Each radio is named by its
 * title alone and described by its explanation (and the error while one stands), so a screen reader
 * says the name first; the native radios keep the arrow keys moving through the group.
 */
export function PaymentMethodField({ methods, chosen, registration, error }: PaymentMethodFieldProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <fieldset role="radiogroup" aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 font-bold text-brand-900">{text.fields.paymentMethod}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {methods.map((method) => {
          const value = METHOD_CHOICE[method];
          const titleId = `${baseId}-${method}-title`;
          const hintId = `${baseId}-${method}-hint`;
          return (
            <label
              key={method}
              className={cx(
                'flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                chosen === value ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white',
                error && 'border-danger-700',
              )}
            >
              <input
                type="radio"
                value={value}
                {...registration}
                aria-labelledby={titleId}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span id={titleId} className="block font-bold text-brand-900">
                  {METHOD_TEXT[method].title}
                </span>
                <span id={hintId} className="block text-sm text-muted">
                  {METHOD_TEXT[method].hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-bold text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
