import type { Kysely } from 'kysely';
import { KHATMA_HOLD_DAYS } from '@athar/contract/remembrance/khatma-messages';
import { findMailLink, insertMailLink, useMailLink } from '../../db/queries/mail-links';
import type { Database } from '../../db/schema';
import type { MailLinkOccasion } from '../../db/schema-mail-links';
import type { FollowFlags } from '../../db/queries/follows';
import { FOLLOW_CONFIRM_TTL_MS, followConfirmUrl, followUnsubscribeUrl } from '../../lib/follow-links';
import { khatmaReadUrl } from '../../lib/public-links';
import { unsubscribePageUrl } from '../../lib/update-links';
import { hashToken, newToken } from '../session-tokens';

/**
 * The links of the follow and update mails (docs/decisions/028): each is a random token that says
 * nothing (no address, no id), stored as its SHA-256 with what it does, for one purpose only. A link
 * acts only on a POST: the page it opens shows a button, and the mail's List-Unsubscribe one-click
 * POSTs; a mail scanner that fetches the link changes nothing. A confirmation is good once, for 14
 * days; an unsubscribe link never expires (stopping mail must never get harder), and neither do the
 * signed unsubscribe links mailed before these, which are still honoured on a POST.
 */

/** What a link does, and on what. */
export type MailLinkTarget =
  | { purpose: 'updates_unsubscribe'; campaignId: number; email: string }
  | { purpose: 'follow_unsubscribe'; followId: number; occasion: MailLinkOccasion }
  | { purpose: 'follow_confirm'; followId: number; choices: FollowFlags }
  | { purpose: 'khatma_read'; partId: number };

/** 32 random bytes, base64url: the only shape a new link's token has (old links all hold a dot). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isOpaqueToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

const hashOf = (token: string) => hashToken(token).toString('hex');

/** Makes a link for a mail: answers the token the mail carries; only its hash is kept. */
export async function issueMailLink(
  db: Kysely<Database>,
  target: MailLinkTarget,
  expiresAt: Date | null,
): Promise<string> {
  const token = newToken();
  const common = { token_hash: hashOf(token), purpose: target.purpose, expires_at: expiresAt };
  switch (target.purpose) {
    case 'updates_unsubscribe':
      await insertMailLink(db, {
        ...common,
        campaign_id: target.campaignId,
        email: target.email.toLowerCase(),
      });
      break;
    case 'follow_unsubscribe':
      await insertMailLink(db, { ...common, follow_id: target.followId, occasion: target.occasion });
      break;
    case 'follow_confirm':
      await insertMailLink(db, {
        ...common,
        follow_id: target.followId,
        choices: JSON.stringify(target.choices),
      });
      break;
    case 'khatma_read':
      await insertMailLink(db, { ...common, khatma_part_id: target.partId });
      break;
  }
  return token;
}

export type OpenedLink = NonNullable<Awaited<ReturnType<typeof findMailLink>>>;

/**
 * The link a token stands for, if it was issued for `purpose`: 'unknown' for a token never issued (or
 * for another purpose), 'expired' past its expiry (a confirmation's; an unsubscribe link has none).
 * Nothing is changed.
 */
export async function openMailLink(
  db: Kysely<Database>,
  token: string,
  purpose: MailLinkTarget['purpose'],
  now: Date,
): Promise<OpenedLink | 'unknown' | 'expired'> {
  if (!isOpaqueToken(token)) return 'unknown';
  const link = await findMailLink(db, hashOf(token), purpose);
  if (!link) return 'unknown';
  if (link.expires_at !== null && new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  return link;
}

/** Takes a single-use link: true for the one call that used it. */
export function takeMailLink(db: Kysely<Database>, link: OpenedLink, now: Date): Promise<boolean> {
  return useMailLink(db, link.id, now);
}

/** A new link that stops one kind of a follow's mails (or all), as the page's address. */
export async function followUnsubscribeLink(
  db: Kysely<Database>,
  publicUrl: string,
  link: { followId: number; occasion: MailLinkOccasion },
): Promise<string> {
  const token = await issueMailLink(db, { purpose: 'follow_unsubscribe', ...link }, null);
  return followUnsubscribeUrl(publicUrl, token);
}

/** A new link that confirms a guest's follow with its choices, good 14 days from when it was asked for. */
export async function followConfirmLink(
  db: Kysely<Database>,
  publicUrl: string,
  link: { followId: number; choices: FollowFlags; issuedAt: Date },
): Promise<string> {
  const expiresAt = new Date(link.issuedAt.getTime() + FOLLOW_CONFIRM_TTL_MS);
  const token = await issueMailLink(
    db,
    { purpose: 'follow_confirm', followId: link.followId, choices: link.choices },
    expiresAt,
  );
  return followConfirmUrl(publicUrl, token);
}

/** A new link that stops a campaign's update mails to one address, as the page's address. */
export async function updatesUnsubscribeLink(
  db: Kysely<Database>,
  publicUrl: string,
  link: { campaignId: number; email: string },
): Promise<string> {
  const token = await issueMailLink(db, { purpose: 'updates_unsubscribe', ...link }, null);
  return unsubscribePageUrl(publicUrl, token);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link that marks one reservation read (issue 35), as the campaign page's address: good once, for
 * the reservation's own 7 days from when it was made; it goes with the reservation when that is released.
 */
export async function khatmaReadLink(
  db: Kysely<Database>,
  publicUrl: string,
  link: { partId: number; campaignId: number; reservedAt: Date | string },
): Promise<string> {
  const expiresAt = new Date(new Date(link.reservedAt).getTime() + KHATMA_HOLD_DAYS * DAY_MS);
  const token = await issueMailLink(db, { purpose: 'khatma_read', partId: link.partId }, expiresAt);
  return khatmaReadUrl(publicUrl, link.campaignId, token);
}
