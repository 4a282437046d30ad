import { useId, useState } from 'react';
import { textLink } from '../../../components/button-classes';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DONATION_VISIBILITIES, type DonationVisibility } from '@athar/contract/donations/visibility';
import { cx } from '../../../lib/cx';
import { visibilityMessages } from '../../../lib/messages/visibility';

const text = visibilityMessages.field;

interface VisibilityFieldProps {
  chosen: DonationVisibility;
  registration: UseFormRegisterReturn;
}

/**
 * The donor's choice of how their donation is seen, as one line («يظهر تبرعك باسمك ومبلغه — تغيير»)
 * until «تغيير» opens the four radios in a fieldset named by its legend,
 * each named by its title and described by what it means; the native radios keep the arrow keys.
 */
export function VisibilityField({ chosen, registration }: VisibilityFieldProps) {
  const baseId = useId();
  const noteId = `${baseId}-note`;
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
        <span id={`${baseId}-summary`}>{text.summary[chosen]}</span>
        <span aria-hidden="true">—</span>
        <button
          type="button"
          aria-expanded="false"
          aria-label={text.changeLabel}
          aria-describedby={`${baseId}-summary`}
          className={`${textLink} min-h-11`}
          onClick={() => setOpen(true)}
        >
          {text.change}
        </button>
      </p>
    );
  return (
    <fieldset aria-describedby={noteId}>
      <legend className="mb-1.5 font-bold text-brand-900">{text.legend}</legend>
      <div className="grid gap-2">
        {DONATION_VISIBILITIES.map((visibility) => {
          const titleId = `${baseId}-${visibility}-title`;
          const hintId = `${baseId}-${visibility}-hint`;
          return (
            <label
              key={visibility}
              className={cx(
                'flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                chosen === visibility ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white',
              )}
            >
              <input
                type="radio"
                value={visibility}
                {...registration}
                aria-labelledby={titleId}
                aria-describedby={hintId}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span id={titleId} className="block font-bold text-brand-900">
                  {text.choices[visibility].title}
                </span>
                <span id={hintId} className="block text-sm text-muted">
                  {text.choices[visibility].hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p id={noteId} className="mt-1.5 text-sm text-muted">
        {text.charityNote}
      </p>
    </fieldset>
  );
}
