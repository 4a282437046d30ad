import type { Kysely } from 'kysely';
import type { CashDepositFields } from '@athar/contract/settlement/cash-deposits';
import { cashDepositMessages as messages } from '@athar/contract/settlement/cash-deposit-messages';
import { formatEgp, piastersToEgp } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import { insertCashDeposit, lockDonationsForDeposit } from '../../db/queries/cash-deposits';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { countSettled } from '../../db/queries/figures-rollup';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';
import { removeImage, storeImage } from '../images';

const UNIQUE_VIOLATION = '23505';
export const DEPOSIT_SLIPS = 'deposit-slips';

const refused = (field: string, message: string, code: 'BAD_REQUEST' | 'CONFLICT' = 'BAD_REQUEST') =>
  new AppError(code, message, { [field]: message });

/** A real calendar day, not after today in Cairo. */
function checkDay(day: string, now: Date) {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw refused('deposited_on', messages.dayRequired);
  if (day > cairoDay(now)) throw refused('deposited_on', messages.dayFuture);
}

/**
 * Records a bank deposit of collected cash: the slip stored first (re-encoded, EXIF dropped), then in
 * one transaction the donations locked and checked (the charity's own collected cash, in no deposit
 * yet, their sum the amount), the deposit, the donations it carries and the audit entry. Anything
 * refused leaves nothing, the slip's file included. Two deposits naming one donation: the second
 * waits for the first's lock and is refused (409); were it to slip past, the primary key refuses it.
 */
export async function recordCashDeposit(
  db: Kysely<Database>,
  uploadsDir: string,
  staff: { id: number; ngoId: number },
  fields: CashDepositFields,
  slip: Buffer | undefined,
  origin: AuditOrigin,
  now: Date,
): Promise<number> {
  checkDay(fields.deposited_on, now);
  if (!slip) throw refused('slip', messages.slipRequired);
  const ids = [...new Set(fields.donation_ids)].sort((a, b) => a - b);
  const image = await storeImage(slip, {
    uploadsDir,
    folder: DEPOSIT_SLIPS,
    maxWidth: 2000,
    maxHeight: 2000,
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw refused('slip', error.message);
    throw error;
  });
  try {
    return await db.transaction().execute(async (trx) => {
      const rows = await lockDonationsForDeposit(trx, ids, staff.ngoId);
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = found.get(id);
        if (!row?.collected) throw refused('donation_ids', messages.notCollected(id));
      }
      const already = rows.find((row) => row.deposited);
      if (already) throw refused('donation_ids', messages.alreadyDeposited(already.id), 'CONFLICT');
      const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
      if (sum !== fields.amount)
        throw refused(
          'amount',
          messages.sumMismatch(
            formatEgp(piastersToEgp(piasters(sum))),
            formatEgp(piastersToEgp(piasters(fields.amount))),
          ),
        );
      const id = await insertCashDeposit(
        trx,
        {
          ngo_id: staff.ngoId,
          amount: piasters(fields.amount),
          deposited_on: fields.deposited_on,
          bank_reference: fields.bank_reference,
          slip_image: image.key,
          recorded_by: staff.id,
        },
        ids,
      );
      await countSettled(
        trx,
        rows.map((row) => ({ donationId: row.id, amount: Number(row.amount), reconciled: false })),
      );
      await recordAudit(
        trx,
        staffAct(origin, staff, {
          action: 'charity.cash_deposit.recorded',
          object_kind: 'cash_deposit',
          object_id: id,
          changes: {
            amount: [null, fields.amount],
            deposited_on: [null, fields.deposited_on],
            bank_reference: [null, fields.bank_reference],
            donation_ids: [null, ids],
          },
        }),
      );
      return id;
    });
  } catch (error) {
    await removeImage(uploadsDir, image.key);
    const code = (error as { code?: unknown }).code;
    if (code === UNIQUE_VIOLATION) {
      const constraint = String((error as { constraint?: unknown }).constraint ?? '');
      if (constraint.includes('bank_reference') || String(error).includes('bank_reference'))
        throw refused('bank_reference', messages.duplicateReference, 'CONFLICT');
      throw refused('donation_ids', messages.alreadyDeposited(ids[0]!), 'CONFLICT');
    }
    throw error;
  }
}
