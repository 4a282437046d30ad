import { describe, expect, it } from 'vitest';
import {
  followConfirmToken,
  followConfirmUrl,
  followLinkKey,
  followUnsubscribeToken,
  followUnsubscribeUrl,
  readFollowToken,
} from './follow-links';
import { unsubscribeKey, unsubscribeToken } from './update-links';

const SECRET = 'a-server-secret-of-this-instance';
const key = followLinkKey(SECRET);
const choices = { anniversary: true, ramadan: false, arafah: true, friday: false, familyUpdates: true };

// the tokens of the links mailed before docs/decisions/028, still honoured
describe('old follow link tokens', () => {
  it('name the follow and the occasion an unsubscribe link stops', () => {
    for (const occasion of ['anniversary', 'ramadan', 'arafah', 'friday', 'family_update', 'all'] as const) {
      expect(readFollowToken(key, followUnsubscribeToken(key, 42, occasion))).toEqual({
        kind: 'unsubscribe',
        followId: 42,
        occasion,
      });
    }
  });

  it('carry the choices and the issue time of a confirmation link', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(readFollowToken(key, followConfirmToken(key, 7, choices, at))).toEqual({
      kind: 'confirm',
      followId: 7,
      choices,
      issuedAt: at,
    });
  });

  it('are refused when made with another key, or with any part changed', () => {
    const token = followUnsubscribeToken(key, 42, 'friday');
    const [, , , mac] = token.split('.');
    expect(readFollowToken(followLinkKey('another-server-secret-1234'), token)).toBeNull();
    expect(readFollowToken(key, `u.43.friday.${mac}`)).toBeNull();
    expect(readFollowToken(key, `u.42.all.${mac}`)).toBeNull();
    expect(
      readFollowToken(key, `u.42.friday.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`),
    ).toBeNull();
    expect(readFollowToken(key, 'u.42.friday')).toBeNull();
    expect(readFollowToken(key, '')).toBeNull();
    expect(readFollowToken(key, `${token}\u202E`)).toBeNull();
    expect(readFollowToken(key, 'x'.repeat(10_000))).toBeNull();
    const confirm = followConfirmToken(key, 7, choices, new Date('2026-11-26T10:00:00Z'));
    const parts = confirm.split('.');
    // more choices than were asked for
    expect(readFollowToken(key, ['c', '7', '31', parts[3], parts[4]].join('.'))).toBeNull();
    expect(readFollowToken(key, ['c', '7', parts[2], '1900000000', parts[4]].join('.'))).toBeNull();
  });

  it('use a key of their own: neither the raw secret nor the update-mail key signs them', () => {
    expect(readFollowToken(key, followUnsubscribeToken(SECRET, 42, 'all'))).toBeNull();
    expect(readFollowToken(key, followUnsubscribeToken(unsubscribeKey(SECRET), 42, 'all'))).toBeNull();
    expect(followLinkKey(SECRET)).not.toBe(unsubscribeKey(SECRET));
    expect(readFollowToken(key, unsubscribeToken(unsubscribeKey(SECRET), 'a@b.example', 42))).toBeNull();
  });

  it('build the no-login web pages of a link, whatever its token', () => {
    const token = 'Zk9sbG93LWxpbmstdG9rZW4tdGhhdC1zYXlzLW5vdGhpbmc';
    expect(followUnsubscribeUrl('https://athar.example', token)).toBe(
      `https://athar.example/Reminders/Unsubscribe?token=${token}`,
    );
    expect(followConfirmUrl('https://athar.example', token)).toBe(
      `https://athar.example/Reminders/Confirm?token=${token}`,
    );
  });
});
