import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { secondaryButton } from '../../../../components/button-classes';
import { FormField } from '../../../../components/forms/form-field';
import { FormFooter } from '../../../../components/forms/form-footer';
import { ModalDialog } from '../../../../components/modal-dialog';
import { feeConsoleMessages } from '../../../../lib/messages/fees';
import { StepUpCancelled } from '../../api/step-up';

const text = feeConsoleMessages.operator;

export interface FeeActField {
  label: string;
  type: 'text' | 'date';
  inputMode?: 'decimal';
  /** the typed value, or the Arabic words that refuse it */
  check: (typed: string) => true | string;
  initial: string;
}

/**
 * A statement's act that needs two values (paid: the reference and the day; credit note: the amount and
 * the reason): open while the call runs, the server's refusal under the form.
 */
export function FeeActDialog({
  open,
  title,
  lead,
  fields,
  call,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  lead: string;
  fields: [FeeActField, FeeActField];
  call: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  onSubmit: (first: string, second: string) => void;
  onClose: () => void;
}) {
  const form = useForm<{ first: string; second: string }>();
  const { reset: resetForm, setFocus } = form;
  const { reset } = call;
  const [first, second] = fields;
  useEffect(() => {
    if (!open) return;
    resetForm({ first: first.initial, second: second.initial });
    reset();
    setFocus('first');
  }, [open, reset, resetForm, setFocus, first.initial, second.initial]);
  const errors = form.formState.errors;
  const shown = call.isError && !(call.error instanceof StepUpCancelled) ? call : { ...call, isError: false };

  return (
    <ModalDialog open={open} onClose={onClose} title={title} closable={!call.isPending} busy={call.isPending}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values.first.trim(), values.second.trim()))}
        className="flex flex-col gap-4"
      >
        <p className="text-ink">{lead}</p>
        {(['first', 'second'] as const).map((name, index) => {
          const field = fields[index]!;
          return (
            <FormField
              key={name}
              label={field.label}
              type={field.type}
              inputMode={field.inputMode}
              error={errors[name]?.message}
              registration={form.register(name, { validate: (typed) => field.check(typed.trim()) })}
            />
          );
        })}
        <FormFooter
          call={shown}
          label={text.save}
          busyLabel={text.busy}
          blocked={errors.first !== undefined || errors.second !== undefined}
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
