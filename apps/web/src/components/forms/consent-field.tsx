import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { privacyMessages } from '../../lib/messages/privacy';

const text = privacyMessages.consent;

/**
 * The explicit consent of PDPL 151/2020: a box that starts unticked, its words, a link to the privacy
 * notice (in a new tab, so the form keeps what was typed) and its error beneath, read with the box.
 */
export function ConsentField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1.5 rounded-xl p-4', error ? 'bg-danger-50' : 'bg-sand-100')}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-bold text-brand-900">
          {text.label}
        </label>
      </div>
      {/* a page load of its own in a new tab: nothing of the router is needed */}
      <a
        href="/Privacy"
        target="_blank"
        rel="noopener"
        className="ms-8 w-fit text-sm font-bold text-brand-700 underline underline-offset-4"
      >
        {text.link}
      </a>
      {error && (
        <p id={errorId} className="ms-8 text-sm font-bold text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
