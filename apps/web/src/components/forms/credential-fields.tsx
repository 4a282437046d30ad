import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { accountMessages } from '../../lib/messages/accounts';
import { FormField } from './form-field';

const fields = accountMessages.accounts.fields;

/** A form whose schema has the contract's `email` field (accounts/fields.ts). */
type WithEmail = { email: string };
/** A form whose schema has the contract's `email` and `password` fields. */
type WithEmailAndPassword = WithEmail & { password: string };

/** The field's Arabic message, from the schema or the server; read through `formState` so it re-renders. */
function errorOf<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  name: Path<TValues>,
) {
  return form.getFieldState(name, form.formState).error?.message;
}

interface EmailFieldProps<TValues extends WithEmail, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** the staff login marks its e-mail 'username' */
  autoComplete?: 'email' | 'username';
}

/** The e-mail input of the accounts and staff forms: left-to-right, its error beneath it. */
export function EmailField<TValues extends WithEmail, TOutput>({
  form,
  autoComplete = 'email',
}: EmailFieldProps<TValues, TOutput>) {
  // react-hook-form cannot resolve a generic form's paths; `TValues extends WithEmail` makes this one safe
  const name = 'email' as Path<TValues>;
  return (
    <FormField
      label={fields.email}
      type="email"
      autoComplete={autoComplete}
      dir="ltr"
      registration={form.register(name)}
      error={errorOf(form, name)}
    />
  );
}

/** E-mail and current password, for logging in (a user's or a staff member's). */
export function EmailPasswordFields<TValues extends WithEmailAndPassword, TOutput>({
  form,
  autoComplete,
}: EmailFieldProps<TValues, TOutput>) {
  const password = 'password' as Path<TValues>; // safe by `TValues extends WithEmailAndPassword`
  return (
    <>
      <EmailField form={form} autoComplete={autoComplete} />
      <FormField
        label={fields.password}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        registration={form.register(password)}
        error={errorOf(form, password)}
      />
    </>
  );
}

interface NewPasswordFieldsProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** the schema's names for the password and its confirmation (`withConfirmation` in the contract) */
  names: { password: Path<TValues>; confirmation: Path<TValues> };
  /** "new password" wording where an existing one is being replaced */
  labels?: { password: string; confirmation: string };
}

/** A new password and its confirmation; the confirmation's mismatch follows the password as it is typed. */
export function NewPasswordFields<TValues extends FieldValues, TOutput>({
  form,
  names,
  labels = { password: fields.password, confirmation: fields.confirmPassword },
}: NewPasswordFieldsProps<TValues, TOutput>) {
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        registration={form.register(names.password, {
          // once the confirmation has been left, its "does not match" clears (or appears) with each keystroke
          onChange: () => {
            if (form.getFieldState(names.confirmation).isTouched) void form.trigger(names.confirmation);
          },
        })}
        error={errorOf(form, names.password)}
      />
      <FormField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        registration={form.register(names.confirmation)}
        error={errorOf(form, names.confirmation)}
      />
    </>
  );
}
