import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPayApp, TEST_PUBLIC_URL } from './test/test-pay-app';

describe('CORS of the payment host', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('answers CORS for the web app origin only', async () => {
    const preflight = (origin: string) =>
      test.pay.inject({
        method: 'OPTIONS',
        url: '/api/hostedcheckout/GetSessionId',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ours = await preflight(TEST_PUBLIC_URL);
    expect(ours.statusCode).toBe(204);
    expect(ours.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});
