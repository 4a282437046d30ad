import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { staffSetPasswordForm } from '@athar/contract/charity/set-password';
import { errorMessage, showFieldErrors } from '../../lib/api-error';
import { AuthCard } from '../auth-card';
import { primaryButton } from '../button-classes';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './credential-fields';
import { SubmitButton } from './submit-button';

/** The words of one mailed password link's page. */
export interface PasswordLinkWords {
  title: string;
  lead: string;
  submit: string;
  submitting: string;
  login: string;
}

/** The call that sets the password, as the page reads it (a react-query mutation). */
export interface PasswordLinkCall {
  isSuccess: boolean;
  isPending: boolean;
  isError: boolean;
  data: string | undefined;
  error: unknown;
}

/**
 * The page a mailed password link opens (a charity's staff, an operator): the password and its
 * confirmation, chosen once, then the way to the console's login. A refused link shows the server's
 * words, and `onRefused` below them (a way to ask for a fresh link).
 */
export function PasswordLinkCard({
  text,
  call,
  send,
  loginTo,
  labels,
  onRefused,
}: {
  text: PasswordLinkWords;
  call: PasswordLinkCall;
  send: (password: string, onError: (error: unknown) => void) => void;
  loginTo: string;
  labels?: { password: string; confirmation: string } | undefined;
  onRefused?: ReactNode;
}) {
  const form = useForm<z.input<typeof staffSetPasswordForm>, unknown, z.output<typeof staffSetPasswordForm>>({
    resolver: zodResolver(staffSetPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  if (call.isSuccess)
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="success" text={call.data} />
        <Link to={loginTo} className={`${primaryButton} mt-6 w-full`}>
          {text.login}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ password }) =>
          send(password, (error) => showFieldErrors(error, form.setError, ['password'])),
        )}
        className="flex flex-col gap-5"
      >
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirmation: 'confirm_password' }}
          {...(labels ? { labels } : {})}
        />
        <FormAlert kind="error" text={call.isError ? errorMessage(call.error) : null} />
        <SubmitButton
          label={text.submit}
          busyLabel={text.submitting}
          busy={call.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      {call.isError ? onRefused : null}
    </AuthCard>
  );
}
