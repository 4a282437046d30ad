import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from './errors';
import { SIGNATURE_HEADER, verifyRequest } from './hmac-signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** the exact JSON text received, which the X-Signature covers */
    rawBody?: string;
  }
}

/** Records a valid signature's digest as taken; false when it was taken before (a replay). */
export type TakeSignature = (digest: string) => Promise<boolean>;

/**
 * Makes every route of this (encapsulated) plugin require an X-Signature made with `secret` over its
 * method, path with query and exact body: 401 before any validation otherwise. JSON bodies are kept
 * as received to check; an empty body is no body, so a route whose schema needs one answers 400.
 * With `take`, a signature is good once (the api's internal calls that move money).
 */
export function requireSignedRequests(app: FastifyInstance, secret: string, take: TakeSignature | null) {
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
