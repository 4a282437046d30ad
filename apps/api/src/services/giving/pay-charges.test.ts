import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, verifyRequest } from '@athar/server-kit/hmac-signature';
import { payChargeClient } from './pay-charges';

describe('the pay charge call over HTTP', () => {
  const secret = 'a-pay-webhook-secret-of-this-test';
  let server: http.Server;
  let base: string;
  const seen: { path: string; body: string; check: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const header = request.headers[SIGNATURE_HEADER];
        const { check } = verifyRequest(secret, typeof header === 'string' ? header : undefined, {
          method: request.method!,
          path: request.url!,
          body,
        });
        seen.push({ path: request.url!, body, check });
        if (check !== 'valid') {
          response.writeHead(401).end();
          return;
        }
        const attempt = (JSON.parse(body) as { attempt: number }).attempt;
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            status: 1,
            message: '',
            data: [
              attempt === 1
                ? { outcome: 'declined', reason: 'DECLINED' }
                : { outcome: 'confirmed', reason: null },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs the call with PAY_WEBHOOK_SECRET and reads the answer', async () => {
    const charge = payChargeClient({ baseUrl: `${base}/`, secret });
    expect(await charge(41, 1)).toEqual({ outcome: 'declined', reason: 'DECLINED' });
    expect(await charge(41, 2)).toEqual({ outcome: 'confirmed', reason: null });
    expect(seen.slice(-2)).toEqual([
      { path: '/api/internal/scheduled-charges/41', body: '{"attempt":1}', check: 'valid' },
      { path: '/api/internal/scheduled-charges/41', body: '{"attempt":2}', check: 'valid' },
    ]);
  });

  it('is unreachable, never declined, when pay refuses the signature or does not answer', async () => {
    const wrong = payChargeClient({ baseUrl: base, secret: 'another-secret-entirely' });
    expect((await wrong(41, 1)).outcome).toBe('unreachable');
    const closed = payChargeClient({ baseUrl: 'http://127.0.0.1:9', secret, timeoutMs: 2_000 });
    expect((await closed(41, 1)).outcome).toBe('unreachable');
  });
});
