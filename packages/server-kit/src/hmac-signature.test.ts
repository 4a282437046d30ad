import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest, verifyRequest, type SignedRequest } from './hmac-signature';

const secret = 'a-test-secret-of-some-length';
const request: SignedRequest = {
  method: 'POST',
  path: '/api/internal/donations/7/confirm',
  body: '{"amount":15000,"currency":"EGP"}',
};
const now = new Date('2026-03-01T10:00:00Z');
const check = (header: string | undefined, signed: SignedRequest = request, at: Date = now) =>
  verifyRequest(secret, header, signed, at).check;

describe('HMAC request signatures', () => {
  it('accepts its own signature over the same request, within 300 seconds either way', () => {
    const header = signRequest(secret, request, { now });
    expect(header).toMatch(/^t=\d+,n=[0-9a-f]{32},v2=[0-9a-f]{64}$/);
    expect(check(header)).toBe('valid');
    expect(check(header, request, new Date(now.getTime() + 300_000))).toBe('valid');
    expect(check(header, request, new Date(now.getTime() - 300_000))).toBe('valid');
  });

  it('is the HMAC-SHA256 of the canonical request: timestamp, nonce, method, path and body digest', () => {
    const t = Math.floor(now.getTime() / 1000);
    const nonce = 'abcdefghijklmnop';
    const bodyDigest = createHash('sha256').update(request.body).digest('hex');
    const canonical = ['athar-v2', t, nonce, 'POST', request.path, bodyDigest].join('\n');
    const hex = createHmac('sha256', secret).update(canonical).digest('hex');
    const verified = verifyRequest(secret, `t=${t},n=${nonce},v2=${hex}`, request, now);
    expect(verified).toEqual({ check: 'valid', digest: hex });
  });

  it('binds the signature to the method, the path, the query and the body', () => {
    const get = { method: 'GET', path: '/api/internal/donations/7', body: '' };
    const getSignature = signRequest(secret, get, { now });
    expect(check(getSignature, get)).toBe('valid');
    // the empty-body signature of a GET must not confirm anything
    expect(check(getSignature, { method: 'POST', path: '/api/internal/donations/7/confirm', body: '' })).toBe(
      'mismatch',
    );
    expect(check(getSignature, { ...get, method: 'POST' })).toBe('mismatch');
    expect(check(getSignature, { ...get, path: '/api/internal/donations/8' })).toBe('mismatch');
    expect(check(getSignature, { ...get, path: '/api/internal/donations/7?x=1' })).toBe('mismatch');
    const header = signRequest(secret, request, { now });
    expect(check(header, { ...request, body: '{}' })).toBe('mismatch');
    expect(check(header, { ...request, path: '/api/internal/donations/8/confirm' })).toBe('mismatch');
  });

  it('makes every signature distinct, even of the same request in the same second', () => {
    const headers = new Set(Array.from({ length: 50 }, () => signRequest(secret, request, { now })));
    expect(headers.size).toBe(50);
  });

  it('refuses missing, malformed, expired, tampered and wrongly keyed signatures', () => {
    const header = signRequest(secret, request, { now });
    expect(check(undefined)).toBe('missing');
    expect(check('')).toBe('missing');
    expect(check('garbage')).toBe('malformed');
    expect(check('t=abc,n=abcdefghijklmnop,v2=00')).toBe('malformed');
    // the body-only signatures of before (no nonce, v1) are no longer taken
    expect(check(header.replace(/,n=[^,]+/, ''))).toBe('malformed');
    expect(check(header.replace('v2=', 'v1='))).toBe('malformed');
    expect(check(header, request, new Date(now.getTime() + 301_000))).toBe('expired');
    expect(verifyRequest('another-secret-entirely', header, request, now).check).toBe('mismatch');
    const later = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(check(later)).toBe('mismatch');
    const otherNonce = header.replace(/n=([0-9a-f])/, (_, first: string) => `n=${first === 'a' ? 'b' : 'a'}`);
    expect(check(otherNonce)).toBe('mismatch');
  });

  it('accepts any one matching v2 among several (secret rotation)', () => {
    const header = signRequest(secret, request, { now });
    const [t, n, v2] = header.split(',');
    expect(check(`${t},${n},v2=${'0'.repeat(64)},${v2}`)).toBe('valid');
  });
});
