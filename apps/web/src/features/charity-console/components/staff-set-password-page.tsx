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
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useSetStaffPassword } from '../api/set-staff-password';
import { CONSOLE_PATHS } from '../console-paths';

const text = charityConsoleMessages.charity.setPassword;

/** /charity/set-password/{token}: the invitation mail's link; the password is chosen once. */
export function StaffSetPasswordPage() {
  const { token = '' } = useParams();
  const setPassword = useSetStaffPassword(token);
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
        <NewPasswordFields form={form} names={{ password: 'password', confirmation: 'confirm_password' }} />
        <FormAlert kind="error" text={setPassword.isError ? errorMessage(setPassword.error) : null} />
        <SubmitButton
          label={text.submit}
          busyLabel={text.submitting}
          busy={setPassword.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
    </AuthCard>
  );
}
