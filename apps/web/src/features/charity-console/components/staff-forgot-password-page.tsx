import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { staffForgotPasswordBody } from '@athar/contract/charity/password-reset';
import { AuthCard } from '../../../components/auth-card';
import { secondaryButton, textLink } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { EmailField } from '../../../components/forms/credential-fields';
import { AuthForm } from '../../../components/forms/auth-form';
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
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

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
      <AuthForm onSubmit={onSubmit} call={forgot} labels={text} blocked={Object.keys(errors).length > 0}>
        <EmailField form={form} autoComplete="username" />
      </AuthForm>
      <p className="mt-6 text-center">
        <Link to={CONSOLE_PATHS.login} className={textLink}>
          {text.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
