import { createHmac } from 'node:crypto';
import { campaignManagerIds } from '../../db/queries/campaign-managers';
import { insertConsent } from '../../db/queries/consents';
import type { Kysely, Transaction } from 'kysely';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { duaMessages } from '@athar/contract/remembrance/dua-messages';
import { DUA_REPORTS_TO_REVIEW, type DuasPage, type PendingDua } from '@athar/contract/remembrance/duas';
import { AppError } from '@athar/server-kit/errors';
import {
  campaignExists,
  countRecentDuas,
  decideDua,
  duaMailQueuedSince,
  findDua,
  findDuaCampaign,
  insertDua,
  insertDuaReport,
  listPendingDuas,
  listShownDuas,
  sendBackReportedDua,
  setDuasNeedApproval,
} from '../../db/queries/duas';
import type { Database } from '../../db/schema';
import type { LimitRule } from '../../lib/rate-limiter';
import type { LimitedDeps } from '../service-deps';
import { requireCampaignManager } from '../campaigns/campaign-managers';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { FAMILY_HOURS } from '@athar/contract/moderation/report-reasons';
import { closeDuaReports, recordDuaReport } from '../../db/queries/campaign-reports';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Duas are limited per writer, never per wall (docs/decisions/028): a writer is the account, or a guest's
 * e-mail from one address. One writer cannot flood a wall (nor every wall), and a family writing from one
 * house, or strangers behind a carrier's shared address, never exhaust a count that refuses the others.
 * Guests' duas from one address are counted too (a guest may give any e-mail), far above what a
 * household writes; an account is counted by itself. Reports are counted per address.
 */
