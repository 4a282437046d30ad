import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { AuthCard } from './auth-card';
import { secondaryButton } from './button-classes';
import { FormAlert } from './forms/form-alert';
import { PageSpinner } from './spinner';

export interface MailLinkTexts {
  title: string;
  doneTitle: string;
  working: string;
  home: string;
  missingToken: string;
  lead?: string;
}

/**
 * The page a mail's one-click link opens (unsubscribe, confirm a follow): it acts once as it opens
 * (`result`, a query sent on open), then says what happened, or why the link did not work, with a
 * way home.
 */
export function MailLinkPage<T>({
  token,
  result,
  text,
  done,
}: {
  token: string;
  result: UseQueryResult<T>;
  text: MailLinkTexts;
  /** what the success says, from the answer */
  done: (data: T) => string;
}) {
  if (token && result.isPending) return <PageSpinner label={text.working} />;
  const home = (
    <Link to="/" className={`${secondaryButton} mt-6 w-full`}>
      {text.home}
    </Link>
  );
  if (result.isSuccess)
    return (
      <AuthCard title={text.doneTitle} {...(text.lead ? { lead: text.lead } : {})}>
        <FormAlert kind="success" text={done(result.data)} />
        {home}
      </AuthCard>
    );
  return (
    <AuthCard title={text.title}>
      <FormAlert kind="error" text={token ? errorMessage(result.error) : text.missingToken} />
      {home}
    </AuthCard>
  );
}
