import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { keepCompoundNames } from '@athar/contract/compound-names';
import type { ScheduleAction, ScheduleView } from '@athar/contract/giving/schedules';
import { isWeekly, patternUnit } from '@athar/contract/hijri/giving-nights';
import { formatPiasters, piastersToEgp } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { primaryButton, secondaryButton } from '../button-classes';
import { FormAlert } from '../forms/form-alert';
import { FormField } from '../forms/form-field';
import { ApiError, errorMessage } from '../../lib/api-error';
import { PaymentHostError } from '../../lib/payment-host-origin';
import { openScheduleVerification } from '../../lib/schedule-verification';
import { cx } from '../../lib/cx';
import { campaignPath } from '../../lib/entity-paths';
import { givingMessages } from '../../lib/messages/giving';
import { isStale, useScheduleAction, type ScheduleTarget } from '../../lib/queries/giving-schedules';
import { readNightAmount } from '../../lib/night-amount';
import { ScheduleNights } from './schedule-nights';
import { SchedulePhone } from './schedule-phone';

const text = givingMessages.schedule;
/** The nights that can still be skipped. */
const SKIPPABLE = new Set(['upcoming', 'due', 'link_sent']);

function patternText(schedule: ScheduleView): string {
  const name = givingMessages.patternNames[schedule.pattern];
  if (isWeekly(schedule.pattern) && schedule.ends_on)
    return givingMessages.weeklyUntil(name, schedule.ends_on);
  return name;
}

function methodText(schedule: ScheduleView): string {
  if (schedule.type === PAYMENT_TYPE.card)
    return schedule.card_label ? text.card(schedule.card_label) : givingMessages.methods.card;
  return schedule.type === PAYMENT_TYPE.wallet ? givingMessages.methods.wallet : givingMessages.methods.kiosk;
}

const STATUS_TONE: Record<ScheduleView['status'], string> = {
  setup: 'bg-sand-100 text-brand-900',
  active: 'bg-success-50 text-success-700',
  paused: 'bg-sand-100 text-brand-900',
  cancelled: 'bg-danger-50 text-danger-700',
};

/** The bank's page for a raise (docs/decisions/027): on the way there, or refused with its words. */
type BankStage = { step: 'idle' } | { step: 'redirecting' } | { step: 'refused'; message: string };

interface ScheduleCardProps {
  schedule: ScheduleView;
  target: ScheduleTarget;
  /** the night of the mail's «skip tonight» link (YYYY-MM-DD): offered first */
  night?: string | null;
  /** the heading level of the card's title in its page */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One schedule as its donor manages it (the signed page and /MyDonations): what it is, its nights and
 * their statuses, and pause/resume, skip a night, change the amount, cancel (after a second word).
 * Every action carries the version shown: a change made meanwhile is refused (409), said, and the
 * schedule reloaded as it now is. More a night than the card was verified for leads to the bank's page,
 * as at the set-up, and waits for it meanwhile (docs/decisions/027).
 */
export function ScheduleCard({
  schedule,
  target,
  night = null,
  headingLevel: Heading = 'h2',
}: ScheduleCardProps) {
  const id = useId();
  const act = useScheduleAction(target);
  const skippable = schedule.nights.filter((each) => SKIPPABLE.has(each.status));
  const linked = skippable.find((each) => each.night === night) ?? null;
  const [skipChoice, setSkipNight] = useState(linked?.night ?? '');
  // a night skipped or given meanwhile is no longer offered: the first one still open is
  const skipNight = skippable.some((each) => each.night === skipChoice)
    ? skipChoice
    : (skippable[0]?.night ?? '');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [done, setDone] = useState<ScheduleAction['action'] | 'raise' | null>(null);
  const [bank, setBank] = useState<BankStage>({ step: 'idle' });
  const open = schedule.status === 'active' || schedule.status === 'paused';
  const busy = act.isPending;
  // its nights, or its Fridays: a day (docs/decisions/030)
  const words = givingMessages.units[patternUnit(schedule.pattern)];
  const doneText = (action: NonNullable<typeof done>) =>
    action === 'skip' ? words.skipped : action === 'amount' ? words.amountChanged : text.done[action];

  async function toBank(setupToken: string) {
    setBank({ step: 'redirecting' });
    try {
      window.location.assign(await openScheduleVerification(schedule.id, setupToken));
    } catch (error) {
      const refusal = error instanceof PaymentHostError ? error.refusal : null;
      setBank({ step: 'refused', message: refusal ?? text.bankUnavailable });
    }
  }

  function send(action: ScheduleAction) {
    setDone(null);
    setAmountError(null);
    setBank({ step: 'idle' });
    act.mutate(action, {
      onSuccess: (result) => {
        setDone(result.setup_token ? 'raise' : action.action);
        setConfirmingCancel(false);
        if (action.action === 'amount') setAmount('');
        if (result.setup_token) void toBank(result.setup_token);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.amount) setAmountError(error.fieldErrors.amount);
      },
    });
  }

  function onAmount(event: FormEvent) {
    event.preventDefault();
    const parsed = readNightAmount(amount);
    if ('error' in parsed) {
      setAmountError(parsed.error);
      return;
    }
    send({ action: 'amount', version: schedule.version, amount: parsed.amount });
  }

