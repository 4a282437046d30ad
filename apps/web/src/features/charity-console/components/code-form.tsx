import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { recoveryCode, totpCode } from '@athar/contract/second-factor/fields';
import { FormFooter } from '../../../components/forms/form-footer';
import { CodeField } from './code-field';

const codeForm = z.object({ code: totpCode });
const recoveryForm = z.object({ code: recoveryCode });

interface CodeFormProps {
  /** the call the code goes to (a react-query mutation) */
  call: { isPending: boolean; isError: boolean; error: unknown };
  labels: { submit: string; submitting: string };
  onCode: (code: string) => void;
  /** asks a recovery code instead of the app's six digits */
  recovery?: boolean;
  back?: ReactNode;
}

/** One code field and its submit button: the login's second step, the enrolment and the step-up. */
export function CodeForm({ call, labels, onCode, recovery = false, back }: CodeFormProps) {
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: zodResolver(recovery ? recoveryForm : codeForm),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onCode(values.code))}
      className="flex flex-col gap-5"
    >
      <CodeField registration={form.register('code')} error={error} recovery={recovery} />
      <FormFooter
        call={call}
        label={labels.submit}
        busyLabel={labels.submitting}
        blocked={error !== undefined}
        back={back}
      />
    </form>
  );
}
