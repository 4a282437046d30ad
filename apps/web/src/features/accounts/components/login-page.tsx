import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginBody } from '@athar/contract/accounts/login';
import { afterLoginPath, authPathKeepingReturn } from '../../../lib/return-path';
import { accountMessages } from '../../../lib/messages/accounts';
import { useLogin } from '../api/login';
import { AuthCard } from '../../../components/auth-card';
import { textLink } from '../../../components/button-classes';
import { EmailPasswordFields } from '../../../components/forms/credential-fields';
import { AuthForm } from '../../../components/forms/auth-form';

const text = accountMessages.accounts;

/**
 * /Login: e-mail and password; success saves the session and goes home (PRODUCT.md §4), or back to the page
 * that sent the guest here (`?next=`, a path of this site only), which the link to registration keeps.
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
      <AuthForm onSubmit={onSubmit} call={login} labels={text.login} blocked={Object.keys(errors).length > 0}>
        <EmailPasswordFields form={form} />
      </AuthForm>
      <div className="mt-6 flex flex-col gap-2 text-center">
        <Link to="/ForgotPassword" className={textLink}>
          {text.login.forgot}
        </Link>
        <p className="text-muted">
          {text.login.noAccount}{' '}
          <Link to={authPathKeepingReturn('/Register', search)} className={textLink}>
            {text.login.register}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
