import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { recoveryCode } from '@athar/contract/second-factor/fields';
import { AuthCard } from '../../../components/auth-card';
import { textLink } from '../../../components/button-classes';
import { AuthForm } from '../../../components/forms/auth-form';
import { FormField } from '../../../components/forms/form-field';
import { showSuccess } from '../../../lib/alerts';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useOperatorLogout, useVerifyFactor } from '../api/operator-auth';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { CodeField, useCodeForm } from './code-field';

const text = operatorConsoleMessages.verify;
const recoveryBody = z.object({ recovery_code: recoveryCode });

/** The login's second step: the authenticator's code, or, the phone lost, one recovery code. */
export function VerifyPage() {
  useDataDocumentTitle(operatorConsoleMessages.pages.verify);
  const [withRecovery, setWithRecovery] = useState(false);
  const logout = useOperatorLogout();
  return (
    <AuthCard title={text.title} lead={withRecovery ? text.recoveryLead : text.lead}>
      {withRecovery ? <RecoveryCodeForm /> : <AppCodeForm />}
      <div className="mt-6 flex flex-col items-center gap-3 text-center">
        <button type="button" className={textLink} onClick={() => setWithRecovery(!withRecovery)}>
          {withRecovery ? text.useApp : text.useRecovery}
        </button>
        <button type="button" className={textLink} onClick={() => void logout()}>
          {text.otherAccount}
        </button>
      </div>
    </AuthCard>
  );
}

type VerifyBody = Parameters<ReturnType<typeof useVerifyFactor>['mutate']>[0];

/** One of the two forms of the second step: its field, the server's refusal, «دخول». */
function VerifyForm<I extends FieldValues, O extends VerifyBody>({
  form,
  children,
}: {
  form: UseFormReturn<I, unknown, O>;
  children: ReactNode;
}) {
  const verify = useVerifyFactor(showSuccess);
  return (
    <AuthForm
      onSubmit={form.handleSubmit((values) => verify.mutate(values))}
      call={verify}
      labels={text}
      blocked={Object.keys(form.formState.errors).length > 0}
    >
      {children}
    </AuthForm>
  );
}

function AppCodeForm() {
  const form = useCodeForm();
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  return (
    <VerifyForm form={form}>
      <CodeField form={form} />
    </VerifyForm>
  );
}

function RecoveryCodeForm() {
  const form = useForm<z.input<typeof recoveryBody>, unknown, z.output<typeof recoveryBody>>({
    resolver: zodResolver(recoveryBody),
    defaultValues: { recovery_code: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('recovery_code'), [setFocus]);
  return (
    <VerifyForm form={form}>
      <FormField
        label={text.recoveryLabel}
        hint={text.recoveryHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        registration={form.register('recovery_code')}
        error={form.formState.errors.recovery_code?.message}
      />
    </VerifyForm>
  );
}
