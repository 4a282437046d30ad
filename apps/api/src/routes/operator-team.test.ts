import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { teamMessages } from '@athar/contract/operator/team-messages';
import { validationMessages } from '@athar/contract/messages';
import { uniqueEmail } from '../test/factories';
import {
  codeFor,
  createOperator,
  logInOperatorFully,
  operatorCalls,
  operatorCookie,
  type TestOperator,
} from '../test/operator-factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const LINK_PREFIX = `${PUBLIC_URL}/operator/invitation/`;
const NEW_PASSWORD = 'invitee-chosen-pass-7';

describe.each(testEngines)('the operators’ team from the console on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let admin: TestOperator;
  let adminCookie: string;
  // each operator logs in fully once: a code works once, so a second login in the same 30 seconds fails
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createTestApp(engine, { settings: { SMTP_URL: smtp.url, PUBLIC_URL } });
    admin = await createOperator(t.db, ['admin'], { name: 'مديرة الفريق' });
    adminCookie = await logInOperatorFully(t, admin);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (url: string, cookie: string) => operatorCalls(t).get(url, cookie);
  const post = (url: string, cookie: string, payload?: object) => operatorCalls(t).post(url, cookie, payload);
  const invite = (email: string, roles: string[] = ['catalogue'], cookie = adminCookie) =>
    post('/api/operator/operators', cookie, { email, name: 'سلمى عادل', roles });
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    t.call({
      method: 'POST',
      url: `/api/operator/auth/set-password?token=${encodeURIComponent(token)}`,
      payload: { password },
    });
  const login = (email: string, password = NEW_PASSWORD) =>
    t.call({ method: 'POST', url: '/api/operator/auth/login', payload: { email, password } });

  /** The token of the next invitation mailed to `email`, read from the mail received over SMTP. */
  async function mailedToken(email: string) {
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('دعوة إلى لوحة مشغّلي أثر');
    const match = /^\/operator\/invitation\/([A-Za-z0-9_-]{43})$/.exec(
      new URL(linkFrom(mail, LINK_PREFIX)).pathname,
    );
    expect(match).not.toBeNull();
    return match![1]!;
  }

  async function invitedWithToken(email: string) {
    const answer = await invite(email);
    expect(answer.statusCode, answer.body).toBe(200);
    return { id: answer.json().data[0].id as number, token: await mailedToken(email) };
  }

  it('invites an operator who chooses a password from the mail, logs in and enrols', async () => {
    const email = uniqueEmail('invitee');
    const answer = await invite(email.toUpperCase(), ['catalogue', 'finance']);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(teamMessages.invited);
    expect(answer.json().data[0]).toMatchObject({
      email,
      roles: ['catalogue', 'finance'],
      activated: false,
      disabled: false,
      enrolled: false,
    });
    const id = answer.json().data[0].id;
    const token = await mailedToken(email);

    const stored = await t.db
      .selectFrom('operator_invitations')
      .select(['token_hash', 'invited_by', 'expires_at'])
      .where('operator_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash.toString('base64url')).not.toBe(token);
    expect(stored.invited_by).toBe(admin.id);
    const hours = (new Date(stored.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'changes'])
      .where('action', '=', 'operator.invited')
      .where('object_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(admin.id);
    expect(JSON.stringify(audit.changes)).not.toContain(token);

    expect((await login(email, 'anything-at-all')).json().message).toBe(operatorMessages.loginFailed);
    const common = await setPassword(token, 'password123');
    expect(common.statusCode).toBe(400);
    const set = await setPassword(token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe(teamMessages.passwordSet);

    const loggedIn = await login(email);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json().data[0].session).toBe('enrol');
    const cookie = operatorCookie(loggedIn);
    const enrolment = await get('/api/operator/auth/enrolment', cookie);
    const { secret } = enrolment.json().data[0];
    const confirmed = await post('/api/operator/auth/enrolment', cookie, { code: await codeFor(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await get('/api/operator/me', cookie)).statusCode).toBe(200);
    const row = (await get('/api/operator/operators', adminCookie))
      .json()
      .data.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ activated: true, enrolled: true });
  });

  it('refuses a replayed, expired, forged or cut-short link', async () => {
    const email = uniqueEmail('invitee');
    const { id, token } = await invitedWithToken(email);
    expect((await setPassword(token)).statusCode).toBe(200);
    const replayed = await setPassword(token, 'another-good-pass-9');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(teamMessages.invitationInvalid);
    expect((await login(email)).statusCode).toBe(200);

    const late = uniqueEmail('invitee');
    const lateLink = await invitedWithToken(late);
    await t.db
      .updateTable('operator_invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('operator_id', '=', lateLink.id)
      .execute();
    for (const bad of [lateLink.token, `${token.slice(0, 42)}A`, 'x'.repeat(43), token.slice(0, 10), '']) {
      const answer = await setPassword(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message).toBe(teamMessages.invitationInvalid);
    }
    const password = await t.db
      .selectFrom('operators')
      .select('password_hash')
      .where('id', '=', lateLink.id)
      .executeTakeFirstOrThrow();
    expect(password.password_hash).toBeNull();
    expect(id).not.toBe(lateLink.id);
  });

  it('sends a fresh link to an invitee who has not chosen a password, and the old one stops working', async () => {
    const email = uniqueEmail('invitee');
    const first = await invitedWithToken(email);
    const again = await invite(email, ['moderator']);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(teamMessages.invitationResent);
    expect(again.json().data[0]).toMatchObject({ id: first.id, roles: ['catalogue'] });
    const fresh = await mailedToken(email);
    expect((await setPassword(first.token)).json().message).toBe(teamMessages.invitationInvalid);
    expect((await setPassword(fresh)).statusCode).toBe(200);

    const taken = await invite(email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(teamMessages.alreadyActive);
  });

  it('makes one operator of two invitations of one address sent at once', async () => {
    const email = uniqueEmail('invitee');
    const answers = await Promise.all([invite(email), invite(email)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await t.db.selectFrom('operators').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    await mailedToken(email);
    await mailedToken(email);
    const open = await t.db
      .selectFrom('operator_invitations')
      .select('id')
      .where('operator_id', '=', rows[0]!.id)
      .where('used_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('refuses other duties, the admin duty in an invitation, a stale code and bad fields', async () => {
    const onboarding = await createOperator(t.db, ['onboarding', 'catalogue']);
    const theirs = await invite(uniqueEmail('x'), ['catalogue'], await logInOperatorFully(t, onboarding));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(operatorMessages.roleMissing);

    const asAdmin = await invite(uniqueEmail('x'), ['admin', 'finance']);
    expect(asAdmin.statusCode).toBe(400);
    expect(JSON.stringify(asAdmin.json())).toContain(teamMessages.adminByInvitation);
    const none = await invite(uniqueEmail('x'), []);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(teamMessages.dutiesRequired);
    const hostileName = await post('/api/operator/operators', adminCookie, {
      email: uniqueEmail('x'),
      name: '=HYPERLINK("x")$1',
      roles: ['finance'],
    });
    expect(hostileName.statusCode).toBe(400);
    expect(JSON.stringify(hostileName.json())).toContain(validationMessages.nameSymbols);
    const bidi = uniqueEmail('bidi');
    const marked = await post('/api/operator/operators', adminCookie, {
      email: bidi,
      name: '\u202eسلمى\u200f عادل',
      roles: ['finance'],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data[0].operator_name).toBe('سلمى عادل');
    await mailedToken(bidi);
    const badMail = await invite('not-an-address', ['finance']);
    expect(JSON.stringify(badMail.json())).toContain(validationMessages.emailInvalid);

    const otherAdmin = await createOperator(t.db, ['admin']);
    const staleCookie = await logInOperatorFully(t, otherAdmin, { steppedUp: false });
    const notFresh = await invite(uniqueEmail('x'), ['finance'], staleCookie);
    expect(notFresh.statusCode).toBe(403);
    expect(notFresh.json().message).toBe(operatorMessages.stepUpNeeded);

    const existing = await invite(admin.email, ['finance']);
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toBe(teamMessages.alreadyActive);
  });

  it('takes an operator out at once: the open session ends, the login and requests are refused', async () => {
    const leaver = await createOperator(t.db, ['admin', 'finance'], { name: 'عمر المغادر' });
    const leaverCookie = await logInOperatorFully(t, leaver);
    const target = await createOperator(t.db, ['catalogue']);
    const asked = await post('/api/operator/approvals', leaverCookie, {
      action: 'operator.grant_admin',
      object_id: target.id,
      reason: 'يتولى إدارة الفريق مساءً',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await get('/api/operator/me', leaverCookie)).statusCode).toBe(200);

    const noReason = await post(`/api/operator/operators/${leaver.id}/disable`, adminCookie, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const off = await post(`/api/operator/operators/${leaver.id}/disable`, adminCookie, {
      reason: 'ترك العمل في الجمعية',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data[0]).toMatchObject({ id: leaver.id, disabled: true });
    expect(off.json().message).toBe(teamMessages.disabled);

    const next = await get('/api/operator/me', leaverCookie);
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(operatorMessages.sessionEnded);
    const refused = await login(leaver.email, 'operator-test-password-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(operatorMessages.loginFailed);
    const approval = await t.db
      .selectFrom('operator_approvals')
      .select(['status', 'decision_note'])
      .where('id', '=', asked.json().data[0].id)
      .executeTakeFirstOrThrow();
    expect(approval).toEqual({ status: 'withdrawn', decision_note: teamMessages.withdrawnOnDisable });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'operator.disabled')
      .where('object_id', '=', String(leaver.id))
      .executeTakeFirstOrThrow();
    expect(audit.changes).toMatchObject({ reason: [null, 'ترك العمل في الجمعية'] });

    const promote = await post('/api/operator/approvals', adminCookie, {
      action: 'operator.grant_admin',
      object_id: leaver.id,
      reason: 'إدارة الفريق مساءً',
    });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toBe(teamMessages.inviteeDisabled);

    const twice = await post(`/api/operator/operators/${leaver.id}/disable`, adminCookie, {
      reason: 'مرة أخرى',
    });
    expect(twice.statusCode).toBe(409);
    const back = await post(`/api/operator/operators/${leaver.id}/enable`, adminCookie, {
      reason: 'عاد إلى العمل',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data[0]).toMatchObject({ disabled: false, enrolled: true });
    expect((await get('/api/operator/me', leaverCookie)).statusCode).toBe(401);
    expect((await login(leaver.email, 'operator-test-password-1')).statusCode).toBe(200);
    const again = await post(`/api/operator/operators/${leaver.id}/enable`, adminCookie, {
      reason: 'مرة أخرى',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(teamMessages.notDisabled);
  });

  it('refuses to take out oneself, or an unknown operator, or to do it without the duty', async () => {
    const self = await post(`/api/operator/operators/${admin.id}/disable`, adminCookie, { reason: 'تجربة' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(teamMessages.ownDisable);
    const unknown = await post('/api/operator/operators/999999999/disable', adminCookie, { reason: 'تجربة' });
    expect(unknown.statusCode).toBe(404);
    const finance = await createOperator(t.db, ['finance']);
    const theirs = await post(
      `/api/operator/operators/${admin.id}/disable`,
      await logInOperatorFully(t, finance),
      {
        reason: 'تجربة',
      },
    );
    expect(theirs.statusCode).toBe(403);
  });

  it('never takes out the last enabled admin, even when two admins take each other out at once', async () => {
    const first = await createOperator(t.db, ['admin']);
    const second = await createOperator(t.db, ['admin']);
    const [firstCookie, secondCookie] = [
      await logInOperatorFully(t, first),
      await logInOperatorFully(t, second),
    ];
    // only these two stay admins of the team for this test
    await t.db
      .updateTable('operators')
      .set({ disabled_at: sql<Date>`now()` })
      .where(sql<boolean>`'admin' = ANY(roles)`)
      .where('id', 'not in', [first.id, second.id])
      .execute();
    try {
      const answers = await Promise.all([
        post(`/api/operator/operators/${second.id}/disable`, firstCookie, { reason: 'تجربة متزامنة' }),
        post(`/api/operator/operators/${first.id}/disable`, secondCookie, { reason: 'تجربة متزامنة' }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(teamMessages.lastEnabledAdmin);
      const enabledAdmins = await t.db
        .selectFrom('operators')
        .select('id')
        .where(sql<boolean>`'admin' = ANY(roles)`)
        .where('disabled_at', 'is', null)
        .execute();
      expect(enabledAdmins).toHaveLength(1);
    } finally {
      await t.db
        .updateTable('operators')
        .set({ disabled_at: null })
        .where('id', 'not in', [first.id, second.id])
        .execute();
    }
  });
});
