import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { PARSER_REFUSALS, rawRequest } from '@athar/server-kit/test/raw-http';
import { clientErrorStatus } from '@athar/server-kit/request-refusals';

describe("requests Node's HTTP parser refuses, on a listening api", () => {
  let secure: TestApp;
  let local: TestApp;
  const port = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

  beforeAll(async () => {
    secure = await createTestApp('pglite', { settings: { PUBLIC_URL: 'https://athar.example' } });
    local = await createTestApp('pglite');
    await secure.app.listen({ host: '127.0.0.1', port: 0 });
    await local.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await secure?.close();
    await local?.close();
  });

  for (const refusal of PARSER_REFUSALS) {
    it(`answers ${refusal.what} with ${refusal.status}, in Arabic, with the security headers`, async () => {
      const answer = await rawRequest(port(secure), refusal.request);
      expect(answer.status).toBe(refusal.status);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.connection).toBe('close');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      const envelope = JSON.parse(answer.body);
      expect(envelope).toEqual({ status: 0, message: expect.stringMatching(/[\u0600-\u06FF]/), data: [] });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it('says which limit was passed', async () => {
    const [url, headers, malformed] = PARSER_REFUSALS;
    expect(JSON.parse((await rawRequest(port(secure), url.request)).body).message).toBe(
      apiMessages.urlTooLong,
    );
    expect(JSON.parse((await rawRequest(port(secure), headers.request)).body).message).toBe(
      apiMessages.headersTooLarge,
    );
    expect(JSON.parse((await rawRequest(port(secure), malformed.request)).body).message).toBe(
      apiMessages.badRequest,
    );
  });

  it('sends no HSTS from a plain-http address, and keeps serving afterwards', async () => {
    const answer = await rawRequest(port(local), PARSER_REFUSALS[1].request);
    expect(answer.status).toBe(431);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const healthy = await fetch(`http://127.0.0.1:${port(local)}/healthz`);
    expect(healthy.status).toBe(200);
  });

  it('tells an over-long URL from over-long headers by where the parser stopped', () => {
    const overflow = (packet: string, bytesParsed: number) =>
      clientErrorStatus({
        name: 'Error',
        message: 'Header overflow',
        code: 'HPE_HEADER_OVERFLOW',
        rawPacket: Buffer.from(packet),
        bytesParsed,
      });
    const url = `GET /${'a'.repeat(20_000)}`;
    expect(overflow(`${url} HTTP/1.1\r\nHost: x\r\n\r\n`, url.length)).toBe(414);
    const header = `GET / HTTP/1.1\r\nX: ${'b'.repeat(20_000)}`;
    expect(overflow(`${header}\r\n\r\n`, header.length)).toBe(431);
    // a later chunk of the request cannot tell which: headers
    expect(overflow('a'.repeat(4000), 4000)).toBe(431);
    expect(clientErrorStatus({ name: 'Error', message: 'x', code: 'HPE_INVALID_HEADER_TOKEN' })).toBe(400);
    expect(clientErrorStatus({ name: 'Error', message: 'x', code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toBe(408);
  });
});
