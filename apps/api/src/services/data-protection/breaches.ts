import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  BREACH_NOTICE_HOURS,
  type Breach,
  type changeBreachBody,
  type recordBreachBody,
} from '@athar/contract/operator/breaches';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { AppError } from '@athar/server-kit/errors';
import type { z } from 'zod';
import { breachById, insertBreach, updateBreach, type BreachRow } from '../../db/queries/data-breaches';
import type { Database } from '../../db/schema';
import { operatorAct, recordAudit } from '../audit/audit-trail';
import { isoOrNull, refuseOutOfRange } from './register-time';

const HOUR_MS = 3_600_000;

/** A breach as the console reads it, its 72-hour clock read at `now`. */
export function breachOut(row: BreachRow, now: Date): Breach {
  const notifyBy = new Date(new Date(row.discovered_at).getTime() + BREACH_NOTICE_HOURS * HOUR_MS);
  const notified = row.center_notified_at ? new Date(row.center_notified_at) : null;
  // whole hours, the part hour dropped: 71 h 59 min left shows 71, 8 h 10 min late shows -8 (and the
  // first late hour 0, with `overdue` set)
  const hoursLeft = notified ? null : Math.trunc((notifyBy.getTime() - now.getTime()) / HOUR_MS) || 0;
  return {
    ...row,
    id: Number(row.id),
    recorded_by: Number(row.recorded_by),
    discovered_at: new Date(row.discovered_at).toISOString(),
    center_notified_at: isoOrNull(row.center_notified_at),
    people_notified_at: isoOrNull(row.people_notified_at),
    closed_at: isoOrNull(row.closed_at),
    notify_by: notifyBy.toISOString(),
    hours_left: hoursLeft,
    overdue: !notified && now > notifyBy,
    notified_late: !!notified && notified > notifyBy,
  };
}

/**
 * Records a breach; its clock starts at discovered_at. The audit entry keeps the when, the kinds and
 * the estimate; the description stays in the register, where it can be corrected.
 */
export async function recordBreach(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  body: z.infer<typeof recordBreachBody>,
  now: Date,
): Promise<number> {
  const discoveredAt = new Date(body.discovered_at);
  refuseOutOfRange(discoveredAt, now, 'discovered_at');
  return db.transaction().execute(async (trx) => {
    const id = await insertBreach(trx, {
      discovered_at: discoveredAt,
      description: body.description,
      data_kinds: body.data_kinds,
      people_affected: body.people_affected,
      recorded_by: operatorId,
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'breach.recorded',
        object_kind: 'data_breach',
        object_id: id,
        changes: {
          discovered_at: [null, discoveredAt.toISOString()],
          data_kinds: [null, body.data_kinds],
          people_affected: [null, body.people_affected],
        },
      }),
    );
    return id;
  });
}

const DATES = ['center_notified_at', 'people_notified_at', 'closed_at'] as const;

/** Sets the notifications, the closing or a new estimate; each field changed audited before/after. */
export async function changeBreach(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  body: z.infer<typeof changeBreachBody>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await breachById(trx, id, true);
    if (!row) throw new AppError('NOT_FOUND', messages.breachNotFound);
    const discovered = new Date(row.discovered_at).getTime();
    const set: Partial<Record<(typeof DATES)[number], Date>> & { people_affected?: number } = {};
    const changes: Record<string, [unknown, unknown]> = {};
    for (const field of DATES) {
      const value = body[field];
      if (value === undefined) continue;
      const at = new Date(value);
      refuseOutOfRange(at, now, field);
      if (at.getTime() < discovered)
        throw new AppError('BAD_REQUEST', messages.timeBeforeDiscovery, {
          [field]: messages.timeBeforeDiscovery,
        });
      set[field] = at;
      changes[field] = [isoOrNull(row[field]), at.toISOString()];
    }
    if (body.people_affected !== undefined) {
      set.people_affected = body.people_affected;
      changes.people_affected = [row.people_affected, body.people_affected];
    }
    await updateBreach(trx, id, set);
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'breach.updated',
        object_kind: 'data_breach',
        object_id: id,
        changes,
      }),
    );
  });
}
