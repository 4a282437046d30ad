import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  verifyRequest,
} from '@athar/server-kit/hmac-signature';
import { pruneUsedSignatures, takeSignature } from '../db/queries/used-signatures';

declare module 'fastify' {
  interface FastifyRequest {
    /** the exact JSON text received, which the X-Signature covers */
    rawBody?: string;
  }
}

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
 * Makes every route of this (encapsulated) plugin require an X-Signature made with `secret` over its
 * method, path with query and exact body: 401 before any validation otherwise. JSON bodies are kept
 * as received to check; an empty body is no body, so a route whose schema needs one answers 400.
 */
export function requireSignedRequests(app: FastifyInstance, secret: string, options: SignedRouteOptions) {
  const take = options.oneUse ? signatureLedger(app) : null;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_REQUEST', apiMessages.badRequest), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    const header = request.headers[SIGNATURE_HEADER];
    const signed = { method: request.method, path: request.url, body: request.rawBody ?? '' };
    const verified = verifyRequest(secret, typeof header === 'string' ? header : undefined, signed);
    let refusal: string | null = verified.check === 'valid' ? null : verified.check;
    if (!refusal && take && !(await take(verified.digest!))) refusal = 'replayed';
    if (refusal) {
      request.log.warn({ signature: refusal }, 'signed request refused');
      throw new AppError('UNAUTHORIZED', apiMessages.badSignature);
    }
  });
}
