import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../errors';
import { SIGNATURE_HEADER, verifyBody } from './hmac-signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** the exact JSON text received, which the X-Signature covers */
    rawBody?: string;
  }
}

/**
 * Makes every route of this (encapsulated) plugin require an X-Signature over its exact body made
 * with `secret`: 401 before any validation otherwise. JSON bodies are kept as received to check.
 */
export function requireSignedRequests(app: FastifyInstance, secret: string) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_REQUEST', apiMessages.badRequest), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    const header = request.headers[SIGNATURE_HEADER];
    const check = verifyBody(secret, typeof header === 'string' ? header : undefined, request.rawBody ?? '');
    if (check !== 'valid') {
      request.log.warn({ signature: check }, 'signed request refused');
      throw new AppError('UNAUTHORIZED', apiMessages.badSignature);
    }
  });
}
