import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import { closeReasonBody, contactedBody } from '@athar/contract/charity/donation-action';
import { secondaryButton } from '../../../components/button-classes';
import { FormFooter } from '../../../components/forms/form-footer';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import type { useDonationAction } from '../api/donation-action';

const text = charityConsoleMessages.charity.dialogs;

/** The one required text of each action, with the contract's own rules and Arabic messages. */
const forms = {
  contacted: {
    schema: z.object({ text: contactedBody.shape.note }),
    label: text.note,
    hint: text.noteHint,
  },
  failed: {
    schema: z.object({ text: closeReasonBody.shape.reason }),
    label: text.reason,
    hint: text.failedHint,
  },
  cancelled: {
    schema: z.object({ text: closeReasonBody.shape.reason }),
    label: text.reason,
    hint: text.cancelledHint,
  },
} as const;

export type TextAction = keyof typeof forms;

function request(action: TextAction, id: number, value: string) {
  return action === 'contacted'
    ? { action, id, body: { note: value } }
    : { action, id, body: { reason: value } };
}

/** Contacted (a note) or failed / cancelled (a reason): a required text, then the call. */
export function TextActionForm({
  action,
  item,
  mutation,
  onDone,
  onCancel,
}: {
  action: TextAction;
  item: CashQueueItem;
  mutation: ReturnType<typeof useDonationAction>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { schema, label, hint } = forms[action];
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { text: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ text: value }) =>
    mutation.mutate(request(action, item.id, value), { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {action === 'contacted' ? null : <p className="text-ink">{text.closeEffect}</p>}
      <TextAreaField
        label={label}
        hint={hint}
        maxLength={1000}
        registration={form.register('text')}
        error={errors.text?.message}
      />
      <FormFooter
        call={mutation}
        label={text.save}
        busyLabel={text.saving}
        blocked={Object.keys(errors).length > 0}
        back={
          <button type="button" onClick={onCancel} disabled={mutation.isPending} className={secondaryButton}>
            {text.back}
          </button>
        }
        align="end"
        submitClassName="sm:w-auto"
      />
    </form>
  );
}
