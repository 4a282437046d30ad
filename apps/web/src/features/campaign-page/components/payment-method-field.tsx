import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentChoice } from '@athar/contract/donations/donation-form';
import { cx } from '../../../lib/cx';
import { donationMessages } from '../../../lib/messages/donation';

const text = donationMessages.donation;

interface PaymentMethodFieldProps {
  cash: boolean;
  card: boolean;
  chosen: PaymentChoice;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Two radio cards, cash and card, of which only those the campaign offers are shown; none chosen at first. */
export function PaymentMethodField({ cash, card, chosen, registration, error }: PaymentMethodFieldProps) {
  const methods = [
    { value: '1', offered: cash, title: text.methods.cash, hint: text.methods.cashHint },
    { value: '2', offered: card, title: text.methods.card, hint: text.methods.cardHint },
  ] as const;
  const errorId = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 font-bold text-brand-900">{text.fields.paymentMethod}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {methods
          .filter((method) => method.offered)
          .map((method) => (
            <label
              key={method.value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                chosen === method.value ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white',
                error && 'border-danger-700',
              )}
            >
              <input
                type="radio"
                value={method.value}
                {...registration}
                aria-describedby={error ? errorId : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-bold text-brand-900">{method.title}</span>
                <span className="block text-sm text-muted">{method.hint}</span>
              </span>
            </label>
          ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-bold text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
