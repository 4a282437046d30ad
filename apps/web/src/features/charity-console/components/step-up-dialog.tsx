import { ModalDialog } from '../../../components/modal-dialog';
import { secondaryButton } from '../../../components/button-classes';
import { staffFactorMessages } from '../../../lib/messages/staff-factor';
import { useStaffStepUp } from '../api/staff-factor';
import { CodeForm } from './code-form';

type StepUpText = { [K in keyof typeof staffFactorMessages.stepUp]: string };

/**
 * Asks a fresh code before a sensitive act (the donor export by default, or `text`'s act); `onDone`
 * then does the act again.
 */
export function StepUpDialog({
  open,
  onClose,
  onDone,
  text = staffFactorMessages.stepUp,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  text?: StepUpText;
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
