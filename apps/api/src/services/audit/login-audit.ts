import type { Kysely } from 'kysely';
import { AppError } from '@athar/server-kit/errors';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditOrigin } from './audit-trail';

/**
 * Runs a password check and, when it refuses (an unknown address, a wrong password, too many tries),
 * records `<who>.login.failed` or `<who>.login.throttled` with the address tried (never the password)
 * before the refusal goes on. `ngoId` names the charity whose staff address was tried, when known.
 */
export async function auditingLoginFailure<T>(
  db: Kysely<Database>,
  attempt: {
    who: 'operator' | 'staff' | 'user';
    email: string;
    origin: AuditOrigin;
    ngoId?: () => number | undefined;
  },
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError)
      await recordAudit(db, {
        actor_kind: 'anonymous',
        actor_label: attempt.email,
        action: `${attempt.who}.login.${error.code === 'TOO_MANY_REQUESTS' ? 'throttled' : 'failed'}`,
        ngo_id: attempt.ngoId?.() ?? null,
        ...attempt.origin,
      });
    throw error;
  }
}
