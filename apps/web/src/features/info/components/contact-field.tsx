import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldProps = {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
} & ({ multiline: true } | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>));

/** A labelled input or textarea with its inline Arabic error, tied by aria-describedby. */
export function ContactField({ label, error, registration, ...rest }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className:
      'w-full scroll-mt-24 rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-danger-700',
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-brand-900">
        {label}
      </label>
      {'multiline' in rest && rest.multiline ? (
        <textarea rows={5} {...common} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-bold text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
