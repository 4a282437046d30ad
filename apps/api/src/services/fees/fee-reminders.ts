import type { Kysely } from 'kysely';
import { FEE_REMINDER_DAYS } from '@athar/contract/fees/fee-statements';
import { claimFeeReminders } from '../../db/queries/fee-statement-writes';
import { feeStaff } from '../../db/queries/fee-statements';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mail-outbox/outbox-mail';

const DAY_MS = 86_400_000;

/**
 * Claims the unpaid statements whose 15th or 30th day after issue has come (each mark set once, in the
 * transaction that queues the mails), and queues one reminder per finance staff member or admin.
 */
export async function queueFeeReminders(db: Kysely<Database>, now: Date): Promise<number> {
  let queued = 0;
  for (const days of FEE_REMINDER_DAYS) {
    const mark = days === 15 ? 'reminded_15_at' : 'reminded_30_at';
    queued += await db.transaction().execute(async (trx) => {
      const claimed = await claimFeeReminders(trx, mark, now, new Date(now.getTime() - days * DAY_MS));
      let count = 0;
      for (const statement of claimed) {
        for (const staff of await feeStaff(trx, statement.ngo_id)) {
          await enqueueMail(trx, {
            kind: 'fee_statement_reminder',
            payload: { statement_id: Number(statement.id), staff_id: staff.id, days },
          });
          count += 1;
        }
      }
      return count;
    });
  }
  return queued;
}
