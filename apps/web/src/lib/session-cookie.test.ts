import { describe, expect, it } from 'vitest';
import {
  decodeSessionCookie,
  encodeSessionCookie,
  expiredSessionCookie,
  SESSION_MAX_AGE_SECONDS,
  type SessionUser,
} from './session-cookie';

const user: SessionUser = {
  user_id: 7,
  user_name: 'أحمد محمود',
  email: 'ahmed@example.com',
  msisdn: '01012345678',
  profile_pic: '',
  hide_data: false,
  verified: true,
  access_token: 'token.abc;=',
};

/** What document.cookie would hold after the browser stored the given Set-Cookie string. */
function asDocumentCookie(setCookie: string): string {
  return `theme=dark; ${setCookie.split(';')[0]}; other=1`;
}

describe('session cookie', () => {
  it('round-trips the user, Arabic name and token included', () => {
    expect(decodeSessionCookie(asDocumentCookie(encodeSessionCookie(user, 'athar.example')))).toEqual(user);
  });

  it('is named user, URI-encoded, lasts 30 days, SameSite=Lax', () => {
    const cookie = encodeSessionCookie(user, 'athar.example');
    expect(cookie.startsWith(`user=${encodeURIComponent(JSON.stringify(user))};`)).toBe(true);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${SESSION_MAX_AGE_SECONDS}`);
    expect(SESSION_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is Secure except on localhost', () => {
    expect(encodeSessionCookie(user, 'athar.example')).toContain('Secure');
    expect(encodeSessionCookie(user, 'localhost')).not.toContain('Secure');
    expect(encodeSessionCookie(user, '127.0.0.1')).not.toContain('Secure');
  });

  it('treats a missing, malformed or incomplete cookie as logged out', () => {
    expect(decodeSessionCookie('')).toBeNull();
    expect(decodeSessionCookie('username=x')).toBeNull();
    expect(decodeSessionCookie('user=%7Bnot-json')).toBeNull();
    expect(decodeSessionCookie(`user=${encodeURIComponent('{"user_id":1}')}`)).toBeNull();
  });

  it('fills defaults for optional fields and drops unknown ones', () => {
    const stored = { user_id: 1, user_name: 'منى', email: 'm@example.com', access_token: 't', extra: 1 };
    expect(decodeSessionCookie(`user=${encodeURIComponent(JSON.stringify(stored))}`)).toEqual({
      user_id: 1,
      user_name: 'منى',
      email: 'm@example.com',
      msisdn: '',
      profile_pic: '',
      hide_data: false,
      verified: false,
      access_token: 't',
    });
  });

  it('expires the cookie on logout', () => {
    expect(expiredSessionCookie()).toMatch(/^user=; path=\/; max-age=0/);
  });
});
