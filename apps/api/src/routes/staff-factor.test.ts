import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityMessages } from '@athar/contract/charity/messages';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { createCreatorCampaign } from '../test/campaign-factories';
import { codeFor } from '../test/factor-factories';
import { createStaffWithPassword, STAFF_PASSWORD, type StaffWithPassword } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)('charity staff with a second factor on %s (issue 36)', (engine) => {
  let t: TestApp;
  let ngoA: number;
  let ngoB: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ngoA = (await createCreatorCampaign(t.db)).ngo_id;
    ngoB = (await createCreatorCampaign(t.db)).ngo_id;
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, token: string | null, payload?: object) =>
    t.call({ method: 'POST', url, payload, headers: token ? auth(token) : {} });
  const get = (url: string, token: string) => t.call({ method: 'GET', url, headers: auth(token) });
  const csv = (token: string) => get('/api/charity/donations.csv?from=2025-05-01&to=2025-05-31', token);
  const queue = (token: string) => get('/api/charity/cash-queue', token);
  async function logIn(staff: StaffWithPassword) {
    const answer = await post('/api/charity/auth/login', null, {
      email: staff.email,
      password: STAFF_PASSWORD,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [member] = answer.json().data;
    return { token: member.access_token as string, session: member.session as string, answer };
  }
  const audited = (staffId: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'ngo_id', 'changes'])
      .where('actor_id', '=', staffId)
      .where('action', '=', action)
      .execute();

  it('lets a staff member enrol from the console; then the export asks a fresh code, taken once', async () => {
    const staff = await createStaffWithPassword(t.db, ngoA);
    const { token, session } = await logIn(staff);
    expect(session).toBe('ready');
    expect((await csv(token)).statusCode).toBe(200);

    const enrolment = await get('/api/charity/auth/factor', token);
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const { secret, qr_svg, otpauth_uri } = enrolment.json().data[0];
    expect(qr_svg).toMatch(/^<svg/);
    expect(otpauth_uri).toContain(encodeURIComponent(staff.email));
    const wrong = await post('/api/charity/auth/factor', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post('/api/charity/auth/factor', token, { code: await codeFor(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().data[0].recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await audited(staff.id, 'staff.factor.enrolled')).toEqual([
      { actor_kind: 'staff', ngo_id: ngoA, changes: {} },
    ]);
    // only the hashes are kept, and the secret is sealed
    const stored = await t.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(stored).toHaveLength(10);
    const row = await t.db
      .selectFrom('charity_staff')
      .select('factor_secret')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.factor_secret).not.toContain(secret);

    const refused = await csv(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ step_up: factorMessages.stepUpNeeded });
    const reused = await post('/api/charity/auth/step-up', token, { code: await codeFor(secret) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(factorMessages.codeUsed);
    const stepped = await post('/api/charity/auth/step-up', token, { code: await codeFor(secret, 1) });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(Date.parse(stepped.json().data[0].until)).toBeGreaterThan(Date.now() + 4 * 60 * 1000);
    expect((await csv(token)).statusCode).toBe(200);
    expect(await audited(staff.id, 'staff.step_up')).toHaveLength(1);
  });

  it('asks a staff member with a factor for the code after the password; a code and a recovery code work once', async () => {
    const staff = await createStaffWithPassword(t.db, ngoA, { enrolled: true });
    const first = await logIn(staff);
    expect(first.session).toBe('verify');
    expect(first.answer.json().message).toBe(charityMessages.factorNeeded);
    const early = await queue(first.token);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(charityMessages.factorNeeded);
    expect((await post('/api/charity/auth/step-up', first.token, { code: '123456' })).statusCode).toBe(403);

    const code = await codeFor(staff.secret!);
    const verified = await post('/api/charity/auth/verify', first.token, { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await queue(first.token)).statusCode).toBe(200);
    expect(await audited(staff.id, 'staff.login.verified')).toHaveLength(1);
    // the login's code is not the export's: the export asks its own
    expect((await csv(first.token)).statusCode).toBe(403);

    const second = await logIn(staff);
    const replayed = await post('/api/charity/auth/verify', second.token, { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(factorMessages.codeUsed);
    expect((await queue(second.token)).statusCode).toBe(403);

    // a recovery code, for a staff member whose codes were given at enrolment
    const enrolled = await createStaffWithPassword(t.db, ngoA);
    const own = await logIn(enrolled);
    const { secret } = (await get('/api/charity/auth/factor', own.token)).json().data[0];
    const confirmed = await post('/api/charity/auth/factor', own.token, { code: await codeFor(secret) });
    const recovery: string = confirmed.json().data[0].recovery_codes[0];
    const again = await logIn(enrolled);
    const byRecovery = await post('/api/charity/auth/verify', again.token, {
      recovery_code: recovery.toUpperCase(),
    });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    expect(byRecovery.json().message).toBe(factorMessages.recoveryUsed.replace('{count}', '9'));
    expect((await queue(again.token)).statusCode).toBe(200);
    const third = await logIn(enrolled);
    const spent = await post('/api/charity/auth/verify', third.token, { recovery_code: recovery });
    expect(spent.statusCode).toBe(400);
    expect((await queue(third.token)).statusCode).toBe(403);
  });

  it('throttles code guesses like password guesses: past five wrong ones even the right code waits', async () => {
    const staff = await createStaffWithPassword(t.db, ngoA, { enrolled: true });
    const { token } = await logIn(staff);
    const right = await codeFor(staff.secret!);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++)
      expect((await post('/api/charity/auth/verify', token, { code: wrong })).statusCode).toBe(400);
    expect((await post('/api/charity/auth/verify', token, { code: right })).statusCode).toBe(429);
    expect((await queue(token)).statusCode).toBe(403);
    expect(await audited(staff.id, 'staff.login.code_failed')).toHaveLength(6);
  });

  it('makes a charity’s admin enrol before anything else opens; other charities’ staff are unaffected', async () => {
    const admin = await createStaffWithPassword(t.db, ngoA, { admin: true });
    const other = await createStaffWithPassword(t.db, ngoB);
    const { token, session, answer } = await logIn(admin);
    expect(session).toBe('enrol');
    expect(answer.json().data[0]).toMatchObject({ is_admin: true, factor_enrolled: false });
    for (const refused of [await queue(token), await csv(token)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(charityMessages.adminMustEnrol);
    }
    const { secret } = (await get('/api/charity/auth/factor', token)).json().data[0];
    expect((await post('/api/charity/auth/factor', token, { code: await codeFor(secret) })).statusCode).toBe(
      200,
    );
    expect((await queue(token)).statusCode).toBe(200);
    // an admin's export always asks the code
    expect((await csv(token)).statusCode).toBe(403);

    const theirs = await logIn(other);
    expect(theirs.session).toBe('ready');
    expect((await queue(theirs.token)).statusCode).toBe(200);
    expect((await csv(theirs.token)).statusCode).toBe(200);
  });
});
