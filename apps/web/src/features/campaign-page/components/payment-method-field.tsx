import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentChoice } from '@athar/contract/donations/donation-form';
import { donationMessages } from '../../../lib/messages/donation';
import type { DonateMethod } from '../donate-methods';
import { RadioCard } from './schedule-radio-card';

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
        {methods.map((method) => (
          <RadioCard
            key={method}
            title={METHOD_TEXT[method].title}
            hint={METHOD_TEXT[method].hint}
            chosen={chosen === METHOD_CHOICE[method]}
            invalid={Boolean(error)}
            input={{ value: METHOD_CHOICE[method], ...registration }}
            errorId={error ? errorId : undefined}
          />
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
