import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import type { DonationAction } from '@athar/contract/charity/donation-action';
import { formatEgp } from '@athar/contract/money';
import { ModalDialog } from '../../../components/modal-dialog';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useDonationAction } from '../api/donation-action';
import { CollectConfirm } from './collect-confirm';
import { TextActionForm } from './text-action-form';

const text = charityConsoleMessages.charity.dialogs;
const titles: Record<DonationAction, string> = {
  contacted: text.contactedTitle,
  collected: text.collectedTitle,
  failed: text.failedTitle,
  cancelled: text.cancelledTitle,
};

export interface ActionTarget {
  item: CashQueueItem;
  action: DonationAction;
}

/** The dialog of the action chosen on a card; it cannot be dismissed while the call runs. */
export function DonationActionDialog({
  target,
  onClose,
  onDone,
}: {
  target: ActionTarget | null;
  onClose: () => void;
  onDone: (action: DonationAction) => void;
}) {
  const mutation = useDonationAction();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const done = () => {
    if (!target) return;
    mutation.reset();
    onDone(target.action);
  };

  return (
    <ModalDialog
      open={target !== null}
      onClose={close}
      title={target ? titles[target.action] : ''}
      closable={!mutation.isPending}
      busy={mutation.isPending}
    >
      {target?.action === 'collected' ? (
        <CollectConfirm item={target.item} mutation={mutation} onDone={done} onCancel={close} />
      ) : target ? (
        <div className="flex flex-col gap-4">
          <p className="font-bold text-brand-900">
            {text.about(target.item.donor_name, formatEgp(target.item.amount))}
          </p>
          <TextActionForm
            key={`${target.item.id}-${target.action}`}
            action={target.action}
            item={target.item}
            mutation={mutation}
            onDone={done}
            onCancel={close}
          />
        </div>
      ) : null}
    </ModalDialog>
  );
}
