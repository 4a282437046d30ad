import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordBody } from '@athar/contract/accounts/forgot-password';
import { secondaryButton } from '../../../components/button-classes';
import { errorMessage } from '../../../lib/api-error';
import { accountMessages } from '../../../lib/messages/accounts';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { EmailField } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';

const text = accountMessages.accounts;

/** /ForgotPassword: idle → loading → sent; a refusal shows the server message and returns to idle. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordBody>, unknown, z.output<typeof forgotPasswordBody>>({
    resolver: zodResolver(forgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  if (forgot.isSuccess) {
    return (
      <AuthCard title={text.forgot.sentTitle}>
        <FormAlert kind="success" text={forgot.data} />
        <Link to="/Login" className={`${secondaryButton} mt-6 w-full`}>
          {text.forgot.backToLogin}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.forgot.title} lead={text.forgot.lead}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => forgot.mutate(values))}
        className="flex flex-col gap-5"
      >
        <EmailField form={form} />
        <FormAlert kind="error" text={forgot.isError ? errorMessage(forgot.error) : null} />
        <SubmitButton
          label={text.forgot.submit}
          busyLabel={text.forgot.submitting}
          busy={forgot.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      <p className="mt-6 text-center">
        <Link to="/Login" className="font-bold text-brand-700 underline-offset-4 hover:underline">
          {text.forgot.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
