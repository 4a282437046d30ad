import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/forms/form-field';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';

const text = staffFactorMessages.code;

/** The authenticator's six digits (or a recovery code): left-to-right, offered by the phone's keyboard. */
export function CodeField({
  registration,
  error,
  recovery = false,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  recovery?: boolean;
}) {
  return (
    <FormField
      label={recovery ? text.recoveryLabel : text.label}
      hint={recovery ? text.recoveryHint : text.hint}
      registration={registration}
      error={error}
      dir="ltr"
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      className="max-w-xs"
    />
  );
}
