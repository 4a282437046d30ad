import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { registerForm } from '@athar/contract/accounts/register';
import { primaryButton } from '../../../components/button-classes';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
import { accountMessages } from '../../../lib/messages/accounts';
import { authPathKeepingReturn } from '../../../lib/return-path';
import { useRegister } from '../api/register';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { EmailField, NewPasswordFields } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';
import { PrivacyNoticeLine } from '../../../components/forms/privacy-notice-line';

const text = accountMessages.accounts;

/**
 * /Register: name, e-mail, password and its confirmation; an unverified user is told to check their mail.
 * A return path it was opened with (`?next=`, an invitation's page) goes on to its login links.
 */
export function RegisterPage() {
  const loginPath = authPathKeepingReturn('/Login', useLocation().search);
  const registration = useRegister();
  const form = useForm<z.input<typeof registerForm>, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { user_name: '', email: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ user_name, email, password }) =>
    registration.mutate(
      // the specification's call as written: the account is what the person asked for, so no consent
      // is sent (docs/decisions/025)
      { user_name, email, password, msisdn: false },
      // the server's refusals of a field (a common password, a taken e-mail) show under that field too
      {
        onError: (error) => showFieldErrors(error, form.setError, ['user_name', 'email', 'password']),
      },
    ),
  );

  if (registration.isSuccess) {
    return (
      <AuthCard title={text.register.doneTitle}>
        <FormAlert kind="success" text={registration.data.message} />
        <Link to={loginPath} className={`${primaryButton} mt-6 w-full`}>
          {text.register.goToLogin}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.register.title} lead={text.register.lead}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField
          label={text.fields.userName}
          autoComplete="name"
          registration={form.register('user_name')}
          error={errors.user_name?.message}
        />
        <EmailField form={form} />
        <NewPasswordFields form={form} names={{ password: 'password', confirmation: 'confirm_password' }} />
        <FormAlert kind="error" text={registration.isError ? errorMessage(registration.error) : null} />
        <SubmitButton
          label={text.register.submit}
          busyLabel={text.register.submitting}
          busy={registration.isPending}
          blocked={Object.keys(errors).length > 0}
        />
        <PrivacyNoticeLine button={text.register.submit} purpose="registration" />
      </form>
      <p className="mt-6 text-center text-muted">
        {text.register.haveAccount}{' '}
        <Link to={loginPath} className="font-bold text-brand-700 underline-offset-4 hover:underline">
          {text.register.login}
        </Link>
      </p>
    </AuthCard>
  );
}
