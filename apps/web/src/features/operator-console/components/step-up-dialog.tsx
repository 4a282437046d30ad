import { useEffect } from 'react';
import { secondaryButton } from '../../../components/button-classes';
import { FormFooter } from '../../../components/forms/form-footer';
import { ModalDialog } from '../../../components/modal-dialog';
import { operatorConsoleMessages } from '../../../lib/messages/operator';
import { useStepUpCall } from '../api/step-up';
import { CodeField, useCodeForm } from './code-field';

const text = operatorConsoleMessages.stepUp;

/**
 * «هذا إجراء حساس»: a fresh authenticator code before a sensitive action. The native dialog keeps the
 * focus inside it and gives it back to the button that started the action when it closes.
 */
export function StepUpDialog({
  open,
  onDone,
  onCancel,
}: {
  open: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const stepUp = useStepUpCall();
  const form = useCodeForm();
  const { reset } = stepUp;
  const { resetField, setFocus } = form;

  // a fresh field each time it opens, and the cursor in it (after the dialog has opened: this effect
  // runs after the ModalDialog's, which calls showModal)
  useEffect(() => {
    if (!open) return;
    reset();
    resetField('code');
    setFocus('code');
  }, [open, reset, resetField, setFocus]);

  const onSubmit = form.handleSubmit(({ code }) => stepUp.mutate(code, { onSuccess: onDone }));
  const blocked = Object.keys(form.formState.errors).length > 0;

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      title={text.title}
      closable={!stepUp.isPending}
      busy={stepUp.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-ink">{text.lead}</p>
        <CodeField form={form} />
        <FormFooter
          call={stepUp}
          label={text.submit}
          busyLabel={text.submitting}
          blocked={blocked}
          align="end"
          submitClassName="sm:w-auto"
          back={
            <button type="button" onClick={onCancel} disabled={stepUp.isPending} className={secondaryButton}>
              {text.cancel}
            </button>
          }
        />
      </form>
    </ModalDialog>
  );
}
