import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { FieldNotes } from './field-notes';

interface TextAreaFieldProps {
  label: string;
  hint?: string;
  error?: string;
  maxLength?: number;
  registration: UseFormRegisterReturn;
}

/** A labelled textarea with its hint and Arabic error beneath, wired for screen readers. */
export function TextAreaField({ label, hint, error, maxLength, registration }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = cx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={maxLength}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'w-full rounded-xl border bg-white px-4 py-2.5 text-ink',
          error ? 'border-danger-700' : 'border-brand-200 focus:border-brand-700',
        )}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
