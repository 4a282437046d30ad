import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { secondaryButton } from '../../../components/button-classes';
import { FormFooter } from '../../../components/forms/form-footer';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { fourEyesMessages } from '../../../lib/messages/operator-four-eyes';
import { StepUpCancelled } from '../api/step-up';

const text = fourEyesMessages.reason;
const MAX = 500;

export interface ReasonCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A short text before a four-eyes act: the reason a request is made (required, as the server asks) or a
 * decision's note (optional). It stays open while the call runs, the step-up dialog above it when the
 * server asks a fresh code, and shows the server's refusal under the field.
 */
export function ReasonDialog({
  open,
  title,
  lead,
  label = text.label,
  hint,
  required,
  submit,
  call,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  lead: string;
  label?: string;
  hint?: string;
  required: boolean;
  submit: string;
  call: ReasonCall;
  onSubmit: (value: string) => void;
  onClose: () => void;
}) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { reset: resetForm, setFocus } = form;
  const { reset } = call;
  useEffect(() => {
    if (!open) return;
    resetForm({ reason: '' });
    reset();
    setFocus('reason');
  }, [open, reset, resetForm, setFocus]);

  const send = form.handleSubmit(({ reason }) => onSubmit(reason.trim()));
  const error = form.formState.errors.reason?.message;
  // closing the step-up dialog is no refusal to show
  const shown = call.isError && !(call.error instanceof StepUpCancelled) ? call : { ...call, isError: false };

  return (
    <ModalDialog open={open} onClose={onClose} title={title} closable={!call.isPending} busy={call.isPending}>
      <form noValidate onSubmit={send} className="flex flex-col gap-4">
        <p className="text-ink">{lead}</p>
        <TextAreaField
          label={label}
          hint={hint}
          error={error}
          maxLength={MAX}
          registration={form.register('reason', {
            validate: (typed) => {
              const length = typed.trim().length;
              if (required && length < 3) return text.tooShort;
              if (length > MAX) return required ? text.tooLong : text.noteTooLong;
              return true;
            },
          })}
        />
        <FormFooter
          call={shown}
          label={submit}
          busyLabel={fourEyesMessages.approvals.busy}
          blocked={error !== undefined}
          align="end"
          submitClassName="sm:w-auto"
          back={
            <button type="button" onClick={onClose} disabled={call.isPending} className={secondaryButton}>
              {text.cancel}
            </button>
          }
        />
      </form>
    </ModalDialog>
  );
}
