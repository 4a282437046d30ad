import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { staffSetPasswordForm } from '@athar/contract/charity/set-password';
import { AuthCard } from '../../../components/auth-card';
import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { NewPasswordFields } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
import { accountMessages } from '../../../lib/messages/accounts';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useSetStaffPassword, type StaffLinkPurpose } from '../api/set-staff-password';
import { CONSOLE_PATHS } from '../console-paths';

const texts = {
  invite: charityConsoleMessages.charity.setPassword,
  reset: charityConsoleMessages.charity.resetPassword,
} satisfies Record<StaffLinkPurpose, unknown>;
const fields = accountMessages.accounts.fields;

/**
 * The page a mailed staff link opens: the password and its confirmation, chosen once. A refused link
 * (cut short, used or expired) shows the server's message and a way to ask for a fresh one.
 */
function StaffPasswordLinkPage({ purpose }: { purpose: StaffLinkPurpose }) {
  const text = texts[purpose];
  const { token = '' } = useParams();
  const setPassword = useSetStaffPassword(token, purpose);
  const form = useForm<z.input<typeof staffSetPasswordForm>, unknown, z.output<typeof staffSetPasswordForm>>({
    resolver: zodResolver(staffSetPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  if (setPassword.isSuccess) {
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="success" text={setPassword.data} />
        <Link to={CONSOLE_PATHS.login} className={`${primaryButton} mt-6 w-full`}>
          {text.login}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ password }) =>
          setPassword.mutate(
            { password },
            { onError: (error) => showFieldErrors(error, form.setError, ['password']) },
          ),
        )}
        className="flex flex-col gap-5"
      >
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirmation: 'confirm_password' }}
          labels={
            purpose === 'reset'
              ? { password: fields.newPassword, confirmation: fields.confirmNewPassword }
              : undefined
          }
        />
        <FormAlert kind="error" text={setPassword.isError ? errorMessage(setPassword.error) : null} />
        <SubmitButton
          label={text.submit}
          busyLabel={text.submitting}
          busy={setPassword.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      {setPassword.isError && (
        <p className="mt-6 text-center">
          <Link
            to={CONSOLE_PATHS.forgotPassword}
            className="font-bold text-brand-700 underline-offset-4 hover:underline"
          >
            {text.newLink}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

/** /charity/set-password/{token}: the invitation mail's link; the first password is chosen once. */
export function StaffSetPasswordPage() {
  return <StaffPasswordLinkPage purpose="invite" />;
}

/** /charity/reset-password/{token}: the "forgot password" mail's link; a new password, chosen once. */
export function StaffResetPasswordPage() {
  return <StaffPasswordLinkPage purpose="reset" />;
}
