import type { OperatorProfile } from '@athar/contract/operator/auth';
import { operatorMessages } from '@athar/contract/operator/messages';
import { AppError } from '@athar/server-kit/errors';
import { findOperatorByEmail } from '../../db/queries/operators';
import type { AuditRecord } from '../../db/queries/audit-log';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { throttledLogin } from '../accounts/login';
import { recordAudit } from '../audit/audit-trail';
import { auditingLoginFailure } from '../audit/login-audit';
import type { LimitedDeps } from '../service-deps';
import { startOperatorSession } from './operator-sessions';

// An unknown address still costs one Argon2 verification, so timing does not tell it apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('athar-operator-decoy-password'));

type Origin = Pick<AuditRecord, 'ip' | 'user_agent'>;

/**
 * The password step, under the visitors' login limits with operator keys. It opens a session that
 * waits for the second factor: the answer says whether to enrol or to give a code. Every success and
 * failure is in the audit log (a failure with the address tried, never the password).
 */
export async function logInOperator(
  { db, rateLimiter }: LimitedDeps,
  email: string,
  password: string,
  origin: Origin & { ip: string },
): Promise<{ token: string; profile: OperatorProfile }> {
  const check = { who: 'operator', email, origin } as const;
  const operator = await auditingLoginFailure(db, check, () =>
    throttledLogin(rateLimiter, `operator:${email}`, origin.ip, async () => {
      const found = await findOperatorByEmail(db, email);
      const valid = await verifyPassword(found?.password_hash ?? (await decoy()), password);
      // a disabled operator is answered like a wrong password: the login tells no one who is in the team
      if (!found?.password_hash || found.disabled_at || !valid)
        throw new AppError('BAD_REQUEST', operatorMessages.loginFailed);
      return found;
    }),
  );
  const token = await startOperatorSession(db, operator.id);
  await recordAudit(db, {
    actor_kind: 'operator',
    actor_id: operator.id,
    action: 'operator.login.password',
    ...origin,
  });
  return {
    token,
    profile: {
      id: operator.id,
      operator_name: operator.operator_name,
      email: operator.email,
      roles: operator.roles,
      session: operator.factor_enrolled_at ? 'verify' : 'enrol',
    },
  };
}
