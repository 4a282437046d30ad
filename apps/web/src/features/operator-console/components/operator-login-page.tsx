import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { operatorLoginEndpoint } from '@athar/contract/operator/auth';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/forms/auth-form';
import { EmailPasswordFields } from '../../../components/forms/credential-fields';
import { FormAlert } from '../../../components/forms/form-alert';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useOperatorLogin } from '../api/operator-auth';
import type { LogoutNotice } from '../operator-session';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';

const text = operatorConsoleMessages.login;
const loginBody = operatorLoginEndpoint.body;

/**
 * The console's login at whatever address was asked: the password first; the second factor's screen
 * follows (its enrolment the first time), then the page that was asked.
 */
export function OperatorLoginPage({ notice }: { notice: LogoutNotice | null }) {
  useDataDocumentTitle(operatorConsoleMessages.pages.login);
  const login = useOperatorLogin();
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <div className="flex flex-col gap-5">
        {login.isIdle && notice ? <FormAlert kind={notice.kind} text={notice.text} /> : null}
        <AuthForm
          onSubmit={onSubmit}
          call={login}
          labels={text}
          blocked={Object.keys(form.formState.errors).length > 0}
        >
          <EmailPasswordFields form={form} autoComplete="username" />
        </AuthForm>
      </div>
    </AuthCard>
  );
}
