import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import { egpToPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import { feeStatementById, lockSeries, takeNumber } from '../../db/queries/fee-statements';
import {
  creditedBeforeVat,
  insertFeeStatement,
  lockFeeStatement,
  setFeeStatementPaid,
} from '../../db/queries/fee-statement-writes';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { operatorAct, recordAudit } from '../audit/audit-trail';
import { shareHalfUp } from './fee-arithmetic';

async function lockedStatement(trx: Kysely<Database>, id: number) {
  const row = (await lockFeeStatement(trx, id)) ? await feeStatementById(trx, id) : undefined;
  if (!row || row.kind !== 'statement') throw new AppError('NOT_FOUND', feeMessages.statementNotFound);
  return row;
}

/** Finance records the charity's transfer: issued → paid, once; the same call again is refused (409). */
export async function markPaid(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  body: { reference: string; paid_at: string },
  now: Date,
): Promise<void> {
  const paidAt = new Date(body.paid_at);
  if (paidAt > now)
    throw new AppError('BAD_REQUEST', feeMessages.paidOnInvalid, { paid_at: feeMessages.paidOnInvalid });
  await db.transaction().execute(async (trx) => {
    const row = await lockedStatement(trx, id);
    if (row.status === 'paid') throw new AppError('CONFLICT', feeMessages.alreadyPaid);
    if (row.status !== 'issued') throw new AppError('CONFLICT', feeMessages.notPayable);
    await setFeeStatementPaid(trx, id, {
      paid_at: paidAt,
      paid_reference: body.reference,
      paid_by: operatorId,
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'fee_statement.paid',
        object_kind: 'fee_statement',
        object_id: id,
        ngo_id: row.ngo_id,
        changes: {
          status: ['issued', 'paid'],
          paid_reference: [null, body.reference],
          paid_at: [null, paidAt.toISOString()],
        },
      }),
    );
  });
}

/**
 * A credit note against an issued or paid statement: its own number in the ATH-CN series, the amount
 * (before VAT) and the VAT at the statement's rate; all credit notes together never exceed the statement.
 */
export async function issueCreditNote(
  db: Kysely<Database>,
  request: FastifyRequest,
  operatorId: number,
  id: number,
  body: { amount: number; reason: string },
  now: Date,
): Promise<number> {
  const amount = egpToPiasters(body.amount);
  return db.transaction().execute(async (trx) => {
    const year = Number(cairoDay(now).slice(0, 4));
    await lockSeries(trx, 'ATH-CN', year);
    const row = await lockedStatement(trx, id);
    if (row.status === 'carried') throw new AppError('CONFLICT', feeMessages.creditNotAllowed);
    const credited = await creditedBeforeVat(trx, id);
    if (credited + amount > row.fee_amount + row.carried_in)
      throw new AppError('BAD_REQUEST', feeMessages.creditTooLarge, { amount: feeMessages.creditTooLarge });
    const vat = shareHalfUp(amount, row.vat_basis_points);
    const number = await takeNumber(trx, 'ATH-CN', year);
    const noteId = await insertFeeStatement(trx, {
      ngo_id: row.ngo_id,
      kind: 'credit_note',
      month: `${row.month}-01`,
      status: 'issued',
      number,
      rate_basis_points: row.rate_basis_points,
      donations_count: 0,
      donations_total: piasters(0),
      fee_amount: amount,
      vat_basis_points: row.vat_basis_points,
      vat_amount: vat,
      total_due: piasters(amount + vat),
      credits_statement_id: id,
      reason: body.reason,
      issued_at: now,
    });
    await recordAudit(
      trx,
      operatorAct(request, operatorId, {
        action: 'fee_statement.credit_note',
        object_kind: 'fee_statement',
        object_id: noteId,
        ngo_id: row.ngo_id,
        changes: {
          credits: [null, row.number],
          number: [null, number],
          amount: [null, amount],
          vat: [null, vat],
        },
      }),
    );
    return Number(noteId);
  });
}
