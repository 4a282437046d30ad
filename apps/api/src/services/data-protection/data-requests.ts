import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CLOSED_REQUEST_STATUSES,
  DATA_REQUEST_DEADLINE_DAYS,
  type DataRequest,
  type DataRequestKind,
  type DataRequestStatus,
} from '@athar/contract/operator/data-requests';
import type { recordDataRequestBody } from '@athar/contract/operator/data-requests';
import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { AppError } from '@athar/server-kit/errors';
import type { z } from 'zod';
import {
  dataRequestById,
  insertDataRequest,
  setDataRequestStatus,
  type DataRequestRow,
} from '../../db/queries/data-requests';
import { findLiveUser } from '../../db/queries/users';
import type { Database } from '../../db/schema';
import { addDays, cairoDay } from '../../lib/cairo-time';
import { operatorAct, recordAudit } from '../audit/audit-trail';
import { daysBetween, isoOrNull, refuseOutOfRange } from './register-time';

/** The last Cairo day to answer a request received at `receivedAt`. */
export function dueOn(receivedAt: Date): string {
  return addDays(cairoDay(receivedAt), DATA_REQUEST_DEADLINE_DAYS);
}

const isClosed = (status: DataRequestStatus) => CLOSED_REQUEST_STATUSES.includes(status);

/** A request as the console reads it, its clock read on `today` (Cairo). */
export function dataRequestOut(row: DataRequestRow, today: string): DataRequest {
  const closed = isClosed(row.status);
  const daysLeft = closed ? null : daysBetween(today, row.due_on);
  return {
    ...row,
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    recorded_by: row.recorded_by === null ? null : Number(row.recorded_by),
    received_at: new Date(row.received_at).toISOString(),
    closed_at: isoOrNull(row.closed_at),
    days_left: daysLeft,
    overdue: daysLeft !== null && daysLeft < 0,
  };
}

/**
 * Records a request an operator received. The audit entry keeps what it is and when it is due, never
 * who asked: the append-only log could not forget a name an erasure later removes from the register.
 */
export async function recordDataRequest(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  body: z.infer<typeof recordDataRequestBody>,
  now: Date,
): Promise<number> {
  const receivedAt = new Date(body.received_at);
  refuseOutOfRange(receivedAt, now, 'received_at');
  if (body.user_id !== undefined && !(await findLiveUser(db, body.user_id)))
    throw new AppError('BAD_REQUEST', messages.userNotFound, { user_id: messages.userNotFound });
  const due = dueOn(receivedAt);
  return db.transaction().execute(async (trx) => {
    const id = await insertDataRequest(trx, {
      kind: body.kind,
      user_id: body.user_id ?? null,
      requester_name: body.requester_name ?? null,
      requester_email: body.requester_email ?? null,
      requester_phone: body.requester_phone ?? null,
      received_at: receivedAt,
      received_via: body.received_via,
      due_on: due,
      notes: body.notes ? body.notes : null,
      recorded_by: operatorId,
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'data_request.recorded',
        object_kind: 'data_request',
        object_id: id,
        changes: {
          kind: [null, body.kind],
          status: [null, 'open'],
          received_via: [null, body.received_via],
          received_at: [null, receivedAt.toISOString()],
          due_on: [null, due],
          user_id: [null, body.user_id ?? null],
        },
      }),
    );
    return id;
  });
}

/** Where a request may go from each status: forward only, and never out of done or refused. */
const NEXT: Record<DataRequestStatus, readonly DataRequestStatus[]> = {
  open: ['in_progress', 'done', 'refused'],
  in_progress: ['done', 'refused'],
  done: [],
  refused: [],
};

/** Moves a request a step forward, the change audited with its before and after. */
export async function changeDataRequestStatus(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  change: { status: 'in_progress' | 'done' | 'refused'; refusal_reason?: string | undefined },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await dataRequestById(trx, id, true);
    if (!row) throw new AppError('NOT_FOUND', messages.requestNotFound);
    if (!NEXT[row.status].includes(change.status)) throw new AppError('CONFLICT', messages.statusNotAllowed);
    const after = {
      status: change.status,
      refusal_reason: change.status === 'refused' ? change.refusal_reason! : null,
      closed_at: isClosed(change.status) ? now : null,
    };
    await setDataRequestStatus(trx, id, after);
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'data_request.status_changed',
        object_kind: 'data_request',
        object_id: id,
        changes: {
          status: [row.status, after.status],
          ...(after.refusal_reason ? { refusal_reason: [null, after.refusal_reason] } : {}),
          ...(after.closed_at ? { closed_at: [null, now.toISOString()] } : {}),
        },
      }),
    );
  });
}

/**
 * A person's own data export (access) or account deletion (erasure), answered on the spot: recorded as
 * a request already done, so the register shows every request, whoever served it (the user as actor).
 */
export async function recordSelfServedRequest(
  db: Kysely<Database>,
  userId: number,
  kind: Extract<DataRequestKind, 'access' | 'erasure'>,
  now: Date,
): Promise<void> {
  const id = await insertDataRequest(db, {
    kind,
    user_id: userId,
    received_at: now,
    received_via: 'self_service',
    due_on: dueOn(now),
    status: 'done',
    closed_at: now,
  });
  await recordAudit(db, {
    actor_kind: 'user',
    actor_id: userId,
    action: 'data_request.self_served',
    object_kind: 'data_request',
    object_id: id,
    changes: { kind: [null, kind], status: [null, 'done'] },
  });
}
