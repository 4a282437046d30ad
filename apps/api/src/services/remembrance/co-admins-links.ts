import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from '../session-tokens';

/**
 * The token of an invitation link. The outbox row of the invitation mail must let the mail be composed
 * later, yet a copy of the database must not open the invitation: the row keeps a random nonce, and
 * the token is the HMAC of that nonce under a key only the server holds (derived from the key the
 * dispatcher already signs update links with). The invitation row keeps only the token's SHA-256, as
 * the account links do (services/accounts/tokens.ts).
 */
export function inviteKey(unsubscribeKey: string): string {
  return createHmac('sha256', unsubscribeKey).update('athar/admin-invite/v1').digest('base64url');
}

export function newInviteNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** 32 bytes in base64url: the shape every mailed link token has (isWellFormedLinkToken). */
export function inviteToken(key: string, nonce: string): string {
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

/** The stored form of a token: its SHA-256 in hex. */
export function inviteTokenHash(token: string): string {
  return hashToken(token).toString('hex');
}

/** The web page that accepts an invitation. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/Invitation?token=${encodeURIComponent(token)}`;
}
