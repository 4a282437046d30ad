import { useId, useState, type FormEvent } from 'react';
import { reserveJuzBody } from '@athar/contract/remembrance/khatma';
import { KHATMA_NAME_MAX } from '@athar/contract/remembrance/khatma-messages';
import { secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-error';
import { khatmaMessages } from '../../../lib/messages/khatma';
import { messages } from '../../../lib/messages';
import { useReserveJuz } from '../api/get-khatma';

const text = khatmaMessages.reserve;

/**
 * Reserving one juz: an optional name and whether to show it (off unless ticked), and an optional e-mail
 * or phone for the link that marks it read from another device (issue 35). Its own chunk (zod), loaded
 * when a visitor first picks a juz. A juz someone else took first is said here, and the grid refreshes
 * behind the dialog.
 */
export function KhatmaReserveDialog({
  campaignId,
  khatmaId,
  juz,
  onClose,
  onReserved,
}: {
  campaignId: number;
  khatmaId: number;
  juz: number;
  onClose: () => void;
  onReserved: (message: string) => void;
}) {
  const [name, setName] = useState('');
  const [showName, setShowName] = useState(false);
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<{ reader_name?: string; contact?: string }>({});
  const reserve = useReserveJuz(campaignId);
  const showId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reader_name: name, show_name: showName, contact };
    const parsed = reserveJuzBody.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'contact' ? 'contact' : 'reader_name';
        found[field] ??= issue.message || messages.genericError;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    reserve.mutate({ khatmaId, juz, body }, { onSuccess: (message) => onReserved(message) });
  };

  const serverError =
    reserve.error instanceof ApiError ? reserve.error.message : reserve.error ? messages.genericError : null;

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={text.title(juz)}
      closable={!reserve.isPending}
      busy={reserve.isPending}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink">{text.intro}</p>
        <FormField
          label={text.name}
          hint={text.nameHint}
          error={errors.reader_name}
          value={name}
          maxLength={KHATMA_NAME_MAX + 20}
          autoComplete="name"
          onChange={(event) => {
            setName(event.target.value);
            if (errors.reader_name) setErrors({ ...errors, reader_name: undefined });
          }}
        />
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-3">
            <input
              id={showId}
              type="checkbox"
              checked={showName}
              onChange={(event) => setShowName(event.target.checked)}
              aria-describedby={`${showId}-hint`}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={showId} className="font-bold text-brand-900">
              {text.showName}
            </label>
          </div>
          <p id={`${showId}-hint`} className="ms-8 text-sm text-muted">
            {text.showNameHint}
          </p>
        </div>
        {/* issue 35: one message whose link marks this juz read from any device; used for nothing else */}
        <FormField
          label={text.contact}
          hint={text.contactHint}
          error={errors.contact}
          value={contact}
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => {
            setContact(event.target.value);
            if (errors.contact) setErrors({ ...errors, contact: undefined });
          }}
        />
        <FormAlert kind="error" text={serverError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={reserve.isPending} className={secondaryButton}>
            {text.cancel}
          </button>
          <SubmitButton
            label={text.submit}
            busyLabel={text.busy}
            busy={reserve.isPending}
            className="sm:w-auto"
          />
        </div>
      </form>
    </ModalDialog>
  );
}
