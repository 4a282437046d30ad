import type { Kysely } from 'kysely';
import { insertConsent } from '../../db/queries/consents';
import { formatHijri, parseHijriKey } from '@athar/contract/hijri/calendar';
import { validationMessages } from '@athar/contract/messages';
import { followMessages } from '@athar/contract/remembrance/follow-messages';
import type { FollowChoices, UnsubscribeOccasion } from '@athar/contract/remembrance/follows';
import { AppError } from '@athar/server-kit/errors';
import {
  confirmFollow,
  findFollowByEmail,
  findFollowCampaign,
  followCampaignTitle,
  unsubscribeFollow,
  upsertConfirmedFollow,
  upsertPendingFollow,
  type FollowFlags,
} from '../../db/queries/follows';
import { accountEmail } from '../../db/queries/users';
import type { Database } from '../../db/schema';
import { FOLLOW_CONFIRM_TTL_MS, readFollowToken } from '../../lib/follow-links';
import { isOpaqueToken, openMailLink, takeMailLink } from '../mail-links/mail-links';
import type { LimitRule, RateLimiter } from '../../lib/rate-limiter';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { firstRamadanAhead } from './first-ramadan';

const HOUR = 60 * 60 * 1000;

/** Follow requests per address (a guest's confirmation mails to one inbox), and per caller. */
export const followLimits = {
  perEmail: { name: 'follow-email', max: 5, windowMs: HOUR },
  perIp: { name: 'follow-ip', max: 30, windowMs: HOUR },
  /** an account changing its own choices: no mail goes out, so more room */
  perAccount: { name: 'follow-account', max: 30, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

export interface FollowDeps {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
}

/**
 * What the form asks before it shows: are the anniversary and the first Ramadan after the death
 * offered (a date of death; a Ramadan not yet passed), and the viewer's own follow.
 */
export async function followOptions(
  db: Kysely<Database>,
  campaignId: number,
  userId: number | null,
  now: Date,
) {
  const campaign = await findFollowCampaign(db, campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', followMessages.campaignNotFound);
  const death = campaign.death_hijri ? parseHijriKey(campaign.death_hijri) : null;
  const address = userId === null ? null : await accountEmail(db, userId);
  const mine = address ? await findFollowByEmail(db, campaignId, address) : null;
  return {
    anniversary_available: death !== null,
    ramadan_available: await firstRamadanAhead(db, campaign, now),
    death_hijri_text: death ? formatHijri(death) : null,
    mine: mine
      ? {
          id: Number(mine.id),
          anniversary: mine.anniversary,
          ramadan: mine.ramadan,
          arafah: mine.arafah,
          friday: mine.friday,
          family_updates: mine.family_updates,
          confirmed: mine.confirmed_at !== null,
        }
      : null,
  };
}

/**
 * Follows a campaign. An account: its own address, confirmed at once (the choices replace the old
 * ones). A guest: the address they typed, after ticking the consent box; a follow_confirm mail carries
 * the link that makes it count. Limited per address and per caller.
 */
export async function followCampaign(
  deps: FollowDeps,
  request: { campaignId: number; userId: number | null; email?: string; consent?: true; ip: string },
  choices: FollowChoices,
  now: Date,
): Promise<{ status: 'confirmed' | 'pending'; mailQueued: boolean }> {
  const { db } = deps;
  const campaign = await findFollowCampaign(db, request.campaignId);
  if (!campaign) throw new AppError('NOT_FOUND', followMessages.campaignNotFound);
  // the anniversary needs a date of death, the first Ramadan after it is sent only if it is still to
  // come; the form offers them only then
  const flags: FollowFlags = {
    ...choices,
    anniversary: choices.anniversary && campaign.death_hijri !== null,
    ramadan: choices.ramadan && (await firstRamadanAhead(db, campaign, now)),
  };
  if (!Object.values(flags).some(Boolean)) throw new AppError('BAD_REQUEST', followMessages.chooseOne);

  if (request.userId !== null) {
    const address = await accountEmail(db, request.userId);
    if (!address) throw new AppError('BAD_REQUEST', followMessages.accountWithoutEmail);
    await deps.rateLimiter.reserve(
      [{ rule: followLimits.perAccount, subject: address }],
      followMessages.limited,
    );
    await upsertConfirmedFollow(db, {
      campaignId: campaign.id,
      email: address,
      userId: request.userId,
      flags,
      now,
    });
    return { status: 'confirmed', mailQueued: false };
  }

  if (!request.email) {
    throw new AppError('BAD_REQUEST', followMessages.emailRequired, { email: followMessages.emailRequired });
  }
  if (request.consent !== true) {
    throw new AppError('BAD_REQUEST', validationMessages.consentRequired, {
      consent: validationMessages.consentRequired,
    });
  }
  const address = request.email.toLowerCase();
  await deps.rateLimiter.reserve(
    [
      { rule: followLimits.perEmail, subject: address },
      { rule: followLimits.perIp, subject: request.ip },
    ],
    followMessages.limited,
  );
  await db.transaction().execute(async (trx) => {
    const follow = await upsertPendingFollow(trx, { campaignId: campaign.id, email: address, flags });
    await insertConsent(trx, 'follow', follow.id);
    await enqueueMail(trx, {
      kind: 'follow_confirm',
      payload: { follow_id: follow.id, ...flags, issued_at: now.toISOString() },
    });
  });
  return { status: 'pending', mailQueued: true };
}

/**
 * The confirmation link, on a POST from its page's button (docs/decisions/028): applies the choices the
 * stored link holds, once (pressed again, or twice at once, it answers the same and changes nothing);
 * unknown or altered links are 400, expired ones 400 with their own words. A link mailed before stored
 * links (`c.…`, signed with `legacyKey`) is honoured within its own 14 days.
 */
export async function confirmFollowLink(
  db: Kysely<Database>,
  legacyKey: string,
  token: string,
  now: Date,
): Promise<{ campaign_title: string; choices: FollowChoices }> {
  if (!isOpaqueToken(token)) return confirmLegacyLink(db, legacyKey, token, now);
  return db.transaction().execute(async (trx) => {
    const link = await openMailLink(trx, token, 'follow_confirm', now);
    if (link === 'expired') throw new AppError('BAD_REQUEST', followMessages.confirmExpired);
    if (link === 'unknown' || link.follow_id === null)
      throw new AppError('BAD_REQUEST', followMessages.confirmInvalid);
    const choices = storedChoices(link.choices);
    const done = (await takeMailLink(trx, link, now))
      ? await confirmFollow(trx, link.follow_id, choices, now)
      : await followCampaignTitle(trx, link.follow_id);
    if (!done) throw new AppError('BAD_REQUEST', followMessages.confirmInvalid);
    return { campaign_title: done.campaign_title, choices };
  });
}

/** A confirmation's choices as the link row keeps them (JSON written by issueMailLink). */
function storedChoices(value: unknown): FollowFlags {
  const stored = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<FollowFlags> | null;
  return {
    anniversary: stored?.anniversary === true,
    ramadan: stored?.ramadan === true,
    arafah: stored?.arafah === true,
    friday: stored?.friday === true,
    family_updates: stored?.family_updates === true,
  };
}

async function confirmLegacyLink(db: Kysely<Database>, key: string, token: string, now: Date) {
  const read = readFollowToken(key, token);
  if (!read || read.kind !== 'confirm') throw new AppError('BAD_REQUEST', followMessages.confirmInvalid);
  const age = now.getTime() - read.issuedAt.getTime();
  if (age > FOLLOW_CONFIRM_TTL_MS || age < -5 * 60_000) {
    throw new AppError('BAD_REQUEST', followMessages.confirmExpired);
  }
  const choices: FollowFlags = {
    anniversary: read.choices.anniversary,
    ramadan: read.choices.ramadan,
    arafah: read.choices.arafah,
    friday: read.choices.friday,
    family_updates: read.choices.familyUpdates,
  };
  const done = await confirmFollow(db, read.followId, choices, now);
  if (!done) throw new AppError('BAD_REQUEST', followMessages.confirmInvalid);
  return { campaign_title: done.campaign_title, choices };
}

/**
 * The one-click unsubscribe, on a POST (its page's button, or the mail client's List-Unsubscribe-Post):
 * one kind of mail, or all; again is harmless. Unknown or altered links are 400. Neither a stored link
 * nor an old signed one (`u.…`) still in someone's inbox expires (docs/decisions/028).
 */
export async function unsubscribeFollowLink(
  db: Kysely<Database>,
  legacyKey: string,
  token: string,
  now: Date,
): Promise<{ campaign_title: string; occasion: UnsubscribeOccasion }> {
  let target: { followId: number; occasion: UnsubscribeOccasion } | null = null;
  if (isOpaqueToken(token)) {
    const link = await openMailLink(db, token, 'follow_unsubscribe', now);
    if (typeof link === 'object' && link.follow_id !== null && link.occasion !== null)
      target = { followId: link.follow_id, occasion: link.occasion };
  } else {
    const read = readFollowToken(legacyKey, token);
    if (read?.kind === 'unsubscribe') target = { followId: read.followId, occasion: read.occasion };
  }
  if (!target) throw new AppError('BAD_REQUEST', followMessages.unsubscribeInvalid);
  const done = await unsubscribeFollow(db, target.followId, target.occasion);
  // a valid link of a follow removed since: nothing is left to stop
  return { campaign_title: done?.campaign_title ?? '', occasion: target.occasion };
}
