import { ModalDialog } from '../../../components/modal-dialog';
import { secondaryButton } from '../../../components/button-classes';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { useStaffStepUp } from '../api/staff-factor';
import { CodeForm } from './code-form';

interface StepUpWords {
  title: string;
  lead: string;
  submit: string;
  submitting: string;
  cancel: string;
}

/** Asks a fresh code before a sensitive act (the donor export); `onDone` then does the act again. */
export function StepUpDialog({
  open,
  onClose,
  onDone,
  text = staffFactorMessages.stepUp,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  /** the dialog's words for this act (the donor export's by default) */
  text?: typeof staffFactorMessages.stepUp | StepUpWords;
}) {
  const stepUp = useStaffStepUp();
  const close = () => {
    stepUp.reset();
    onClose();
  };
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={text.title}
      closable={!stepUp.isPending}
      busy={stepUp.isPending}
    >
      <p className="mb-4 text-muted">{text.lead}</p>
      {open && (
        <CodeForm
          call={stepUp}
          labels={text}
          onCode={(code) =>
            stepUp.mutate(code, {
              onSuccess: () => {
                stepUp.reset();
                onDone();
              },
            })
          }
          back={
            <button type="button" className={secondaryButton} onClick={close} disabled={stepUp.isPending}>
              {text.cancel}
            </button>
          }
        />
      )}
    </ModalDialog>
  );
}
