import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import { OPERATOR_ROLES, operatorRoleNames, type OperatorRole } from '@athar/contract/operator/roles';
import { secondaryButton } from '../../../components/button-classes';
import { FormFooter } from '../../../components/forms/form-footer';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { useRequestApproval } from '../api/approvals';
import { useSetRoles } from '../api/operators';
import { StepUpCancelled } from '../api/step-up';

const text = fourEyesMessages.duties;

interface DutiesForm {
  roles: OperatorRole[];
  reason: string;
}

const sameRoles = (a: readonly OperatorRole[], b: readonly OperatorRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * «تعديل المهام» of another operator: the duties as checkboxes. Granting admin cannot be done by one
 * admin (the server answers 409): ticking it asks for a reason and sends «اطلب موافقة مشغّل آخر» (an
 * `operator.grant_admin` approval); the other duties are saved at once.
 */
export function DutiesDialog({
  operatorId,
  target,
  onClose,
}: {
  operatorId: number;
  target: OperatorListItem | null;
  onClose: () => void;
}) {
  const setRoles = useSetRoles(operatorId);
  const askAdmin = useRequestApproval(operatorId);
  const form = useForm<DutiesForm>({ defaultValues: { roles: [], reason: '' } });
  const { reset } = form;
  const { reset: resetSet } = setRoles;
  const { reset: resetAsk } = askAdmin;
  useEffect(() => {
    if (!target) return;
    reset({ roles: target.roles, reason: '' });
    resetSet();
    resetAsk();
  }, [target, reset, resetSet, resetAsk]);

  const roles = useWatch({ control: form.control, name: 'roles' });
  const grantsAdmin = !!target && roles.includes('admin') && !target.roles.includes('admin');
  const busy = setRoles.isPending || askAdmin.isPending;

  const onSubmit = form.handleSubmit(async ({ roles: chosen, reason }) => {
    if (!target) return;
    const direct = grantsAdmin ? chosen.filter((role) => role !== 'admin') : chosen;
    try {
      if (!sameRoles(direct, target.roles)) await setRoles.mutateAsync({ target: target.id, roles: direct });
      if (grantsAdmin)
        await askAdmin.mutateAsync({
          action: 'operator.grant_admin',
          object_id: target.id,
          reason: reason.trim(),
        });
      onClose();
    } catch {
      // the refusal shows under the form (a closed step-up dialog says nothing)
    }
  });
  const failed = [setRoles, askAdmin].find(
    (call) => call.isError && !(call.error instanceof StepUpCancelled),
  );
  const name = target ? keepCompoundNames(target.operator_name) : '';

  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      title={text.title(name)}
      closable={!busy}
      busy={busy}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-bold text-brand-900">{text.legend}</legend>
          {OPERATOR_ROLES.map((role) => (
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
        </fieldset>
        {grantsAdmin ? (
          <>
            <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">{text.adminNote}</p>
            <TextAreaField
              label={fourEyesMessages.reason.label}
              hint={fourEyesMessages.reason.hint}
              error={form.formState.errors.reason?.message}
              maxLength={500}
              registration={form.register('reason', {
                validate: (typed) =>
                  typed.trim().length >= 3 || !grantsAdmin || fourEyesMessages.reason.tooShort,
              })}
            />
          </>
        ) : null}
        <FormFooter
          call={{ isPending: busy, isError: !!failed, error: failed?.error }}
          label={grantsAdmin ? text.askAdmin : text.save}
          busyLabel={text.saving}
          blocked={Object.keys(form.formState.errors).length > 0}
          align="end"
          submitClassName="sm:w-auto"
          back={
            <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
              {text.cancel}
            </button>
          }
        />
      </form>
    </ModalDialog>
  );
}
