import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { staffForgotPasswordBody } from '@athar/contract/charity/password-reset';
import { AuthCard } from '../../../components/auth-card';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { EmailField } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useStaffForgotPassword } from '../api/staff-forgot-password';
import { CONSOLE_PATHS } from '../console-paths';

const text = charityConsoleMessages.charity.forgotPassword;

/**
 * /charity/forgot-password: a staff member's e-mail; the same neutral answer whether or not it is a
 * staff member's (the mail carries a /charity/reset-password link). A refusal (429) shows the server's
 * message and keeps the form.
 */
export function StaffForgotPasswordPage() {
  const forgot = useStaffForgotPassword();
  const form = useForm<
    z.input<typeof staffForgotPasswordBody>,
    unknown,
    z.output<typeof staffForgotPasswordBody>
  >({
    resolver: zodResolver(staffForgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  if (forgot.isSuccess) {
    return (
      <AuthCard title={text.sentTitle}>
        <FormAlert kind="success" text={forgot.data} />
        <Link to={CONSOLE_PATHS.login} className={`${secondaryButton} mt-6 w-full`}>
          {text.backToLogin}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => forgot.mutate(values))}
        className="flex flex-col gap-5"
      >
        <EmailField form={form} autoComplete="username" />
        <FormAlert kind="error" text={forgot.isError ? errorMessage(forgot.error) : null} />
        <SubmitButton
          label={text.submit}
          busyLabel={text.submitting}
          busy={forgot.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      <p className="mt-6 text-center">
        <Link
          to={CONSOLE_PATHS.login}
          className="font-bold text-brand-700 underline-offset-4 hover:underline"
        >
          {text.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
