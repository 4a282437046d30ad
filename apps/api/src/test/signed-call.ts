import type { InjectOptions } from 'fastify';
import { signBody } from '../lib/hmac-signature';
import type { TestApp } from './test-app';

/** inject() with an X-Signature over the exact JSON sent (no X-Api-Signature: these are server calls). */
export function signedCall(
  t: TestApp,
  secret: string,
  options: { method: 'GET' | 'POST'; url: string; payload?: unknown; signedAt?: Date; signature?: string },
) {
  const body = options.payload === undefined ? '' : JSON.stringify(options.payload);
  const request: InjectOptions = {
    method: options.method,
    url: options.url,
    headers: {
      'x-signature': options.signature ?? signBody(secret, body, options.signedAt),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: body } : {}),
  };
  return t.app.inject(request);
}
