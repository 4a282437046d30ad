import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatEgp } from '@athar/contract/money';
import { FormField } from '../../../components/forms/form-field';
import { cx } from '../../../lib/cx';
import { donationMessages } from '../../../lib/messages/donation';

const text = donationMessages.donation.fields;
const OTHER = 'other';

/** The chip a typed amount shows as: one of the offered amounts, «مبلغ آخر», or none yet. */
export function amountChip(amount: string): string | null {
  const offered = text.amountChoices.find((egp) => String(egp) === amount.trim());
  if (offered) return String(offered);
  return amount.trim() === '' ? null : OTHER;
}

interface AmountFieldProps {
  /** the amount the form holds when it opens (a retry or a night's link) */
  initial: string;
  /** sets the form's amount (and checks it) when an offered amount is tapped */
  choose: (amount: string) => void;
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The offered amounts as a radio group of chips, and «مبلغ آخر», which opens the amount field. The
 * native radios keep the arrow keys; the group's error (the amount's) describes it until one is chosen.
 */
export function AmountField({ initial, choose, registration, error }: AmountFieldProps) {
  const id = useId();
  const [chip, setChip] = useState(() => amountChip(initial));
  /** the donor tapped «مبلغ آخر»: the keyboard opens on the field (not when a retry opens it) */
  const [asked, setAsked] = useState(false);
  const errorId = `${id}-error`;
  const showGroupError = error && chip !== OTHER;

  function pick(value: string) {
    setChip(value);
    setAsked(value === OTHER);
    choose(value === OTHER ? '' : value);
  }

  const choices = [
    ...text.amountChoices.map((egp) => ({ value: String(egp), label: formatEgp(egp) })),
    { value: OTHER, label: text.amountOther },
  ];
  return (
    <div className="flex flex-col gap-3">
      <fieldset
        role="radiogroup"
        aria-invalid={showGroupError ? true : undefined}
        aria-describedby={showGroupError ? errorId : `${id}-hint`}
      >
        <legend className="mb-1.5 font-bold text-brand-900">{text.amountLegend}</legend>
        <div className="grid grid-cols-4 gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cx(
                'relative flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 px-1 text-center text-sm font-bold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                chip === choice.value
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-brand-100 bg-white text-brand-800',
                showGroupError && 'border-danger-700',
              )}
            >
              <input
                type="radio"
                name={`${id}-amount`}
                value={choice.value}
                checked={chip === choice.value}
                onChange={() => pick(choice.value)}
                // over the whole chip, unseen: a tap anywhere on it is a tap on the radio
                className="absolute inset-0 z-10 cursor-pointer opacity-0"
              />
              <bdi>{choice.label}</bdi>
            </label>
          ))}
        </div>
        {showGroupError ? (
          <p id={errorId} className="mt-1.5 text-sm font-bold text-danger-700">
            {error}
          </p>
        ) : (
          chip !== OTHER && (
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
              {text.amountHint}
            </p>
          )
        )}
      </fieldset>
      {chip === OTHER && (
        <FormField
          label={text.amount}
          inputMode="decimal"
          dir="ltr"
          hint={text.amountHint}
          autoFocus={asked}
          registration={registration}
          error={error}
        />
      )}
    </div>
  );
}
