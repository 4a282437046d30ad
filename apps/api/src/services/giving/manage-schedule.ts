import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { givingMessages, givingUnitMessages } from '@athar/contract/giving/giving-messages';
import type { ScheduleAction, ScheduleActionResult, ScheduleView } from '@athar/contract/giving/schedules';
import { patternUnit } from '@athar/contract/hijri/giving-nights';
import { givingTimeOver } from '@athar/contract/hijri/giving-occasions';
import { egpToPiasters } from '@athar/contract/money';
import { piasters, type Piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import { newPaymentToken } from '@athar/server-kit/payment-token';
import {
  cancellation,
  changeSchedule,
  findScheduleRow,
  lockScheduleRow,
  nightRowsOf,
  raiseAsked,
  renewRaiseToken,
  schedulesOfUser,
  skipNight,
  type ScheduleRow,
} from '../../db/queries/giving-schedule-views';
import { nightStatus } from '../../db/queries/giving-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { cairoDay, cairoHour } from '../../lib/cairo-time';
import type { LimitRule } from '../../lib/rate-limiter';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { releaseHeldNights } from './held-nights';
import { manageLinkState } from './manage-links';
import { buildScheduleView, scheduleViews } from './schedule-view';
import { storedScheduleNights } from './schedule-nights';

const MINUTE = 60_000;

/**
 * The no-login link's calls per address: every call, and far fewer links that open nothing (a forged
 * or altered token, someone else's schedule) — guessing is slow, a donor's own clicks are never short.
 * A new link is mailed to a schedule's address at most a few times an hour, whoever asks: it protects
 * that inbox (docs/decisions/027).
 */
export const scheduleLinkLimits = {
  perIp: { name: 'schedule-link-ip', max: 120, windowMs: 15 * MINUTE },
  missesPerIp: { name: 'schedule-link-miss', max: 20, windowMs: 15 * MINUTE },
  renewalsPerSchedule: { name: 'schedule-link-renewal', max: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/** Who asks: the holder of one of a schedule's self-service links, or a logged-in donor. */
export type ScheduleAccess = { link: { key: string; token: string } } | { userId: number };

const notFound = () => new AppError('NOT_FOUND', givingMessages.scheduleNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * A link must be one issued for this very schedule and still open (docs/decisions/027): an expired one
 * is a 410 that says so (it may ask for a new one), anything else a 404 that says nothing about whether
 * the schedule exists. Checked before the schedule is read.
 */
export async function checkLink(
  db: Kysely<Database>,
  access: ScheduleAccess,
  scheduleId: number,
  now: Date,
): Promise<void> {
  if (!('link' in access)) return;
  const state = await manageLinkState(db, access.link, scheduleId, now);
  if (state === 'expired') throw new AppError('GONE', givingMessages.linkExpired);
  if (state !== 'open') throw notFound();
}

/** Whether the caller may see and change the schedule: its open link (checked above), or its donor's account. */
function mayOpen(access: ScheduleAccess, row: ScheduleRow | undefined): row is ScheduleRow {
  if (!row) return false;
  return 'link' in access || (row.user_id !== null && row.user_id === access.userId);
}

async function viewOf(db: Kysely<Database>, row: ScheduleRow): Promise<ScheduleView> {
  const [corrections, rows] = await Promise.all([loadHijriCorrections(db), nightRowsOf(db, [row.id])]);
  return buildScheduleView(row, rows, corrections);
}

/** GET: the schedule the link or the account may open; `now` is the scheduled jobs' clock. */
export async function openSchedule(
  db: Kysely<Database>,
  scheduleId: number,
  access: ScheduleAccess,
  now: Date,
): Promise<ScheduleView> {
  await checkLink(db, access, scheduleId, now);
  const row = await findScheduleRow(db, scheduleId);
  if (!mayOpen(access, row)) throw notFound();
  return viewOf(db, row);
}

/**
 * A link of the schedule, open or expired, asks for a new one: it is mailed to the address the
 * schedule was set up with (never to one the caller names). A link of nothing is a 404; `limit` counts
 * the mail against the schedule's inbox (and refuses it past its limit) once the link is known.
 */
export async function renewManageLink(
  db: Kysely<Database>,
  scheduleId: number,
  link: { key: string; token: string },
  now: Date,
  limit: () => Promise<unknown>,
): Promise<void> {
  if ((await manageLinkState(db, link, scheduleId, now)) === 'unknown') throw notFound();
  await limit();
  await enqueueMail(db, { kind: 'schedule_link', payload: { schedule_id: scheduleId } });
}

/** /MyDonations: the account's schedules, newest first. */
export async function mySchedules(db: Kysely<Database>, userId: number): Promise<ScheduleView[]> {
  return scheduleViews(db, await schedulesOfUser(db, userId));
}

/** Whether the action is already what the schedule is: a replayed link or a second click changes nothing. */
async function alreadyDone(
  trx: Transaction<Database>,
  row: ScheduleRow,
  action: ScheduleAction,
): Promise<boolean> {
  switch (action.action) {
    case 'cancel':
      return row.status === 'cancelled';
    case 'pause':
      return row.status === 'paused';
    case 'resume':
      return row.status === 'active';
    case 'amount':
      return (
        row.status !== 'cancelled' &&
        row.raise_amount === null &&
        Number(row.amount) === egpToPiasters(action.amount)
      );
    case 'skip':
      return (await nightStatus(trx, row.id, action.night)) === 'skipped';
  }
}

/** What each action answers, in the words of the schedule's nights or days. */
const doneMessages = (row: ScheduleRow) => {
  const words = givingUnitMessages[patternUnit(row.pattern)];
  return {
    pause: givingMessages.paused,
    resume: givingMessages.resumed,
    skip: words.skipped,
    amount: words.amountChanged,
    cancel: givingMessages.cancelled,
  } as const satisfies Record<ScheduleAction['action'], string>;
};

/**
 * Pauses, resumes, skips a night, changes the amount or cancels, in one transaction holding the
 * schedule (FOR UPDATE), so the nightly job's claim (which holds it FOR SHARE) comes wholly before or
 * after. The same action again answers the schedule as it is without a second change (a replayed link,
 * a double click); otherwise the `version` sent must be the schedule's (409 when it changed since the
 * page was opened), a cancelled schedule stays cancelled, and every change adds one to the version.
 * A night can be skipped from tonight on, while the nightly job has not claimed it. A card schedule's
 * amount above what its card was verified for waits for the bank (changeAmount). `now` is the
 * scheduled jobs' clock: "tonight" is the night they will give on.
 */
export async function actOnSchedule(
  db: Kysely<Database>,
  scheduleId: number,
  access: ScheduleAccess,
  action: ScheduleAction,
  now: Date,
): Promise<{ view: ScheduleActionResult; message: string }> {
  await checkLink(db, access, scheduleId, now);
  const done = await db.transaction().execute(async (trx) => {
    const locked = await lockScheduleRow(trx, scheduleId);
    if (!mayOpen(access, locked)) throw notFound();
    const unchanged = (setupToken: string | null = null) => ({ row: locked, setupToken });
    // the same raise asked again (the page reopened, the bank's page left): a new token for the bank
    if (action.action === 'amount' && raisePending(locked, action.amount)) {
      const setup = newPaymentToken();
      await renewRaiseToken(trx, scheduleId, setup.hash, now);
      return unchanged(setup.token);
    }
    if (await alreadyDone(trx, locked, action)) return unchanged();
    if (locked.status === 'cancelled') throw conflict(givingMessages.cancelledFinal);
    if (action.version !== locked.version) throw conflict(givingMessages.versionStale);
    if (locked.status === 'setup' && action.action !== 'cancel') throw conflict(givingMessages.notStarted);
    let setupToken: string | null = null;
    switch (action.action) {
      case 'pause':
        await changeSchedule(trx, scheduleId, { status: 'paused' }, now);
        await releaseHeldNights(trx, now, scheduleId);
        break;
      case 'resume':
        await changeSchedule(trx, scheduleId, { status: 'active' }, now);
        break;
      case 'amount':
        setupToken = await changeAmount(trx, locked, piasters(egpToPiasters(action.amount)), now);
        break;
      case 'cancel':
        await changeSchedule(trx, scheduleId, cancellation(now), now);
        await releaseHeldNights(trx, now, scheduleId);
        break;
      case 'skip':
        await skipOne(trx, locked, action.night, now);
        break;
    }
    return { row: (await lockScheduleRow(trx, scheduleId))!, setupToken };
  });
  const message =
    done.setupToken !== null ? givingMessages.raiseNeedsVerification : doneMessages(done.row)[action.action];
  return { view: { ...(await viewOf(db, done.row)), setup_token: done.setupToken }, message };
}

/** Whether the schedule already waits for the bank to verify its card for this amount (EGP). */
const raisePending = (row: ScheduleRow, amountEgp: number) =>
  row.status !== 'cancelled' &&
  row.raise_amount !== null &&
  Number(row.raise_amount) === egpToPiasters(amountEgp);

/**
 * A new nightly amount (docs/decisions/027). Up to what a card was verified for (any amount of a wallet
 * or kiosk schedule, which the donor pays by hand each night) it applies to the nights not yet claimed
 * at once, and the donor is mailed what changed. Above it nothing changes yet: the raise waits for the
 * bank to verify the card again for the new amount, with a set-up token (answered) for the browser
 * that opens the bank's page; the donor is mailed that it was asked, and again once the bank verified it.
 */
async function changeAmount(
  trx: Transaction<Database>,
  row: ScheduleRow,
  amount: Piasters,
  now: Date,
): Promise<string | null> {
  const from = piasters(row.amount);
  if (row.type === PAYMENT_TYPE.card && amount > Number(row.verified_amount ?? 0)) {
    const setup = newPaymentToken();
    await changeSchedule(trx, row.id, raiseAsked(amount, setup.hash), now);
    await enqueueMail(trx, {
      kind: 'schedule_amount_changed',
      payload: { schedule_id: row.id, from, to: amount, verified: false, asked: true },
    });
    return setup.token;
  }
  await changeSchedule(trx, row.id, { amount, raise_amount: null }, now);
  // the amount as it was (a raise asked is dropped): nothing to tell
  if (amount !== from) {
    await enqueueMail(trx, {
      kind: 'schedule_amount_changed',
      payload: { schedule_id: row.id, from, to: amount, verified: false },
    });
  }
  return null;
}

/**
 * A night (or day) of the schedule from tonight (Cairo, the jobs' clock) on, that nothing has claimed
 * yet: today's Friday morning only until its hours are over.
 */
async function skipOne(
  trx: Transaction<Database>,
  row: ScheduleRow,
  night: string,
  now: Date,
): Promise<void> {
  const corrections = await loadHijriCorrections(trx);
  const planned = storedScheduleNights(row, { corrections, deathHijri: row.death_hijri }).find(
    (candidate) => candidate.night === night,
  );
  const words = givingUnitMessages[patternUnit(row.pattern)];
  if (!planned) throw new AppError('BAD_REQUEST', words.notInSchedule, { night: words.notInSchedule });
  if (givingTimeOver(planned, cairoDay(now), cairoHour(now))) throw conflict(words.passed);
  const skipped = { schedule_id: row.id, night, occasion: planned.occasion, amount: piasters(row.amount) };
  if (!(await skipNight(trx, skipped, now))) throw conflict(words.taken);
}
