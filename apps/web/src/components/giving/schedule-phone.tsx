import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { phoneCodeField } from '@athar/contract/giving/schedule-phone';
import type { ScheduleView } from '@athar/contract/giving/schedules';
import { secondaryButton } from '../button-classes';
import { FormAlert } from '../forms/form-alert';
import { FormField } from '../forms/form-field';
import { SubmitButton } from '../forms/submit-button';
import { ApiError, errorMessage, showFieldErrors } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format-date';
import { schedulePhoneText as text } from '../../lib/messages/schedule-phone';
import type { ScheduleTarget } from '../../lib/queries/giving-schedules';
import { useSchedulePhone } from '../../lib/queries/schedule-phone';

const codeForm = z.object({ code: phoneCodeField });
type CodeValues = z.input<typeof codeForm>;
type CodeOutput = z.output<typeof codeForm>;

/** A refusal the code field shows itself (a wrong code, the tries left): not said twice. */
const aboutTheCode = (error: unknown) => error instanceof ApiError && Boolean(error.fieldErrors.code);

/**
 * A wallet or kiosk schedule's phone on its donor's page (docs/decisions/026 §3): whether it confirmed
 * the nightly texts and, until it does, that they wait, the code's field and «send a new code». The
 * number shows by its last digits only. Nothing for a schedule that texts no phone or was cancelled.
 */
export function SchedulePhone({ schedule, target }: { schedule: ScheduleView; target: ScheduleTarget }) {
  const id = useId();
  const act = useSchedulePhone(target);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<CodeValues, unknown, CodeOutput>({
    resolver: zodResolver(codeForm),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const phone = schedule.phone;
  if (!phone || schedule.status === 'cancelled') return null;

  const onConfirm = form.handleSubmit(({ code }) => {
    setDone(null);
    act.mutate(
      { action: 'confirm', code },
      {
        onSuccess: ({ message }) => {
          setDone(message);
          form.reset();
        },
        onError: (error) =>
          showFieldErrors(error, (field, message) => form.setError(field, message, { shouldFocus: true }), [
            'code',
          ] as const),
      },
    );
  });

  function onResend() {
    setDone(null);
    form.clearErrors();
    act.mutate({ action: 'resend' }, { onSuccess: ({ message }) => setDone(message) });
  }

  const sending = act.isPending ? act.variables.action : null;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl bg-sand-100 p-4">
      <h3 id={`${id}-title`} className="font-bold text-brand-900">
        {text.title}
      </h3>
      <p className="font-bold">
        {text.numberEnding} <bdi dir="ltr">{phone.ending}</bdi>
      </p>
      {phone.confirmed ? (
        <p className="leading-relaxed">{text.confirmed}</p>
      ) : (
        <>
          <p className="leading-relaxed">{text.waiting}</p>
          <p className="text-sm leading-relaxed text-muted">
            {text.howTo}
            {phone.code_expires_at && ` ${text.codeUntil(formatDateTime(phone.code_expires_at))}`}
          </p>
          <form noValidate onSubmit={onConfirm} className="flex flex-col gap-2">
            <FormField
              label={text.code}
              hint={text.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              registration={form.register('code')}
              error={form.formState.errors.code?.message}
            />
            <SubmitButton
              label={text.confirm}
              busyLabel={text.confirming}
              busy={sending === 'confirm'}
              blocked={sending !== null}
            />
          </form>
          <button
            type="button"
            disabled={sending !== null}
            aria-busy={sending === 'resend' || undefined}
            className={`${secondaryButton} w-full`}
            onClick={onResend}
          >
            {sending === 'resend' ? text.resending : text.resend}
          </button>
        </>
      )}
      <div aria-live="polite">
        <FormAlert kind="success" text={done} />
        <FormAlert
          kind="error"
          text={act.isError && !aboutTheCode(act.error) ? errorMessage(act.error) : null}
        />
      </div>
    </section>
  );
}
