import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DECEASED_GENDERS, type DeceasedGender } from '@athar/contract/deceased-gender';
import { cx } from '../../lib/cx';
import { campaignMessages } from '../../lib/messages/campaigns';

const text = campaignMessages.createCampaign.gender;

interface DeceasedGenderFieldProps {
  registration: UseFormRegisterReturn;
  /** what is chosen now, to mark its card; nothing at first on the creation form */
  chosen: DeceasedGender | null | undefined;
  error?: string;
}

/**
 * The deceased's gender as two radio cards, ذكر and أنثى (docs/decisions/013): asked at creation and in the
 * creator's edit, so that every text about the deceased takes the right form.
 */
export function DeceasedGenderField({ registration, chosen, error }: DeceasedGenderFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={cx(hintId, error && errorId)}>
      <legend className="mb-1.5 font-bold text-brand-900">{text.legend}</legend>
      <p id={hintId} className="mb-2 text-sm text-muted">
        {text.hint}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {DECEASED_GENDERS.map((gender) => (
          <label
            key={gender}
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 font-bold text-brand-900 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
              chosen === gender ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white',
              error && 'border-danger-700',
            )}
          >
            <input
              type="radio"
              value={gender}
              {...registration}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {text[gender]}
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
