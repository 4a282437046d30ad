import type { FastifyInstance } from 'fastify';
import { SIGNATURE_TOLERANCE_SECONDS } from '@athar/server-kit/hmac-signature';
import { requireSignedRequests as requireSignedBody } from '@athar/server-kit/signed-requests';
import { pruneUsedSignatures, takeSignature } from '../db/queries/used-signatures';

export interface SignedRouteOptions {
  /**
   * Refuse a signature taken before (the internal calls that move money). The SMS webhook leaves it
   * off: a redelivery of the same message is answered "duplicate" by its message id instead.
   */
  oneUse: boolean;
}

/** A signature stays replayable for the tolerance window on either side of its timestamp. */
const KEEP_USED_MS = 2 * SIGNATURE_TOLERANCE_SECONDS * 1000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Records a signature's digest as taken; false when it was taken before. Several api instances share
 * the table, so a signature is taken once across all of them.
 */
function signatureLedger(app: FastifyInstance) {
  let prunedAt = 0;
  return async (digest: string): Promise<boolean> => {
    const now = Date.now();
    if (now - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now;
      await pruneUsedSignatures(app.db, new Date(now));
    }
    return takeSignature(app.db, digest, KEEP_USED_MS);
  };
}

/**
 * Makes every route of this (encapsulated) plugin require an X-Signature made with `secret`
 * (server-kit signed-requests.ts), once only when `oneUse`, across every api instance.
 */
export function requireSignedRequests(app: FastifyInstance, secret: string, options: SignedRouteOptions) {
  requireSignedBody(app, secret, options.oneUse ? signatureLedger(app) : null);
}
