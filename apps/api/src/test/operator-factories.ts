import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { insertOperator } from '../db/queries/operators';
import type { Database } from '../db/schema';
import { operatorFactorTables } from '../db/queries/second-factor';
import { hashPassword } from '../lib/passwords';
import { hashToken } from '../services/session-tokens';
import { codeFor, enrolTestFactor } from './factor-factories';
import { uniqueEmail } from './factories';
import type { TestApp } from './test-app';

export { codeFor };

export const OPERATOR_PASSWORD = 'operator-test-password-1';
let passwordHash: Promise<string> | undefined;

export interface TestOperator {
  id: number;
  email: string;
  /** the authenticator's secret; null when not enrolled */
  secret: string | null;
}

/** An operator with the test password and these duties, enrolled with a fresh secret unless told not. */
export async function createOperator(
  db: Kysely<Database>,
  roles: OperatorRole[],
  options: { enrolled?: boolean; name?: string } = {},
): Promise<TestOperator> {
  const email = uniqueEmail('operator');
  const id = await insertOperator(db, {
    email,
    operator_name: options.name ?? 'مشغّل تجريبي',
    password_hash: await (passwordHash ??= hashPassword(OPERATOR_PASSWORD)),
    roles,
  });
  if (options.enrolled === false) return { id, email, secret: null };
  return { id, email, secret: await enrolTestFactor(db, operatorFactorTables, id) };
}

/** The session cookie a response set. */
export function operatorCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((item) => item.name === 'athar_operator');
  if (!cookie) throw new Error('no operator cookie was set');
  return cookie.value;
}

/**
 * Logs an operator in with password and code; the cookie of the ready session. Unless `steppedUp` is
 * false, the session is also marked as having just given a step-up code, as the step-up dialog would
 * (a login's code is never one; the step-up itself is tested in operator-auth.test.ts).
 */
export async function logInOperatorFully(
  t: TestApp,
  operator: TestOperator,
  { steppedUp = true }: { steppedUp?: boolean } = {},
): Promise<string> {
  const login = await t.call({
    method: 'POST',
    url: '/api/operator/auth/login',
    payload: { email: operator.email, password: OPERATOR_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  const cookie = operatorCookie(login);
  const verify = await t.call({
    method: 'POST',
    url: '/api/operator/auth/verify',
    cookies: { athar_operator: cookie },
    payload: { code: await codeFor(operator.secret!) },
  });
  if (verify.statusCode !== 200) throw new Error(verify.body);
  if (steppedUp)
    await t.db
      .updateTable('operator_sessions')
      .set({ stepped_up_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(cookie))
      .execute();
  return cookie;
}

/** Calls with an operator's session cookie: `const { get, post, patch } = operatorCalls(t)`. */
export function operatorCalls(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.call({ method, url, payload, cookies: { athar_operator: cookie } });
  return {
    get: (url: string, cookie: string) => call('GET', url, cookie),
    post: (url: string, cookie: string, payload?: object) => call('POST', url, cookie, payload),
    patch: (url: string, cookie: string, payload?: object) => call('PATCH', url, cookie, payload),
  };
}
