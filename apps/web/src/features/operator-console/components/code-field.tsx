import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { totpCode } from '@athar/contract/second-factor/fields';
import { FormField } from '../../../components/forms/form-field';
import { operatorConsoleMessages } from '../../../lib/messages/operator';

const text = operatorConsoleMessages.code;
const codeBody = z.object({ code: totpCode });
type CodeInput = z.input<typeof codeBody>;
export type CodeForm = UseFormReturn<CodeInput, unknown, z.output<typeof codeBody>>;

/** The form of one authenticator code (enrolment, login, step-up): six digits, Arabic-Indic forgiven. */
export function useCodeForm(): CodeForm {
  return useForm<CodeInput, unknown, z.output<typeof codeBody>>({
    resolver: zodResolver(codeBody),
    defaultValues: { code: '' },
  });
}

/** The code's field: a number pad on a phone, and the code the phone's keyboard offers from a message. */
export function CodeField({ form }: { form: CodeForm }) {
  return (
    <FormField
      label={text.label}
      hint={text.hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={12}
      registration={form.register('code')}
      error={form.formState.errors.code?.message}
    />
  );
}
