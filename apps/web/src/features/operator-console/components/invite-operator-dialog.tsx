import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { operatorRoleNames } from '@athar/contract/operator/roles';
import { INVITABLE_ROLES, inviteOperatorBody } from '@athar/contract/operator/team';
import { secondaryButton } from '../../../components/button-classes';
import { FieldNotes } from '../../../components/forms/field-notes';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { ModalDialog } from '../../../components/modal-dialog';
import { showFieldErrors } from '../../../lib/api-error';
import { operatorTeamMessages } from '../../../lib/messages/operator-team';
import { useInviteOperator } from '../api/operator-team';
import { StepUpCancelled } from '../api/step-up';

const text = operatorTeamMessages.invite;
type Input = z.input<typeof inviteOperatorBody>;
type Output = z.output<typeof inviteOperatorBody>;

/**
 * «إضافة مشغّل»: the address, the name and the duties (every one but admin, granted afterwards by four
 * eyes), checked by the contract's own schema; the server's refusal shows under the form or its field.
 */
export function InviteOperatorDialog({
  operatorId,
  open,
  onClose,
}: {
  operatorId: number;
  open: boolean;
  onClose: () => void;
}) {
  const invite = useInviteOperator(operatorId);
  const rolesId = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(inviteOperatorBody),
    mode: 'onTouched',
    defaultValues: { email: '', name: '', roles: [] },
  });
  const { reset } = form;
  const { reset: resetCall } = invite;
  useEffect(() => {
    if (!open) return;
    reset({ email: '', name: '', roles: [] });
    resetCall();
  }, [open, reset, resetCall]);

  const { errors } = form.formState;
  const send = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: onClose,
      onError: (error) => showFieldErrors(error, form.setError, ['email', 'name', 'roles']),
    }),
  );
  const shown =
    invite.isError && !(invite.error instanceof StepUpCancelled) ? invite : { ...invite, isError: false };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={text.title}
      closable={!invite.isPending}
      busy={invite.isPending}
    >
      <form noValidate onSubmit={send} className="flex flex-col gap-4">
        <p className="text-ink">{text.lead}</p>
        <FormField
          label={text.email}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <FormField
          label={text.name}
          autoComplete="off"
          error={errors.name?.message}
          registration={form.register('name')}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={errors.roles ? true : undefined}
          aria-describedby={errors.roles ? `${rolesId}-error` : undefined}
        >
          <legend className="mb-1 font-bold text-brand-900">{text.duties}</legend>
          {INVITABLE_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-3 text-ink">
              <input
                type="checkbox"
                value={role}
                className="size-5 accent-brand-700"
                {...form.register('roles')}
              />
              {operatorRoleNames[role]}
            </label>
          ))}
          <FieldNotes id={rolesId} error={errors.roles?.message} />
        </fieldset>
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{text.adminNote}</p>
        <FormFooter
          call={shown}
          label={text.submit}
          busyLabel={text.sending}
          blocked={Object.keys(errors).length > 0}
          align="end"
          submitClassName="sm:w-auto"
          back={
            <button type="button" onClick={onClose} disabled={invite.isPending} className={secondaryButton}>
              {text.cancel}
            </button>
          }
        />
      </form>
    </ModalDialog>
  );
}
