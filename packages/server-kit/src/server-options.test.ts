import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, serverOptions } from './server-options';

describe('redactUrl', () => {
  it('keeps tokens and passwords in query strings out of the logs', () => {
    expect(redactUrl('/api/verification?token=abc123')).toBe('/api/verification?token=[redacted]');
    expect(redactUrl('/api/auth/resetpass?x=1&token=s3cr3t&y=2')).toBe(
      '/api/auth/resetpass?x=1&token=[redacted]&y=2',
    );
    expect(redactUrl('/api/cities/1')).toBe('/api/cities/1');
  });
});

describe('serverOptions', () => {
  it('trusts the proxies it is given, and only those', () => {
    expect(serverOptions(false, ['loopback']).trustProxy).toEqual(['loopback']);
    expect(serverOptions('info', ['10.0.0.0/8', 'uniquelocal']).trustProxy).toEqual([
      '10.0.0.0/8',
      'uniquelocal',
    ]);
  });
});

describe('TRUST_PROXY: the client address behind a proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify(serverOptions(false, ['172.16.0.0/12']));
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
  });
  afterAll(() => app.close());

  const ipSeen = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json().ip;

  it('believes X-Forwarded-For from a trusted proxy, and from nobody else', async () => {
    expect(await ipSeen('172.18.0.5', '198.51.100.7')).toBe('198.51.100.7');
    // a client's own forged entry before the proxy's is not believed: the proxy appended the real one
    expect(await ipSeen('172.18.0.5', '10.9.9.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    // loopback is no longer trusted once TRUST_PROXY names other proxies
    expect(await ipSeen('127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
  });
});
