import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages } from '@athar/contract/operator/messages';
import { DEMO_ACCOUNT } from '../db/seed/demo';
import { DEMO_OPERATOR } from '../db/seed/demo-operator';
import {
  codeFor,
  createOperator,
  logInOperatorFully,
  OPERATOR_PASSWORD,
  operatorCookie,
} from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)(
  'operators log in with a password and a second factor on %s (issue 36)',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    const post = (
      url: string,
      cookie: string | null,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      t.call({
        method: 'POST',
        url,
        payload,
        headers,
        ...(cookie ? { cookies: { athar_operator: cookie } } : {}),
      });
    const get = (url: string, cookie: string | null) =>
      t.call({ method: 'GET', url, ...(cookie ? { cookies: { athar_operator: cookie } } : {}) });
    const login = (email: string, password = OPERATOR_PASSWORD) =>
      post('/api/operator/auth/login', null, { email, password });
    const audit = (action: string) =>
      t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

    it('opens nothing on a password alone; the code opens the console, in an HttpOnly SameSite=Strict cookie', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const answer = await login(operator.email);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data[0]).toMatchObject({
        email: operator.email,
        session: 'verify',
        roles: ['admin'],
      });
      const cookie = answer.cookies.find((item) => item.name === 'athar_operator')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/operator' });
      expect(answer.body).not.toContain(cookie.value);

      const early = await get('/api/operator/overview', cookie.value);
      expect(early.statusCode).toBe(401);
      expect(early.json().message).toBe(operatorMessages.factorNeeded);

      const verified = await post('/api/operator/auth/verify', cookie.value, {
        code: await codeFor(operator.secret!),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data[0].session).toBe('ready');
      expect((await get('/api/operator/overview', cookie.value)).statusCode).toBe(200);
      expect((await audit('operator.login.verified'))[0]).toMatchObject({
        actor_kind: 'operator',
        actor_id: operator.id,
      });
    });

    it('takes a code once: the same code again, even for a step-up, is refused', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const cookie = operatorCookie(await login(operator.email));
      const code = await codeFor(operator.secret!);
      expect((await post('/api/operator/auth/verify', cookie, { code })).statusCode).toBe(200);
      const replay = await post('/api/operator/auth/step-up', cookie, { code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(operatorMessages.codeUsed);
      const fresh = await post('/api/operator/auth/step-up', cookie, {
        code: await codeFor(operator.secret!, 1),
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
    });

    it('asks a sensitive act its own code, however recent the login’s; that code holds for five minutes', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const cookie = operatorCookie(await login(operator.email));
      expect(
        (await post('/api/operator/auth/verify', cookie, { code: await codeFor(operator.secret!) }))
          .statusCode,
      ).toBe(200);
      const target = await createOperator(t.db, ['finance']);
      const reset = () => post(`/api/operator/operators/${target.id}/factor-reset`, cookie, {});
      const refused = await reset();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual({ step_up: operatorMessages.stepUpNeeded });
      expect(
        (await post('/api/operator/auth/step-up', cookie, { code: await codeFor(operator.secret!, 1) }))
          .statusCode,
      ).toBe(200);
      const done = await reset();
      expect(done.statusCode, done.body).toBe(200);
    });

    it('lets one of two racing requests with the same code through', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const cookies = [
        operatorCookie(await login(operator.email)),
        operatorCookie(await login(operator.email)),
      ];
      const code = await codeFor(operator.secret!);
      const answers = await Promise.all(
        cookies.map((cookie) => post('/api/operator/auth/verify', cookie, { code })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });

    it('answers a wrong password and an unknown address alike, records both, and sets no cookie', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const wrong = await login(operator.email, 'not-the-password');
      const unknown = await login('nobody-here@example.com');
      for (const answer of [wrong, unknown]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toBe(operatorMessages.loginFailed);
        expect(answer.cookies).toEqual([]);
      }
      const failures = (await audit('operator.login.failed')).map((entry) => entry.actor_label);
      expect(failures).toEqual(expect.arrayContaining([operator.email, 'nobody-here@example.com']));
    });

    it('enrols at the first login with a QR code, and gives ten single-use recovery codes', async () => {
      const operator = await createOperator(t.db, ['finance'], { enrolled: false });
      const cookie = operatorCookie(await login(operator.email));
      expect((await get('/api/operator/me', cookie)).json().data[0].session).toBe('enrol');
      const enrolment = await get('/api/operator/auth/enrolment', cookie);
      expect(enrolment.statusCode, enrolment.body).toBe(200);
      const { secret, otpauth_uri, qr_svg } = enrolment.json().data[0];
      expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Athar:/);
      expect(qr_svg).toContain('<svg');
      const wrong = await post('/api/operator/auth/enrolment', cookie, { code: '000000' });
      expect(wrong.statusCode).toBe(400);

      const confirmed = await post('/api/operator/auth/enrolment', cookie, { code: await codeFor(secret) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const codes: string[] = confirmed.json().data[0].recovery_codes;
      expect(new Set(codes).size).toBe(10);
      expect(codes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      const stored = await t.db
        .selectFrom('operator_recovery_codes')
        .select('code_hash')
        .where('operator_id', '=', operator.id)
        .execute();
      expect(stored).toHaveLength(10);
      expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));
      expect((await get('/api/operator/auth/enrolment', cookie)).statusCode).toBe(409);

      // the phone is lost: a recovery code opens the next login once
      const next = operatorCookie(await login(operator.email));
      const recovered = await post('/api/operator/auth/verify', next, {
        recovery_code: codes[3]!.toUpperCase(),
      });
      expect(recovered.statusCode, recovered.body).toBe(200);
      expect(recovered.json().message).toBe(operatorMessages.recoveryUsed.replace('{count}', '9'));
      const again = await post('/api/operator/auth/verify', operatorCookie(await login(operator.email)), {
        recovery_code: codes[3],
      });
      expect(again.statusCode).toBe(400);
    });

    it('ends a session at logout, after 30 idle minutes, and a password-only one after 10 minutes', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const cookie = await logInOperatorFully(t, operator);
      expect((await post('/api/operator/auth/logout', cookie)).statusCode).toBe(200);
      expect((await get('/api/operator/me', cookie)).statusCode).toBe(401);

      const idle = await createOperator(t.db, ['admin']);
      const idleCookie = await logInOperatorFully(t, idle);
      await t.db
        .updateTable('operator_sessions')
        .set({ last_seen_at: sql<Date>`now() - interval '31 minutes'` })
        .where('operator_id', '=', idle.id)
        .execute();
      expect((await get('/api/operator/me', idleCookie)).statusCode).toBe(401);

      const waiting = operatorCookie(await login(operator.email));
      await sql`UPDATE operator_sessions SET created_at = now() - interval '11 minutes' WHERE factor_at IS NULL AND operator_id = ${operator.id}`.execute(
        t.db,
      );
      expect((await get('/api/operator/me', waiting)).statusCode).toBe(401);
    });

    it('refuses a state-changing call sent from another site, and a visitor’s session token', async () => {
      const operator = await createOperator(t.db, ['admin']);
      const cookie = await logInOperatorFully(t, operator);
      const forged = await post('/api/operator/auth/logout', cookie, undefined, {
        origin: 'https://evil.example',
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toBe(operatorMessages.crossSite);
      const crossSite = await post('/api/operator/auth/logout', cookie, undefined, {
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await get('/api/operator/me', cookie)).statusCode).toBe(200);

      // no session: refused before the body is read, so a stranger learns nothing from its messages
      const stranger = await post('/api/operator/auth/step-up', null, { code: 'not a code' });
      expect(stranger.statusCode).toBe(401);

      const visitor = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      });
      const token = visitor.json().data[0].access_token as string;
      const asVisitor = await t.call({
        method: 'GET',
        url: '/api/operator/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asVisitor.statusCode).toBe(401);
    });

    it('seeds the documented demo operator, enrolled with the README secret', async () => {
      const answer = await login(DEMO_OPERATOR.email, DEMO_ACCOUNT.password);
      expect(answer.statusCode, answer.body).toBe(200);
      const verified = await post('/api/operator/auth/verify', operatorCookie(answer), {
        code: await codeFor(DEMO_OPERATOR.factor_secret),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data[0].roles).toContain('admin');
    });
  },
);
