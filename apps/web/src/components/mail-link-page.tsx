import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { AuthCard } from './auth-card';
import { secondaryButton } from './button-classes';
import { FormAlert } from './forms/form-alert';
import { SubmitButton } from './forms/submit-button';

export interface MailLinkTexts {
  title: string;
  /** what pressing the button does */
  lead: string;
  /** the button */
  action: string;
  working: string;
  doneTitle: string;
  home: string;
  missingToken: string;
}

/**
 * The page a mail's link opens (confirm a follow, unsubscribe). Opening it does nothing: it says what
 * the link does and acts only when the person presses its button (a POST), so a mail scanner that
 * fetches the link, even one that runs the page's code, changes nothing (docs/decisions/028). Then it
 * says what happened, or why the link did not work, with a way home; a failure leaves the button for
 * another try.
 */
export function MailLinkPage<T>({
  token,
  action,
  text,
  done,
}: {
  token: string;
  /** the POST the button sends, with the link's token */
  action: UseMutationResult<T, unknown, string>;
  text: MailLinkTexts;
  /** what the success says, from the answer */
  done: (data: T) => string;
}) {
  const home = (
    <Link to="/" className={`${secondaryButton} mt-4 w-full`}>
      {text.home}
    </Link>
  );
  if (!token)
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="error" text={text.missingToken} />
        {home}
      </AuthCard>
    );
  if (action.isSuccess)
    return (
      <AuthCard title={text.doneTitle}>
        <FormAlert kind="success" text={done(action.data)} />
        {home}
      </AuthCard>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(token);
  };
  return (
    <AuthCard title={text.title} lead={text.lead}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert kind="error" text={action.isError ? errorMessage(action.error) : null} />
        <SubmitButton label={text.action} busyLabel={text.working} busy={action.isPending} />
      </form>
      {home}
    </AuthCard>
  );
}
