import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links of the follow mails (PRODUCT.md §11.3): the one-click unsubscribe of a reminder kind (or of all)
 * and the confirmation of a guest's follow. Their tokens are opaque random ones, stored hashed
 * (services/mail-links/, docs/decisions/028); this file builds the pages' addresses, and still reads
 * the signed tokens mailed before that (`u.<follow id>.<occasion>.<hmac>`, `c.<follow id>.…`), which
 * are honoured on a POST: an unsubscribe always, a confirmation within its own 14 days.
 */

export type FollowLinkOccasion = 'anniversary' | 'ramadan' | 'arafah' | 'friday' | 'family_update' | 'all';

export const FOLLOW_LINK_OCCASIONS: readonly FollowLinkOccasion[] = [
  'anniversary',
  'ramadan',
  'arafah',
  'friday',
  'family_update',
  'all',
];

/** The choices a confirmation link applies once opened (a guest's follow counts only then). */
export interface FollowChoices {
  anniversary: boolean;
  ramadan: boolean;
  arafah: boolean;
  friday: boolean;
  familyUpdates: boolean;
}

const CHOICE_BITS: readonly (keyof FollowChoices)[] = [
  'anniversary',
  'ramadan',
  'arafah',
  'friday',
  'familyUpdates',
];

/** A confirmation link is good for this long after it was asked for (old and new links alike). */
export const FOLLOW_CONFIRM_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The key of the old signed links, derived from PAY_WEBHOOK_SECRET with a label of its own: a token
 * signed with it is no signature of anything else (not even an update-mail unsubscribe token).
 */
export function followLinkKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('athar/follow-links/v1').digest('base64url');
}

function mac(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** An old link's token, `u.<follow id>.<occasion>.<hmac>` (no mail carries it now; tests make old links). */
export function followUnsubscribeToken(key: string, followId: number, occasion: FollowLinkOccasion): string {
  const body = `u.${followId}.${occasion}`;
  return `${body}.${mac(key, body)}`;
}

function choiceBits(choices: FollowChoices): number {
  return CHOICE_BITS.reduce((bits, name, index) => (choices[name] ? bits | (1 << index) : bits), 0);
}

/** An old link's token, `c.<follow id>.<choices, bits>.<issued, unix seconds>.<hmac>` (as above). */
export function followConfirmToken(
  key: string,
  followId: number,
  choices: FollowChoices,
  issuedAt: Date,
): string {
  const body = `c.${followId}.${choiceBits(choices)}.${Math.floor(issuedAt.getTime() / 1000)}`;
  return `${body}.${mac(key, body)}`;
}

export type FollowToken =
  | { kind: 'unsubscribe'; followId: number; occasion: FollowLinkOccasion }
  | { kind: 'confirm'; followId: number; choices: FollowChoices; issuedAt: Date };

const UNSUBSCRIBE_SHAPE = /^u\.([1-9][0-9]{0,15})\.([a-z_]{3,20})\.([A-Za-z0-9_-]{43})$/;
const CONFIRM_SHAPE = /^c\.([1-9][0-9]{0,15})\.([0-9]{1,2})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

function sameMac(key: string, body: string, given: string): boolean {
  const a = Buffer.from(given, 'base64url');
  const b = Buffer.from(mac(key, body), 'base64url');
  return a.length === b.length && timingSafeEqual(a, b) && given === mac(key, body);
}

/** What an old token stands for, or null when it was not made with this key (forged, altered, cut). */
export function readFollowToken(key: string, token: string): FollowToken | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const unsubscribe = UNSUBSCRIBE_SHAPE.exec(token);
  if (unsubscribe) {
    const followId = Number(unsubscribe[1]);
    const occasion = unsubscribe[2] as FollowLinkOccasion;
    if (!Number.isSafeInteger(followId) || !FOLLOW_LINK_OCCASIONS.includes(occasion)) return null;
    if (!sameMac(key, `u.${unsubscribe[1]}.${occasion}`, unsubscribe[3]!)) return null;
    return { kind: 'unsubscribe', followId, occasion };
  }
  const confirm = CONFIRM_SHAPE.exec(token);
  if (confirm) {
    const followId = Number(confirm[1]);
    const bits = Number(confirm[2]);
    const seconds = Number(confirm[3]);
    if (!Number.isSafeInteger(followId) || bits >= 1 << CHOICE_BITS.length) return null;
    if (`${bits}` !== confirm[2] || `${seconds}` !== confirm[3]) return null;
    if (!sameMac(key, `c.${confirm[1]}.${confirm[2]}.${confirm[3]}`, confirm[4]!)) return null;
    const choices = Object.fromEntries(
      CHOICE_BITS.map((name, index) => [name, (bits & (1 << index)) !== 0]),
    ) as unknown as FollowChoices;
    return { kind: 'confirm', followId, choices, issuedAt: new Date(seconds * 1000) };
  }
  return null;
}

/**
 * The web page of a follow's unsubscribe link: it shows a button that POSTs (a mail scanner that opens
 * links changes nothing); also the mail's List-Unsubscribe address, which takes the one-click POST
 * (RFC 8058) itself (routes/one-click-unsubscribe.ts).
 */
export function followUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/Reminders/Unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The web page that confirms a guest's follow, with a button that POSTs too. */
export function followConfirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/Reminders/Confirm?token=${encodeURIComponent(token)}`;
}
