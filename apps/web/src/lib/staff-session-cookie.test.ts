import { describe, expect, it } from 'vitest';
import { decodeSessionCookie, encodeSessionCookie } from './session-cookie';
import {
  decodeStaffCookie,
  encodeStaffCookie,
  expiredStaffCookie,
  STAFF_SESSION_MAX_AGE_SECONDS,
  type StaffSession,
} from './staff-session-cookie';

const staff: StaffSession = {
  id: 3,
  staff_name: 'سارة عبد الله',
  email: 'sara@charity.example',
  ngo_id: 2,
  ngo_name: 'جمعية الأورمان',
  is_admin: true,
  roles: ['admin'],
  factor_enrolled: true,
  access_token: 'staff-token_abc;=',
  session: 'verify',
};

/** What document.cookie would hold after the browser stored the given Set-Cookie string. */
function asDocumentCookie(setCookie: string, others = 'theme=dark'): string {
  return `${others}; ${setCookie.split(';')[0]}; other=1`;
}

describe('staff session cookie', () => {
  it('round-trips the staff member, Arabic names and token included', () => {
    expect(decodeStaffCookie(asDocumentCookie(encodeStaffCookie(staff, 'athar.example')))).toEqual(staff);
  });

  it('is named staff, lives under /charity only, for 30 days, SameSite=Lax', () => {
    const cookie = encodeStaffCookie(staff, 'athar.example');
    expect(cookie.startsWith(`staff=${encodeURIComponent(JSON.stringify(staff))};`)).toBe(true);
    expect(cookie).toContain('path=/charity;');
    expect(cookie).toContain(`max-age=${STAFF_SESSION_MAX_AGE_SECONDS}`);
    expect(STAFF_SESSION_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(cookie).toContain('SameSite=Lax');
  });

  it('is Secure except on localhost', () => {
    expect(encodeStaffCookie(staff, 'athar.example')).toContain('Secure');
    expect(encodeStaffCookie(staff, 'localhost')).not.toContain('Secure');
  });

  it('is kept apart from the visitor session in the user cookie', () => {
    const visitor = {
      user_id: 9,
      user_name: 'منى',
      email: 'mona@example.com',
      msisdn: '',
      profile_pic: '',
      hide_data: false,
      verified: true,
      access_token: 'visitor-token',
    };
    const both = asDocumentCookie(
      encodeStaffCookie(staff, 'localhost'),
      encodeSessionCookie(visitor, 'localhost'),
    );
    expect(decodeStaffCookie(both)?.access_token).toBe('staff-token_abc;=');
    expect(decodeSessionCookie(both)?.access_token).toBe('visitor-token');
    // a visitor's cookie alone is no staff session
    expect(decodeStaffCookie(encodeSessionCookie(visitor, 'localhost').split(';')[0]!)).toBeNull();
  });

  it('treats a missing, malformed or incomplete cookie as logged out, and drops unknown fields', () => {
    expect(decodeStaffCookie('')).toBeNull();
    expect(decodeStaffCookie('staffer=x')).toBeNull();
    expect(decodeStaffCookie('staff=%7Bnot-json')).toBeNull();
    expect(decodeStaffCookie(`staff=${encodeURIComponent('{"id":1,"staff_name":"x"}')}`)).toBeNull();
    const noToken = { ...staff, access_token: '' };
    expect(decodeStaffCookie(`staff=${encodeURIComponent(JSON.stringify(noToken))}`)).toBeNull();
    const extra = { ...staff, role: 'admin' };
    expect(decodeStaffCookie(`staff=${encodeURIComponent(JSON.stringify(extra))}`)).toEqual(staff);
  });

  it('expires the cookie on its own path at logout', () => {
    expect(expiredStaffCookie()).toMatch(/^staff=; path=\/charity; max-age=0/);
  });
});
