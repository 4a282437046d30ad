import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Place } from '@athar/contract/locations/cities';
import { cx } from '../../../lib/cx';

interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: Place[];
  registration: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}

/** A labelled <select> of governorates or areas with its Arabic error beneath it. */
export function SelectField({
  label,
  placeholder,
  options,
  registration,
  error,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {label}
      </label>
      <select
        id={id}
        {...registration}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          'w-full rounded-xl border bg-white px-4 py-2.5 text-ink disabled:bg-sand-100',
          error ? 'border-danger-700' : 'border-brand-200 focus:border-brand-700',
        )}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.ar_name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-bold text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
