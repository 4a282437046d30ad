import type { FormEventHandler, ReactNode } from 'react';
import { FormFooter } from './form-footer';

interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the call the form sends (a react-query mutation) */
  call: { isPending: boolean; isError: boolean; error: unknown };
  /** the page's messages: the submit button's label, and its label while sending */
  labels: { submit: string; submitting: string };
  /** blocked while any field error stands (PRODUCT.md §5) */
  blocked: boolean;
  /** the fields */
  children: ReactNode;
}

/** The form of a login or password card (AuthCard): its fields, the server's refusal, the submit button. */
export function AuthForm({ onSubmit, call, labels, blocked, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {children}
      <FormFooter call={call} label={labels.submit} busyLabel={labels.submitting} blocked={blocked} />
    </form>
  );
}