  const skipDay = linked && skipNight === linked.night ? linked : null;
  const raise = schedule.raise_piasters;

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`${id}-title`} className="min-w-0 text-lg font-bold wrap-anywhere text-brand-900">
          <Link to={campaignPath(schedule.campaign_title, schedule.campaign_id)} className="hover:underline">
            {keepCompoundNames(schedule.campaign_title)}
          </Link>
        </Heading>
        <span className={cx('rounded-full px-3 py-1 text-sm font-bold', STATUS_TONE[schedule.status])}>
          {givingMessages.statuses[schedule.status]}
        </span>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-muted">{text.pattern}</dt>
        <dd className="font-bold">{patternText(schedule)}</dd>
        <dt className="text-sm text-muted">{words.each}</dt>
        <dd className="font-bold">{formatPiasters(piasters(schedule.amount_piasters))}</dd>
        <dt className="text-sm text-muted">{text.method}</dt>
        <dd className="font-bold" dir="auto">
          {methodText(schedule)}
        </dd>
      </dl>
      {open && raise !== null && (
        <div className="flex flex-col gap-3 rounded-xl bg-sand-100 p-4">
          <p className="leading-relaxed">{words.raiseNote(formatPiasters(piasters(raise)))}</p>
          <button
            type="button"
            disabled={busy || bank.step === 'redirecting'}
            className={primaryButton}
            onClick={() =>
              send({
                action: 'amount',
                version: schedule.version,
                amount: piastersToEgp(piasters(raise)),
              })
            }
          >
            {text.raiseVerify}
          </button>
        </div>
      )}
      <SchedulePhone schedule={schedule} target={target} />
      {schedule.status === 'setup' && <p className="text-sm text-muted">{text.setupNote}</p>}
      {schedule.status === 'cancelled' && <p className="text-sm text-muted">{words.cancelledNote}</p>}
      <ScheduleNights nights={schedule.nights} words={words} />
      <div aria-live="polite">
        <FormAlert kind="success" text={done ? doneText(done) : null} />
        {bank.step === 'redirecting' && (
          <p role="status" className="font-bold text-brand-900">
            {text.toBank}
          </p>
        )}
        <FormAlert kind="error" text={bank.step === 'refused' ? bank.message : null} />
        <FormAlert
          kind="error"
          text={
            act.isError && !amountError
              ? isStale(act.error)
                ? `${errorMessage(act.error)} ${text.reloaded}`
                : errorMessage(act.error)
              : null
          }
        />
      </div>
      {open && (
        <div className="flex flex-col gap-4">
          {skippable.length > 0 && (
            <fieldset className="flex flex-col gap-2 rounded-xl bg-sand-100 p-4">
              <legend className="sr-only">{words.skipLegend}</legend>
              {skipDay && <p className="font-bold text-brand-900">{text.skipThis(skipDay.label)}</p>}
              <label htmlFor={`${id}-night`} className="text-sm font-bold text-brand-900">
                {words.skipWhich}
              </label>
              <select
                id={`${id}-night`}
                value={skipNight}
                onChange={(event) => setSkipNight(event.target.value)}
                className="w-full min-w-0 rounded-xl border border-brand-200 bg-white px-3 py-2.5"
              >
                {skippable.map((each) => (
                  <option key={each.night} value={each.night}>
                    {each.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={busy || !skipNight}
                className={skipDay ? primaryButton : secondaryButton}
                onClick={() => send({ action: 'skip', version: schedule.version, night: skipNight })}
              >
                {words.skip}
              </button>
            </fieldset>
          )}
          <form noValidate onSubmit={onAmount} className="flex flex-col gap-2">
            <FormField
              label={words.newAmount}
              inputMode="numeric"
              dir="ltr"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amountError ?? undefined}
              hint={words.amountHint}
            />
            <button type="submit" disabled={busy} className={secondaryButton}>
              {text.changeAmount}
            </button>
          </form>
          <div className="flex flex-wrap gap-3">
            {schedule.status === 'active' ? (
              <button
                type="button"
                disabled={busy}
                className={secondaryButton}
                onClick={() => send({ action: 'pause', version: schedule.version })}
              >
                {text.pause}
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                className={primaryButton}
                onClick={() => send({ action: 'resume', version: schedule.version })}
              >
                {text.resume}
              </button>
            )}
          </div>
        </div>
      )}
      {schedule.status !== 'cancelled' && !confirmingCancel && (
        <button
          type="button"
          disabled={busy}
          className={`${secondaryButton} border-danger-700! text-danger-700!`}
          onClick={() => setConfirmingCancel(true)}
        >
          {text.cancel}
        </button>
      )}
      {confirmingCancel && (
        <div
          role="alertdialog"
          aria-labelledby={`${id}-cancel`}
          className="flex flex-col gap-3 rounded-xl bg-danger-50 p-4"
        >
          <p id={`${id}-cancel`} className="font-bold text-danger-700">
            {words.cancelConfirm}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              className={`${primaryButton} bg-danger-700! hover:bg-danger-700!`}
              onClick={() => send({ action: 'cancel', version: schedule.version })}
            >
              {text.cancelYes}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setConfirmingCancel(false)}>
              {text.cancelNo}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
