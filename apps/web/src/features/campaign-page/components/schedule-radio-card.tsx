import { useId, type InputHTMLAttributes } from 'react';
import { cx } from '../../../lib/cx';

interface RadioCardProps {
  title: string;
  hint?: string;
  chosen: boolean;
  invalid: boolean;
  /** the registration and value of the native radio */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** the group's error, which describes the radio too while it stands */
  errorId?: string | undefined;
}

/**
 * One choice of a radio group as a card (the payment method, and the schedule's pattern and method):
 * named by its title, described by its hint; the native radio keeps the arrow keys moving through
 * the group.
 */
export function RadioCard({ title, hint, chosen, invalid, input, errorId }: RadioCardProps) {
  const id = useId();
  return (
    <label
      className={cx(
        'flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
        chosen ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white',
        invalid && 'border-danger-700',
      )}
    >
      <input
        type="radio"
        {...input}
        aria-labelledby={`${id}-title`}
        aria-describedby={cx(hint && `${id}-hint`, errorId) || undefined}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span id={`${id}-title`} className="block font-bold text-brand-900">
          {title}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="block text-sm text-muted">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
