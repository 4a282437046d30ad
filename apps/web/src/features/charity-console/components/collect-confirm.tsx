import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { formatEgp } from '@athar/contract/money';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import type { useDonationAction } from '../api/donation-action';

const text = charityConsoleMessages.charity.dialogs;

/** "Did you receive it?": collected confirms the donation, counts it and shows the donor. */
export function CollectConfirm({
  item,
  mutation,
  onDone,
  onCancel,
}: {
  item: CashQueueItem;
  mutation: ReturnType<typeof useDonationAction>;
  onDone: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-bold text-brand-900">
        {text.collectedQuestion(formatEgp(item.amount), item.donor_name)}
      </p>
      <p className="text-ink">{text.collectedEffect}</p>
      <FormAlert kind="error" text={mutation.isError ? errorMessage(mutation.error) : null} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={mutation.isPending} className={secondaryButton}>
          {text.back}
        </button>
        <button
          type="button"
          onClick={() => mutation.mutate({ action: 'collected', id: item.id }, { onSuccess: onDone })}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className={primaryButton}
        >
          {mutation.isPending ? <Spinner className="size-5 text-white!" /> : null}
          {mutation.isPending ? text.saving : text.confirmCollected}
        </button>
      </div>
    </div>
  );
}
