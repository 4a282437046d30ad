import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of the update mails. Its token is an opaque random one now, stored
 * hashed with the address and campaign (services/mail-links/, docs/decisions/028). The links mailed
 * before were `<campaign id>.<e-mail, base64url>.<hmac>`: anyone holding one could read the address in
 * it. This file still reads those, honoured on a POST as long as they are in inboxes (an unsubscribe
 * must keep working), and builds the page's address.
 */

/**
 * The link key, derived from PAY_WEBHOOK_SECRET (a server secret already required in production) for
 * this use only: a token signed with it is no signature of anything else.
 */
export function unsubscribeKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('athar/update-unsubscribe/v1').digest('base64url');
}

function mac(key: string, email: string, campaignId: number): Buffer {
  return createHmac('sha256', key).update(`${campaignId}\n${email}`).digest();
}

/** An old link's token, `<campaign id>.<e-mail, base64url>.<hmac, base64url>` (no mail carries it now; tests make old links). */
export function unsubscribeToken(key: string, email: string, campaignId: number): string {
  const address = email.toLowerCase();
  return `${campaignId}.${Buffer.from(address).toString('base64url')}.${mac(key, address, campaignId).toString('base64url')}`;
}

const TOKEN_SHAPE = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/;

/** The address and campaign an old token stands for, or null when it was not made with this key. */
export function readUnsubscribeToken(
  key: string,
  token: string,
): { email: string; campaignId: number } | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const campaignId = Number(match[1]);
  if (!Number.isSafeInteger(campaignId)) return null;
  const email = Buffer.from(match[2]!, 'base64url').toString('utf8');
  // base64url decoding is lenient: a token whose address does not encode back the same was altered
  if (Buffer.from(email).toString('base64url') !== match[2] || email !== email.toLowerCase()) return null;
  // compared as written: decoding ignores the last character's low bits, so a MAC decoded from an
  // altered text could still match
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(key, email, campaignId).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { email, campaignId };
}

/**
 * The web page of the link: a button that asks the api to unsubscribe (a mail scanner that opens links
 * changes nothing). It is also the mail's List-Unsubscribe address, which takes the one-click POST
 * (RFC 8058) itself (routes/one-click-unsubscribe.ts).
 */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/Unsubscribe?token=${encodeURIComponent(token)}`;
}
