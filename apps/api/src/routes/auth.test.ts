import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createLoggedInUser, createUser, uniqueEmail } from '../test/factories';
import { issueToken } from '../services/accounts/tokens';
import { hashToken } from '../services/session-tokens';

describe.each(oneEngine)('accounts: register, login, verify, reset (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url, payload, headers });
  const valid = () => ({
    user_name: 'منى أحمد',
    email: uniqueEmail(),
    password: 'secret-123',
    msisdn: false,
    consent: true,
  });

  describe('POST /api/users', () => {
    it.each([
      ['a one-letter name', { user_name: 'م' }, 'user_name', validationMessages.nameShort],
      ['a name with symbols', { user_name: 'منى!' }, 'user_name', validationMessages.nameSymbols],
      ['an e-mail without @', { email: 'mona.example.com' }, 'email', validationMessages.emailInvalid],
      ['a 7-character password', { password: 'abc1234' }, 'password', validationMessages.passwordShort],
      [
        'a password of spaces only',
        { password: ' '.repeat(12) },
        'password',
        validationMessages.passwordBlank,
      ],
      ['a common password', { password: 'password123' }, 'password', validationMessages.passwordCommon],
      [
        'a common password in capitals',
        { password: 'QWERTYUIOP' },
        'password',
        validationMessages.passwordCommon,
      ],
      ['a 10-digit phone', { msisdn: '0101234567' }, 'msisdn', validationMessages.phoneInvalid],
      ['a phone with letters', { msisdn: '0101234567a' }, 'msisdn', validationMessages.phoneInvalid],
    ])('refuses %s with its Arabic message', async (_label, change, field, message) => {
      const response = await post('/api/users', { ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message, errors: { [field]: message } });
    });

    it('creates an unverified user, says an activation mail was sent, and stores Arabic-Indic digits as 0-9', async () => {
      const body = { ...valid(), msisdn: '٠١٠١٢٣٤٥٦٧٨', email: uniqueEmail().toUpperCase() };
      const response = await post('/api/users', body);
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(json).toMatchObject({ status: 1, message: apiMessages.registeredUnverified });
      expect(json.data[0]).toMatchObject({
        user_name: 'منى أحمد',
        email: body.email.toLowerCase(),
        msisdn: '01012345678',
        verified: false,
        hide_data: false,
        profile_pic: '',
      });
      expect(json.data[0]).not.toHaveProperty('access_token');
      const token = await t.db
        .selectFrom('user_tokens')
        .select(['purpose', 'expires_at'])
        .where('user_id', '=', json.data[0].user_id)
        .executeTakeFirstOrThrow();
      expect(token.purpose).toBe('verify');
      const hours = (new Date(token.expires_at).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThanOrEqual(48);
    });

    it('refuses an address that already has an account, whatever its case', async () => {
      const existing = await createUser(t.db);
      const response = await post('/api/users', { ...valid(), email: existing.email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: apiMessages.emailTaken });
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers the user record with a bearer token that opens the account', async () => {
      const user = await createUser(t.db, { msisdn: '01112223334' });
      const response = await post('/api/auth/login', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
      const record = response.json().data[0];
      expect(record).toMatchObject({
        user_id: user.id,
        email: user.email,
        msisdn: '01112223334',
        verified: true,
      });
      expect(record.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await t.db
        .selectFrom('sessions')
        .select(['token_hash', 'expires_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(session.token_hash).equals(hashToken(record.access_token))).toBe(true);
      const days = (new Date(session.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
      const details = await t.call({
        method: 'GET',
        url: '/api/users/details',
        headers: { authorization: `Bearer ${record.access_token}` },
      });
      expect(details.json().data[0].user_id).toBe(user.id);
    });

    it('gives an unknown e-mail and a wrong password the same answer, never 401', async () => {
      const user = await createUser(t.db);
      const wrong = await post('/api/auth/login', { email: user.email, password: 'not-the-password' });
      const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toMatchObject({ status: 0, message: apiMessages.loginFailed });
    });

    it('refuses an e-mail without @ with its Arabic message', async () => {
      const response = await post('/api/auth/login', { email: 'nobody', password: 'whatever1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: validationMessages.emailInvalid });
    });
  });

  describe('sessions', () => {
    const details = (token: string) =>
      t.call({ method: 'GET', url: '/api/users/details', headers: { authorization: `Bearer ${token}` } });

    it('logout revokes the session: the same token then gets 401', async () => {
      const user = await createLoggedInUser(t.db);
      const other = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      const logout = await t.call({ method: 'POST', url: '/api/users/logout', headers: user.auth });
      expect(logout.json()).toMatchObject({ status: 1 });
      expect((await details(user.token)).statusCode).toBe(401);
      // only that session ends: another device stays logged in
      expect((await details(other.json().data[0].access_token)).statusCode).toBe(200);
    });

    it('refuses an expired session with 401', async () => {
      const user = await createLoggedInUser(t.db);
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.id)
        .execute();
      expect((await details(user.token)).statusCode).toBe(401);
    });
  });

  describe('GET /api/verification', () => {
    const verify = (token: string) => t.call({ method: 'GET', url: `/api/verification?token=${token}` });

    it('verifies once; the same link a second time is refused', async () => {
      const user = await createUser(t.db, { verified: false });
      const token = await issueToken(t.db, user.id, 'verify');
      const first = await verify(token);
      expect(first.json()).toEqual({ status: 1, message: apiMessages.verified, data: [] });
      const row = await t.db
        .selectFrom('users')
        .select('verified_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.verified_at).not.toBeNull();
      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status: 0, message: apiMessages.verifyLinkInvalid });
    });

    it('refuses an expired link, an unknown one and a reset link', async () => {
      const user = await createUser(t.db, { verified: false });
      const expired = await issueToken(t.db, user.id, 'verify');
      await t.db
        .updateTable('user_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(expired))
        .execute();
      const reset = await issueToken(t.db, user.id, 'reset');
      for (const token of [expired, reset, 'x'.repeat(43)]) {
        const response = await verify(token);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(apiMessages.verifyLinkInvalid);
      }
    });

    it('says "invalid link", not a field error, for a cut-short or garbled link (issue 15)', async () => {
      const user = await createUser(t.db, { verified: false });
      const token = await issueToken(t.db, user.id, 'verify');
      for (const cut of [
        token.slice(0, 12),
        token.slice(0, 30),
        '',
        `${token}%25`,
        `${token}x`,
        'ا'.repeat(43),
      ]) {
        const response = await verify(encodeURIComponent(cut));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 0, message: apiMessages.verifyLinkInvalid, data: [] });
      }
      // the whole link still works afterwards
      expect((await verify(token)).json().status).toBe(1);
    });
  });

  describe('forgot and reset password', () => {
    it('answers status 1 for a known and an unknown address alike', async () => {
      const user = await createUser(t.db);
      const known = await post('/api/auth/forgotpass', { email: user.email });
      const unknown = await post('/api/auth/forgotpass', { email: uniqueEmail() });
      expect(known.json()).toEqual({ status: 1, message: apiMessages.forgotSent, data: [] });
      expect(unknown.json()).toEqual(known.json());
      const tokens = await t.db
        .selectFrom('user_tokens')
        .select(['purpose', 'expires_at'])
        .where('user_id', '=', user.id)
        .execute();
      expect(tokens).toHaveLength(1);
      const minutes = (new Date(tokens[0]!.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it('refuses an e-mail without @ and a short new password with their Arabic messages', async () => {
      const forgot = await post('/api/auth/forgotpass', { email: 'nobody' });
      expect(forgot.json()).toMatchObject({ status: 0, message: validationMessages.emailInvalid });
      const user = await createUser(t.db);
      const token = await issueToken(t.db, user.id, 'reset');
      const reset = await post(`/api/auth/resetpass?token=${token}`, { newpass: 'short' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toMatchObject({
        message: validationMessages.passwordShort,
        errors: { newpass: validationMessages.passwordShort },
      });
    });

    it('sets the new password once, revokes every session, and refuses the link again', async () => {
      const user = await createLoggedInUser(t.db);
      const token = await issueToken(t.db, user.id, 'reset');
      const reset = await post(`/api/auth/resetpass?token=${token}`, { newpass: 'brand-new-pass' });
      expect(reset.json()).toEqual({ status: 1, message: apiMessages.passwordReset, data: [] });
      const old = await t.call({ method: 'GET', url: '/api/users/details', headers: user.auth });
      expect(old.statusCode).toBe(401);
      const oldPassword = await post('/api/auth/login', { email: user.email, password: user.password });
      expect(oldPassword.json().status).toBe(0);
      const newPassword = await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' });
      expect(newPassword.json().status).toBe(1);
      const again = await post(`/api/auth/resetpass?token=${token}`, { newpass: 'another-pass-1' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status: 0, message: apiMessages.resetLinkInvalid });
    });

    it('refuses a common new password without using up the link', async () => {
      const user = await createUser(t.db);
      const token = await issueToken(t.db, user.id, 'reset');
      for (const newpass of ['iloveyou1', ' '.repeat(10)]) {
        const refused = await post(`/api/auth/resetpass?token=${token}`, { newpass });
        expect(refused.statusCode).toBe(400);
        const message = newpass.trim() ? validationMessages.passwordCommon : validationMessages.passwordBlank;
        expect(refused.json()).toMatchObject({ status: 0, message, errors: { newpass: message } });
      }
      const reset = await post(`/api/auth/resetpass?token=${token}`, { newpass: 'brand-new-pass' });
      expect(reset.json().status).toBe(1);
    });

    it('uses up every older reset link of the account once one of them is used', async () => {
      const user = await createLoggedInUser(t.db);
      const other = await createUser(t.db);
      const first = await issueToken(t.db, user.id, 'reset');
      const second = await issueToken(t.db, user.id, 'reset');
      const othersLink = await issueToken(t.db, other.id, 'reset');
      const verifyLink = await issueToken(t.db, user.id, 'verify');
      expect(
        (await post(`/api/auth/resetpass?token=${second}`, { newpass: 'brand-new-pass' })).json().status,
      ).toBe(1);
      const older = await post(`/api/auth/resetpass?token=${first}`, { newpass: 'attacker-pass-1' });
      expect(older.statusCode).toBe(400);
      expect(older.json()).toMatchObject({ status: 0, message: apiMessages.resetLinkInvalid });
      expect(
        (await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' })).json().status,
      ).toBe(1);
      // the sessions still end, and nobody else's link nor another kind of link is touched
      expect(
        (await t.call({ method: 'GET', url: '/api/users/details', headers: user.auth })).statusCode,
      ).toBe(401);
      expect(
        (await post(`/api/auth/resetpass?token=${othersLink}`, { newpass: 'other-new-pass' })).json().status,
      ).toBe(1);
      expect(
        (await t.call({ method: 'GET', url: `/api/verification?token=${verifyLink}` })).json().status,
      ).toBe(1);
    });

    it('says "invalid link", not a field error, for a cut-short or garbled reset link (issue 15)', async () => {
      const user = await createUser(t.db);
      const token = await issueToken(t.db, user.id, 'reset');
      for (const cut of [token.slice(0, 12), token.slice(0, 30), '', `${token}%25`]) {
        const response = await post(`/api/auth/resetpass?token=${encodeURIComponent(cut)}`, {
          newpass: 'brand-new-pass',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 0, message: apiMessages.resetLinkInvalid, data: [] });
      }
      const reset = await post(`/api/auth/resetpass?token=${token}`, { newpass: 'brand-new-pass' });
      expect(reset.json().status).toBe(1);
    });

    it('refuses an expired reset link', async () => {
      const user = await createUser(t.db);
      const token = await issueToken(t.db, user.id, 'reset');
      await t.db
        .updateTable('user_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const response = await post(`/api/auth/resetpass?token=${token}`, { newpass: 'brand-new-pass' });
      expect(response.json()).toMatchObject({ status: 0, message: apiMessages.resetLinkInvalid });
    });
  });
});