export const duaLimitRules = {
  posterWall: { name: 'dua-poster-wall', max: 5, windowMs: HOUR },
  poster: { name: 'dua-poster', max: 20, windowMs: HOUR },
  guestAddress: { name: 'dua-guest-ip', max: 60, windowMs: HOUR },
  reportIp: { name: 'dua-report-ip', max: 30, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

/**
 * A wall that took this many duas in the last hour (from many writers: a flood, or a funeral the whole
 * town writes to) still takes the next, but holds it for the family's approval rather than show it
 * at once, and the family is told. Nobody is refused for what others wrote.
 */
export const DUA_WALL_HOLD_AFTER = 100;
export const DUA_WALL_WINDOW_MS = HOUR;

/** At most one 'dua_pending' mail to the family per campaign in this time. */
export const DUA_MAIL_INTERVAL_MS = HOUR;
/** The family's moderation list shows this many at a time (the oldest first). */
const PENDING_LIST_MAX = 100;

export interface NewDuaInput {
  campaign_id: number;
  body: string;
  author_name: string | null;
  email: string | null;
  consent?: boolean | undefined;
}

/**
 * Queues a mail to each of the family (creator and co-administrators) about a dua waiting for them,
 * unless this campaign's were queued within the hour (the campaign's row is locked by the caller, so
 * two duas at once queue them once).
 */
async function tellFamily(trx: Transaction<Database>, campaignId: number): Promise<boolean> {
  if (await duaMailQueuedSince(trx, campaignId, new Date(Date.now() - DUA_MAIL_INTERVAL_MS))) return false;
  for (const userId of await campaignManagerIds(trx, campaignId)) {
    await enqueueMail(trx, { kind: 'dua_pending', payload: { campaign_id: campaignId, user_id: userId } });
  }
  return true;
}

/**
 * A dua or a memory: by a logged-in writer (their account), or a guest who gives an e-mail and consents.
 * Shown at once, or pending when the family asked to approve duas first or the wall took
 * DUA_WALL_HOLD_AFTER duas within the hour. Answers whether the family's mail was queued, for the route
 * to kick the outbox.
 */
export async function postDua(
  deps: LimitedDeps,
  input: NewDuaInput,
  writer: { userId: number | null; ip: string },
): Promise<{ id: number; status: 'pending' | 'shown'; mailQueued: boolean }> {
  if (writer.userId === null) {
    const errors: Record<string, string> = {};
    if (!input.email) errors.email = duaMessages.emailRequired;
    if (input.consent !== true) errors.consent = validationMessages.consentRequired;
    const [first] = Object.values(errors);
    if (first) throw new AppError('BAD_REQUEST', first, errors);
  }
  const campaign = await findDuaCampaign(deps.db, input.campaign_id);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  const poster = writer.userId !== null ? `u:${writer.userId}` : `g:${input.email}|${writer.ip}`;
  const reservations = [
    await deps.rateLimiter.reserve(
      [
        { rule: duaLimitRules.posterWall, subject: `${input.campaign_id}:${poster}` },
        { rule: duaLimitRules.poster, subject: poster },
      ],
      duaMessages.postLimited,
    ),
  ];
  try {
    if (writer.userId === null) {
      reservations.push(
        await deps.rateLimiter.reserve(
          [{ rule: duaLimitRules.guestAddress, subject: writer.ip }],
          duaMessages.addressLimited,
        ),
      );
    }
    return await writeDua(deps.db, input, writer.userId);
  } catch (error) {
    // a dua that was not written counts against no one
    await Promise.all(reservations.map((reservation) => reservation.release()));
    throw error;
  }
}

async function writeDua(db: Kysely<Database>, input: NewDuaInput, userId: number | null) {
  const writer = { userId };
  return db.transaction().execute(async (trx) => {
    // the campaign's row is held: duas written at once are counted one after another
    const locked = await findDuaCampaign(trx, input.campaign_id, true);
    if (!locked) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
    const since = new Date(Date.now() - DUA_WALL_WINDOW_MS);
    const flooded =
      (await countRecentDuas(trx, input.campaign_id, since, DUA_WALL_HOLD_AFTER)) >= DUA_WALL_HOLD_AFTER;
    const status: 'pending' | 'shown' = locked.duas_need_approval || flooded ? 'pending' : 'shown';
    const id = await insertDua(trx, {
      campaign_id: input.campaign_id,
      body: input.body,
      author_name: input.author_name,
      // a logged-in writer is known by the account; an e-mail is kept only for a guest
      user_id: writer.userId,
      email: writer.userId === null ? input.email : null,
      status,
    });
    if (writer.userId === null) await insertConsent(trx, 'dua', id);
    const mailQueued = status === 'pending' ? await tellFamily(trx, input.campaign_id) : false;
    return { id, status, mailQueued };
  });
}

/** One page of the shown duas, newest first; 404 for a campaign that does not exist. */
export async function shownDuas(
  db: Kysely<Database>,
  campaignId: number,
  page: { before?: number | undefined; rowscount: number },
): Promise<DuasPage> {
  const rows = await listShownDuas(db, campaignId, {
    rowscount: page.rowscount,
    ...(page.before === undefined ? {} : { before: page.before }),
  });
  if (rows.length === 0 && !(await campaignExists(db, campaignId)))
    throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  const items = rows.slice(0, page.rowscount).map((row) => ({
    id: row.id,
    body: row.body,
    author_name: row.author_name,
    created_at: new Date(row.created_at).toISOString(),
  }));
  const more = rows.length > page.rowscount;
  return { items, next_before: more ? items[items.length - 1]!.id : null };
}

/** Who reports: the account, or a keyed hash of the address (no address is stored). */
export function reporterOf(viewerId: number | null, ip: string, serverSecret: string): string {
  if (viewerId !== null) return `u:${viewerId}`;
  const key = createHmac('sha256', serverSecret).update('athar/dua-reporter/v1').digest();
  return `a:${createHmac('sha256', key).update(ip).digest('base64url')}`;
}

/**
 * A report on a shown dua: counted once per reporter; the report that makes DUA_REPORTS_TO_REVIEW
 * since the family's last decision sends the dua back to them. A dua already back with the family
 * takes the report quietly; a hidden or missing one is not found.
 */
export async function reportDua(
  deps: LimitedDeps,
  duaId: number,
  reporter: { id: string; ip: string },
): Promise<{ sentBack: boolean; mailQueued: boolean }> {
  const dua = await findDua(deps.db, duaId);
  if (!dua || dua.status === 'hidden') throw new AppError('NOT_FOUND', duaMessages.duaNotFound);
  await deps.rateLimiter.reserve(
    [{ rule: duaLimitRules.reportIp, subject: reporter.ip }],
    duaMessages.reportLimited,
  );
  return deps.db.transaction().execute(async (trx) => {
    await findDuaCampaign(trx, dua.campaign_id, true);
    const counted = await insertDuaReport(trx, duaId, reporter.id);
    if (!counted) return { sentBack: false, mailQueued: false };
    const sentBack = await sendBackReportedDua(trx, duaId, DUA_REPORTS_TO_REVIEW);
    // docs/decisions/033: the dua joins the reports' path, the family's for 48 hours, then the moderators'
    if (sentBack) await recordDuaReport(trx, dua.campaign_id, duaId, FAMILY_HOURS);
    const mailQueued = sentBack ? await tellFamily(trx, dua.campaign_id) : false;
    return { sentBack, mailQueued };
  });
}

/** The family's moderation list and setting; 404 for anyone but the creator and co-administrators. */
export async function pendingDuas(
  db: Kysely<Database>,
  campaignId: number,
  userId: number,
): Promise<{ duas_need_approval: boolean; items: PendingDua[] }> {
  await requireCampaignManager(db, campaignId, userId);
  const campaign = await findDuaCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  const rows = await listPendingDuas(db, campaignId, PENDING_LIST_MAX);
  return {
    duas_need_approval: campaign.duas_need_approval,
    items: rows.map((row) => ({
      id: row.id,
      body: row.body,
      author_name: row.author_name,
      created_at: new Date(row.created_at).toISOString(),
      reports: Number(row.reports ?? 0),
    })),
  };
}

/** The family shows or hides a dua of its campaign; anyone else finds no such dua. */
export async function decideOnDua(
  db: Kysely<Database>,
  duaId: number,
  status: 'shown' | 'hidden',
  userId: number,
): Promise<void> {
  const dua = await findDua(db, duaId);
  if (!dua) throw new AppError('NOT_FOUND', duaMessages.duaNotFound);
  try {
    await requireCampaignManager(db, dua.campaign_id, userId);
  } catch {
    throw new AppError('NOT_FOUND', duaMessages.duaNotFound);
  }
  await db.transaction().execute(async (trx) => {
    await decideDua(trx, duaId, status, userId);
    await closeDuaReports(trx, duaId);
  });
}

/** The family turns approval on or off; off does not show the duas already waiting (they stay for a decision). */
export async function changeDuaApproval(
  db: Kysely<Database>,
  campaignId: number,
  value: boolean,
  userId: number,
): Promise<void> {
  await requireCampaignManager(db, campaignId, userId);
  await setDuasNeedApproval(db, campaignId, value);
}
