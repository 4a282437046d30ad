import type { Kysely, Transaction } from 'kysely';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import type { ScheduleAction, ScheduleView } from '@athar/contract/giving/schedules';
import { egpToPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import {
  cancellation,
  changeSchedule,
  findScheduleRow,
  lockScheduleRow,
  nightRowsOf,
  schedulesOfUser,
  skipNight,
  type ScheduleRow,
} from '../../db/queries/giving-schedule-views';
import { nightStatus } from '../../db/queries/giving-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import type { LimitRule } from '../../lib/rate-limiter';
import { readScheduleToken } from '../../lib/schedule-links';
import { releaseHeldNights } from './held-nights';
import { buildScheduleView, scheduleViews } from './schedule-view';
import { storedScheduleNights } from './schedule-nights';

const MINUTE = 60_000;

/**
 * The no-login link's calls per address: every call, and far fewer links that open nothing (a forged
 * or altered token, someone else's schedule) — guessing is slow, a donor's own clicks are never short.
 */
export const scheduleLinkLimits = {
  perIp: { name: 'schedule-link-ip', max: 120, windowMs: 15 * MINUTE },
  missesPerIp: { name: 'schedule-link-miss', max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/** Who asks: the holder of the signed link of a schedule, or a logged-in donor. */
export type ScheduleAccess = { link: { key: string; token: string } } | { userId: number };

const notFound = () => new AppError('NOT_FOUND', givingMessages.scheduleNotFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Whether the caller may see and change the schedule: a token made with the key for this very
 * schedule (a token of another schedule, forged or cut, never opens it), or the account that set it
 * up. Anything else is a 404 that says nothing about whether the schedule exists.
 */
function mayOpen(
  access: ScheduleAccess,
  scheduleId: number,
  row: ScheduleRow | undefined,
): row is ScheduleRow {
  if (!row) return false;
  if ('link' in access) return readScheduleToken(access.link.key, access.link.token) === scheduleId;
  return row.user_id !== null && row.user_id === access.userId;
}

/** The token is checked before the database is asked, so a forged link costs nothing. */
function checkLink(access: ScheduleAccess, scheduleId: number) {
  if ('link' in access && readScheduleToken(access.link.key, access.link.token) !== scheduleId)
    throw notFound();
}

async function viewOf(db: Kysely<Database>, row: ScheduleRow): Promise<ScheduleView> {
  const [corrections, rows] = await Promise.all([loadHijriCorrections(db), nightRowsOf(db, [row.id])]);
  return buildScheduleView(row, rows, corrections);
}

/** GET: the schedule the link or the account may open. */
export async function openSchedule(
  db: Kysely<Database>,
  scheduleId: number,
  access: ScheduleAccess,
): Promise<ScheduleView> {
  checkLink(access, scheduleId);
  const row = await findScheduleRow(db, scheduleId);
  if (!mayOpen(access, scheduleId, row)) throw notFound();
  return viewOf(db, row);
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
      return row.status !== 'cancelled' && Number(row.amount) === egpToPiasters(action.amount);
    case 'skip':
      return (await nightStatus(trx, row.id, action.night)) === 'skipped';
  }
}

const DONE_MESSAGES = {
  pause: givingMessages.paused,
  resume: givingMessages.resumed,
  skip: givingMessages.skipped,
  amount: givingMessages.amountChanged,
  cancel: givingMessages.cancelled,
} as const satisfies Record<ScheduleAction['action'], string>;

/**
 * Pauses, resumes, skips a night, changes the amount or cancels, in one transaction holding the
 * schedule (FOR UPDATE), so the nightly job's claim (which holds it FOR SHARE) comes wholly before or
 * after. The same action again answers the schedule as it is without a second change (a replayed link,
 * a double click); otherwise the `version` sent must be the schedule's (409 when it changed since the
 * page was opened), a cancelled schedule stays cancelled, and every change adds one to the version.
 * A night can be skipped from tonight on, while the nightly job has not claimed it. `now` is the
 * scheduled jobs' clock: "tonight" is the night they will give on.
 */
export async function actOnSchedule(
  db: Kysely<Database>,
  scheduleId: number,
  access: ScheduleAccess,
  action: ScheduleAction,
  now: Date,
): Promise<{ view: ScheduleView; message: string }> {
  checkLink(access, scheduleId);
  const row = await db.transaction().execute(async (trx) => {
    const locked = await lockScheduleRow(trx, scheduleId);
    if (!mayOpen(access, scheduleId, locked)) throw notFound();
    if (await alreadyDone(trx, locked, action)) return locked;
    if (locked.status === 'cancelled') throw conflict(givingMessages.cancelledFinal);
    if (action.version !== locked.version) throw conflict(givingMessages.versionStale);
    if (locked.status === 'setup' && action.action !== 'cancel') throw conflict(givingMessages.notStarted);
    switch (action.action) {
      case 'pause':
        await changeSchedule(trx, scheduleId, { status: 'paused' }, now);
        await releaseHeldNights(trx, now, scheduleId);
        break;
      case 'resume':
        await changeSchedule(trx, scheduleId, { status: 'active' }, now);
        break;
      case 'amount':
        await changeSchedule(trx, scheduleId, { amount: piasters(egpToPiasters(action.amount)) }, now);
        break;
      case 'cancel':
        await changeSchedule(trx, scheduleId, cancellation(now), now);
        await releaseHeldNights(trx, now, scheduleId);
        break;
      case 'skip':
        await skipOne(trx, locked, action.night, now);
        break;
    }
    return (await lockScheduleRow(trx, scheduleId))!;
  });
  return { view: await viewOf(db, row), message: DONE_MESSAGES[action.action] };
}

/** A night of the schedule from tonight (Cairo, the jobs' clock) on, that nothing has claimed yet. */
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
  if (!planned) {
    throw new AppError('BAD_REQUEST', givingMessages.nightNotInSchedule, {
      night: givingMessages.nightNotInSchedule,
    });
  }
  if (night < cairoDay(now)) throw conflict(givingMessages.nightPassed);
  if (!(await skipNight(trx, { schedule_id: row.id, night, occasion: planned.occasion }, now))) {
    throw conflict(givingMessages.nightTaken);
  }
}
