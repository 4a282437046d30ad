import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { cx } from '../../lib/cx';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';

interface FormFooterProps {
  /** the call the form sends (a react-query mutation): busy while pending, its refusal shown */
  call: { isPending: boolean; isError: boolean; error: unknown };
  label: string;
  busyLabel: string;
  /** blocked while any field error stands (PRODUCT.md §5) */
  blocked: boolean;
  /** the way out (a cancel button or a link to the previous step), set beside the submit button */
  back?: ReactNode;
  /** where the two buttons sit on a wide screen: apart, or together at the row's end */
  align?: 'between' | 'end';
  submitClassName?: string;
}

/** The end of a form that sends one call: the server's refusal, then the submit button. */
export function FormFooter({
  call,
  label,
  busyLabel,
  blocked,
  back,
  align = 'between',
  submitClassName,
}: FormFooterProps) {
  const submit = (
    <SubmitButton
      label={label}
      busyLabel={busyLabel}
      busy={call.isPending}
      blocked={blocked}
      className={submitClassName}
    />
  );
  return (
    <>
      <FormAlert kind="error" text={call.isError ? errorMessage(call.error) : null} />
      {back ? (
        <div
          className={cx(
            'flex flex-col-reverse gap-3 sm:flex-row',
            align === 'end' ? 'sm:justify-end' : 'sm:justify-between',
          )}
        >
          {back}
          {submit}
        </div>
      ) : (
        submit
      )}
    </>
  );
}
