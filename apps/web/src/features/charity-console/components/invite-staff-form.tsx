import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STAFF_ROLES } from '@athar/contract/charity/staff-roles';
import { inviteStaffBody } from '@athar/contract/charity/team';
import { FieldNotes } from '../../../components/forms/field-notes';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { showFieldErrors } from '../../../lib/api-error';
import { charityTeamMessages } from '../../../lib/messages/charity-team';
import type { TeamCall } from './charity-team-page';

const text = charityTeamMessages;
type Input = z.input<typeof inviteStaffBody>;
type Output = z.output<typeof inviteStaffBody>;

/** «دعوة موظف»: name, address and roles, checked by the contract's schema before the call. */
export function InviteStaffForm({
  call,
  onSend,
}: {
  call: TeamCall;
  onSend: (body: Output) => Promise<void>;
}) {
  const rolesId = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(inviteStaffBody),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', roles: [] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSend(body);
      form.reset({ name: '', email: '', roles: [] });
    } catch (error) {
      showFieldErrors(error, form.setError, ['name', 'email', 'roles']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 className="text-lg font-bold text-brand-900">{text.invite.title}</h2>
      <FormField
        label={text.invite.name}
        autoComplete="off"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <FormField
        label={text.invite.email}
        type="email"
        dir="ltr"
        autoComplete="off"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={errors.roles ? true : undefined}
        aria-describedby={errors.roles ? `${rolesId}-error` : undefined}
      >
        <legend className="mb-1 font-bold text-brand-900">{text.invite.roles}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-start gap-3 text-ink">
            <input
              type="checkbox"
              value={role}
              className="mt-1 size-5 accent-brand-700"
              {...form.register('roles')}
            />
            <span>
              {text.roles[role]}
              <span className="block text-sm text-muted">{text.roleHints[role]}</span>
            </span>
          </label>
        ))}
        <FieldNotes id={rolesId} error={errors.roles?.message} />
      </fieldset>
      <p className="text-sm text-muted">{text.invite.note}</p>
      <FormFooter
        call={call}
        label={text.invite.submit}
        busyLabel={text.invite.sending}
        blocked={Object.keys(errors).length > 0}
        align="end"
        submitClassName="sm:w-auto"
      />
    </form>
  );
}
