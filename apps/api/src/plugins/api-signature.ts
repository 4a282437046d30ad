import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import { apiMessages } from '@athar/contract/messages';
import { PRODUCT_PREFIX } from '@athar/contract/constants';
import { AppError } from '@athar/server-kit/errors';

const PROTECTED = [/^\/api\//, new RegExp(`^/${PRODUCT_PREFIX}/api/`)];
/** Signed with HMAC instead (X-Signature): the SMS aggregator and the payment host's internal calls. */
const EXEMPT = /^\/api\/(docs(\/|$)|sms\/inbound$|internal\/)/;

/** Every /api call (and /athar/api) must carry the configured X-Api-Signature (PRODUCT.md §6). */
export function registerApiSignature(app: FastifyInstance, expected: string) {
  const expectedBytes = Buffer.from(expected);
  // a callback hook, not an async one: it runs on every request and needs no promise
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (!PROTECTED.some((pattern) => pattern.test(path)) || EXEMPT.test(path)) return done();
    const given = request.headers[API_SIGNATURE_HEADER];
    const givenBytes = Buffer.from(typeof given === 'string' ? given : '');
    if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes)) {
      return done(new AppError('UNAUTHORIZED', apiMessages.badSignature));
    }
    done();
  });
}
