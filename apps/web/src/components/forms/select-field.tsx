import { useId, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../lib/cx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  label: string;
  /** the first, empty option */
  placeholder: string;
  /** a governorate or area, or any id with its Arabic name */
  options: ReadonlyArray<{ id: number | string; ar_name: string }>;
  /** absent for a select driven by `value` and `onChange` (e.g. a list filter) */
  registration?: UseFormRegisterReturn;
  error?: string;
}

/** A labelled <select> (governorates, areas, any named choices) with its Arabic error beneath it. */
export function SelectField({
  label,
  placeholder,
  options,
  registration,
  error,
  ...select
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
        {...select}
        {...registration}
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
