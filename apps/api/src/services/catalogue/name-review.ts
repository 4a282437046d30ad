import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { charityPageMessages as messages } from '@athar/contract/charity/charity-page-messages';
import type { NameChange } from '@athar/contract/operator/name-review';
import { AppError } from '@athar/server-kit/errors';
import {
  charityNameTaken,
  charityPageRow,
  decideNameChange,
  lockNameChange,
  nameChangeRow,
  setCharityPage,
  waitingNameChangeRows,
  type NameChangeRow,
} from '../../db/queries/charity-page';
import { queueNameDecidedMails } from '../mail-outbox/catalogue-mails';
import type { Database } from '../../db/schema';
import { keysetSlice } from '../../lib/keyset-page';
import { operatorAct, recordAudit } from '../audit/audit-trail';

function toNameChange(row: NameChangeRow): NameChange {
  return {
    change_id: row.id,
    ngo_id: row.ngo_id,
    current_name: row.current_name,
    ar_name: row.ar_name,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function waitingNameChanges(
  db: Kysely<Database>,
  query: { before?: number | undefined; limit: number },
) {
  const { page, next_before } = keysetSlice(
    await waitingNameChangeRows(db, query.before, query.limit),
    query.limit,
  );
  return { changes: page.map(toNameChange), next_before };
}

async function lockWaiting(db: Kysely<Database>, id: number) {
  const change = await lockNameChange(db, id);
  if (!change) throw new AppError('NOT_FOUND', messages.changeNotFound);
  if (change.status !== 'pending') throw new AppError('CONFLICT', messages.notWaiting);
  return change;
}

/** The charity's public name changes now, with the decision and its audit entry in one transaction. */
export async function approveNameChange(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
) {
  await db.transaction().execute(async (trx) => {
    const change = await lockWaiting(trx, id);
    const before = await charityPageRow(trx, change.ngo_id, true);
    if (await charityNameTaken(trx, change.ngo_id, change.ar_name))
      throw new AppError('CONFLICT', messages.nameTaken);
    await setCharityPage(trx, change.ngo_id, { ar_name: change.ar_name });
    await decideNameChange(trx, id, { status: 'approved', decided_by: operatorId });
    await queueNameDecidedMails(trx, { id, ngo_id: change.ngo_id, proposed_by: Number(change.proposed_by) });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.charity_name.approved',
        object_kind: 'ngo_name_change',
        object_id: id,
        ngo_id: change.ngo_id,
        changes: { ar_name: [before.ar_name, change.ar_name] },
      }),
    );
  });
  return toNameChange(await nameChangeRow(db, id));
}

/** The name stays; the reason is shown on the charity's page. */
export async function refuseNameChange(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  reason: string,
) {
  await db.transaction().execute(async (trx) => {
    const change = await lockWaiting(trx, id);
    await decideNameChange(trx, id, { status: 'refused', decided_by: operatorId, reason });
    await queueNameDecidedMails(trx, { id, ngo_id: change.ngo_id, proposed_by: Number(change.proposed_by) });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'operator.charity_name.refused',
        object_kind: 'ngo_name_change',
        object_id: id,
        ngo_id: change.ngo_id,
        changes: { ar_name: [null, change.ar_name], reason: [null, reason] },
      }),
    );
  });
  return toNameChange(await nameChangeRow(db, id));
}
