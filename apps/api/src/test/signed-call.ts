import type { InjectOptions } from 'fastify';
import { signRequest } from '@athar/server-kit/hmac-signature';
import type { TestApp } from './test-app';

/**
 * inject() with an X-Signature over the request as sent: method, url, exact JSON (no X-Api-Signature:
 * these are server calls). `signature` replaces the one made here.
 */
export function signedCall(
  t: TestApp,
  secret: string,
  options: { method: 'GET' | 'POST'; url: string; payload?: unknown; signedAt?: Date; signature?: string },
) {
  const body = options.payload === undefined ? '' : JSON.stringify(options.payload);
  const signature =
    options.signature ??
    signRequest(secret, { method: options.method, path: options.url, body }, { now: options.signedAt });
  const request: InjectOptions = {
    method: options.method,
    url: options.url,
    headers: { 'x-signature': signature, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: body } : {}),
  };
  return t.app.inject(request);
}
