import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginBody } from '@athar/contract/accounts/login';
import { errorMessage } from '../../../lib/api-error';
import { afterLoginPath } from '../../../lib/return-path';
import { accountMessages } from '../../../lib/messages/accounts';
import { useLogin } from '../api/login';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { EmailPasswordFields } from '../../../components/forms/credential-fields';
import { SubmitButton } from '../../../components/forms/submit-button';

const text = accountMessages.accounts;

/**
 * /Login: e-mail and password; success saves the session and goes home (SPEC §4), or back to the page
 * that sent the guest here (`?next=`, a path of this site only).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => void navigate(afterLoginPath(search), { replace: true }) }),
  );

  return (
    <AuthCard title={text.login.title} lead={text.login.lead}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <EmailPasswordFields form={form} />
        <FormAlert kind="error" text={login.isError ? errorMessage(login.error) : null} />
        <SubmitButton
          label={text.login.submit}
          busyLabel={text.login.submitting}
          busy={login.isPending}
          blocked={Object.keys(errors).length > 0}
        />
      </form>
      <div className="mt-6 flex flex-col gap-2 text-center">
        <Link to="/ForgotPassword" className="font-bold text-brand-700 underline-offset-4 hover:underline">
          {text.login.forgot}
        </Link>
        <p className="text-muted">
          {text.login.noAccount}{' '}
          <Link to="/Register" className="font-bold text-brand-700 underline-offset-4 hover:underline">
            {text.login.register}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
