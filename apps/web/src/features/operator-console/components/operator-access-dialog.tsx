import { keepCompoundNames } from '@athar/contract/compound-names';
import type { OperatorListItem } from '@athar/contract/operator/operators';
import { operatorTeamMessages } from '../../../lib/messages/operator-team';
import { useOperatorAccess } from '../api/operator-team';
import { ReasonDialog } from './reason-dialog';

const text = operatorTeamMessages;

/**
 * «إيقاف الحساب» or «إعادة التفعيل» of another operator, with the reason the audit log keeps; the
 * step-up dialog opens above it when the server asks a fresh code.
 */
export function AccessDialog({
  operatorId,
  target,
  onClose,
}: {
  operatorId: number;
  target: OperatorListItem | null;
  onClose: () => void;
}) {
  const access = useOperatorAccess(operatorId);
  const words = target?.disabled ? text.enable : text.disable;
  const name = target ? keepCompoundNames(target.operator_name) : '';
  return (
    <ReasonDialog
      open={target !== null}
      title={words.title(name)}
      lead={words.lead}
      label={text.reasonLabel}
      required
      submit={words.submit}
      call={access}
      onSubmit={(reason) => {
        if (!target) return;
        access.mutate({ target: target.id, disable: !target.disabled, reason }, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
}
