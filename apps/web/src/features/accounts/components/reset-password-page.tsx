import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordForm } from '@athar/contract/accounts/reset-password';
import { primaryButton } from '../../../components/button-classes';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
import { accountMessages } from '../../../lib/messages/accounts';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { NewPasswordFields } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';

const text = accountMessages.accounts;

/** /ResetPassword/{token}: the server message on status 0, a success message and login link on 1. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  const form = useForm<z.input<typeof resetPasswordForm>, unknown, z.output<typeof resetPasswordForm>>({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onTouched',
    defaultValues: { newpass: '', confirm_newpass: '' },
  });
  const { errors } = form.formState;

  if (reset.isSuccess) {
    return (
      <AuthCard title={text.reset.title}>
        <FormAlert kind="success" text={reset.data} />
        <Link to="/Login" className={`${primaryButton} mt-6 w-full`}>
          {text.reset.login}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.reset.title} lead={text.reset.lead}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ newpass }) =>
          reset.mutate(
            { newpass },
            { onError: (error) => showFieldErrors(error, form.setError, ['newpass']) },
          ),
        )}
        className="flex flex-col gap-5"
      >
        <NewPasswordFields
          form={form}
          names={{ password: 'newpass', confirmation: 'confirm_newpass' }}
          labels={{ password: text.fields.newPassword, confirmation: text.fields.confirmNewPassword }}
        />
        <FormAlert kind="error" text={reset.isError ? errorMessage(reset.error) : null} />
        <SubmitButton
          label={text.reset.submit}
          busyLabel={text.reset.submitting}
          busy={reset.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      {reset.isError && (
        <p className="mt-6 text-center">
          <Link to="/ForgotPassword" className="font-bold text-brand-700 underline-offset-4 hover:underline">
            {text.reset.forgotAgain}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
