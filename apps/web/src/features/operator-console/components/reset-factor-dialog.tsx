import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { operatorConsoleMessages } from '../../../lib/messages/operator';

const text = operatorConsoleMessages.operators;

/**
 * «إعادة ضبط التحقق بخطوتين» asked once more, saying what it does to the other operator's account; it
 * closes as the reset starts (the step-up dialog may need the screen next).
 */
export function ResetFactorDialog({
  target,
  onConfirm,
  onClose,
}: {
  target: OperatorListItem | null;
  onConfirm: (target: OperatorListItem) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={target !== null} onClose={onClose} title={text.confirmTitle}>
      {target ? (
        <div className="flex flex-col gap-4">
          <p className="text-ink">{text.confirmText(keepCompoundNames(target.operator_name))}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              {text.cancel}
            </button>
            <button type="button" className={primaryButton} onClick={() => onConfirm(target)}>
              {text.confirm}
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
