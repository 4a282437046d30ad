import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { FieldNotes } from './field-notes';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  /** absent for a read-only field shown with `value` */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** A labelled input with its Arabic error directly beneath it (PRODUCT.md §5), wired for screen readers. */
export function FormField({ label, registration, error, hint, className, ...input }: FormFieldProps) {
  const id = useId();
  const describedBy = cx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-bold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'w-full rounded-xl border bg-white px-4 py-2.5 text-ink placeholder:text-muted read-only:bg-sand-100',
          error ? 'border-danger-700' : 'border-brand-200 focus:border-brand-700',
        )}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
