import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  authPathKeepingReturn,
  loginPathBackTo,
  registerPathBackTo,
  safeReturnPath,
} from './return-path';

describe('return path after login', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/MyFavourite')).toBe('/MyFavourite');
    expect(safeReturnPath('/Campaigns?page=2#list')).toBe('/Campaigns?page=2#list');
    expect(safeReturnPath('/CampaignDonation/%D9%85/10001')).toBe('/CampaignDonation/%D9%85/10001');
  });

  it.each([
    null,
    '',
    'MyFavourite',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    '/Login',
    '/Login?next=/MyFavourite',
    '/Register',
    '/Register?next=/Invitation',
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('builds the login address and reads it back', () => {
    const login = loginPathBackTo({ pathname: '/CampaignDonation/x/10001', search: '?a=1' });
    expect(login).toBe('/Login?next=%2FCampaignDonation%2Fx%2F10001%3Fa%3D1');
    expect(afterLoginPath(new URL(login, 'http://h').search)).toBe('/CampaignDonation/x/10001?a=1');
    expect(loginPathBackTo({ pathname: '/Login' })).toBe('/Login');
  });

  it('goes home when /Login was opened directly or with a foreign address', () => {
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterLoginPath('?next=%2F%2Fevil.example')).toBe('/');
  });
});

describe('return path through registration (issue 35)', () => {
  const invitation = { pathname: '/Invitation', search: '?token=Abc_123-x' };

  it('sends a guest from an invitation to registration, which hands the way back to its login links', () => {
    const register = registerPathBackTo(invitation);
    expect(register).toBe('/Register?next=%2FInvitation%3Ftoken%3DAbc_123-x');
    const login = authPathKeepingReturn('/Login', new URL(register, 'http://h').search);
    expect(login).toBe(loginPathBackTo(invitation));
    expect(afterLoginPath(new URL(login, 'http://h').search)).toBe('/Invitation?token=Abc_123-x');
    // and from the login page back to registration, still carrying it
    expect(authPathKeepingReturn('/Register', new URL(login, 'http://h').search)).toBe(register);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil', '/Register?next=/Invitation', ''])(
    'drops a foreign or looping return path %j',
    (next) => {
      const search = `?${new URLSearchParams({ next }).toString()}`;
      expect(authPathKeepingReturn('/Login', search)).toBe('/Login');
      expect(authPathKeepingReturn('/Register', search)).toBe('/Register');
    },
  );

  it('registers without a return path when opened from the registration page itself', () => {
    expect(registerPathBackTo({ pathname: '/Register' })).toBe('/Register');
  });
});
