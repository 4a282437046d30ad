import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeKey, unsubscribeToken } from './update-links';

const key = unsubscribeKey('a-server-secret-of-this-instance');

// the tokens of the links mailed before docs/decisions/028, still honoured
describe('old unsubscribe tokens', () => {
  it('name the address (lower-cased) and campaign they were made for', () => {
    const token = unsubscribeToken(key, 'Donor@Example.com', 42);
    expect(readUnsubscribeToken(key, token)).toEqual({ email: 'donor@example.com', campaignId: 42 });
  });

  it('are refused when made with another key, or with any part changed', () => {
    const token = unsubscribeToken(key, 'donor@example.com', 42);
    expect(readUnsubscribeToken(unsubscribeKey('another-server-secret-1234'), token)).toBeNull();
    const [, email, mac] = token.split('.');
    expect(readUnsubscribeToken(key, `43.${email}.${mac}`)).toBeNull();
    expect(
      readUnsubscribeToken(key, `42.${Buffer.from('other@example.com').toString('base64url')}.${mac}`),
    ).toBeNull();
    expect(
      readUnsubscribeToken(key, `42.${email}.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`),
    ).toBeNull();
    expect(readUnsubscribeToken(key, `42.${email}`)).toBeNull();
    expect(readUnsubscribeToken(key, '')).toBeNull();
  });

  it('are refused with a MAC written otherwise, even one that decodes to the same bytes', () => {
    const token = unsubscribeToken(key, 'donor@example.com', 42);
    const [campaign, email, mac] = token.split('.') as [string, string, string];
    // 32 bytes in 43 characters: the last one's two low bits are padding that decoding ignores
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1)!);
    const sameBytes = `${mac.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(readUnsubscribeToken(key, `${campaign}.${email}.${sameBytes}`)).toBeNull();
  });

  it('differ from a token made with the raw secret (the key is derived for this use only)', () => {
    const raw = unsubscribeToken('a-server-secret-of-this-instance', 'donor@example.com', 42);
    expect(readUnsubscribeToken(key, raw)).toBeNull();
  });
});
