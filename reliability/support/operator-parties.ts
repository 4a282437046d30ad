import { randomInt } from 'node:crypto';
import {
  markSessionFactor,
  markSessionSteppedUp,
  operatorFactorTables,
} from '@athar/api/db/queries/second-factor';
import { OPERATOR_COOKIE, startOperatorSession } from '@athar/api/services/operators/operator-sessions';
import { createOperator, logInOperatorFully, type TestOperator } from '@athar/api/test/operator-factories';
import { hashToken } from '@athar/api/services/session-tokens';
import type { TestApp } from '@athar/api/test/test-app';
import { OPERATOR_ROLES, type OperatorRole } from '@athar/contract/operator/roles';

/** One operator party per duty, holding that duty alone. */
export const OPERATOR_PARTIES = OPERATOR_ROLES.map((role) => `operator_${role}` as const);
export type OperatorParty = (typeof OPERATOR_PARTIES)[number];

export const isOperatorParty = (party: string): party is OperatorParty =>
  (OPERATOR_PARTIES as readonly string[]).includes(party);
export const dutyOf = (party: OperatorParty) => party.slice('operator_'.length) as OperatorRole;

/**
 * Six operators, one per duty, each logged in fully (password, then the authenticator's code), and a
 * bystander operator whose id every `/api/operator/operators/:id` call aims at. The bystander once
 * typed a wrong password from an address of its own: the audit log keeps that address and the
 * e-mail tried, for the admins and data protection alone. Each operator's e-mail is for itself and the
 * admins (the operators' list).
 */
export async function plantOperators(t: TestApp) {
  const bystander = await createOperator(t.db, ['finance']);
  await logInOperatorFully(t, bystander);
  const address = `198.51.100.${randomInt(2, 250)}`;
  const agent = `matrix-agent-${randomInt(1_000_000, 9_999_999)}`;
  const wrong = await t.call({
    method: 'POST',
    url: '/api/operator/auth/login',
    headers: { 'x-forwarded-for': address, 'user-agent': agent },
    payload: { email: bystander.email, password: 'not-the-password-1' },
  });
  if (wrong.statusCode !== 400) throw new Error(`a wrong password answered ${wrong.statusCode}`);

  const auditReaders: OperatorParty[] = ['operator_admin', 'operator_data_protection'];
  const markers = [
    { what: 'audit log address', value: address, seenBy: auditReaders },
    { what: 'audit log user agent', value: agent, seenBy: auditReaders },
    { what: 'bystander operator e-mail', value: bystander.email, seenBy: auditReaders },
  ];
  const operators = {} as Record<OperatorParty, TestOperator>;
  for (const party of OPERATOR_PARTIES) {
    operators[party] = await createOperator(t.db, [dutyOf(party)]);
    await logInOperatorFully(t, operators[party]);
    const seenBy: OperatorParty[] = party === 'operator_admin' ? [party] : [party, 'operator_admin'];
    markers.push({ what: `${party} e-mail`, value: operators[party].email, seenBy });
  }

  /**
   * A fresh session cookie for the operator, in the state a full login and a step-up code leave it:
   * only the duty can refuse a call, and a logout in the matrix ends that one session alone.
   */
  async function cookie(party: OperatorParty): Promise<Record<string, string>> {
    const token = await startOperatorSession(t.db, operators[party].id);
    const session = await t.db
      .selectFrom('operator_sessions')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    await markSessionFactor(t.db, operatorFactorTables, session.id);
    await markSessionSteppedUp(t.db, operatorFactorTables, session.id);
    return { [OPERATOR_COOKIE]: token };
  }

  return { operators, bystander, markers, cookie };
}

/** What an operator's call could change of the operators: accounts, factors, sessions, the audit log. */
export async function operatorsState(db: TestApp['db']) {
  const [operators, sessions, audit] = await Promise.all([
    db.selectFrom('operators').selectAll().orderBy('id').execute(),
    db
      .selectFrom('operator_sessions')
      .select(['id', 'revoked_at', 'factor_at', 'stepped_up_at'])
      .orderBy('id')
      .execute(),
    db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute(),
  ]);
  return { operators, sessions, audit };
}
