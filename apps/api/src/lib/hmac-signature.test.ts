import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, verifyBody } from './hmac-signature';

const secret = 'a-test-secret-of-some-length';
const body = '{"message_id":"m-1","text":"T10001"}';
const now = new Date('2026-03-01T10:00:00Z');

describe('HMAC request signatures', () => {
  it('accepts its own signature over the exact body, within 300 seconds either way', () => {
    const header = signBody(secret, body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyBody(secret, header, body, now)).toBe('valid');
    expect(verifyBody(secret, header, body, new Date(now.getTime() + 300_000))).toBe('valid');
    expect(verifyBody(secret, header, body, new Date(now.getTime() - 300_000))).toBe('valid');
  });

  it('is the HMAC-SHA256 of "t.body" in hex', () => {
    const t = Math.floor(now.getTime() / 1000);
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(verifyBody(secret, `t=${t},v1=${hex}`, body, now)).toBe('valid');
  });

  it('refuses missing, malformed, expired, tampered and wrongly keyed signatures', () => {
    const header = signBody(secret, body, now);
    expect(verifyBody(secret, undefined, body, now)).toBe('missing');
    expect(verifyBody(secret, '', body, now)).toBe('missing');
    expect(verifyBody(secret, 'garbage', body, now)).toBe('malformed');
    expect(verifyBody(secret, 't=abc,v1=00', body, now)).toBe('malformed');
    expect(verifyBody(secret, header, body, new Date(now.getTime() + 301_000))).toBe('expired');
    expect(verifyBody(secret, header, body.replace('T10001', 'T10002'), now)).toBe('mismatch');
    expect(verifyBody('another-secret-entirely', header, body, now)).toBe('mismatch');
    const later = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(verifyBody(secret, later, body, now)).toBe('mismatch');
  });

  it('accepts any one matching v1 among several (secret rotation)', () => {
    const header = signBody(secret, body, now);
    const rotated = `${header.split(',')[0]},v1=${'0'.repeat(64)},${header.split(',')[1]}`;
    expect(verifyBody(secret, rotated, body, now)).toBe('valid');
  });
});
