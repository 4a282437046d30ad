import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordBody } from '@athar/contract/accounts/forgot-password';
import { secondaryButton, textLink } from '../../../components/button-classes';
import { accountMessages } from '../../../lib/messages/accounts';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { EmailField } from '../../../components/forms/credential-fields';
import { AuthForm } from '../../../components/forms/auth-form';

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
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

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
      <AuthForm
        onSubmit={onSubmit}
        call={forgot}
        labels={text.forgot}
        blocked={Object.keys(errors).length > 0}
      >
        <EmailField form={form} />
      </AuthForm>
      <p className="mt-6 text-center">
        <Link to="/Login" className={textLink}>
          {text.forgot.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
