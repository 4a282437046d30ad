import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { GIVING_PATTERNS, type GivingPattern } from '@athar/contract/giving/schedules';
import { isWeekly, patternUnit } from '@athar/contract/hijri/giving-nights';
import { formatEgp, formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { secondaryButton } from '../../../components/button-classes';
import { ConsentField } from '../../../components/forms/consent-field';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { givingMessages } from '../../../lib/messages/giving';
import { schedulePhoneText } from '../../../lib/messages/schedule-phone';
import { useSession } from '../../../lib/session';
import { PaymentHostError } from '../api/payment-host';
import { useCreateSchedule, useSchedulePreview } from '../api/giving-schedule';
import { openScheduleVerification } from '../api/schedule-verification';
import {
  previewChoiceOf,
  scheduleBody,
  scheduleForm,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from '../schedule-form-schema';
import { SCHEDULE_METHOD_CHOICE, type ScheduleMethod } from '../schedule-methods';
import { DonorContactFields } from './donor-contact-fields';
import { RadioCard } from './schedule-radio-card';
import { SchedulePreview } from './schedule-preview';

const text = givingMessages;
/** The fields an api refusal may name, as the request names them. */
const FORM_FIELDS = [
  'pattern',
  'amount',
  'ends_on',
  'type',
  'donor_name',
  'email',
  'msisdn',
  'consent',
] as const;

/** A value that settles: the preview is asked once the donor stops typing the amount. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Cairo's today as YYYY-MM-DD, and a year on: the range of a weekly choice. */
function dayRange(): { min: string; max: string } {
  const cairo = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', dateStyle: 'short' }).format(date);
  const now = new Date();
  const later = new Date(now);
  later.setFullYear(now.getFullYear() + 1);
  return { min: cairo(now), max: cairo(later) };
}

type CardStage = { step: 'idle' } | { step: 'redirecting' } | { step: 'refused'; message: string };

export interface ScheduleFormProps {
  campaign: Pick<CampaignDetails, 'campaign_id' | 'death_date'>;
  /** the schedule methods the campaign's charity takes (at least one) */
  methods: readonly ScheduleMethod[];
  /** the thank-you's «تم»: the dialog closes */
  onClose: () => void;
  /** tests wait for the settled amount no longer than this */
  settleMs?: number;
}

/**
 * «تبرّع في الليالي والأيام المباركة» (docs/decisions/020, 030): when, how much each night (or Friday)
 * and how, the donor, consent; the nights and their total from the api are shown before the confirm
 * button, with no fee and no tip. The anniversary is offered only on a campaign with a date of death.
 * Wallet and payment-code schedules are active at once; a card schedule goes on to the bank's page to
 * verify the card.
 */
export function ScheduleForm({ campaign, methods, onClose, settleMs = 400 }: ScheduleFormProps) {
  const id = useId();
  const session = useSession();
  const create = useCreateSchedule();
  const [cardStage, setCardStage] = useState<CardStage>({ step: 'idle' });
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: zodResolver(scheduleForm),
    mode: 'onTouched',
    defaultValues: {
      pattern: '',
      amount: '',
      ends_on: '',
      type: methods.length === 1 ? SCHEDULE_METHOD_CHOICE[methods[0]!] : '',
      donor_name: session?.user_name ?? '',
      email: session?.email ?? '',
      msisdn: session?.msisdn ?? '',
      hide_data: session?.hide_data ?? false,
      consent: false,
    },
  });
  const { errors } = form.formState;
  const [pattern, amount, endsOn, type] = useWatch({
    control: form.control,
    name: ['pattern', 'amount', 'ends_on', 'type'],
  });
  const choice = previewChoiceOf(campaign.campaign_id, { pattern, amount, ends_on: endsOn });
  const settledKey = useSettled(JSON.stringify(choice), settleMs);
  const settled = settledKey === JSON.stringify(choice) ? choice : null;
  const preview = useSchedulePreview(settled);
  const ready = settled !== null && preview.isSuccess;
  const patterns = GIVING_PATTERNS.filter((each) => each !== 'anniversary' || Boolean(campaign.death_date));
  const chosen = patterns.find((each) => each === pattern);
  // the words of the chosen pattern's unit: its nights, or its Fridays (a day)
  const words = text.units[chosen ? patternUnit(chosen) : 'night'];
  const phoneNeeded = type === SCHEDULE_METHOD_CHOICE.wallet || type === SCHEDULE_METHOD_CHOICE.kiosk;
  const range = dayRange();

  async function toBank(scheduleId: number, setupToken: string) {
    setCardStage({ step: 'redirecting' });
    try {
      window.location.assign(await openScheduleVerification(scheduleId, setupToken));
    } catch (error) {
      const refusal = error instanceof PaymentHostError ? error.refusal : null;
      setCardStage({ step: 'refused', message: refusal ?? text.bankUnavailable });
    }
  }

  const onSubmit = form.handleSubmit((values) => {
    if (!ready) {
      form.setError('root', { message: text.needsPreview });
      return;
    }
    create.mutate(scheduleBody(campaign.campaign_id, values), {
      onSuccess: (created) => {
        if (created.setup_token) void toBank(created.schedule_id, created.setup_token);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [key, message] of Object.entries(error.fieldErrors)) {
          const field = FORM_FIELDS.find((name) => name === key);
          if (field) form.setError(field, { message });
        }
      },
    });
  });

  const created = create.data;
  if (created && !created.setup_token) {
    return (
      <section aria-labelledby={`${id}-done`} className="flex flex-col gap-4">
        <h3 id={`${id}-done`} className="text-xl font-bold text-brand-900">
          {text.done.title}
        </h3>
        <p role="status" className="leading-relaxed">
          {words.doneLead(created.nights.length, formatPiasters(piasters(created.total_piasters)))}
        </p>
        <p className="leading-relaxed">{words.doneLinks}</p>
        {created.phone_code_sent && (
          <p className="leading-relaxed font-bold">{schedulePhoneText.codeTexted}</p>
        )}
        <p className="leading-relaxed text-muted">{words.doneManage}</p>
        <button type="button" className={`${secondaryButton} w-full`} onClick={onClose}>
          {text.done.close}
        </button>
      </section>
    );
  }

  if (created?.setup_token) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-bold text-brand-900">
          {cardStage.step === 'refused' ? '' : text.toBank}
        </p>
        {cardStage.step === 'refused' && (
          <>
            <FormAlert kind="error" text={cardStage.message} />
            <button
              type="button"
              className={`${secondaryButton} w-full`}
              onClick={() => void toBank(created.schedule_id, created.setup_token!)}
            >
              {text.retryBank}
            </button>
          </>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset
        className="flex flex-col gap-3"
        aria-invalid={errors.pattern ? true : undefined}
        aria-describedby={errors.pattern ? `${id}-pattern-error` : undefined}
      >
        <legend className="mb-1.5 font-bold text-brand-900">{text.patterns.legend}</legend>
        {patterns.map((each: GivingPattern) => (
          <RadioCard
            key={each}
            title={text.patterns[each]}
            hint={text.patternHints[each] ?? undefined}
            chosen={pattern === each}
            invalid={Boolean(errors.pattern)}
            input={{ value: each, ...form.register('pattern') }}
          />
        ))}
        {errors.pattern?.message && (
          <p id={`${id}-pattern-error`} className="text-sm font-bold text-danger-700">
            {errors.pattern.message}
          </p>
        )}
      </fieldset>
      {chosen && isWeekly(chosen) && (
        <FormField
          label={text.fields.endsOn}
          type="date"
          dir="ltr"
          min={range.min}
          max={range.max}
          hint={text.fields.endsOnHint}
          registration={form.register('ends_on')}
          error={errors.ends_on?.message}
        />
      )}
      <FormField
        label={words.amount}
        inputMode="numeric"
        dir="ltr"
        hint={words.amountHint}
        registration={form.register('amount')}
        error={errors.amount?.message}
      />
      <fieldset
        className="flex flex-col gap-3"
        aria-invalid={errors.type ? true : undefined}
        aria-describedby={errors.type ? `${id}-type-error` : undefined}
      >
        <legend className="mb-1.5 font-bold text-brand-900">{text.fields.methodLegend}</legend>
        {methods.map((method) => (
          <RadioCard
            key={method}
            title={text.methods[method]}
            hint={words[`${method}Hint`]}
            chosen={type === SCHEDULE_METHOD_CHOICE[method]}
            invalid={Boolean(errors.type)}
            input={{ value: SCHEDULE_METHOD_CHOICE[method], ...form.register('type') }}
          />
        ))}
        {errors.type?.message && (
          <p id={`${id}-type-error`} className="text-sm font-bold text-danger-700">
            {errors.type.message}
          </p>
        )}
      </fieldset>
      <DonorContactFields
        text={{
          name: text.fields.donorName,
          email: text.fields.email,
          emailLocked: text.fields.emailLocked,
          emailHint: text.fields.emailHint,
        }}
        name={{ registration: form.register('donor_name'), error: errors.donor_name?.message }}
        email={{ registration: form.register('email'), error: errors.email?.message }}
        locked={session !== null}
      />
      {phoneNeeded && (
        <PhoneField
          label={text.fields.phone}
          hint={words.phoneHint}
          registration={form.register('msisdn')}
          error={errors.msisdn?.message}
        />
      )}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-hide`}
          type="checkbox"
          {...form.register('hide_data')}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-hide`}>{text.fields.hideName}</label>
      </div>
      <ConsentField registration={form.register('consent')} error={errors.consent?.message} />
      <SchedulePreview
        words={words}
        amountText={settled ? formatEgp(settled.amount) : ''}
        state={
          settled === null
            ? { step: choice === null ? 'waiting' : 'loading' }
            : preview.isSuccess
              ? { step: 'ready', nights: preview.data.nights, totalPiasters: preview.data.total_piasters }
              : preview.isError
                ? { step: 'refused', message: errorMessage(preview.error) }
                : { step: 'loading' }
        }
      />
      <FormAlert kind="error" text={errors.root?.message} />
      <FormAlert kind="error" text={create.isError ? errorMessage(create.error) : null} />
      <SubmitButton label={text.submit} busyLabel={text.submitting} busy={create.isPending} />
    </form>
  );
}
