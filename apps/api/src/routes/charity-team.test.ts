import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityMessages } from '@athar/contract/charity/messages';
import { charityTeamMessages as text } from '@athar/contract/charity/team-messages';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { apiMessages } from '@athar/contract/messages';
import { codeFor } from '../test/factor-factories';
import { createAppWithSettings, uniqueEmail } from '../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createStaffWithPassword, STAFF_PASSWORD } from '../test/staff-factories';
import { createStaffSession } from '../services/charity/staff-tokens';
import { hashToken } from '../services/session-tokens';
import { testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const LINK_PREFIX = `${PUBLIC_URL}/charity/set-password/`;
const CHOSEN = 'newcomer-chosen-pass-9';
const TEAM = '/api/charity/team';
const MEMBER = '/api/charity/team/';
const TAX = '/api/charity/tax-number';

describe.each(testEngines)('the charity’s team and tax number on %s', (engine) => {
  let smtp: SmtpListener;
  let t: Awaited<ReturnType<typeof createAppWithSettings>>;
  let ngoId: number;
  let otherNgoId: number;
  let admin: { id: number; secret: string; token: string };

  /** A live session of a staff member, past its second factor, stepped up now when `fresh`. */
  async function sessionOf(staffId: number, fresh: boolean) {
    const token = await createStaffSession(t.db, staffId);
    const now = new Date();
    await t.db
      .updateTable('staff_sessions')
      .set({ factor_at: now, stepped_up_at: fresh ? now : null })
      .where('token_hash', '=', hashToken(token))
      .execute();
    return token;
  }
  async function member(
    roles: { admin?: boolean; collector?: boolean; editor?: boolean; finance?: boolean },
    ngo = ngoId,
  ) {
    const staff = await createStaffWithPassword(t.db, ngo, { admin: roles.admin ?? false, enrolled: true });
    await t.db
      .updateTable('charity_staff')
      .set({
        is_collector: roles.collector ?? false,
        is_editor: roles.editor ?? false,
        is_finance: roles.finance ?? false,
      })
      .where('id', '=', staff.id)
      .execute();
    return { ...staff, token: await sessionOf(staff.id, true) };
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
    const ngos = await t.db.selectFrom('ngos').select('id').orderBy('id').limit(2).execute();
    [ngoId, otherNgoId] = [ngos[0]!.id, ngos[1]!.id];
    const created = await member({ admin: true });
    admin = { id: created.id, secret: created.secret!, token: created.token };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.call({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const invite = (email: string, roles: string[], token = admin.token) =>
    call('POST', TEAM, token, { name: 'سلمى عادل', email, roles });
  const audits = (action: string, objectId: number | string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object_id', '=', String(objectId))
      .orderBy('id')
      .execute();

  async function mailedToken(email: string) {
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('دعوة إلى لوحة الجمعية في أثر');
    expect(mail.text).toContain('72 ساعة');
    return new URL(linkFrom(mail, LINK_PREFIX)).pathname.split('/').at(-1)!;
  }

  it('invites an admin by mail: the link sets the password once, and the login asks enrolment', async () => {
    const email = uniqueEmail('newadmin');
    const answer = await invite(email.toUpperCase(), ['admin', 'finance']);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(text.invited);
    const invited = answer.json().data[0];
    expect(invited).toMatchObject({ email, roles: ['admin', 'finance'], joined: false, disabled: false });
    const token = await mailedToken(email);
    const expires = await t.db
      .selectFrom('staff_tokens')
      .select('expires_at')
      .where('staff_id', '=', invited.id)
      .executeTakeFirstOrThrow();
    const hours = (new Date(expires.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    const set = () =>
      call('POST', `/api/charity/auth/set-password?token=${token}`, null, { password: CHOSEN });
    expect((await set()).statusCode).toBe(200);
    expect((await set()).json().message).toBe(charityMessages.inviteLinkInvalid);
    const login = await call('POST', '/api/charity/auth/login', null, { email, password: CHOSEN });
    expect(login.json().data[0]).toMatchObject({ session: 'enrol', roles: ['admin', 'finance'] });
    const [entry] = await audits('staff.invited', invited.id);
    expect(entry).toMatchObject({ actor_kind: 'staff', actor_id: admin.id, ngo_id: ngoId });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('asks a fresh code for every change, and takes the real step-up', async () => {
    const stale = await sessionOf(admin.id, false);
    const refused = await call('POST', TEAM, stale, {
      name: 'سلمى عادل',
      email: uniqueEmail('s'),
      roles: ['editor'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ step_up: factorMessages.stepUpNeeded });
    expect((await call('PUT', TAX, stale, { tax_number: '123456789' })).statusCode).toBe(403);
    expect((await call('GET', TEAM, stale)).statusCode).toBe(200);
    const stepped = await call('POST', '/api/charity/auth/step-up', stale, {
      code: await codeFor(admin.secret),
    });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect((await call('PUT', TAX, stale, { tax_number: '123456789' })).statusCode).toBe(200);
  });

  it('refuses the team to every role but the admin, and to no session', async () => {
    for (const roles of [{ collector: true }, { editor: true }, { finance: true }]) {
      const staff = await member(roles);
      const answer = await call('GET', TEAM, staff.token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(text.notYourRoom);
      expect((await invite(uniqueEmail('x'), ['editor'], staff.token)).statusCode).toBe(403);
    }
    expect((await call('GET', TEAM, null)).statusCode).toBe(401);
  });

  it('opens each room to its roles only', async () => {
    const rooms = {
      '/api/charity/cash-queue': ['admin', 'collector'],
      '/api/charity/donations': ['admin', 'collector', 'finance'],
      '/api/charity/projects': ['admin', 'collector', 'editor'],
      '/api/charity/fee-statements': ['admin', 'finance'],
      '/api/charity/permits': ['admin', 'collector', 'editor', 'finance'],
      '/api/charity/audit': ['admin', 'collector', 'finance'],
    };
    const staff = {
      admin: admin.token,
      collector: (await member({ collector: true })).token,
      editor: (await member({ editor: true })).token,
      finance: (await member({ finance: true })).token,
    };
    for (const [url, open] of Object.entries(rooms))
      for (const [role, token] of Object.entries(staff)) {
        const answer = await call('GET', url, token);
        expect([url, role, answer.statusCode]).toEqual([url, role, open.includes(role) ? 200 : 403]);
      }
    const editorFees = await call('GET', '/api/charity/fee-statements', staff.editor);
    expect(editorFees.json().message).toBe(feeMessages.financeOnly);
  });

  it('changes roles, refuses oneself and the last enabled admin, and audits', async () => {
    const staff = await member({ collector: true });
    const changed = await call('PUT', `${MEMBER}${staff.id}/roles`, admin.token, {
      roles: ['editor', 'editor'],
    });
    expect(changed.json().data[0].roles).toEqual(['editor']);
    expect((await audits('staff.roles.changed', staff.id))[0]!.changes).toEqual({
      roles: [['collector'], ['editor']],
    });
    // the live session follows the new roles at once
    expect((await call('GET', '/api/charity/cash-queue', staff.token)).statusCode).toBe(403);
    const empty = await call('PUT', `${MEMBER}${staff.id}/roles`, admin.token, { roles: [] });
    expect(empty.statusCode).toBe(400);
    const self = await call('PUT', `${MEMBER}${admin.id}/roles`, admin.token, { roles: ['finance'] });
    expect([self.statusCode, self.json().message]).toEqual([409, text.notYourself]);
    expect((await call('POST', `${MEMBER}${admin.id}/disable`, admin.token)).json().message).toBe(
      text.notYourself,
    );
  });

  it('never leaves a charity without an enabled admin, even when two admins take each other out at once', async () => {
    await t.db
      .updateTable('charity_staff')
      .set({ is_admin: false, is_collector: true })
      .where('ngo_id', '=', otherNgoId)
      .execute();
    const first = await member({ admin: true }, otherNgoId);
    const second = await member({ admin: true }, otherNgoId);
    const answers = await Promise.all([
      call('POST', `${MEMBER}${second.id}/disable`, first.token),
      call('POST', `${MEMBER}${first.id}/disable`, second.token),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const admins = await t.db
      .selectFrom('charity_staff')
      .select('id')
      .where('ngo_id', '=', otherNgoId)
      .where('is_admin', '=', true)
      .where('disabled_at', 'is', null)
      .execute();
    expect(admins.length).toBe(1);
  });

  it('answers another charity’s staff ids as not found, changing nothing', async () => {
    const stranger = await member({ collector: true }, otherNgoId);
    for (const [method, path, payload] of [
      ['PUT', 'roles', { roles: ['finance'] }],
      ['POST', 'disable', undefined],
      ['POST', 'enable', undefined],
    ] as const) {
      const answer = await call(method, `${MEMBER}${stranger.id}/${path}`, admin.token, payload);
      expect([answer.statusCode, answer.json().message]).toEqual([404, text.staffNotFound]);
    }
    const row = await t.db
      .selectFrom('charity_staff')
      .selectAll()
      .where('id', '=', stranger.id)
      .executeTakeFirstOrThrow();
    expect([row.is_collector, row.is_finance, row.disabled_at]).toEqual([true, false, null]);
    expect(
      (await call('GET', TEAM, admin.token)).json().data[0].staff.map((s: { id: number }) => s.id),
    ).not.toContain(stranger.id);
    const taken = await invite(stranger.email, ['editor']);
    expect([taken.statusCode, taken.json().message]).toEqual([409, text.emailTaken]);
  });

  it('disabling ends a live session at once and refuses the login; enabling lets them log in again', async () => {
    const staff = await member({ collector: true });
    expect((await call('GET', '/api/charity/cash-queue', staff.token)).statusCode).toBe(200);
    const disabled = await call('POST', `${MEMBER}${staff.id}/disable`, admin.token);
    expect(disabled.json().data[0]).toMatchObject({ disabled: true });
    expect((await call('GET', '/api/charity/cash-queue', staff.token)).statusCode).toBe(401);
    const live = await t.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', staff.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const login = await call('POST', '/api/charity/auth/login', null, {
      email: staff.email,
      password: STAFF_PASSWORD,
    });
    expect([login.statusCode, login.json().message]).toEqual([400, apiMessages.loginFailed]);
    // a forgotten password is answered as for anyone, and no reset link is made for them
    const tokens = () =>
      t.db.selectFrom('staff_tokens').select('id').where('staff_id', '=', staff.id).execute();
    const before = (await tokens()).length;
    const forgot = await call('POST', '/api/charity/auth/forgot-password', null, { email: staff.email });
    expect([forgot.statusCode, forgot.json().message]).toEqual([200, apiMessages.forgotSent]);
    expect((await tokens()).length).toBe(before);
    expect((await call('POST', `${MEMBER}${staff.id}/disable`, admin.token)).statusCode).toBe(409);
    expect((await call('POST', `${MEMBER}${staff.id}/enable`, admin.token)).statusCode).toBe(200);
    const back = await call('POST', '/api/charity/auth/login', null, {
      email: staff.email,
      password: STAFF_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
    expect((await audits('staff.disabled', staff.id)).length).toBe(1);
    expect((await audits('staff.enabled', staff.id)).length).toBe(1);
  });

  it('makes one staff row of parallel invitations of one address', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      invite(email, ['editor']),
      invite(email, ['editor']),
      invite(email, ['editor']),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.selectFrom('charity_staff').select('id').where('email', '=', email).execute();
    expect(rows.length).toBe(1);
    for (const _answer of answers) await smtp.nextMailTo(email);
    const open = await t.db
      .selectFrom('staff_tokens')
      .select('id')
      .where('staff_id', '=', rows[0]!.id)
      .where('used_at', 'is', null)
      .execute();
    expect(open.length).toBe(1);
  });

  it('limits the mails to one address, then answers 429 in Arabic', async () => {
    const email = uniqueEmail('limit');
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) statuses.push((await invite(email, ['editor'])).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (await t.db.selectFrom('charity_staff').select('id').where('email', '=', email).execute()).length,
    ).toBe(1);
  });

  it('sets the tax number: 9 digits, Arabic-Indic read as 0-9, audited with the old one', async () => {
    for (const bad of ['12345678', '1234567890', '12345678a', '123-456-789', '=12345678'])
      expect((await call('PUT', TAX, admin.token, { tax_number: bad })).json().errors).toEqual({
        tax_number: text.taxNumberInvalid,
      });
    const set = await call('PUT', TAX, admin.token, { tax_number: ' ٩٨٧٦٥٤٣٢١ ' });
    expect(set.json()).toMatchObject({ message: text.taxNumberSet, data: [{ tax_number: '987654321' }] });
    const row = await t.db
      .selectFrom('ngos')
      .select('tax_number')
      .where('id', '=', ngoId)
      .executeTakeFirstOrThrow();
    expect(row.tax_number).toBe('987654321');
    const [entry] = (await audits('charity.tax_number.set', ngoId)).slice(-1);
    expect(entry).toMatchObject({ actor_kind: 'staff', ngo_id: ngoId });
    expect((entry!.changes as { tax_number: unknown[] }).tax_number[1]).toBe('987654321');
    expect((await call('GET', TEAM, admin.token)).json().data[0].tax_number).toBe('987654321');
  });
});
