import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { issueStaffInvite } from '@athar/api/services/charity/staff-tokens';
import { createAppWithSettings, createUser, uniqueEmail } from '@athar/api/test/factories';
import { signedCall } from '@athar/api/test/signed-call';
import { linkFrom, startSmtpListener, type SmtpListener } from '@athar/api/test/smtp-listener';
import type { TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { recordResult } from './support/results';
import { freshIp, limitRules, PUBLIC_URL, type Answer } from './support/account-abuse';

/**
 * R10 (links, passwords and proxies, docs/RELIABILITY.md):
 * - Older links: a password reset uses up every other reset link of the account; a staff member's
 *   password, once set, uses up every other invitation.
 * - Common passwords: the 10,000 most common and spaces-only passwords are refused wherever a password
 *   is chosen (registration — also the guest account of a new campaign —, reset, staff invitation),
 *   with the Arabic message on the password field, and the link is not used up by the refusal.
 * - A proxy not on loopback (a compose network): with TRUST_PROXY naming it, per-address limits count
 *   each client behind it, not the proxy, so one client's burst does not lock out everybody else.
 */
describe.each(testEngines)('R10 account links and passwords on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let ngoId: number;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    ngoId = (await t.db.selectFrom('ngos').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object) =>
    t.call({ method: 'POST', url, payload, remoteAddress: freshIp() });
  const tokenOf = (mail: ParsedMail, page: string) =>
    linkFrom(mail, `${PUBLIC_URL}/${page}/`).split('/').at(-1)!;

  /** Asks for a reset link by HTTP, as the account's owner would, and reads it from the mail. */
  async function resetLink(email: string) {
    expect((await post('/api/auth/forgotpass', { email })).statusCode).toBe(200);
    return tokenOf(await smtp.nextMailTo(email), 'ResetPassword');
  }

  /** Adds a staff member through the signed call and reads the invitation's token from the mail. */
  async function invitation(email: string) {
    const added = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/internal/charity/staff',
      payload: { ngo_id: ngoId, email, name: 'منى حسن' },
    });
    expect(added.statusCode).toBe(200);
    return {
      staffId: added.json().data[0].id as number,
      token: tokenOf(await smtp.nextMailTo(email), 'charity/set-password'),
    };
  }

  it('a password reset uses up the older reset links of the account', async () => {
    const user = await createUser(t.db);
    const older = await resetLink(user.email);
    const newer = await resetLink(user.email);
    expect(
      (await post(`/api/auth/resetpass?token=${newer}`, { newpass: 'owner-new-pass-1' })).statusCode,
    ).toBe(200);
    const replay = await post(`/api/auth/resetpass?token=${older}`, { newpass: 'attacker-pass-1' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ status: 0, message: apiMessages.resetLinkInvalid });
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'attacker-pass-1' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'owner-new-pass-1' })).statusCode,
    ).toBe(200);
    recordResult('R10', `older reset link ${engine}`, true, 'refused after a newer one was used', 0);
  });

  it('a staff password, once set, uses up every other invitation', async () => {
    const email = uniqueEmail('staff');
    const { staffId, token } = await invitation(email);
    const another = await issueStaffInvite(t.db, staffId);
    const setPassword = (link: string, password: string) =>
      post(`/api/charity/auth/set-password?token=${link}`, { password });
    expect((await setPassword(token, 'staff-owner-pass-1')).statusCode).toBe(200);
    const replay = await setPassword(another, 'attacker-pass-1');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ status: 0, message: charityMessages.inviteLinkInvalid });
    expect(
      (await post('/api/charity/auth/login', { email, password: 'staff-owner-pass-1' })).statusCode,
    ).toBe(200);
  });

  it('refuses common and spaces-only passwords wherever one is chosen, on the field, in Arabic', async () => {
    const refusals: [string, () => Promise<Answer>, string, string][] = [];
    const user = await createUser(t.db);
    const reset = await resetLink(user.email);
    const { token: invite } = await invitation(uniqueEmail('staff'));
    for (const [password, message] of [
      ['password123', validationMessages.passwordCommon],
      ['Iloveyou1', validationMessages.passwordCommon],
      [' '.repeat(10), validationMessages.passwordBlank],
    ] as const) {
      refusals.push(
        [
          'register (and a guest creating a campaign)',
          () =>
            post('/api/users', {
              user_name: 'منى',
              email: uniqueEmail(),
              password,
              msisdn: false,
              consent: true,
            }),
          'password',
          message,
        ],
        [
          'reset',
          () => post(`/api/auth/resetpass?token=${reset}`, { newpass: password }),
          'newpass',
          message,
        ],
        [
          'staff invitation',
          () => post(`/api/charity/auth/set-password?token=${invite}`, { password }),
          'password',
          message,
        ],
      );
    }
    for (const [where, send, field, message] of refusals) {
      const answer = await send();
      expect(answer.statusCode, where).toBe(400);
      expect(answer.json(), where).toMatchObject({ status: 0, message, errors: { [field]: message } });
    }
    // the refusals used up neither link
    expect(
      (await post(`/api/auth/resetpass?token=${reset}`, { newpass: 'owner-new-pass-2' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/charity/auth/set-password?token=${invite}`, { password: 'staff-pass-22' }))
        .statusCode,
    ).toBe(200);
    recordResult('R10', `common passwords ${engine}`, true, `${refusals.length} refusals on 3 paths`, 0);
  });
});

describe('R10 per-address limits behind a proxy not on loopback', () => {
  let t: TestApp;
  /** nginx as a separate container on the compose network */
  const PROXY = '172.18.0.2';
  beforeAll(async () => {
    t = await createAppWithSettings('pglite', { TRUST_PROXY: 'loopback,uniquelocal' });
  });
  afterAll(() => t?.close());

  const viaProxy = (url: string, payload: object, forwardedFor: string) =>
    t.call({
      method: 'POST',
      url,
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each client behind the proxy, not the proxy: one client is limited, the others are not', async () => {
    const greedy = '203.0.113.10';
    for (let request = 0; request < limitRules.forgotIp.max; request++) {
      expect((await viaProxy('/api/auth/forgotpass', { email: uniqueEmail() }, greedy)).statusCode).toBe(200);
    }
    const limited = await viaProxy('/api/auth/forgotpass', { email: uniqueEmail() }, greedy);
    expect(limited.statusCode).toBe(429);
    // a forged entry in front of the one nginx writes does not make the greedy client someone else
    expect(
      (await viaProxy('/api/auth/forgotpass', { email: uniqueEmail() }, `192.0.2.1, ${greedy}`)).statusCode,
    ).toBe(429);
    expect(
      (await viaProxy('/api/auth/forgotpass', { email: uniqueEmail() }, '203.0.113.11')).statusCode,
    ).toBe(200);

    // the same for login: one client's wrong guesses do not lock the account owner out behind the same proxy
    const user = await createUser(t.db);
    for (let guess = 0; guess < limitRules.loginPair.max; guess++) {
      expect(
        (await viaProxy('/api/auth/login', { email: user.email, password: 'wrong-password' }, greedy))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await viaProxy('/api/auth/login', { email: user.email, password: user.password }, greedy)).statusCode,
    ).toBe(429);
    expect(
      (await viaProxy('/api/auth/login', { email: user.email, password: user.password }, '203.0.113.12'))
        .statusCode,
    ).toBe(200);
    recordResult('R10', 'behind a proxy on 172.18.0.2', true, 'one client limited, the others not', 0);
  });
});
